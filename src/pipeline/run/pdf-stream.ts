/**
 * Plant PDFs rendered while the run still fetches: a PDF needs only the report's header and
 * its own plant, so each plant goes to the renderers (worker threads) as soon as its data is
 * complete, and the CPU-bound rendering overlaps the latency-bound fetch. The bytes wait in
 * memory (≈ 50 kB a plant) until the output folder is prepared and their names are fixed.
 * A plant whose PDF cannot be rendered is collected with the reason; the others go on.
 */
import type { PlantReport, ReportHeader } from "../../metrics/model.js";
import { PlantQueue, renderPdfs } from "../../render/pdf/index.js";

export interface RenderedPdfs {
  /** plant id → PDF bytes */
  bytes: Map<string, Buffer>;
  /** plant id → why its PDF could not be rendered */
  failures: Map<string, string>;
}

export class PdfStream {
  private readonly queue = new PlantQueue();
  private readonly bytes = new Map<string, Buffer>();
  private readonly failures = new Map<string, string>();
  private rendering: Promise<void> | null = null;
  private failure: { error: unknown } | null = null;

  constructor(
    private readonly header: ReportHeader,
    private readonly workers?: number,
  ) {}

  /** Starts the renderers once the number of plants is known (it decides the worker threads). */
  start(expected: number): void {
    if (this.rendering) return;
    const onDone = (id: string, buf: Buffer) => void this.bytes.set(id, buf);
    const onFailed = (id: string, error: string) => void this.failures.set(id, error);
    const opts = { workers: this.workers, expected, onDone, onFailed };
    this.rendering = renderPdfs(this.header, this.queue, opts).catch((error: unknown) => {
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
    return { bytes: this.bytes, failures: this.failures };
  }

  /** Stops after the plants being rendered now (a run that failed or was interrupted). */
  async stop(): Promise<void> {
    this.queue.clear();
    this.queue.close();
    await this.rendering;
  }
}
