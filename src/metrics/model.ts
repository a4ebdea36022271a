/**
 * ReportModel: the seam between the network side (api/, pipeline/) and the file side
 * (render/, output/). Plain JSON-serialisable data, so it can cross worker threads.
 * Units are canonical here: energy kWh, irradiation kWh/m², ratios as fractions 0–1,
 * temperature °C (the definition's `units` are applied on the way in).
 */
import type { ReportWarning } from "./report-warning.js";

/** One plant-local calendar day, canonical units. null = no valid value. */
export interface DailyValues {
  yieldKwh: number | null;
  meterYieldKwh: number | null;
  irradiationKwhM2: number | null;
  /** fraction 0–1 */
  pr: number | null;
  /** fraction 0–1 */
  availability: number | null;
  cellTemperatureC: number | null;
  overspillKwh: number | null;
}

export const DAILY_FIELDS = [
  "yieldKwh",
  "meterYieldKwh",
  "irradiationKwhM2",
  "pr",
  "availability",
  "cellTemperatureC",
  "overspillKwh",
] as const satisfies readonly (keyof DailyValues)[];
export type DailyField = (typeof DAILY_FIELDS)[number];

/**
 * ok: every KPI has a value; partial: some null; missing: no value at all (offline, empty
 * lists); future: after the last reported day of a month still in progress.
 */
export type DayStatus = "ok" | "partial" | "missing" | "future";

/** Where an estimate for a missing day came from (DESIGN.md "Monthly figures", estimated values). */
export type YieldEstimateSource = "meter" | "irradiation";
export type MeterEstimateSource = "yield" | "irradiation";

export interface DailyRow extends DailyValues {
  /** YYYY-MM-DD, plant-local calendar day. */
  date: string;
  status: DayStatus;
  /** Freshness report: true = `No Update`, false = `Update`, null = not in the report's window. */
  late: boolean | null;
  /** Ê_d: only on a day whose measured yield is null and an estimate exists; else null. */
  yieldEstimatedKwh: number | null;
  yieldEstimateSource: YieldEstimateSource | null;
  /** M̂_d: only on a day whose measured meter yield is null and an estimate exists; else null. */
  meterYieldEstimatedKwh: number | null;
  meterYieldEstimateSource: MeterEstimateSource | null;
}

/** The month's estimation ratios, each from the days where both values are measured. */
export interface EstimationRatios {
  /** Σ M / Σ E */
  meterPerYield: number | null;
  /** Σ E / Σ H, kWh per kWh/m² */
  yieldPerIrradiation: number | null;
  /** Σ M / Σ H */
  meterPerIrradiation: number | null;
}

/**
 * The manifest's `metrics` object, DESIGN.md "Monthly figures". Ratios are fractions.
 * Measured sums (`yieldKwh`, `meterYieldKwh`) count only what the service sent; the
 * `…TotalKwh` figures add the estimates for missing days and are what budgets, revenue and
 * specific yield use.
 */
export interface MonthlyMetrics {
  /** Σ measured E_d */
  yieldKwh: number | null;
  /** Σ measured M_d */
  meterYieldKwh: number | null;
  /** measured + estimated yield */
  yieldTotalKwh: number | null;
  /** measured + estimated meter yield */
  meterYieldTotalKwh: number | null;
  /** Σ Ê_d: 0 when no day was estimated, null when the total is null */
  yieldEstimatedKwh: number | null;
  meterYieldEstimatedKwh: number | null;
  irradiationKwhM2: number | null;
  /** IEC 61724-1 PR: Σ E_d / (P0 · Σ H_d) over days with both; null without a capacity */
  pr: number | null;
  /** PR's denominator, the reference yield P0 · Σ H_d over the days with E and H, kWh */
  referenceYieldKwh: number | null;
  /** The service's effective PR (excludes downtime): Σ(R_d·H_d)/Σ H_d */
  prEffective: number | null;
  /** PR at 25 °C: Σ E_d / (P0 · Σ H_d·(1 + γ·(T_d − 25))); needs P0 and γ */
  prTemperatureCorrected: number | null;
  availability: number | null;
  /** Energy lost to unavailability, kWh (DESIGN.md: E·(1−A)/A, or H·k100 on a day at A = 0) */
  availabilityLossKwh: number | null;
  cellTemperatureC: number | null;
  overspillKwh: number | null;
  specificYieldKwhKwp: number | null;
  /** The P50 budget of the reported period (prorated by days for a month in progress) */
  budgetKwh: number | null;
  /** budgetKwh · (daysWithData + daysEstimated) / days of the period */
  budgetCoveredKwh: number | null;
  /** yieldTotalKwh / budgetCoveredKwh − 1 */
  budgetVariance: number | null;
  /** Long-term normal irradiation for the days with measured irradiation, kWh/m² */
  irradiationNormalKwhM2: number | null;
  /** irradiationKwhM2 / irradiationNormalKwhM2 − 1 */
  irradiationVariance: number | null;
  /** meterYieldTotalKwh × tariff */
  revenue: number | null;
  /** days with a measured E_d */
  daysWithData: number;
  /** days with an estimated Ê_d */
  daysEstimated: number;
  daysInMonth: number;
  lateDays: number;
}

