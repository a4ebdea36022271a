/**
 * The trend window: every month gets the same figures as the report month (yield sums,
 * irradiation-weighted PR and availability), with the P50 budget of its calendar month.
 */
import type { ParsedSeries } from "../api/types.js";
import { calendarMonthIndex, daysOfMonth } from "./calendar.js";
import { buildDailyRows, type KpiMap } from "./daily-rows.js";
import type { MonthlyMetrics, MonthSummary } from "./model.js";
import { monthlyMetrics } from "./monthly-metrics.js";
import type { UnitSpec } from "./units.js";

/** The definition's 12 monthly P50 values (January first) → the value for `month`. */
export function budgetFor(budgetKwh12: number[] | null, month: string): number | null {
  return budgetKwh12?.[calendarMonthIndex(month)] ?? null;
}

/** A month's summary from its figures (shared with the report month, so both always agree). */
export function summaryOf(month: string, m: MonthlyMetrics): MonthSummary {
  return {
    month,
    yieldKwh: m.yieldKwh,
    meterYieldKwh: m.meterYieldKwh,
    irradiationKwhM2: m.irradiationKwhM2,
    pr: m.pr,
    availability: m.availability,
    budgetKwh: m.budgetKwh,
    daysWithData: m.daysWithData,
    daysInMonth: m.daysInMonth,
  };
}

export function monthSummaries(
  series: ParsedSeries,
  kpis: KpiMap,
  months: string[],
  units: UnitSpec,
  budgetKwh12: number[] | null,
): MonthSummary[] {
  return months.map((month) => {
    const dates = daysOfMonth(month);
    const rows = buildDailyRows(series, kpis, dates, units, null, null);
    const figures = monthlyMetrics(rows, {
      capacityKwp: null,
      budgetKwh: budgetFor(budgetKwh12, month),
      tariff: null,
      daysInMonth: dates.length,
    });
    return summaryOf(month, figures);
  });
}
