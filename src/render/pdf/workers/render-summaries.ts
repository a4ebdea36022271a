/**
 * Renders the portfolio PDF and every client pack once the whole model is known: on worker
 * threads when they exist as compiled JS and there is enough to share (render-pdfs.ts), else
 * on the calling thread. One document that cannot be rendered is reported with its reason
 * and never stops the others, nor does a worker that dies with it (its heap limit reached,
 * options.ts): a fresh worker takes the next document.
 */
import { availableParallelism } from "node:os";
import type { Worker } from "node:worker_threads";
import { REPORT_HEADER_KEYS, type ReportHeader, type ReportModel } from "../../../metrics/model.js";
import { type PdfOptions, POOL_DEFAULTS } from "../options.js";
import { workerFile } from "./render-pdfs.js";
import { renderSummaryJob, type SummaryJob, summaryJobs } from "./summary-jobs.js";
import { type WorkerHeapMb, WorkerPool } from "./worker-pool.js";
import type { WorkerInit, WorkerResult } from "./worker-protocol.js";

export interface RenderedSummaries {
  portfolio: Buffer | null;
  /** client index → pack bytes */
  packs: Map<number, Buffer>;
  /** "portfolio" or the client's index → why it could not be rendered */
  failures: Map<"portfolio" | number, string>;
}

export interface RenderSummariesOptions {
  workers?: number;
  pdf?: PdfOptions;
  /** Each worker's heap limits (default POOL_DEFAULTS.workerHeapMb.summary). */
  workerHeapMb?: WorkerHeapMb;
  /** The workers' nice value (default POOL_DEFAULTS.workerNice). */
  workerNice?: number;
  /**
   * The calling thread has other work meanwhile (the run builds its workbooks): then even one
   * document is worth a worker thread of its own, on another core. Without it, one document
   * renders on the calling thread (a worker's start would cost more than it saves).
   */
  alongside?: boolean;
}

type Outcome = Buffer | string;

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

async function inThread(jobs: SummaryJob[], pdf: PdfOptions | undefined): Promise<Outcome[]> {
  const out: Outcome[] = [];
  for (const job of jobs) out.push(await renderSummaryJob(job, pdf).catch(message));
  return out;
}

function request(pool: WorkerPool, worker: Worker, job: SummaryJob): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const gone = pool.goneReason(worker);
    if (gone !== null) return reject(new Error(gone));
    const cleanup = () => {
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
    };
    const onError = (e: Error) => {
      cleanup();
      reject(e);
    };
    const onMessage = (m: WorkerResult) => {
      cleanup();
      if ("pdf" in m) resolve(Buffer.from(m.pdf.buffer, m.pdf.byteOffset, m.pdf.byteLength));
      else resolve("error" in m ? m.error : "the PDF worker answered without the document");
    };
    const onExit = (code: number) => {
      cleanup();
      reject(new Error(`PDF worker exited (code ${code})`));
    };
    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.on("exit", onExit);
    worker.postMessage(job);
  });
}

async function inWorkers(
  file: URL,
  model: ReportModel,
  jobs: SummaryJob[],
  count: number,
  opts: RenderSummariesOptions,
): Promise<Outcome[]> {
  // Plant jobs need the header; summary jobs carry their own part of the model.
  const header = Object.fromEntries(REPORT_HEADER_KEYS.map((k) => [k, model[k]])) as ReportHeader;
  const init: WorkerInit = {
    model: header,
    pdf: opts.pdf ?? {},
    ...(opts.workerNice === undefined ? {} : { nice: opts.workerNice }),
  };
  const pool = new WorkerPool(file, init, opts.workerHeapMb ?? POOL_DEFAULTS.workerHeapMb.summary);
  const out: Outcome[] = new Array(jobs.length);
  let next = 0;
  // A worker that dies fails its job; a fresh one takes the next, if there is one.
  const drain = async () => {
    let w: Worker | null = null;
    for (let i = next++; i < jobs.length; i = next++) {
      w ??= pool.spawn();
      try {
        out[i] = await request(pool, w, jobs[i]!);
      } catch (e) {
        out[i] = message(e);
        w = null;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: count }, drain));
  } finally {
    await pool.terminate();
  }
  return out;
}

export async function renderSummaries(
  model: ReportModel,
  opts: RenderSummariesOptions = {},
): Promise<RenderedSummaries> {
  const jobs = summaryJobs(model);
  // 0 or 1: the caller asked for rendering on its own thread.
  const allowed = opts.workers ?? Math.min(POOL_DEFAULTS.maxWorkers, availableParallelism());
  const workers = Math.min(allowed, jobs.length);
  const file = workerFile();
  const worthIt =
    model.plants.length >= POOL_DEFAULTS.minPlantsForWorkers &&
    allowed > 1 &&
    (workers > 1 || opts.alongside === true);
  const outcomes =
    file && worthIt ? await inWorkers(file, model, jobs, workers, opts) : await inThread(jobs, opts.pdf);
  const result: RenderedSummaries = { portfolio: null, packs: new Map(), failures: new Map() };
  jobs.forEach((job, i) => {
    const o = outcomes[i]!;
    const key = job.client ?? "portfolio";
    if (typeof o === "string") result.failures.set(key, o);
    else if (job.client === null) result.portfolio = o;
    else result.packs.set(job.client, o);
  });
  return result;
}