export const METRIC_NAMES = [
  "yieldKwh",
  "meterYieldKwh",
  "yieldTotalKwh",
  "meterYieldTotalKwh",
  "yieldEstimatedKwh",
  "meterYieldEstimatedKwh",
  "irradiationKwhM2",
  "pr",
  "referenceYieldKwh",
  "prEffective",
  "prTemperatureCorrected",
  "availability",
  "availabilityLossKwh",
  "cellTemperatureC",
  "overspillKwh",
  "specificYieldKwhKwp",
  "budgetKwh",
  "budgetCoveredKwh",
  "budgetVariance",
  "irradiationNormalKwhM2",
  "irradiationVariance",
  "revenue",
  "daysWithData",
  "daysEstimated",
  "daysInMonth",
  "lateDays",
] as const satisfies readonly (keyof MonthlyMetrics)[];

/**
 * Budget → actual in kWh (DESIGN.md "bridge"), each step also valued at the tariff.
 * budgetKwh + weatherKwh + availabilityKwh + performanceKwh = actualKwh exactly, where a
 * step that cannot be known (no irradiation normal, no availability) is null and counts 0:
 * what it would have explained then stays in performanceKwh.
 */
export interface BudgetBridge {
  budgetKwh: number;
  weatherKwh: number | null;
  availabilityKwh: number | null;
  performanceKwh: number;
  actualKwh: number;
  /** The same steps in the report's currency; null without a tariff. */
  value: {
    budget: number;
    weather: number | null;
    availability: number | null;
    performance: number;
    actual: number;
  } | null;
}

/** January through the report month, each month's figures from its own days. */
export interface YearToDate {
  /** YYYY-MM of January and of the report month */
  from: string;
  to: string;
  yieldTotalKwh: number | null;
  meterYieldTotalKwh: number | null;
  revenue: number | null;
  /** Σ of each month's budgetCoveredKwh */
  budgetKwh: number | null;
  budgetVariance: number | null;
}

/** The same month a year earlier, over the same days of the month as the reported period. */
export interface LastYear {
  month: string;
  yieldTotalKwh: number | null;
  /** this month's yieldTotalKwh / last year's − 1 */
  change: number | null;
}

/** target: on or beyond the target; watch: short of it within the band; below: further. */
export type Verdict = "target" | "watch" | "below";
export type VerdictFigure = "energy" | "pr" | "availability" | "irradiation";
export const VERDICT_FIGURES = [
  "energy",
  "pr",
  "availability",
  "irradiation",
] as const satisfies readonly VerdictFigure[];

/**
 * One figure's verdict with everything a renderer needs to show or re-derive it (a workbook's
 * conditional format uses `target` and `watchFrom`): value ≥ target → target; value ≥
 * watchFrom → watch; else below. null verdict when the value or the target is unknown.
 */
export interface VerdictResult {
  verdict: Verdict | null;
  /** Which figure of `metrics` was judged, e.g. "budgetVariance", "pr". */
  metric: keyof MonthlyMetrics;
  value: number | null;
  target: number | null;
  watchFrom: number | null;
}
export type Verdicts = Record<VerdictFigure, VerdictResult>;

/** The bands of the definition's `verdicts` (defaults in definition/defaults.ts). */
export interface VerdictRules {
  /** budget variance: target ≥ 0; watch ≥ −energy.watch */
  energy: { watch: number };
  /** PR: target ≥ the plant's target; watch ≥ target − pr.watch; `metric` is which PR is judged */
  pr: { watch: number; metric: "pr" | "prTemperatureCorrected" | "prEffective" };
  availability: { watch: number };
  /** irradiation against normal: target ≥ 0; watch ≥ −irradiation.watch */
  irradiation: { watch: number };
}

/** A plausibility check that failed, with its likely cause (DESIGN.md "Verdicts", sanity). */
export interface SanityWarning {
  code: "prAboveOne" | "specificYieldAboveIrradiation" | "budgetVarianceExtreme";
  message: string;
}

/** Days with a non-null value, per daily field (out of `daysInMonth`, or days reported so far). */
export type Completeness = Record<DailyField, number>;

