/**
 * A plant's whole report: daily rows, monthly figures, completeness, the trend window,
 * targets and quality notes. A plant whose data could not be fetched gets a failed report
 * with null figures (DESIGN.md: a plant that answered with no data is `ok` with null figures).
 */
import type { ParsedFreshness, ParsedSeries, Plant } from "../api/types.js";
import { countryCodeOf } from "../vocabulary/country-code.js";
import { type ReportWarning, reportWarning } from "../vocabulary/report-warning.js";
import { plantBridge } from "./bridge.js";
import { calendarMonthIndex, monthDays } from "./calendar.js";
import { completeness } from "./completeness.js";
import { buildDailyRows, type KpiMap } from "./daily-rows.js";
import { estimationRatios, fillEstimates } from "./estimates.js";
import { givenDecimals } from "./given-precision.js";
import type {
  DailyRow,
  MonthlyMetrics,
  PlantReport,
  PlantTargets,
  UnknownReason,
  VerdictRules,
} from "./model.js";
import { budgetFor, monthFigures, monthRows, type PlantFacts, summaryOf } from "./month-summaries.js";
import { monthlyMetrics } from "./monthly-metrics.js";
import { pLevels, type YieldStudy } from "./p-level.js";
import { contractOfPlant, type PlantContractTerms } from "./plant-contract.js";
import { monthNotEndedWarning, reportedDays } from "./plant-time.js";
import type { ImpossibleValue } from "./plausibility.js";
import { impossibleWarnings, plantQuality } from "./quality.js";
import { sanityWarnings } from "./sanity.js";
import type { UnitSpec } from "./units.js";
import { verdicts } from "./verdicts.js";
import { lastYear, sameMonthLastYear, yearToDate } from "./year.js";

/** What the definition says about a plant; monthly lists hold 12 values, January first. */
export interface PlantDetails extends PlantFacts {
  prTarget: number | null;
  availabilityTarget: number | null;
  /** The yield study's one-year P50 and P90, kWh (absent: none) */
  p50AnnualKwh?: number | null;
  p90AnnualKwh?: number | null;
  /** BCP 47 language of the plant's PDF when its owner reads another than the run's. */
  locale?: string | null;
}

export interface PlantReportInput {
  plant: Plant;
  details: PlantDetails;
  series: ParsedSeries;
  freshness: ParsedFreshness | null;
  /** The freshness report was asked for and failed (its warning is the pipeline's to add). */
  freshnessUnavailable?: boolean;
  kpis: KpiMap;
  units: UnitSpec;
  /** YYYY-MM */
  month: string;
  /** every calendar day of `month` */
  dates: string[];
  /** the last day of the month that has ended in the plant's time zone, else null (plant-time.ts) */
  reportedThrough: string | null;
  /** when the plant's month ends, ISO 8601 UTC (plant-time.ts); absent: not known */
  monthEndsAt?: string | null;
  /** trend window, oldest first, ending with `month` */
  historyMonths: string[];
  verdictRules: VerdictRules;
  /** The plant's contract and its events; absent or null: no contract. */
  contract?: PlantContractTerms | null;
}

const yieldStudy = (d: PlantDetails): YieldStudy => ({
  p50AnnualKwh: d.p50AnnualKwh ?? null,
  p90AnnualKwh: d.p90AnnualKwh ?? null,
});

/** Enough of a plant to name it in a report, e.g. an id from the definition the service does not know. */
export type PlantIdentity = Pick<Plant, "id" | "name"> &
  Partial<Pick<Plant, "label" | "country" | "tz_offset" | "plant_type">>;

function identity(plant: PlantIdentity) {
  return {
    id: plant.id,
    name: plant.name,
    label: plant.label ?? "",
    country: plant.country ?? "",
    countryCode: countryCodeOf(plant.country ?? ""),
    tzOffset: plant.tz_offset ?? "",
    plantType: plant.plant_type ?? null,
  };
}

/**
 * The month's budget and irradiation normal. For a month in progress both are prorated by
 * days reported / days in month, so partial yield is compared with a like-for-like budget;
 * the warning says so, because the printed budget is then not the definition's P50.
 */
