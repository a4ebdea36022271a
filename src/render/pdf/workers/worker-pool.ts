/**
 * Starting PDF worker threads with bounded heaps (options.ts, POOL_DEFAULTS.workerHeapMb),
 * for render-pdfs.ts and render-summaries.ts.
 */
import { Worker } from "node:worker_threads";
import type { WorkerInit } from "./worker-protocol.js";

export interface WorkerHeapMb {
  old: number;
  young: number;
}

/** Starts workers on demand and terminates every one it started. */
export class WorkerPool {
  private readonly started: Worker[] = [];
  /** Why each worker that is gone went: its error, else its exit. */
  private readonly gone = new Map<Worker, string>();
  private terminated = false;

  constructor(
    private readonly file: URL,
    private readonly init: WorkerInit,
    private readonly heapMb: WorkerHeapMb,
  ) {}

  spawn(): Worker {
    if (this.terminated) throw new Error("the PDF workers were stopped");
    const worker = new Worker(this.file, {
      workerData: this.init,
      resourceLimits: {
        maxOldGenerationSizeMb: this.heapMb.old,
        maxYoungGenerationSizeMb: this.heapMb.young,
      },
    });
    // A worker can die between documents (its heap limit while it loads its fonts, a crash).
    // These listeners are there from the start, so that death is never an unheard 'error' (which
    // would end the whole process) and the next request knows at once instead of waiting forever.
    worker.on("error", (e) => {
      if (!this.gone.has(worker)) this.gone.set(worker, e.message);
    });
    worker.on("exit", (code) => {
      if (!this.gone.has(worker)) this.gone.set(worker, `PDF worker exited (code ${code})`);
    });
    this.started.push(worker);
    return worker;
  }

  /** Why `worker` is gone, or null while it lives. */
  goneReason(worker: Worker): string | null {
    return this.gone.get(worker) ?? null;
  }

  async terminate(): Promise<void> {
    this.terminated = true;
    await Promise.all(this.started.map((w) => w.terminate()));
  }
}
