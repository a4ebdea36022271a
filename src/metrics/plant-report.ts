/**
 * A plant's whole report: daily rows, monthly figures, completeness, the trend window,
 * targets and quality notes. A plant whose data could not be fetched gets a failed report
 * with null figures (DESIGN.md: a plant that answered with no data is `ok` with null figures).
 */
import type { ParsedFreshness, ParsedSeries, Plant } from "../api/types.js";
import { calendarMonthIndex, daysOfMonth } from "./calendar.js";
import { completeness } from "./completeness.js";
import { buildDailyRows, type KpiMap } from "./daily-rows.js";
import type { PlantReport, PlantTargets } from "./model.js";
import { budgetFor, monthSummaries, summaryOf } from "./month-summaries.js";
import { monthlyMetrics } from "./monthly-metrics.js";
import { plantQuality } from "./quality.js";
import type { UnitSpec } from "./units.js";

/** What the definition says about a plant; monthly lists hold 12 values, January first. */
export interface PlantDetails {
  capacityKwp: number | null;
  /** currency per kWh of meter yield */
  tariff: number | null;
  /** P50 budget per calendar month, kWh */
  budgetKwh: number[] | null;
  prTarget: number | null;
  availabilityTarget: number | null;
  /** long-term normal irradiation per calendar month, kWh/m² */
  irradiationNormalKwhM2: number[] | null;
}

export interface PlantReportInput {
  plant: Plant;
  details: PlantDetails;
  series: ParsedSeries;
  freshness: ParsedFreshness | null;
  kpis: KpiMap;
  units: UnitSpec;
  /** YYYY-MM */
  month: string;
  /** every calendar day of `month` */
  dates: string[];
  /** last day included when the month is still in progress, else null */
  reportedThrough: string | null;
  /** trend window, oldest first, ending with `month` */
  historyMonths: string[];
}

/** Enough of a plant to name it in a report, e.g. an id from the definition the service does not know. */
export type PlantIdentity = Pick<Plant, "id" | "name"> &
  Partial<Pick<Plant, "label" | "country" | "tz_offset" | "plant_type">>;

function identity(plant: PlantIdentity) {
  return {
    id: plant.id,
    name: plant.name,
    label: plant.label ?? "",
    country: plant.country ?? "",
    tzOffset: plant.tz_offset ?? "",
    plantType: plant.plant_type ?? null,
  };
}

/**
 * The month's budget and irradiation normal. For a month in progress both are prorated by
 * days reported / days in month, so partial yield is compared with a like-for-like budget;
 * the warning says so, because the printed budget is then not the definition's P50.
 */
function monthTargets(input: PlantReportInput): { targets: PlantTargets; warnings: string[] } {
  const { details, month, dates, reportedThrough } = input;
  const budget = budgetFor(details.budgetKwh, month);
  const normal = details.irradiationNormalKwhM2?.[calendarMonthIndex(month)] ?? null;
  const reported = reportedThrough === null ? dates.length : dates.filter((d) => d <= reportedThrough).length;
  const share = reported / dates.length;
  const prorated = [
    budget === null ? [] : ["P50 budget"],
    normal === null ? [] : ["irradiation normal"],
  ].flat();
  const warnings =
    share < 1 && prorated.length > 0
      ? [
          `month in progress through ${reportedThrough}: ${prorated.join(" and ")} prorated to ` +
            `${reported} of ${dates.length} days`,
        ]
      : [];
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

export function buildPlantReport(input: PlantReportInput): PlantReport {
  const { plant, details, series, kpis, units, month, dates } = input;
  const daily = buildDailyRows(series, kpis, dates, units, input.freshness, input.reportedThrough);
  const { targets, warnings } = monthTargets(input);
  const metrics = monthlyMetrics(daily, {
    capacityKwp: details.capacityKwp,
    budgetKwh: targets.budgetKwh,
    tariff: details.tariff,
    daysInMonth: dates.length,
  });
  // The report month's trend entry is the month's own figures, so chart and table agree
  // (including a prorated budget).
  const trend = monthSummaries(series, kpis, input.historyMonths, units, details.budgetKwh).map((s) =>
    s.month === month ? summaryOf(month, metrics) : s,
  );
  return {
    ...identity(plant),
    capacityKwp: details.capacityKwp,
    tariff: details.tariff,
    status: "ok",
    error: null,
    daily,
    metrics,
    completeness: completeness(daily),
    trend,
    targets,
    quality: plantQuality(daily, series, kpis, warnings),
  };
}

/**
 * Null figures and empty quality lists: `error` is the one thing to read. The trend keeps
 * each month's P50 budget (a definition fact, not data); the report month's budget and
 * irradiation targets are null since there is no figure to compare them with.
 */
export function failedPlantReport(
  plant: PlantIdentity,
  error: string,
  details: PlantDetails,
  month: string,
  historyMonths: string[],
): PlantReport {
  const noFigures = (m: string, budgetKwh: number | null) =>
    monthlyMetrics([], { capacityKwp: null, budgetKwh, tariff: null, daysInMonth: daysOfMonth(m).length });
  return {
    ...identity(plant),
    capacityKwp: details.capacityKwp,
    tariff: details.tariff,
    status: "failed",
    error,
    daily: [],
    metrics: noFigures(month, null),
    completeness: completeness([]),
    trend: historyMonths.map((m) => summaryOf(m, noFigures(m, budgetFor(details.budgetKwh, m)))),
    targets: {
      pr: details.prTarget,
      availability: details.availabilityTarget,
      budgetKwh: null,
      irradiationKwhM2: null,
    },
    quality: { missingDays: [], lateDays: [], freshnessUnknownDays: [], nonNumericValues: 0, warnings: [] },
  };
}
