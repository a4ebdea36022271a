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

  constructor(
    private readonly file: URL,
    private readonly init: WorkerInit,
    private readonly heapMb: WorkerHeapMb,
  ) {}

  spawn(): Worker {
    const worker = new Worker(this.file, {
      workerData: this.init,
      resourceLimits: {
        maxOldGenerationSizeMb: this.heapMb.old,
        maxYoungGenerationSizeMb: this.heapMb.young,
      },
    });
    this.started.push(worker);
    return worker;
  }

  async terminate(): Promise<void> {
    await Promise.all(this.started.map((w) => w.terminate()));
  }
}
