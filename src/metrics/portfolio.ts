/**
 * Portfolio figures across plants: energy sums over ok plants, irradiation as a
 * (capacity-)weighted mean, PR and availability weighted as `portfolioWeighting` decides.
 * Sums run in date order, then plant order, so the doubles are the same on every run.
 */
import { sumOf, type Weighted, weightedMean } from "./aggregate.js";
import { daysOfMonth } from "./calendar.js";
import type {
  DailyRow,
  MonthSummary,
  PlantReport,
  PortfolioDay,
  PortfolioMetrics,
  PortfolioSummary,
} from "./model.js";
import { ratio } from "./monthly-metrics.js";
import { type PortfolioWeighting, portfolioWeighting } from "./portfolio-weighting.js";

type RatioField = "pr" | "availability";
/** One plant's row for a day (absent when the plant has none) with the plant's weight. */
type PlantDay = { row: DailyRow | undefined; weight: number };
type PlantMonth = { s: MonthSummary | undefined; weight: number };

/** x weighted by irradiation × the plant's weight; no irradiation, no weight. */
function byIrradiation(
  value: number | null | undefined,
  h: number | null | undefined,
  weight: number,
): Weighted {
  return { value: value ?? null, weight: h === null || h === undefined ? null : h * weight };
}

/** Per date (in order), every ok plant's row (in plant order). */
function plantDays(ok: PlantReport[], dates: string[], w: PortfolioWeighting): PlantDay[][] {
  const byDate = ok.map((p) => new Map(p.daily.map((r) => [r.date, r])));
  return dates.map((date) => byDate.map((m, i) => ({ row: m.get(date), weight: w.plantWeight(ok[i]!) })));
}

function dayRatio(days: PlantDay[], field: RatioField): number | null {
  return weightedMean(
    days.map(({ row, weight }) => byIrradiation(row?.[field], row?.irradiationKwhM2, weight)),
  );
}

/** Yield of the plants with a budget / their budget − 1: plants without one cannot miss it. */
function budgetFigures(ok: PlantReport[]) {
  const withBudget = ok.filter((p) => p.metrics.budgetKwh !== null);
  const budgetKwh = sumOf(withBudget.map((p) => p.metrics.budgetKwh));
  const variance = ratio(sumOf(withBudget.map((p) => p.metrics.yieldKwh)), budgetKwh);
  return { budgetKwh, budgetVariance: variance === null ? null : variance - 1 };
}

/** Specific yield over the plants whose capacity is known (their yield / their capacity). */
function specificYield(ok: PlantReport[]): number | null {
  const known = ok.filter((p) => p.capacityKwp !== null && p.metrics.yieldKwh !== null);
  return ratio(sumOf(known.map((p) => p.metrics.yieldKwh)), sumOf(known.map((p) => p.capacityKwp)));
}

function portfolioMetrics(
  plants: PlantReport[],
  ok: PlantReport[],
  days: PlantDay[][],
  w: PortfolioWeighting,
): PortfolioMetrics {
  const sum = (pick: (p: PlantReport) => number | null) => sumOf(ok.map(pick));
  const all = days.flat();
  return {
    plants: plants.length,
    plantsOk: ok.length,
    plantsFailed: plants.length - ok.length,
    capacityKwp: sum((p) => p.capacityKwp),
    yieldKwh: sum((p) => p.metrics.yieldKwh),
    meterYieldKwh: sum((p) => p.metrics.meterYieldKwh),
    irradiationKwhM2: weightedMean(
      ok.map((p) => ({ value: p.metrics.irradiationKwhM2, weight: w.plantWeight(p) })),
    ),
    pr: dayRatio(all, "pr"),
    availability: dayRatio(all, "availability"),
    overspillKwh: sum((p) => p.metrics.overspillKwh),
    specificYieldKwhKwp: specificYield(ok),
    ...budgetFigures(ok),
    revenue: sum((p) => p.metrics.revenue),
  };
}

function portfolioDay(date: string, days: PlantDay[]): PortfolioDay {
  return {
    date,
    yieldKwh: sumOf(days.map(({ row }) => row?.yieldKwh ?? null)),
    irradiationKwhM2: weightedMean(
      days.map(({ row, weight }) => ({ value: row?.irradiationKwhM2 ?? null, weight })),
    ),
    pr: dayRatio(days, "pr"),
    availability: dayRatio(days, "availability"),
    plantsReporting: days.filter(({ row }) => (row?.yieldKwh ?? null) !== null).length,
  };
}

/**
 * One trend month from the plants' monthly summaries: a plant's monthly PR already is
 * irradiation-weighted, so weighting it by the plant's monthly irradiation (× capacity)
 * combines plants the same way. Without the plants' days, daysWithData is the most days
 * any plant has.
 */
function trendMonth(ok: PlantReport[], month: string, w: PortfolioWeighting): MonthSummary {
  const items: PlantMonth[] = ok.map((p) => ({
    s: p.trend.find((t) => t.month === month),
    weight: w.plantWeight(p),
  }));
  const ratioOf = (field: RatioField) =>
    weightedMean(items.map(({ s, weight }) => byIrradiation(s?.[field], s?.irradiationKwhM2, weight)));
  return {
    month,
    yieldKwh: sumOf(items.map(({ s }) => s?.yieldKwh ?? null)),
    meterYieldKwh: sumOf(items.map(({ s }) => s?.meterYieldKwh ?? null)),
    irradiationKwhM2: weightedMean(
      items.map(({ s, weight }) => ({ value: s?.irradiationKwhM2 ?? null, weight })),
    ),
    pr: ratioOf("pr"),
    availability: ratioOf("availability"),
    budgetKwh: sumOf(items.map(({ s }) => s?.budgetKwh ?? null)),
    daysWithData: Math.max(0, ...items.map(({ s }) => s?.daysWithData ?? 0)),
    daysInMonth: daysOfMonth(month).length,
  };
}

/** The report month's trend entry repeats the month's own figures, as a plant's does. */
function reportMonth(month: string, m: PortfolioMetrics, daily: PortfolioDay[]): MonthSummary {
  return {
    month,
    yieldKwh: m.yieldKwh,
    meterYieldKwh: m.meterYieldKwh,
    irradiationKwhM2: m.irradiationKwhM2,
    pr: m.pr,
    availability: m.availability,
    budgetKwh: m.budgetKwh,
    daysWithData: daily.filter((d) => d.plantsReporting > 0).length,
    daysInMonth: daily.length,
  };
}

export function buildPortfolio(
  plants: PlantReport[],
  dates: string[],
  historyMonths: string[],
  targets: { pr: number | null; availability: number | null },
): PortfolioSummary {
  const ok = plants.filter((p) => p.status === "ok");
  const w = portfolioWeighting(ok);
  const days = plantDays(ok, dates, w);
  const metrics = portfolioMetrics(plants, ok, days, w);
  const daily = dates.map((date, i) => portfolioDay(date, days[i]!));
  const month = dates[0]?.slice(0, 7);
  const trend = historyMonths.map((m) =>
    m === month ? reportMonth(m, metrics, daily) : trendMonth(ok, m, w),
  );
  return { metrics, weighting: w.weighting, weightingRule: w.weightingRule, daily, trend, targets };
}
