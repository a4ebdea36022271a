/**
 * The trend window: every month gets the same figures as the report month, computed from its
 * own days (estimates included), with the P50 budget and irradiation normal of its calendar
 * month. The figures feed the trend charts, the year to date and the same month last year.
 */
import type { ParsedSeries } from "../api/types.js";
import { calendarMonthIndex, monthDays } from "./calendar.js";
import { buildDailyRows, type KpiMap } from "./daily-rows.js";
import { estimationRatios, fillEstimates } from "./estimates.js";
import type { DailyRow, MonthlyMetrics, MonthSummary } from "./model.js";
import { monthlyMetrics } from "./monthly-metrics.js";
import type { ImpossibleValue } from "./plausibility.js";
import type { UnitSpec } from "./units.js";

/** The definition's 12 monthly values (January first) → the value for `month`. */
export function budgetFor(budgetKwh12: number[] | null, month: string): number | null {
  return budgetKwh12?.[calendarMonthIndex(month)] ?? null;
}

/** A month's summary from its figures (shared with the report month, so both always agree). */
export function summaryOf(month: string, m: MonthlyMetrics): MonthSummary {
  return {
    month,
    yieldKwh: m.yieldKwh,
    yieldTotalKwh: m.yieldTotalKwh,
    meterYieldKwh: m.meterYieldKwh,
    meterYieldTotalKwh: m.meterYieldTotalKwh,
    irradiationKwhM2: m.irradiationKwhM2,
    pr: m.pr,
    referenceYieldKwh: m.referenceYieldKwh,
    prEffective: m.prEffective,
    availability: m.availability,
    budgetKwh: m.budgetKwh,
    budgetCoveredKwh: m.budgetCoveredKwh,
    revenue: m.revenue,
    daysWithData: m.daysWithData,
    daysEstimated: m.daysEstimated,
    daysInMonth: m.daysInMonth,
  };
}

/** What a month's figures need of the plant besides its series. */
export interface PlantFacts {
  capacityKwp: number | null;
  tariff: number | null;
  temperatureCoefficient: number | null;
  budgetKwh: number[] | null;
  irradiationNormalKwhM2: number[] | null;
}

/** A complete month's rows, estimates filled in (no freshness: lateness is the report month's). */
export function monthRows(
  series: ParsedSeries,
  kpis: KpiMap,
  month: string,
  units: UnitSpec,
  facts: PlantFacts,
  impossible: ImpossibleValue[] = [],
  /** The plant's last ended day: a month that has not ended there yet has `future` days after it. */
  reportedThrough: string | null = null,
): DailyRow[] {
  const days = monthDays(month);
  const through =
    reportedThrough !== null && reportedThrough < days[days.length - 1]! ? reportedThrough : null;
  const dayCtx = { units, freshness: null, reportedThrough: through, capacityKwp: facts.capacityKwp };
  const measured = buildDailyRows(series, kpis, days, dayCtx, impossible);
  return fillEstimates(measured, estimationRatios(measured));
}

/** A complete month's figures from its rows. */
export function monthFigures(month: string, rows: DailyRow[], facts: PlantFacts): MonthlyMetrics {
  return monthlyMetrics(rows, {
    capacityKwp: facts.capacityKwp,
    budgetKwh: budgetFor(facts.budgetKwh, month),
    tariff: facts.tariff,
    daysInMonth: monthDays(month).length,
    temperatureCoefficient: facts.temperatureCoefficient,
    irradiationNormalKwhM2: budgetFor(facts.irradiationNormalKwhM2, month),
  });
}

/** Each month's summary, as the plant's trend (oldest first). */
export function monthSummaries(
  series: ParsedSeries,
  kpis: KpiMap,
  months: string[],
  units: UnitSpec,
  facts: PlantFacts,
): MonthSummary[] {
  return months.map((m) => summaryOf(m, monthFigures(m, monthRows(series, kpis, m, units, facts), facts)));
}
