/**
 * ReportModel: the seam between the network side (api/, pipeline/) and the file side
 * (render/, output/). Plain JSON-serialisable data, so it can cross worker threads.
 * Units are canonical here: energy kWh, irradiation kWh/m², ratios as fractions 0–1,
 * temperature °C (the definition's `units` are applied on the way in).
 */
import type { ReportWarning } from "../vocabulary/report-warning.js";
import type { ContractSums, ContractWorkings, PlantContract } from "./contract-model.js";

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
  /**
   * An outage (a trip): a measured yield of 0 kWh with 0 % availability, or with irradiation and
   * no availability. Data arrived, so the day is not missing, but it is no "Complete" day either.
   */
  outage: boolean;
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
  /** Σ H_d over the days with availability and irradiation: the weight behind `availability`, kWh/m² */
  availabilityIrradiationKwhM2: number | null;
  /** Energy lost to unavailability, kWh (DESIGN.md: E·(1−A)/A, or H·k100 on a day at A = 0) */
  availabilityLossKwh: number | null;
  cellTemperatureC: number | null;
  overspillKwh: number | null;
  specificYieldKwhKwp: number | null;
  /** The P50 budget of the reported period (prorated by days for a month in progress) */
  budgetKwh: number | null;
  /** budgetKwh · (daysWithData + daysEstimated) / days of the period */
  budgetCoveredKwh: number | null;
  /** yieldTotalKwh / budgetCoveredKwh − 1: like for like, days without data left out */
  budgetVariance: number | null;
  /** yieldTotalKwh / budgetKwh − 1: the contract's view, a day without data counts against the plant */
  budgetVarianceFull: number | null;
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
  /** days with a measured or estimated yield: daysWithData + daysEstimated (what budgetCoveredKwh covers) */
  daysCovered: number;
  /** days of the reported period: the month, or its days through the plant's last ended day */
  daysReported: number;
  /** daysReported − daysCovered: days with neither a measured nor an estimated yield (never counted as zero) */
  daysWithoutData: number;
  /** daysWithData / daysReported: the share of the period with a measured yield; null when no day is reported */
  dataCompleteness: number | null;
  daysInMonth: number;
  /**
   * Days the freshness report marks late; null when the lateness of no reported day is known
   * (the report could not be had, or the month lies outside its ~30-day window): a count of 0
   * would be a measurement where there is none. PlantReport.unknownFigures says why.
   */
  lateDays: number | null;
}

/** Why a figure the model cannot know is null (PlantReport.unknownFigures). */
export type UnknownReason =
  /** The freshness report failed after its retries (the plant's warning `freshnessUnavailable` has the error). */
  | "freshnessUnavailable"
  /** The month ends before the freshness report's ~30-day window: lateness was not asked for. */
  | "outsideFreshnessWindow"
  /** The freshness report came, but none of the month's days in it could be read. */
  | "freshnessUnreadable";

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
  "availabilityIrradiationKwhM2",
  "availabilityLossKwh",
  "cellTemperatureC",
  "overspillKwh",
  "specificYieldKwhKwp",
  "budgetKwh",
  "budgetCoveredKwh",
  "budgetVariance",
  "budgetVarianceFull",
  "irradiationNormalKwhM2",
  "irradiationVariance",
  "revenue",
  "daysWithData",
  "daysEstimated",
  "daysCovered",
  "daysReported",
  "dataCompleteness",
  "daysInMonth",
  "lateDays",
  "daysWithoutData",
] as const satisfies readonly (keyof MonthlyMetrics)[];

/**
 * Budget → actual → metered in kWh (DESIGN.md "bridge"), each step also valued at the tariff.
 * budgetKwh + weatherKwh + availabilityKwh + curtailmentKwh + performanceKwh = actualKwh
 * exactly, where a step that cannot be known (no irradiation normal, no availability) is null
 * and counts 0: what it would have explained then stays in performanceKwh. Then actualKwh +
 * exportLossKwh = meteredKwh (the meter's total, what revenue is paid on), so the money
 * bridge ends at `value.metered` = revenue.
 */
export interface BudgetBridge {
  budgetKwh: number;
  weatherKwh: number | null;
  availabilityKwh: number | null;
  /** −overspill: energy the plant could not export (0 when there was none or it is not measured) */
  curtailmentKwh: number;
  performanceKwh: number;
  actualKwh: number;
  /** meteredKwh − actualKwh (losses between the inverters and the meter); null without a meter total */
  exportLossKwh: number | null;
  /** the total meter yield, measured + estimated; null without one */
  meteredKwh: number | null;
  /** The same steps in the report's currency; null without a tariff. */
  value: BridgeValue | null;
}

