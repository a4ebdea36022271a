/**
 * The end of every run and merge: index.html, then manifest.json (last: its presence means the
 * report is complete), then the files of earlier runs the manifest does not list go and the
 * folder's lock is released, then the summary event; the exit code follows the manifest's status.
 */
import type { ReportModel } from "../../metrics/model.js";
import { MANIFEST_NAME, type Manifest } from "../../output/manifest.js";
import { writeManifest } from "../../output/out-dir.js";
import type { OutputFolder } from "../../output/output-folder.js";
import type { EventSink } from "./events.js";
import { writeIndexHtml } from "./index-file.js";

export async function finishReport(
  folder: OutputFolder,
  manifest: Manifest,
  model: ReportModel,
  started: number,
  emit: EventSink,
): Promise<{ exitCode: 0 | 3; totalMs: number }> {
  const outDir = folder.dir;
  manifest.index = await writeIndexHtml(outDir, manifest);
  await folder.removeUnlisted(manifest, (file) => emit({ type: "removed", file }));
  await writeManifest(outDir, manifest);
  await folder.unlock();
  const ok = model.plants.filter((p) => p.status === "ok").length;
  const totalMs = Date.now() - started;
  emit({
    type: "done",
    status: manifest.status,
    plantsOk: ok,
    plantsFailed: model.plants.length - ok,
    requests: manifest.requests,
    outDir,
    index: manifest.index,
    manifest: MANIFEST_NAME,
    failed: model.plants.filter((p) => p.status === "failed").map((p) => ({ id: p.id, name: p.name })),
    ...(manifest.failedFiles.length > 0
      ? { failedFiles: manifest.failedFiles.map(({ file, reason }) => ({ file, reason })) }
      : {}),
    ms: totalMs,
  });
  return { exitCode: manifest.status === "ok" ? 0 : 3, totalMs };
}
