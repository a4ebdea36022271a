/**
 * Plant PDFs rendered while the run still fetches: a PDF needs only the report's header and
 * its own plant, so each plant goes to the renderers (worker threads) as soon as its data is
 * complete, and the CPU-bound rendering overlaps the latency-bound fetch. The bytes wait in
 * memory (≈ 50 kB a plant) until the output folder is prepared and their names are fixed.
 */
import type { PlantReport, ReportHeader } from "../metrics/model.js";
import { PlantQueue, renderPdfs } from "../render/pdf/index.js";

export class PdfStream {
  private readonly queue = new PlantQueue();
  private readonly bytes = new Map<string, Buffer>();
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
    this.rendering = renderPdfs(this.header, this.queue, { workers: this.workers, expected, onDone }).catch(
      (error: unknown) => {
        this.failure = { error };
        this.queue.clear();
      },
    );
  }

  /** A plant whose fetch is over; only plants with data get a PDF. */
  add(plant: PlantReport): void {
    if (plant.status === "ok") this.queue.push(plant);
  }

  /** Every PDF, once the fetch is over: plant id → bytes. */
  async finish(): Promise<Map<string, Buffer>> {
    this.start(0);
    this.queue.close();
    await this.rendering;
    if (this.failure) throw this.failure.error;
    return this.bytes;
  }

  /** Stops after the plants being rendered now (a run that failed or was interrupted). */
  async stop(): Promise<void> {
    this.queue.clear();
    this.queue.close();
    await this.rendering;
  }
}
