/**
 * Year to date and the same month last year (DESIGN.md "ytd", "lastYear"), from the figures
 * of each month of the trend window, each computed from its own days.
 */
import { sumOf } from "./aggregate.js";
import type { LastYear, MonthlyMetrics, YearToDate } from "./model.js";
import { variance } from "./ratio.js";

/** January of `month`'s year through `month`; null when a month of them is not in `byMonth`. */
export function yearToDate(month: string, byMonth: ReadonlyMap<string, MonthlyMetrics>): YearToDate | null {
  const year = month.slice(0, 4);
  const count = Number(month.slice(5, 7));
  const months = Array.from({ length: count }, (_, i) => `${year}-${String(i + 1).padStart(2, "0")}`);
  const figures = months.map((m) => byMonth.get(m));
  if (figures.some((f) => f === undefined)) return null;
  const all = figures as MonthlyMetrics[];
  const yieldTotalKwh = sumOf(all.map((f) => f.yieldTotalKwh));
  const budgetKwh = sumOf(all.map((f) => f.budgetCoveredKwh));
  const budgetFullKwh = sumOf(all.map((f) => f.budgetKwh));
  return {
    from: months[0]!,
    to: month,
    yieldTotalKwh,
    meterYieldTotalKwh: sumOf(all.map((f) => f.meterYieldTotalKwh)),
    revenue: sumOf(all.map((f) => f.revenue)),
    budgetKwh,
    budgetVariance: variance(yieldTotalKwh, budgetKwh),
    budgetFullKwh,
    budgetVarianceFull: variance(yieldTotalKwh, budgetFullKwh),
  };
}

/** YYYY-MM one year before `month`. */
export function sameMonthLastYear(month: string): string {
  return `${String(Number(month.slice(0, 4)) - 1).padStart(4, "0")}${month.slice(4)}`;
}

export function lastYear(thisYear: number | null, month: string, lastYearTotal: number | null): LastYear {
  return { month, yieldTotalKwh: lastYearTotal, change: variance(thisYear, lastYearTotal) };
}

/** Σ over the YTDs that exist (the portfolio's or a client's); variance over the plants with a budget. */
export function sumYearToDate(items: YearToDate[]): YearToDate | null {
  if (items.length === 0) return null;
  const budgeted = items.filter((y) => y.budgetKwh !== null);
  const budgetKwh = sumOf(budgeted.map((y) => y.budgetKwh));
  const fullBudgeted = items.filter((y) => y.budgetFullKwh !== null);
  const budgetFullKwh = sumOf(fullBudgeted.map((y) => y.budgetFullKwh));
  return {
    from: items[0]!.from,
    to: items[0]!.to,
    yieldTotalKwh: sumOf(items.map((y) => y.yieldTotalKwh)),
    meterYieldTotalKwh: sumOf(items.map((y) => y.meterYieldTotalKwh)),
    revenue: sumOf(items.map((y) => y.revenue)),
    budgetKwh,
    budgetVariance: variance(sumOf(budgeted.map((y) => y.yieldTotalKwh)), budgetKwh),
    budgetFullKwh,
    budgetVarianceFull: variance(sumOf(fullBudgeted.map((y) => y.yieldTotalKwh)), budgetFullKwh),
  };
}

/** Σ over the plants with a value both years: a plant new this year does not count as growth. */
export function sumLastYear(items: { thisYear: number | null; last: LastYear }[]): LastYear | null {
  if (items.length === 0) return null;
  const both = items.filter((i) => i.thisYear !== null && i.last.yieldTotalKwh !== null);
  const last = sumOf(both.map((i) => i.last.yieldTotalKwh));
  return {
    month: items[0]!.last.month,
    yieldTotalKwh: last,
    change: variance(sumOf(both.map((i) => i.thisYear)), last),
  };
}