/** One month of the trend window (charts: 13-month yield vs budget, PR, availability). */
export interface MonthSummary {
  /** YYYY-MM */
  month: string;
  yieldKwh: number | null;
  yieldTotalKwh: number | null;
  meterYieldKwh: number | null;
  meterYieldTotalKwh: number | null;
  irradiationKwhM2: number | null;
  /** IEC 61724-1 PR and its reference yield (so plants' PRs combine as a ratio of sums) */
  pr: number | null;
  referenceYieldKwh: number | null;
  prEffective: number | null;
  availability: number | null;
  /** the calendar month's P50 budget (prorated for a month in progress) */
  budgetKwh: number | null;
  budgetCoveredKwh: number | null;
  revenue: number | null;
  daysWithData: number;
  daysEstimated: number;
  daysInMonth: number;
}

export interface PlantTargets {
  /** fraction, e.g. 0.8 */
  pr: number | null;
  /** fraction, e.g. 0.98 */
  availability: number | null;
  /** P50 budget for the report month, kWh */
  budgetKwh: number | null;
  /** Long-term normal irradiation for the report month, kWh/m² (optional in the definition). */
  irradiationKwhM2: number | null;
}

export interface PlantQuality {
  /** Days of the month (so far) with no daily yield. */
  missingDays: string[];
  /** Days the freshness report marks `No Update`. */
  lateDays: string[];
  /** Days of the month outside the freshness window (their lateness is unknown). */
  freshnessUnknownDays: string[];
  nonNumericValues: number;
  /** Values the service sent that are physically impossible, set to null (report month). */
  impossibleValues: number;
  /** Days with an estimated yield (Ê_d) / meter yield (M̂_d). */
  estimatedDays: string[];
  meterEstimatedDays: string[];
  /** What a reader must know, each with its code (src/metrics/report-warning.ts) and English message. */
  warnings: ReportWarning[];
  /** Plausibility checks that failed, naming the likely cause. */
  sanity: SanityWarning[];
}

export interface PlantReport {
  id: string;
  name: string;
  label: string;
  country: string;
  tzOffset: string;
  plantType: string | null;
  capacityKwp: number | null;
  /** currency per kWh of meter yield */
  tariff: number | null;
  /** PV module power temperature coefficient γ, per °C (negative, e.g. −0.0035) */
  temperatureCoefficient: number | null;
  /**
   * `plantDetails.<id>.locale`: the BCP 47 language of this plant's PDF, overriding the
   * report's `locale`; null (or absent in older model files) = the report's.
   */
  locale?: string | null;
  /** failed = its data could not be fetched (manifest `status`). */
  status: "ok" | "failed";
  /** Why it failed, in English (`failure.message`); null when ok. */
  error: string | null;
  /** Why it failed, with its code, so each output says it in its reader's language; null when ok. */
  failure: ReportWarning | null;
  /** One row per day of the month, in date order (empty when failed). */
  daily: DailyRow[];
  /** All figures null (counts 0) when failed. */
  metrics: MonthlyMetrics;
  completeness: Completeness;
  /** The last `history` months, oldest first, ending with the report month. */
  trend: MonthSummary[];
  targets: PlantTargets;
  quality: PlantQuality;
  /** The month's estimation ratios (shown in the method note). */
  estimation: EstimationRatios;
  /** null without a budget or without any yield. */
  bridge: BudgetBridge | null;
  /** null when the history does not reach January. */
  ytd: YearToDate | null;
  /** null when the history does not reach the same month a year earlier. */
  lastYear: LastYear | null;
  verdicts: Verdicts;
  /** The asset manager's words on this plant for the month (definition `commentary`), plain text; null: none. */
  commentary: string | null;
}

/** Portfolio figures. Energy sums over ok plants; ratios weighted as `weighting` says. */
export interface PortfolioMetrics {
  plants: number;
  plantsOk: number;
  plantsFailed: number;
  capacityKwp: number | null;
  yieldKwh: number | null;
  meterYieldKwh: number | null;
  yieldTotalKwh: number | null;
  meterYieldTotalKwh: number | null;
  yieldEstimatedKwh: number | null;
  meterYieldEstimatedKwh: number | null;
  /** capacity-weighted mean (plain mean without capacities) */
  irradiationKwhM2: number | null;
  /** IEC 61724-1 over the plants with a capacity: Σ E_d / Σ P0·H_d over their plant-days with both */
  pr: number | null;
  referenceYieldKwh: number | null;
  prEffective: number | null;
  prTemperatureCorrected: number | null;
  availability: number | null;
  availabilityLossKwh: number | null;
  overspillKwh: number | null;
  /** Σ yieldTotalKwh / Σ capacity over the plants with a capacity */
  specificYieldKwhKwp: number | null;
  budgetKwh: number | null;
  budgetCoveredKwh: number | null;
  /** Σ yieldTotalKwh / Σ budgetCoveredKwh − 1 over the plants with a budget */
  budgetVariance: number | null;
  /** Σ H / Σ H_norm − 1 over the plants with a normal (weighted as irradiation is) */
  irradiationVariance: number | null;
  revenue: number | null;
}

