/**
 * Worker-thread entry of render-pdfs.ts. Runs only as compiled JS (dist/render/pdf/worker.js);
 * fonts are loaded once per worker by renderPlantPdf's shared cache.
 */
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parentPort, threadId, workerData } from "node:worker_threads";
import type { PlantReport } from "../../../metrics/model.js";
import { POOL_DEFAULTS } from "../options.js";
import { renderPlantPdf } from "../pages/render-plant-pdf.js";
import { warmUpSummary } from "../pages/summary/render-summary.js";
import type { SummaryJob } from "./summary-jobs.js";
import { renderSummaryJob } from "./summary-jobs.js";
import { lowerThreadPriority } from "./thread-priority.js";
import {
  spoolFileName,
  WARM_UP_ID,
  type WarmUpJob,
  type WarmUpResult,
  type WorkerInit,
  type WorkerJob,
  type WorkerResult,
} from "./worker-protocol.js";

const { model, pdf, spool, nice } = workerData as WorkerInit;
let spooled = 0;
const port = parentPort;
lowerThreadPriority(nice ?? POOL_DEFAULTS.workerNice);

/**
 * Jobs may be sent ahead (worker-session.ts): they are rendered one at a time, in the order
 * sent, so answers come in that order and only one document is in memory at a time.
 */
let queue: Promise<void> = Promise.resolve();
port?.on("message", (job: WorkerJob) => {
  // render() and warmUp() answer every job, their errors included; the catch only keeps the
  // chain going.
  const next = "kind" in job && job.kind === "warm-up" ? () => warmUp(job) : () => render(job);
  queue = queue.then(next).catch(() => {});
});

async function warmUp(job: WarmUpJob): Promise<void> {
  try {
    // A rehearsal's bytes are dropped: only the thread's caches and compiled code stay.
    if (job.rehearsal) await renderSummaryJob(job.rehearsal, pdf);
    else await warmUpSummary(model, pdf);
    port?.postMessage({ id: WARM_UP_ID, warmedUp: true } satisfies WarmUpResult);
  } catch (e) {
    port?.postMessage({
      id: WARM_UP_ID,
      error: e instanceof Error ? e.message : String(e),
    } satisfies WarmUpResult);
  }
}

async function render(job: PlantReport | SummaryJob): Promise<void> {
  if (!port) return;
  let result: WorkerResult;
  const id = "kind" in job ? `summary-${job.client ?? "portfolio"}` : job.id;
  try {
    const buf = "kind" in job ? await renderSummaryJob(job, pdf) : await renderPlantPdf(model, job, pdf);
    if (spool !== undefined && !("kind" in job)) {
      const file = join(spool, spoolFileName(threadId, ++spooled));
      try {
        await writeFile(file, buf);
      } catch (e) {
        port.postMessage({
          id,
          spoolError: e instanceof Error ? e.message : String(e),
        } satisfies WorkerResult);
        return;
      }
      port.postMessage({ id, file } satisfies WorkerResult);
      return;
    }
    // Transfer, not copy; a pooled (shared) Buffer must be copied out first.
    const own = buf.byteOffset === 0 && buf.byteLength === buf.buffer.byteLength ? buf : Buffer.from(buf);
    result = { id, pdf: new Uint8Array(own.buffer, 0, own.byteLength) };
    port.postMessage(result, [own.buffer as ArrayBuffer]);
  } catch (e) {
    result = { id, error: e instanceof Error ? e.message : String(e) };
    port.postMessage(result);
  }
}
