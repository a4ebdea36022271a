/**
 * Portfolio figures across plants (DESIGN.md "Portfolio figures"): energy sums over ok plants;
 * PR as a ratio of sums, Σ E_d / Σ P0·H_d over the plant-days with both of the plants with a
 * capacity; other ratios weighted by irradiation (× capacity when every capacity is known);
 * never a mean of plant ratios. Sums run in date order, then plant order, so the doubles are
 * the same on every run.
 */
import { sumOf, weightedMean } from "./aggregate.js";
import { attentionOf, rankingOf, verdictCountsOf } from "./attention.js";
import { sumBridges } from "./bridge.js";
import { daysOfMonth } from "./calendar.js";
import { contractSums } from "./contract-sums.js";
import type {
  MonthSummary,
  PlantReport,
  PortfolioDay,
  PortfolioMetrics,
  PortfolioSummary,
  VerdictRules,
} from "./model.js";
import {
  iecOf,
  type PlantDay,
  plantDays,
  prEffectiveOf,
  ratioField,
  temperatureCorrectedOf,
} from "./portfolio-days.js";
import { portfolioTargets } from "./portfolio-targets.js";
import { type PortfolioWeighting, portfolioWeighting } from "./portfolio-weighting.js";
import { finite, ratio, variance } from "./ratio.js";
import { verdicts } from "./verdicts.js";
import { sumLastYear, sumYearToDate } from "./year.js";

const positive = (x: number | null) => x !== null && x > 0;

/**
 * Yield of the plants with a budget / their budget for the days covered − 1 (like for like), and
 * / their full budget − 1 (the contract's view): plants without a budget cannot miss one.
 */
function budgetFigures(ok: PlantReport[]) {
  const withBudget = ok.filter((p) => p.metrics.budgetKwh !== null);
  const covered = sumOf(withBudget.map((p) => p.metrics.budgetCoveredKwh));
  const full = sumOf(withBudget.map((p) => p.metrics.budgetKwh));
  const yieldKwh = sumOf(withBudget.map((p) => p.metrics.yieldTotalKwh));
  return {
    budgetKwh: full,
    budgetCoveredKwh: covered,
    budgetVariance: finite(variance(yieldKwh, covered)),
    budgetVarianceFull: finite(variance(yieldKwh, full)),
  };
}

/** Specific yield over the plants whose capacity is known (their total yield / their capacity). */
function specificYield(ok: PlantReport[]): number | null {
  const known = ok.filter((p) => positive(p.capacityKwp) && p.metrics.yieldTotalKwh !== null);
  return finite(
    ratio(sumOf(known.map((p) => p.metrics.yieldTotalKwh)), sumOf(known.map((p) => p.capacityKwp))),
  );
}

/** Σ w·H / Σ w·H_norm − 1 over the plants with a normal for their days with irradiation. */
function irradiationVariance(ok: PlantReport[], w: PortfolioWeighting): number | null {
  const known = ok.filter(
    (p) => p.metrics.irradiationNormalKwhM2 !== null && p.metrics.irradiationKwhM2 !== null,
  );
  const weighted = (pick: (p: PlantReport) => number) => sumOf(known.map((p) => pick(p) * w.plantWeight(p)));
  return finite(
    variance(
      weighted((p) => p.metrics.irradiationKwhM2!),
      weighted((p) => p.metrics.irradiationNormalKwhM2!),
    ),
  );
}

function portfolioMetrics(
  plants: PlantReport[],
  ok: PlantReport[],
  days: PlantDay[][],
  w: PortfolioWeighting,
): PortfolioMetrics {
  const sum = (pick: (p: PlantReport) => number | null) => finite(sumOf(ok.map(pick)));
  const all = days.flat();
  const iec = iecOf(all);
  return {
    plants: plants.length,
    plantsOk: ok.length,
    plantsFailed: plants.length - ok.length,
    capacityKwp: sum((p) => p.capacityKwp),
    yieldKwh: sum((p) => p.metrics.yieldKwh),
    meterYieldKwh: sum((p) => p.metrics.meterYieldKwh),
    yieldTotalKwh: sum((p) => p.metrics.yieldTotalKwh),
    meterYieldTotalKwh: sum((p) => p.metrics.meterYieldTotalKwh),
    yieldEstimatedKwh: sum((p) => p.metrics.yieldEstimatedKwh),
    meterYieldEstimatedKwh: sum((p) => p.metrics.meterYieldEstimatedKwh),
    irradiationKwhM2: finite(
      weightedMean(ok.map((p) => ({ value: p.metrics.irradiationKwhM2, weight: w.plantWeight(p) }))),
    ),
    pr: finite(iec.pr),
    referenceYieldKwh: finite(iec.ref),
    prEffective: finite(prEffectiveOf(all)),
    prTemperatureCorrected: finite(temperatureCorrectedOf(all)),
    availability: finite(ratioField(all, "availability")),
    availabilityLossKwh: sum((p) => p.metrics.availabilityLossKwh),
    overspillKwh: sum((p) => p.metrics.overspillKwh),
    specificYieldKwhKwp: specificYield(ok),
    ...budgetFigures(ok),
    irradiationVariance: irradiationVariance(ok, w),
    revenue: sum((p) => p.metrics.revenue),
    plantsWithBudget: ok.filter((p) => p.bridge !== null).length,
    plantDaysEstimated: sumOf(ok.map((p) => p.metrics.daysEstimated)) ?? 0,
    plantDaysWithoutData: sumOf(ok.map((p) => p.metrics.daysWithoutData)) ?? 0,
  };
}