export interface BridgeValue {
  budget: number;
  weather: number | null;
  availability: number | null;
  curtailment: number;
  performance: number;
  actual: number;
  exportLoss: number | null;
  /** = revenue, to the cent */
  metered: number | null;
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
  /** yieldTotalKwh / budgetKwh − 1 (like for like) */
  budgetVariance: number | null;
  /** Σ of each month's budgetKwh (the full P50 budget) */
  budgetFullKwh: number | null;
  /** yieldTotalKwh / budgetFullKwh − 1 (the contract's view) */
  budgetVarianceFull: number | null;
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
  /**
   * The figure the definition chose when it could not be had (PR at 25 °C without a temperature
   * coefficient or cell temperatures): the verdict is then on `metric` (the IEC PR), labelled so.
   */
  fallbackFrom: keyof MonthlyMetrics | null;
  value: number | null;
  target: number | null;
  watchFrom: number | null;
  /** value − target (a fraction; percentage points when printed); null without both */
  gap: number | null;
  /**
   * Decimals of a percent at which the value, its target and the gap are printed (DESIGN.md
   * "Numbers beside a verdict"): 1, or as many more (up to two) as it takes for the printed value
   * to differ from the printed target, and the gap from zero, when the verdict is not "target".
   */
  decimals: number;
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
  /**
   * Whether plants whose worst verdict is "watch" are listed among those needing attention; by
   * default they are only counted (`PortfolioSummary.watchCount`), so the list stays a signal.
   */
  listWatch: boolean;
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

/** The rolling 12 months against the yield study's annual P50 and P90 (p-level.ts). */
export interface PLevel {
  /** YYYY-MM of the first and last of the 12 months (the last is the report month) */
  from: string;
  to: string;
  /** E₁₂: Σ of the 12 months' yieldTotalKwh */
  energyKwh: number;
  p50Kwh: number;
  p90Kwh: number;
  /** σ = (P50 − P90) / 1.2816, a normal distribution assumed */
  sigmaKwh: number;
  /** x in percent: E₁₂ equals the P-x value, 100 · (1 − Φ((E₁₂ − P50) / σ)) */
  exceedance: number;
  /** Days of the 12 months with neither a measured nor an estimated yield: they count as no energy. */
  daysWithoutData: number;
}

export interface PLevels {
  /** null without the study's P50 and P90 or without 12 complete months (`missing` says which) */
  rolling12: PLevel | null;
  /** Why rolling12 is null: no P50/P90 (or P90 ≥ P50), fewer than 12 months of history, or a month not ended or without data. */
  missing: {
    reason: "noYieldStudy" | "shortHistory" | "incompleteMonths";
    /** the incomplete months (YYYY-MM), for "incompleteMonths" */
    months: string[];
  } | null;
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
  /** Outage days (trips, DailyRow.outage): data arrived, 0 kWh, the plant was down. */
  outageDays: string[];
  /** What a reader must know, each with its code (src/vocabulary/report-warning.ts) and English message. */
  warnings: ReportWarning[];
  /** Plausibility checks that failed, naming the likely cause. */
  sanity: SanityWarning[];
}

export interface PlantReport {
  id: string;
  name: string;
  label: string;
  /** As the service sent it (an English name, "Germany"). */
  country: string;
  /** ISO 3166-1 alpha-2 code of `country` ("DE"), null when the name is not known: renderers name it in the reader's language. */
  countryCode: string | null;
  tzOffset: string;
  plantType: string | null;
  capacityKwp: number | null;
  /** currency per kWh of meter yield */
  tariff: number | null;
  /** Decimals the tariff is printed with: as it was given, at least 2 (given-precision.ts); null without one. */
  tariffDecimals: number | null;
  /** PV module power temperature coefficient γ, per °C (negative, e.g. −0.0035) */
  temperatureCoefficient: number | null;
  /**
   * `plantDetails.<id>.locale`: the BCP 47 language of this plant's PDF, overriding the
   * report's `locale`; null (or absent in older model files) = the report's.
   */
  locale?: string | null;
  /**
   * The last plant-local day of the month that has ended in the plant's time zone (DESIGN.md
   * "Monthly figures": a day counts once it has ended there); null when the plant's month is
   * complete. Days after it are `future`: no figure, gap or late day counts for them.
   */
  reportedThrough: string | null;
  /** When the plant's month ends (its last day ends in its time zone), ISO 8601 UTC; null without a readable offset. */
  monthEndsAt: string | null;
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
  /** The contract's money (DESIGN.md "Contracts and guarantees"); null without a contract (absent in older model files). */
  contract?: PlantContract | null;
  /** What the contract money is made of, day by day (the workbook's Contract sheet; not in the manifest). */
  contractWorkings?: ContractWorkings | null;
  /** null when the history does not reach January. */
  ytd: YearToDate | null;
  /** null when the history does not reach the same month a year earlier. */
  lastYear: LastYear | null;
  /** The rolling 12 months' energy as an exceedance level of the yield study (DESIGN.md "P-levels"). */
  pLevel: PLevels;
  verdicts: Verdicts;
  /** The asset manager's words on this plant for the month (definition `commentary`), plain text; null: none. */
  commentary: string | null;
  /** Figures of `metrics` that are null because they cannot be known, each with why (empty: none). */
  unknownFigures: Partial<Record<keyof MonthlyMetrics, UnknownReason>>;
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
  /** Σ yieldTotalKwh / Σ budgetKwh − 1 over the plants with a budget */
  budgetVarianceFull: number | null;
  /** Σ H / Σ H_norm − 1 over the plants with a normal (weighted as irradiation is) */
  irradiationVariance: number | null;
  revenue: number | null;
  /** ok plants with a budget: the plants the bridge sums */
  plantsWithBudget: number;
  /** Σ daysEstimated over the ok plants */
  plantDaysEstimated: number;
  /** Σ daysWithoutData over the ok plants */
  plantDaysWithoutData: number;
}

export interface PortfolioDay {
  date: string;
  yieldKwh: number | null;
  /** Σ of the plants' estimated yield Ê_d that day (null when no plant has one) */
  yieldEstimatedKwh: number | null;
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

/** A plant that needs someone (attention.ts), most urgent level first. */
export interface AttentionItem {
  plantId: string;
  /**
   * failed: its data could not be fetched; noData: no day with a yield; below: a judged figure
   * below its watch band, or a failed plausibility check; watch: short of a target within the band.
   */
  level: "failed" | "noData" | "below" | "watch";
  /** The judged figures off target (verdict below or watch), energy, PR, availability in that order. */
  figures: VerdictFigure[];
  /** The plausibility checks that failed (SanityWarning codes). */
  sanity: SanityWarning["code"][];
}

/** The judged figures a plant is held to (irradiation is weather, not a target). */
export type JudgedFigure = "energy" | "pr" | "availability";

/** How many plants have each verdict for one figure. */
export interface VerdictCount {
  target: number;
  watch: number;
  below: number;
  none: number;
}

/** A plant's place by energy against budget (attention.ts); rank null: no variance, or failed. */
export interface RankEntry {
  plantId: string;
  rank: number | null;
}

export interface PortfolioSummary {
  metrics: PortfolioMetrics;
  /** The last day any of its plants is reported through while some plant's month has not ended; null when all have. */
  reportedThrough: string | null;
  /** How PR and availability are weighted across plants. */
  weighting: "irradiation×capacity" | "irradiation";
  /** The rule as a sentence, printed in the Method sheet and the manifest. */
  weightingRule: string;
  daily: PortfolioDay[];
  trend: MonthSummary[];
  /**
   * The targets its verdicts compare with, weighted as its figures are (portfolio-targets.ts):
   * the PR target by the plants' reference yields, the availability target by their irradiation
   * (× capacity); null when no plant has both a target and the figure.
   */
  targets: { pr: number | null; availability: number | null };
  /** Σ of the plants' bridges (each closes, so the sum does); null when no plant has one. */
  bridge: BudgetBridge | null;
  /** Σ of its plants' contract money; null when none has a contract (absent in older model files). */
  contract?: ContractSums | null;
  /** Σ over the plants that have one. */
  ytd: YearToDate | null;
  lastYear: LastYear | null;
  verdicts: Verdicts;
  /**
   * Its plants that need someone, most urgent first: failed, no data, below target or a failed
   * plausibility check; those on watch only when the definition's `verdicts.listWatch` asks.
   */
  attention: AttentionItem[];
  /** Its ok plants whose worst judged verdict is "watch" (listed or not), with data and no failed check. */
  watchCount: number;
  /** Its ok plants by verdict, per judged figure (none: no verdict, no target or no value); failed plants are `metrics.plantsFailed`. */
  verdictCounts: Record<JudgedFigure, VerdictCount>;
  /** Its plants by energy against budget, best first; unranked and failed plants after. */
  ranking: RankEntry[];
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
  /**
   * The last day any plant is reported through when some plant's month has not ended (each
   * plant's own is `plants[].reportedThrough`); null when every plant's month is complete.
   */
  reportedThrough: string | null;
  /** Every plant's month has ended in its time zone: the figures will not change with later data days. */
  final: boolean;
  /** BCP 47, e.g. "en-GB", "de-DE". */
  locale: string;
  /** ISO 4217, e.g. "EUR". */
  currency: string;
  /**
   * The definition has contracts: a plant without one is said to show technical availability
   * with no contract terms (DESIGN.md "Contracts and guarantees"). Absent in older model files.
   */
  hasContracts?: boolean;
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
   * `windows` only when maxDaysPerRequest "auto" asked for a long range: the days per call the run settled on;
   * `resent` only when a kept-alive connection the service had closed lost requests (sent again at once,
   * in `total`, not in `retried`).
   */
  requests: {
    total: number;
    retried: number;
    failed: number;
    resent?: number;
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
  "locale",
  "currency",
  "hasContracts",
  "sourceUnits",
  "verdictRules",
  "branding",
] as const satisfies readonly (keyof ReportModel)[];
export type ReportHeader = Pick<ReportModel, (typeof REPORT_HEADER_KEYS)[number]>;
