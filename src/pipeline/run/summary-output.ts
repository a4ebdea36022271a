/**
 * The portfolio PDF and the client packs of a run or merge: rendered from the whole model
 * (render/pdf/render-summaries.ts) once every plant is known, written atomically under names
 * fixed by the model. A document that cannot be rendered is left out, named in the run's
 * warnings (and so in the manifest and index.html); the run goes on.
 */
import { clientPdfFileName } from "../../definition/client-file-name.js";
import type { ReportModel } from "../../metrics/model.js";
import type { FailedFile } from "../../output/manifest.js";
import { CLIENT_DIR, portfolioPdfName, writeOutput, writeTopFile } from "../../output/out-dir.js";
import { type RenderedSummaries, renderSummaries, type SummaryWorkerStart } from "../../render/pdf/index.js";
import { type ReportWarning, reportWarning } from "../../vocabulary/report-warning.js";
import type { EventSink } from "./events.js";

/** Relative paths: the portfolio PDF, then each client's pack in definition order. */
export function summaryFiles(model: ReportModel): string[] {
  return [
    portfolioPdfName(model.month),
    ...model.clients.map((c) => `${CLIENT_DIR}/${clientPdfFileName(c.name, model.month)}`),
  ];
}

export interface WrittenSummaries {
  portfolio?: string;
  packs: Map<number, string>;
  /** The documents that could not be rendered (manifest `failedFiles`). */
  failed: FailedFile[];
}

/** A summary document that could not be rendered, as the manifest lists it. */
function failedFile(model: ReportModel, key: "portfolio" | number, reason: string): FailedFile {
  if (key === "portfolio") return { file: portfolioPdfName(model.month), kind: "portfolioPdf", reason };
  const client = model.clients[key]?.name ?? String(key);
  const file = `${CLIENT_DIR}/${clientPdfFileName(client, model.month)}`;
  return { file, kind: "clientPack", client, reason };
}

export function failureWarning(model: ReportModel, key: "portfolio" | number, reason: string): ReportWarning {
  if (key === "portfolio")
    return reportWarning(
      "portfolioPdfFailed",
      { reason },
      `the portfolio PDF could not be rendered and is left out: ${reason}`,
    );
  const client = model.clients[key]?.name ?? String(key);
  return reportWarning(
    "clientPackFailed",
    { client, reason },
    `the pack of client ${JSON.stringify(client)} could not be rendered and is left out: ${reason}`,
  );
}

/**
 * Starts rendering the summaries on worker threads while the caller builds the workbooks
 * (render.ts); `writeSummaryPdfs` takes the result. `started`: a worker the run started and
 * warmed while it fetched (run.ts), which renders the first document. Never rejects: a
 * document that fails is in `failures`, and a failure of the whole render is the portfolio's.
 */
export function startSummaryPdfs(
  model: ReportModel,
  workers?: number,
  started?: SummaryWorkerStart,
): Promise<RenderedSummaries> {
  return renderSummaries(model, { workers, alongside: true, ...(started ? { started } : {}) }).catch(
    (e: unknown): RenderedSummaries => ({
      portfolio: null,
      packs: new Map(),
      failures: new Map([["portfolio", e instanceof Error ? e.message : String(e)]]),
    }),
  );
}

export async function writeSummaryPdfs(
  model: ReportModel,
  outDir: string,
  emit: EventSink,
  workers?: number,
  started?: Promise<RenderedSummaries>,
): Promise<WrittenSummaries> {
  const rendered = await (started ?? renderSummaries(model, { workers }));
  const out: WrittenSummaries = { packs: new Map(), failed: [] };
  for (const [key, reason] of rendered.failures) {
    const warning = failureWarning(model, key, reason);
    model.warnings.push(warning);
    out.failed.push(failedFile(model, key, reason));
    emit({ type: "warning", message: warning.message });
  }
  if (rendered.portfolio) {
    out.portfolio = await writeTopFile(outDir, portfolioPdfName(model.month), rendered.portfolio);
    emit({ type: "render", what: "pdf", file: out.portfolio });
  }
  for (const [i, buf] of rendered.packs) {
    const rel = await writeOutput(
      outDir,
      CLIENT_DIR,
      clientPdfFileName(model.clients[i]!.name, model.month),
      buf,
    );
    out.packs.set(i, rel);
    emit({ type: "render", what: "pdf", file: rel });
  }
  return out;
}
