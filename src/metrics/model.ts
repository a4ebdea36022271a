/**
 * ReportModel: the seam between the network side (api/, pipeline/) and the file side
 * (render/, output/). Plain JSON-serialisable data, so it can cross worker threads.
 * Units are canonical here: energy kWh, irradiation kWh/m², ratios as fractions 0–1,
 * temperature °C (the definition's `units` are applied on the way in).
 */

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

export interface DailyRow extends DailyValues {
  /** YYYY-MM-DD, plant-local calendar day. */
  date: string;
  status: DayStatus;
  /** Freshness report: true = `No Update`, false = `Update`, null = not in the report's window. */
  late: boolean | null;
}

/** The manifest's `metrics` object, DESIGN.md "Monthly figures". Ratios are fractions. */
export interface MonthlyMetrics {
  yieldKwh: number | null;
  meterYieldKwh: number | null;
  irradiationKwhM2: number | null;
  pr: number | null;
  availability: number | null;
  cellTemperatureC: number | null;
  overspillKwh: number | null;
  specificYieldKwhKwp: number | null;
  budgetKwh: number | null;
  budgetVariance: number | null;
  revenue: number | null;
  daysWithData: number;
  daysInMonth: number;
  lateDays: number;
}

export const METRIC_NAMES = [
  "yieldKwh",
  "meterYieldKwh",
  "irradiationKwhM2",
  "pr",
  "availability",
  "cellTemperatureC",
  "overspillKwh",
  "specificYieldKwhKwp",
  "budgetKwh",
  "budgetVariance",
  "revenue",
  "daysWithData",
  "daysInMonth",
  "lateDays",
] as const satisfies readonly (keyof MonthlyMetrics)[];

/** Days with a non-null value, per daily field (out of `daysInMonth`, or days reported so far). */
export type Completeness = Record<DailyField, number>;

/** One month of the trend window (charts: 12-month yield vs budget, PR, availability). */
export interface MonthSummary {
  /** YYYY-MM */
  month: string;
  yieldKwh: number | null;
  meterYieldKwh: number | null;
  irradiationKwhM2: number | null;
  pr: number | null;
  availability: number | null;
  budgetKwh: number | null;
  daysWithData: number;
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
  /** Human-readable notes, e.g. "historical_plant_meter_yield: no data for the month". */
  warnings: string[];
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
  /** failed = its data could not be fetched (manifest `status`). */
  status: "ok" | "failed";
  error: string | null;
  /** One row per day of the month, in date order (empty when failed). */
  daily: DailyRow[];
  /** All figures null (counts 0) when failed. */
  metrics: MonthlyMetrics;
  completeness: Completeness;
  /** The last `history` months, oldest first, ending with the report month. */
  trend: MonthSummary[];
  targets: PlantTargets;
  quality: PlantQuality;
}

/** Portfolio figures. Energy sums over ok plants; ratios weighted as `weighting` says. */
export interface PortfolioMetrics {
  plants: number;
  plantsOk: number;
  plantsFailed: number;
  capacityKwp: number | null;
  yieldKwh: number | null;
  meterYieldKwh: number | null;
  /** capacity-weighted mean (plain mean without capacities) */
  irradiationKwhM2: number | null;
  pr: number | null;
  availability: number | null;
  overspillKwh: number | null;
  specificYieldKwhKwp: number | null;
  budgetKwh: number | null;
  budgetVariance: number | null;
  revenue: number | null;
}

export interface PortfolioDay {
  date: string;
  yieldKwh: number | null;
  irradiationKwhM2: number | null;
  pr: number | null;
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
  branding: Branding;
  plants: PlantReport[];
  portfolio: PortfolioSummary;
  /** Requests sent; `cache` (settled months served from / missing in `--cache-dir`) only with a cache. */
  requests: { total: number; retried: number; failed: number; cache?: { hits: number; misses: number } };
  warnings: string[];
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
  "branding",
] as const satisfies readonly (keyof ReportModel)[];
export type ReportHeader = Pick<ReportModel, (typeof REPORT_HEADER_KEYS)[number]>;
