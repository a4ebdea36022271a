/**
 * Every default of the PDF renderer lives here (DESIGN.md, "all defaults in one place").
 * Options are plain data so they can cross into worker threads unchanged.
 */

export interface PdfOptions {
  /** Deflate content streams; false only for debugging the raw PDF operators. */
  compress?: boolean;
  /** Shown instead of a character the embedded font cannot draw (never crash, never drop silently). */
  missingGlyph?: string;
}

export interface ResolvedPdfOptions {
  compress: boolean;
  missingGlyph: string;
}

export const DEFAULT_PDF_OPTIONS: ResolvedPdfOptions = {
  compress: true,
  missingGlyph: "?",
};

export function resolvePdfOptions(opts: PdfOptions = {}): ResolvedPdfOptions {
  return {
    compress: opts.compress ?? DEFAULT_PDF_OPTIONS.compress,
    missingGlyph: opts.missingGlyph ?? DEFAULT_PDF_OPTIONS.missingGlyph,
  };
}

/** Worker pool defaults (renderPdfs, renderSummaries). */
export const POOL_DEFAULTS = {
  /**
   * The target machine has 2 cores (DESIGN.md). Plant PDFs use one worker fewer than the cores
   * (render-pdfs.ts, plantWorkers): a rendering isolate keeps about a third of another core
   * busy with V8's compiler and collector threads, and each isolate compiles the same code and
   * fills its own caches again. On 2 cores one worker renders as fast as two, for markedly less
   * CPU a plant (BENCHMARKS.md, "Plant PDFs: one worker or two on two cores").
   */
  maxWorkers: 2,
  /**
   * Starting a worker (load pdfkit, parse fonts, warm the layout cache) costs about as much as
   * rendering this many PDFs on one thread: below it the main thread is faster (BENCHMARKS.md).
   */
  minPlantsForWorkers: 20,
  /**
   * Plants sent to a worker before its last one is answered: with 2 it starts the next plant
   * at once, instead of idling until this thread (parsing responses, building a workbook)
   * handles the PDF it posted. More would only hold plants in the worker's heap.
   */
  sentAhead: 2,
  /**
   * The nice value of PDF worker threads (thread-priority.ts): they render while the run still
   * fetches, and an answer should not wait behind them for a core.
   */
  workerNice: 10,
  /**
   * A worker's V8 heap limits (MB). Without them V8 sizes each isolate's heap from the
   * machine's memory and lets it fill with garbage between collections: two plant-PDF workers
   * grew to ≈ 500 MB of RSS in a 2,000-plant run while their live data (fonts, bounded caches,
   * one document) stayed near 100 MB. Measured (BENCHMARKS.md, "Peak memory"): every plant PDF
   * of the sample model renders within 48 MB, a 200-plant client pack needs more than 320 MB
   * and fits in 512. A document that fails for memory is a lost page for its owner; a worker
   * that reaches its limit fails its document only (render-pdfs.ts, render-summaries.ts), and
   * a fresh worker takes the next one.
   *
   * The plant worker's limits also set how often V8 collects: it grows the old generation by
   * a factor that rises with the limit (about 1.35 at 384 MB, 1.6 at 1,024), and a young
   * generation of 48 MB (V8's own default) lets most of a document die young. Each old-space
   * collection also drops the compiled code of the closures a document makes, compiled again
   * for the next. So the larger limits cost less CPU a plant than 384/16 did, with the peak RSS
   * no higher; a still larger old generation saved a little more CPU for a visibly higher peak
   * (BENCHMARKS.md, "Plant PDFs: one worker or two on two cores").
   */
  workerHeapMb: {
    plant: { old: 1024, young: 48 },
    summary: { old: 1024, young: 16 },
  },
} as const;