function portfolioDay(date: string, days: PlantDay[]): PortfolioDay {
  return {
    date,
    yieldKwh: finite(sumOf(days.map(({ row }) => row?.yieldKwh ?? null))),
    yieldEstimatedKwh: finite(sumOf(days.map(({ row }) => row?.yieldEstimatedKwh ?? null))),
    yieldTotalKwh: finite(sumOf(days.map(({ row }) => row?.yieldKwh ?? row?.yieldEstimatedKwh ?? null))),
    irradiationKwhM2: finite(
      weightedMean(days.map(({ row, weight }) => ({ value: row?.irradiationKwhM2 ?? null, weight }))),
    ),
    pr: finite(iecOf(days).pr),
    prEffective: finite(prEffectiveOf(days)),
    availability: finite(ratioField(days, "availability")),
    plantsReporting: days.filter(({ row }) => (row?.yieldKwh ?? null) !== null).length,
  };
}

/**
 * One trend month from the plants' monthly summaries: PR as Σ(PR·reference yield) / Σ
 * reference yield (= Σ E / Σ P0·H), other ratios weighted by the plant's monthly irradiation
 * (× capacity). Without the plants' days, daysWithData is the most days any plant has.
 */
function trendMonth(ok: PlantReport[], month: string, w: PortfolioWeighting): MonthSummary {
  const items = ok.map((p) => ({ s: p.trend.find((t) => t.month === month), weight: w.plantWeight(p) }));
  const sum = (pick: (s: MonthSummary) => number | null) =>
    finite(sumOf(items.map(({ s }) => (s ? pick(s) : null))));
  const byIrradiation = (pick: (s: MonthSummary) => number | null) =>
    finite(
      weightedMean(
        items.map(({ s, weight }) => ({
          value: s ? pick(s) : null,
          weight: s?.irradiationKwhM2 == null ? null : s.irradiationKwhM2 * weight,
        })),
      ),
    );
  const withRef = items.filter(({ s }) => s?.pr != null && s.referenceYieldKwh != null);
  const reference = sumOf(withRef.map(({ s }) => s!.referenceYieldKwh));
  return {
    month,
    yieldKwh: sum((s) => s.yieldKwh),
    yieldTotalKwh: sum((s) => s.yieldTotalKwh),
    meterYieldKwh: sum((s) => s.meterYieldKwh),
    meterYieldTotalKwh: sum((s) => s.meterYieldTotalKwh),
    irradiationKwhM2: finite(
      weightedMean(items.map(({ s, weight }) => ({ value: s?.irradiationKwhM2 ?? null, weight }))),
    ),
    pr: finite(ratio(sumOf(withRef.map(({ s }) => s!.pr! * s!.referenceYieldKwh!)), reference)),
    referenceYieldKwh: finite(reference),
    prEffective: byIrradiation((s) => s.prEffective),
    availability: byIrradiation((s) => s.availability),
    budgetKwh: sum((s) => s.budgetKwh),
    budgetCoveredKwh: sum((s) => s.budgetCoveredKwh),
    revenue: sum((s) => s.revenue),
    daysWithData: Math.max(0, ...items.map(({ s }) => s?.daysWithData ?? 0)),
    daysEstimated: Math.max(0, ...items.map(({ s }) => s?.daysEstimated ?? 0)),
    daysInMonth: daysOfMonth(month).length,
  };
}

/** The report month's trend entry repeats the month's own figures, as a plant's does. */
function reportMonth(month: string, m: PortfolioMetrics, daily: PortfolioDay[]): MonthSummary {
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
    daysWithData: daily.filter((d) => d.plantsReporting > 0).length,
    daysEstimated: 0,
    daysInMonth: daily.length,
  };
}

export function buildPortfolio(
  plants: PlantReport[],
  dates: string[],
  historyMonths: string[],
  rules: VerdictRules,
): PortfolioSummary {
  const ok = plants.filter((p) => p.status === "ok");
  const w = portfolioWeighting(ok);
  const targets = portfolioTargets(ok, w);
  const days = plantDays(ok, dates, w);
  const metrics = portfolioMetrics(plants, ok, days, w);
  const daily = dates.map((date, i) => portfolioDay(date, days[i]!));
  const month = dates[0]?.slice(0, 7);
  const trend = historyMonths.map((m) =>
    m === month ? reportMonth(m, metrics, daily) : trendMonth(ok, m, w),
  );
  const open = plants.flatMap((p) => (p.reportedThrough === null ? [] : [p.reportedThrough]));
  return {
    metrics,
    reportedThrough: open.length === 0 ? null : open.reduce((a, b) => (a > b ? a : b)),
    weighting: w.weighting,
    weightingRule: w.weightingRule,
    daily,
    trend,
    targets,
    bridge: sumBridges(ok.flatMap((p) => (p.bridge ? [p.bridge] : []))),
    contract: contractSums(ok.map((p) => p.contract ?? null)),
    ytd: sumYearToDate(ok.flatMap((p) => (p.ytd ? [p.ytd] : []))),
    lastYear: sumLastYear(
      ok.flatMap((p) => (p.lastYear ? [{ thisYear: p.metrics.yieldTotalKwh, last: p.lastYear }] : [])),
    ),
    verdicts: verdicts(metrics, targets, rules),
    ...attentionOf(plants, rules.listWatch),
    verdictCounts: verdictCountsOf(plants),
    ranking: rankingOf(plants),
  };
}
