/**
 * Plant PDFs rendered while the run still fetches: a PDF needs only the report's header and
 * its own plant, so each plant goes to the renderers (worker threads) as soon as its data is
 * complete, and the CPU-bound rendering overlaps the latency-bound fetch. Each PDF goes to
 * disk as soon as it is rendered, into a private spool folder (≈ 50 kB a plant would
 * otherwise wait in memory for the whole run): the output folder is prepared, and the final
 * names fixed in plant order, only once the fetch is over (render.ts copies them there).
 * A plant whose PDF cannot be rendered is collected with the reason; the others go on.
 * Each spooled PDF is flushed to disk as soon as it is there (pdf-spool.ts, flushSpooled).
 */
import { rm } from "node:fs/promises";
import type { PlantReport, ReportHeader } from "../../metrics/model.js";
import { PlantQueue, renderPdfs } from "../../render/pdf/index.js";
import { createSpool, flushSpooled } from "./pdf-spool.js";

export interface RenderedPdfs {
  /** plant id → the spooled PDF file (valid until `stop`) */
  files: Map<string, string>;
  /** plant id → why its PDF could not be rendered */
  failures: Map<string, string>;
}

export interface PdfStreamOptions {
  /** Worker threads (renderPdfs' default when absent). */
  workers?: number;
  /** Called once a plant's PDF is on disk (tests). */
  onSpooled?: (id: string, file: string) => void;
}

export class PdfStream {
  private readonly queue = new PlantQueue();
  private readonly files = new Map<string, string>();
  private readonly failures = new Map<string, string>();
  private rendering: Promise<void> | null = null;
  private failure: { error: unknown } | null = null;
  private spool: Promise<string> | null = null;
  /** Each spooled PDF's flush; a failure names the plant (awaited by `finish`). */
  private readonly flushes: Promise<void>[] = [];

  constructor(
    private readonly header: ReportHeader,
    private readonly opts: PdfStreamOptions = {},
  ) {}

  /** Starts the renderers once the number of plants is known (it decides the worker threads). */
  start(expected: number): void {
    if (this.rendering) return;
    const spool = createSpool();
    this.spool = spool;
    // Each PDF is written by the thread that rendered it (its bytes never come back here),
    // numbered, not named after the plant: an id may hold any character.
    const onSpooled = (id: string, file: string) => {
      this.files.set(id, file);
      this.opts.onSpooled?.(id, file);
      const flushed = flushSpooled(file).catch((e: unknown) => {
        throw new Error(`PDF for plant ${id} not written: ${e instanceof Error ? e.message : String(e)}`);
      });
      flushed.catch(() => {}); // awaited by finish(); no unhandled rejection meanwhile
      this.flushes.push(flushed);
    };
    const onFailed = (id: string, error: string) => void this.failures.set(id, error);
    this.rendering = spool
      .then((dir) =>
        renderPdfs(this.header, this.queue, {
          workers: this.opts.workers,
          expected,
          onFailed,
          // The fetch runs on this thread meanwhile: every other thread yields to it.
          yieldHelpers: true,
          spool: { dir, onSpooled },
        }),
      )
      .catch((error: unknown) => {
        this.failure = { error };
        this.queue.clear();
      });
  }

  /** A plant whose fetch is over; only plants with data get a PDF. */
  add(plant: PlantReport): void {
    if (plant.status === "ok") this.queue.push(plant);
  }

  /** Every PDF, once the fetch is over, and the plants whose PDF failed. */
  async finish(): Promise<RenderedPdfs> {
    this.start(0);
    this.queue.close();
    await this.rendering;
    if (this.failure) throw this.failure.error;
    await Promise.all(this.flushes);
    return { files: this.files, failures: this.failures };
  }

  /** Stops after the plants being rendered now (a run that failed or was interrupted); removes the spool. */
  async stop(): Promise<void> {
    this.queue.clear();
    this.queue.close();
    await this.rendering;
    await Promise.allSettled(this.flushes);
    const spool = await this.spool?.catch(() => null);
    if (spool) await rm(spool, { recursive: true, force: true });
  }
}
