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

/** Worker pool defaults (renderPdfs). */
export const POOL_DEFAULTS = {
  /** The target machine has 2 cores (DESIGN.md). */
  maxWorkers: 2,
  /**
   * Starting a worker (load pdfkit, parse fonts, warm the layout cache) takes ≈ 0.5 s, the
   * time of ≈ 15–20 PDFs on one thread: below this many plants the main thread is faster.
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
   * machine's memory and lets it fill with garbage between collections: the two plant-PDF
   * workers grew to ≈ 500 MB of RSS in a 2,000-plant run while their live data (fonts, bounded
   * caches, one document) stayed near 100 MB. Measured (BENCHMARKS.md, "Peak memory"): every
   * plant PDF of the sample model renders within 48 MB, a 200-plant client pack needs more
   * than 320 MB and fits in 512. The plant limit leaves room for a run whose names need every
   * script's font at once (the CJK faces alone are tens of MB parsed) and for the per-thread
   * caches at their bounds: a document that fails for memory is a lost page for its owner,
   * while the run's peak is set by the yield workbook, not by these workers. A worker that
   * reaches its limit fails its document only (render-pdfs.ts, render-summaries.ts), and a
   * fresh worker takes the next one.
   */
  workerHeapMb: {
    plant: { old: 384, young: 16 },
    summary: { old: 1024, young: 16 },
  },
} as const;
