/**
 * The PR and availability workbooks' native charts: the daily ratio of the portfolio (and of
 * the best and worst plants for PR) against the target, the ratio per plant against the
 * target, and each plant's daily ratio with its irradiation.
 */
import type { ReportModel } from "../../metrics/model.js";
import type { ChartSeries, ChartSpec } from "./chart/types.js";
import type { BuildContext } from "./context.js";
import type { DailyBlock } from "./daily-sheet.js";
import type { RatioBlocks, RatioTheme } from "./ratio-theme.js";
import type { SummaryBlock } from "./summary-sheet.js";
import type { TableBlock } from "./table-sheet.js";

/** Plant lines: apart from each other, from the black portfolio line and from the red target. */
const LINE_PALETTE = ["2E86C1", "E67E22", "27AE60", "8E44AD", "16A085", "7F8C8D", "B7950B", "34495E"];

/** The plants drawn as daily lines: all of them while few, else the three best and three worst months. */
export function highlightedPlants(
  model: ReportModel,
  field: "prEffective" | "availability",
  max = 8,
): number[] {
  const withData = model.plants
    .map((p, i) => ({ i, x: p.metrics[field] }))
    .filter((e): e is { i: number; x: number } => e.x !== null);
  if (withData.length <= max) return withData.map((e) => e.i);
  const sorted = [...withData].sort((a, b) => b.x - a.x || a.i - b.i);
  return [...sorted.slice(0, 3), ...sorted.slice(-3)].map((e) => e.i);
}

export function dailyRatioChart(
  ctx: BuildContext,
  t: RatioTheme,
  d: RatioBlocks,
  daily: TableBlock<string>,
): ChartSpec {
  const { model } = ctx;
  const dates = daily.range("date");
  const line = (
    name: string,
    values: ReturnType<DailyBlock["range"]>,
    cache: (number | null)[],
    color: string,
    dashed = false,
  ): ChartSeries => ({
    name,
    type: "line",
    categories: dates,
    categoryCache: ctx.dateSerials,
    values,
    valueCache: cache,
    color,
    dashed,
  });
  const plants = t.kind === "pr" ? highlightedPlants(model, t.weightedField) : [];
  const many = plants.length < model.plants.filter((p) => p.metrics[t.weightedField] !== null).length;
  return {
    title: ctx.L.ratio.chartTitle(
      t.kind,
      plants.length === 0 ? "portfolio" : many ? "bestWorst" : "plants",
      model.month,
    ),
    categoryAxis: { numFmt: "d mmm" },
    valueAxis: { title: t.weightedLabel(ctx.L), numFmt: "0%", max: t.axisMax },
    legend: "right",
    series: [
      line(
        ctx.L.ratio.portfolio(t.kind),
        daily.range("ratio"),
        daily.values("ratio"),
        plants.length > 0 ? "000000" : ctx.accent,
      ),
      line(ctx.L.charts.target, daily.range("target"), daily.values("target"), "C0392B", true),
      ...plants.map((i, k) => {
        const p = model.plants[i]!;
        return line(p.name, d.ratio.range(i), d.ratio.values(i), LINE_PALETTE[k % LINE_PALETTE.length]!);
      }),
    ],
  };
}

/** The judged figure's name in the legend: which PR the verdict is about. */
function judgedName(ctx: BuildContext, t: RatioTheme): string {
  return t.kind === "pr" ? ctx.L.prName(ctx.model.verdictRules.pr.metric) : ctx.L.availability;
}

export function perPlantRatioChart(
  ctx: BuildContext,
  t: RatioTheme,
  summary: SummaryBlock,
  judged: string,
  target: string,
): ChartSpec {
  const names = summary.range("plant");
  const cat = { categories: names, categoryCache: summary.names };
  return {
    title: ctx.L.ratio.perPlant(t.kind, ctx.model.month),
    categoryAxis: {},
    valueAxis: { title: ctx.L.figureNames[t.kind], numFmt: "0%", max: t.axisMax },
    legend: "bottom",
    series: [
      {
        name: judgedName(ctx, t),
        type: "column",
        ...cat,
        values: summary.range(judged),
        valueCache: summary.values(judged),
        color: ctx.accent,
      },
      {
        name: ctx.L.charts.target,
        type: "line",
        ...cat,
        values: summary.range(target),
        valueCache: summary.values(target),
        color: "C0392B",
        dashed: true,
      },
    ],
  };
}

export function plantRatioChart(ctx: BuildContext, t: RatioTheme, d: RatioBlocks, i: number): ChartSpec {
  const p = ctx.model.plants[i]!;
  const cat = { categories: d.ratio.dateRange, categoryCache: ctx.dateSerials };
  return {
    title: ctx.L.ratio.plantDaily(t.kind, p.name),
    categoryAxis: { numFmt: "d mmm" },
    valueAxis: { title: ctx.L.irradiation, numFmt: "0.0", min: 0 },
    secondaryAxis: { title: t.weightedLabel(ctx.L), numFmt: "0%", max: t.axisMax },
    legend: "bottom",
    series: [
      {
        name: ctx.L.irradiation,
        type: "column",
        ...cat,
        values: d.irradiation.range(i),
        valueCache: d.irradiation.values(i),
        color: "AED6F1",
      },
      {
        name: t.weightedLabel(ctx.L),
        type: "line",
        secondary: true,
        ...cat,
        values: d.ratio.range(i),
        valueCache: d.ratio.values(i),
        color: ctx.accent,
        markers: true,
      },
    ],
  };
}
