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
import {
  WARM_UP_ID,
  type WarmUpJob,
  type WarmUpResult,
  type WorkerInit,
  type WorkerResult,
} from "./worker-protocol.js";

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
  /** A worker started and warmed while the run fetched (startSummaryWorker): the first document's. */
  started?: SummaryWorkerStart;
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

function workerInit(header: ReportHeader, opts: RenderSummariesOptions): WorkerInit {
  return {
    model: header,
    pdf: opts.pdf ?? {},
    ...(opts.workerNice === undefined ? {} : { nice: opts.workerNice }),
  };
}

/**
 * The first summary worker, started before the model is complete. The run starts it once its
 * plants are planned (pipeline/run/run.ts), and the worker loads its code, parses the fonts
 * and shapes the report language's glyphs (warmUpSummary) while the run still waits for the
 * service: about a second of the portfolio PDF's time on the reference machine, otherwise
 * spent after the fetch, when both cores are busy with the workbooks and this PDF
 * (BENCHMARKS.md, "Against a rate limit"). `renderSummaries` takes it over (its `started`);
 * `stop` ends it when the run ends without rendering the summaries.
 */
export class SummaryWorkerStart {
  readonly pool: WorkerPool;
  /** True once the worker is warm; false if its warm-up failed or the worker is gone. */
  readonly ready: Promise<boolean>;
  private worker: Worker | null;
  private ended = false;
  /** The warm-ups sent and not yet answered, oldest first: the worker answers them in order. */
  private readonly waiting: ((ok: boolean) => void)[] = [];

  constructor(file: URL, header: ReportHeader, opts: RenderSummariesOptions = {}) {
    this.pool = new WorkerPool(
      file,
      workerInit(header, opts),
      opts.workerHeapMb ?? POOL_DEFAULTS.workerHeapMb.summary,
    );
    const worker = this.pool.spawn();
    this.worker = worker;
    worker.on("message", (m: WorkerResult | WarmUpResult) => {
      if (m.id === WARM_UP_ID) this.waiting.shift()?.("warmedUp" in m);
    });
    worker.once("exit", () => {
      for (const answer of this.waiting.splice(0)) answer(false);
    });
    this.ready = this.send({ kind: "warm-up" });
  }

  private send(job: WarmUpJob): Promise<boolean> {
    const worker = this.worker;
    if (worker === null || this.pool.goneReason(worker) !== null) return Promise.resolve(false);
    // Sent first: a job that cannot be sent (not cloneable) throws here and leaves no waiter
    // that a later answer would be matched to. The answer comes in a later turn.
    worker.postMessage(job);
    return new Promise<boolean>((resolve) => this.waiting.push(resolve));
  }

  /**
   * Has the worker render `job` and drop it, while the run still waits for the service: the
   * portfolio PDF of the first plants to arrive (pipeline/run/run.ts). The real document then
   * runs code already compiled: at 1,000 plants about 0.7 s less after the last plant, and 1
   * CPU-s less when both cores are busy (BENCHMARKS.md, "Against a rate limit"). Its bytes
   * are the same either way. True once rendered; false if it failed or the worker was taken.
   */
  rehearse(job: SummaryJob): Promise<boolean> {
    return this.send({ kind: "warm-up", rehearsal: job });
  }

  /** The warm worker, once, while it lives; then null (a fresh one is spawned instead). */
  take(): Worker | null {
    const worker = this.worker;
    this.worker = null;
    return worker !== null && this.pool.goneReason(worker) === null ? worker : null;
  }

  /** Ends the worker (idempotent; renderSummaries ends it with its pool). */
  stop(): Promise<void> {
    this.worker = null;
    this.ended = true;
    return this.pool.terminate();
  }

  /** Stopped: renderSummaries starts workers of its own instead. */
  get stopped(): boolean {
    return this.ended;
  }
}

/**
 * A warm summary worker for a report of `plants` plants, or null when renderSummaries would
 * render on the calling thread (no compiled worker, too few plants, one worker asked for).
 */
export function startSummaryWorker(
  header: ReportHeader,
  plants: number,
  opts: RenderSummariesOptions = {},
): SummaryWorkerStart | null {
  const file = workerFile();
  if (!file || plants < POOL_DEFAULTS.minPlantsForWorkers || allowedWorkers(opts) <= 1) return null;
  return new SummaryWorkerStart(file, header, opts);
}

function allowedWorkers(opts: RenderSummariesOptions): number {
  // 0 or 1: the caller asked for rendering on its own thread.
  return opts.workers ?? Math.min(POOL_DEFAULTS.maxWorkers, availableParallelism());
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
    const onMessage = (m: WorkerResult | WarmUpResult) => {
      // A warm worker's answer to its warm-up may still be on its way: it is no document's.
      if (m.id === WARM_UP_ID) return;
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
  const pool =
    opts.started?.pool ??
    new WorkerPool(file, workerInit(header, opts), opts.workerHeapMb ?? POOL_DEFAULTS.workerHeapMb.summary);
  const out: Outcome[] = new Array(jobs.length);
  let next = 0;
  // A worker that dies fails its job; a fresh one takes the next, if there is one.
  const drain = async () => {
    let w: Worker | null = null;
    for (let i = next++; i < jobs.length; i = next++) {
      w ??= opts.started?.take() ?? pool.spawn();
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
  if (opts.started?.stopped) opts = { ...opts, started: undefined };
  const allowed = allowedWorkers(opts);
  const workers = Math.min(allowed, jobs.length);
  const file = workerFile();
  const worthIt =
    model.plants.length >= POOL_DEFAULTS.minPlantsForWorkers &&
    allowed > 1 &&
    (workers > 1 || opts.alongside === true);
  const onWorkers = file !== null && worthIt;
  if (!onWorkers) await opts.started?.stop();
  const outcomes = onWorkers
    ? await inWorkers(file, model, jobs, workers, opts)
    : await inThread(jobs, opts.pdf);
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