function monthTargets(input: PlantReportInput): { targets: PlantTargets; warnings: ReportWarning[] } {
  const { details, month, dates, reportedThrough } = input;
  const budget = budgetFor(details.budgetKwh, month);
  const normal = details.irradiationNormalKwhM2?.[calendarMonthIndex(month)] ?? null;
  const reported = reportedDays(dates, reportedThrough);
  const share = reported / dates.length;
  const prorated = [
    budget === null ? [] : ["P50 budget"],
    normal === null ? [] : ["irradiation normal"],
  ].flat();
  const what = budget === null ? "normal" : normal === null ? "budget" : "both";
  const warnings = [
    ...notEnded(input, reported),
    ...(share < 1 && prorated.length > 0
      ? [
          reportWarning(
            "prorated",
            { through: reportedThrough ?? "", what, reported, total: dates.length },
            `month in progress through ${reportedThrough}: ${prorated.join(" and ")} prorated to ` +
              `${reported} of ${dates.length} days`,
          ),
        ]
      : []),
  ];
  return {
    targets: {
      pr: details.prTarget,
      availability: details.availabilityTarget,
      budgetKwh: budget === null ? null : budget * share,
      irradiationKwhM2: normal === null ? null : normal * share,
    },
    warnings,
  };
}

/** The plant's month has not ended in its time zone: say until when, and through which day it is reported. */
function notEnded(input: PlantReportInput, reported: number): ReportWarning[] {
  const { reportedThrough: through, monthEndsAt: endsAt = null } = input;
  if (through === null || endsAt === null) return [];
  return [monthNotEndedWarning(input.plant.tz_offset ?? "", through, endsAt, reported)];
}

/** The report month's rows, estimates filled in, and what was set aside as impossible. */
function reportRows(input: PlantReportInput) {
  const impossible: ImpossibleValue[] = [];
  const dayCtx = {
    units: input.units,
    freshness: input.freshness,
    reportedThrough: input.reportedThrough,
    capacityKwp: input.details.capacityKwp,
  };
  const measured = buildDailyRows(input.series, input.kpis, input.dates, dayCtx, impossible);
  const estimation = estimationRatios(measured);
  return { daily: fillEstimates(measured, estimation), estimation, impossible };
}

/** Every other month of the trend window: its rows and figures (each from its own days). */
function historyMonths(input: PlantReportInput, impossible: ImpossibleValue[]) {
  const rows = new Map<string, DailyRow[]>();
  const figures = new Map<string, MonthlyMetrics>();
  for (const m of input.historyMonths) {
    if (m === input.month) continue;
    const r = monthRows(
      input.series,
      input.kpis,
      m,
      input.units,
      input.details,
      impossible,
      input.reportedThrough,
    );
    rows.set(m, r);
    figures.set(m, monthFigures(m, r, input.details));
  }
  return { rows, figures };
}

/**
 * The same month last year over the same days of the month as the reported period (all of
 * it, or days 1 … n of a month in progress), so a partial month is not compared with a whole one.
 */
function lastYearOf(input: PlantReportInput, thisYear: number | null, rows: Map<string, DailyRow[]>) {
  const month = sameMonthLastYear(input.month);
  const last = rows.get(month);
  if (last === undefined) return null;
  const through = reportedDays(input.dates, input.reportedThrough);
  const same = last.filter((r) => Number(r.date.slice(8, 10)) <= through);
  const figures = monthlyMetrics(same, {
    capacityKwp: null,
    budgetKwh: null,
    tariff: null,
    daysInMonth: monthDays(month).length,
  });
  return lastYear(thisYear, month, figures.yieldTotalKwh);
}