export interface PortfolioDay {
  date: string;
  yieldKwh: number | null;
  /** measured + estimated */
  yieldTotalKwh: number | null;
  irradiationKwhM2: number | null;
  /** IEC 61724-1 over the plants with a capacity; prEffective weighted as `weighting` says */
  pr: number | null;
  prEffective: number | null;
  availability: number | null;
  /** plants with a daily yield that day */
  plantsReporting: number;
}

export interface PortfolioSummary {
  metrics: PortfolioMetrics;
  /** How PR and availability are weighted across plants. */
  weighting: "irradiation×capacity" | "irradiation";
  /** The rule as a sentence, printed in the Method sheet and the manifest. */
  weightingRule: string;
  daily: PortfolioDay[];
  trend: MonthSummary[];
  targets: { pr: number | null; availability: number | null };
  /** Σ of the plants' bridges (each closes, so the sum does); null when no plant has one. */
  bridge: BudgetBridge | null;
  /** Σ over the plants that have one. */
  ytd: YearToDate | null;
  lastYear: LastYear | null;
  verdicts: Verdicts;
}

/**
 * One client's plants summed as the portfolio is (buildPortfolio over its plants only), for
 * its pack and the manifest's `clients`.
 */
export interface ClientSummary extends PortfolioSummary {
  name: string;
  /** BCP 47: the client's, else the report's. */
  locale: string;
  /** Its plants in report order (failed ones included, as in the portfolio). */
  plantIds: string[];
}

export interface Branding {
  company: string;
  /** #RRGGBB */
  accentColor: string;
  /** Absolute path of a PNG/JPEG logo, or null. */
  logoPath: string | null;
}

export interface ReportModel {
  title: string;
  /** YYYY-MM */
  month: string;
  /** ISO 8601 UTC; fixed by --generated-at for reproducible files. */
  generatedAt: string;
  /** Every calendar day of the month, YYYY-MM-DD. */
  dates: string[];
  daysInMonth: number;
  /** Last day included when the month is still in progress; null for a complete month. */
  reportedThrough: string | null;
  /** BCP 47, e.g. "en-GB", "de-DE". */
  locale: string;
  /** ISO 4217, e.g. "EUR". */
  currency: string;
  /** What the service's numbers meant (as declared by the definition); the model is canonical. */
  sourceUnits: { energy: "kWh" | "MWh"; ratio: "percent" | "fraction" };
  /** The bands every verdict of the report was decided with (printed in the method notes). */
  verdictRules: VerdictRules;
  branding: Branding;
  plants: PlantReport[];
  portfolio: PortfolioSummary;
  /** The definition's clients, in its order; empty without `clients`. */
  clients: ClientSummary[];
  /**
   * Requests sent; `cache` (settled months served from / missing in `--cache-dir`) only with a cache;
   * `windows` only when maxDaysPerRequest "auto" asked for a long range: the days per call the run settled on.
   */
  requests: {
    total: number;
    retried: number;
    failed: number;
    /**
     * The request pool (pipeline/fetch/plant-order-pool.ts): answers 429 or 503, the limit it
     * started at, settled at (the median of the limits its requests were sent under) and went
     * down to, and the pace it kept. Written by every run; absent in models of earlier versions.
     */
    throttled?: number;
    concurrency?: { start: number; settled: number; lowest: number };
    maxRequestsPerSecond?: number | null;
    cache?: { hits: number; misses: number };
    windows?: { mode: "long" } | { mode: "fallback"; reason: string };
  };
  /** The run's own warnings (plants carry theirs), each with its code and English message. */
  warnings: ReportWarning[];
}

/**
 * What a plant's PDF needs of the report besides the plant: known before any data arrives,
 * so PDFs can be rendered while other plants are still being fetched.
 */
export const REPORT_HEADER_KEYS = [
  "title",
  "month",
  "generatedAt",
  "dates",
  "daysInMonth",
  "reportedThrough",
  "locale",
  "currency",
  "sourceUnits",
  "verdictRules",
  "branding",
] as const satisfies readonly (keyof ReportModel)[];
export type ReportHeader = Pick<ReportModel, (typeof REPORT_HEADER_KEYS)[number]>;
