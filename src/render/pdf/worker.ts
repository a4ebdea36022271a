/**
 * Worker-thread entry of render-pdfs.ts. Runs only as compiled JS (dist/render/pdf/worker.js);
 * fonts are loaded once per worker by renderPlantPdf's shared cache.
 */
import { parentPort, workerData } from "node:worker_threads";
import { renderPlantPdf } from "./render-plant-pdf.js";
import { renderSummaryJob } from "./summary-jobs.js";
import type { WorkerInit, WorkerJob, WorkerResult } from "./worker-protocol.js";

const { model, pdf } = workerData as WorkerInit;
const port = parentPort;

port?.on("message", async (job: WorkerJob) => {
  let result: WorkerResult;
  const id = "kind" in job ? `summary-${job.client ?? "portfolio"}` : job.id;
  try {
    const buf = "kind" in job ? await renderSummaryJob(job, pdf) : await renderPlantPdf(model, job, pdf);
    // Transfer, not copy; a pooled (shared) Buffer must be copied out first.
    const own = buf.byteOffset === 0 && buf.byteLength === buf.buffer.byteLength ? buf : Buffer.from(buf);
    result = { id, pdf: new Uint8Array(own.buffer, 0, own.byteLength) };
    port.postMessage(result, [own.buffer as ArrayBuffer]);
  } catch (e) {
    result = { id, error: e instanceof Error ? e.message : String(e) };
    port.postMessage(result);
  }
});