export function buildPlantReport(input: PlantReportInput): PlantReport {
  const { plant, details, month, dates } = input;
  const { daily, estimation, impossible } = reportRows(input);
  const { targets, warnings } = monthTargets(input);
  const metrics = monthlyMetrics(daily, {
    capacityKwp: details.capacityKwp,
    budgetKwh: targets.budgetKwh,
    tariff: details.tariff,
    daysInMonth: dates.length,
    temperatureCoefficient: details.temperatureCoefficient,
    irradiationNormalKwhM2: budgetFor(details.irradiationNormalKwhM2, month),
  });
  const earlierImpossible: ImpossibleValue[] = [];
  const history = historyMonths(input, earlierImpossible);
  // The report month's trend entry is the month's own figures, so chart and table agree
  // (including a prorated budget).
  const byMonth = new Map(history.figures).set(month, metrics);
  const trend = input.historyMonths.map((m) => summaryOf(m, byMonth.get(m)!));
  const extra = [...impossibleWarnings(impossible, earlierImpossible.length), ...warnings];
  const bridge = plantBridge(metrics, details.tariff);
  const contractMoney = contractOfPlant(input.contract, {
    ...input,
    daily,
    bridge,
    plant: details,
    rowsOf: (m) =>
      history.rows.get(m) ??
      monthRows(input.series, input.kpis, m, input.units, details, [], input.reportedThrough),
  });
  return {
    ...identity(plant),
    capacityKwp: details.capacityKwp,
    tariff: details.tariff,
    tariffDecimals: givenDecimals(details.tariff),
    temperatureCoefficient: details.temperatureCoefficient,
    locale: details.locale ?? null,
    reportedThrough: input.reportedThrough,
    monthEndsAt: input.monthEndsAt ?? null,
    status: "ok",
    error: null,
    failure: null,
    daily,
    metrics,
    completeness: completeness(daily),
    trend,
    targets,
    quality: {
      ...plantQuality(daily, input.series, input.kpis, extra),
      impossibleValues: impossible.length,
      sanity: sanityWarnings(metrics, details.capacityKwp),
    },
    estimation,
    bridge,
    contract: contractMoney?.contract ?? null,
    contractWorkings: contractMoney?.workings ?? null,
    ytd: yearToDate(month, byMonth),
    lastYear: lastYearOf(input, metrics.yieldTotalKwh, history.rows),
    pLevel: pLevels(trend, yieldStudy(details), input.reportedThrough === null ? null : month),
    verdicts: verdicts(metrics, { pr: targets.pr, availability: targets.availability }, input.verdictRules),
    // The definition's commentary is the pipeline's to add (fetch-plant.ts): metrics compute, not quote.
    commentary: null,
    unknownFigures: metrics.lateDays === null ? { lateDays: latenessUnknown(input) } : {},
  };
}

function latenessUnknown(input: PlantReportInput): UnknownReason {
  if (input.freshnessUnavailable) return "freshnessUnavailable";
  return input.freshness === null ? "outsideFreshnessWindow" : "freshnessUnreadable";
}

/**
 * Null figures and empty quality lists: `failure` (and its English `error`) is the one thing to read. The trend keeps
 * each month's P50 budget (a definition fact, not data); the report month's budget and
 * irradiation targets are null since there is no figure to compare them with.
 */
export function failedPlantReport(
  plant: PlantIdentity,
  failure: ReportWarning,
  details: PlantDetails,
  month: string,
  historyMonths: string[],
  verdictRules: VerdictRules,
  period: { reportedThrough: string | null; monthEndsAt: string | null } = {
    reportedThrough: null,
    monthEndsAt: null,
  },
): PlantReport {
  const noFigures = (m: string, budgetKwh: number | null) =>
    monthlyMetrics([], { capacityKwp: null, budgetKwh, tariff: null, daysInMonth: monthDays(m).length });
  const metrics = noFigures(month, null);
  const targets = { pr: details.prTarget, availability: details.availabilityTarget };
  return {
    ...identity(plant),
    capacityKwp: details.capacityKwp,
    tariff: details.tariff,
    tariffDecimals: givenDecimals(details.tariff),
    temperatureCoefficient: details.temperatureCoefficient,
    locale: details.locale ?? null,
    reportedThrough: period.reportedThrough,
    monthEndsAt: period.monthEndsAt,
    status: "failed",
    error: failure.message,
    failure,
    daily: [],
    metrics,
    completeness: completeness([]),
    trend: historyMonths.map((m) => summaryOf(m, noFigures(m, budgetFor(details.budgetKwh, m)))),
    targets: {
      pr: details.prTarget,
      availability: details.availabilityTarget,
      budgetKwh: null,
      irradiationKwhM2: null,
    },
    quality: {
      missingDays: [],
      lateDays: [],
      freshnessUnknownDays: [],
      nonNumericValues: 0,
      impossibleValues: 0,
      estimatedDays: [],
      meterEstimatedDays: [],
      outageDays: [],
      warnings: [],
      sanity: [],
    },
    estimation: { meterPerYield: null, yieldPerIrradiation: null, meterPerIrradiation: null },
    bridge: null,
    contract: null,
    ytd: null,
    lastYear: null,
    pLevel: { rolling12: null, missing: null },
    verdicts: verdicts(metrics, targets, verdictRules),
    commentary: null,
    // A failed plant's figures are all unknown; its failure says why.
    unknownFigures: {},
  };
}
