/**
 * Every default of the PDF renderer lives here (DESIGN.md, "all defaults in one place").
 * Options are plain data so they can cross into worker threads unchanged.
 */

/**
 * Red/amber/green bands for a deviation from target. `amberBelow`/`redBelow` are the
 * deviations under which the status turns amber/red: relative (value / target − 1) for
 * energy and irradiation, absolute in fraction points (value − target) for PR and availability.
 */
export interface StatusBand {
  amberBelow: number;
  redBelow: number;
}

export interface StatusThresholds {
  energy: StatusBand;
  irradiation: StatusBand;
  pr: StatusBand;
  availability: StatusBand;
}

export interface PdfOptions {
  /** Deflate content streams; false only for debugging the raw PDF operators. */
  compress?: boolean;
  /** Shown instead of a character the embedded font cannot draw (never crash, never drop silently). */
  missingGlyph?: string;
  /** Red/amber/green thresholds of the headline tiles. */
  status?: Partial<StatusThresholds>;
}

export interface ResolvedPdfOptions {
  compress: boolean;
  missingGlyph: string;
  status: StatusThresholds;
}

export const DEFAULT_STATUS: StatusThresholds = {
  // A P50 budget is missed half the time; −2 % is noise, −5 % needs an explanation to the client.
  energy: { amberBelow: -0.02, redBelow: -0.05 },
  // Irradiation is weather, not plant performance: wider bands.
  irradiation: { amberBelow: -0.05, redBelow: -0.15 },
  // PR and availability are contractual ratios: shortfalls count in percentage points.
  pr: { amberBelow: -0.01, redBelow: -0.03 },
  availability: { amberBelow: -0.005, redBelow: -0.02 },
};

export const DEFAULT_PDF_OPTIONS: ResolvedPdfOptions = {
  compress: true,
  missingGlyph: "?",
  status: DEFAULT_STATUS,
};

export function resolvePdfOptions(opts: PdfOptions = {}): ResolvedPdfOptions {
  return {
    compress: opts.compress ?? DEFAULT_PDF_OPTIONS.compress,
    missingGlyph: opts.missingGlyph ?? DEFAULT_PDF_OPTIONS.missingGlyph,
    status: { ...DEFAULT_STATUS, ...opts.status },
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
} as const;
