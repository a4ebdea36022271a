/**
 * The end of every run and merge: index.html, then manifest.json (last: its presence means the
 * report is complete), then the summary event; the exit code follows the manifest's status.
 */
import type { ReportModel } from "../metrics/model.js";
import { writeIndexHtml } from "../output/index-html.js";
import type { Manifest } from "../output/manifest.js";
import { writeManifest } from "../output/out-dir.js";
import type { EventSink } from "./events.js";

export async function finishReport(
  outDir: string,
  manifest: Manifest,
  model: ReportModel,
  started: number,
  emit: EventSink,
): Promise<{ exitCode: 0 | 3; totalMs: number }> {
  manifest.index = await writeIndexHtml(outDir, manifest);
  await writeManifest(outDir, manifest);
  const ok = model.plants.filter((p) => p.status === "ok").length;
  const totalMs = Date.now() - started;
  emit({
    type: "done",
    status: manifest.status,
    plantsOk: ok,
    plantsFailed: model.plants.length - ok,
    requests: manifest.requests,
    outDir,
    ms: totalMs,
  });
  return { exitCode: manifest.status === "ok" ? 0 : 3, totalMs };
}
