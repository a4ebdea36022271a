/**
 * The PR and availability workbooks' native charts: the daily ratio of the portfolio (and of
 * the best and worst plants for PR) against the target, the ratio per plant against the
 * target, and each plant's daily ratio with its irradiation.
 */
import type { Worksheet } from "exceljs";
import type { ReportModel, Verdict } from "../../metrics/model.js";
import { blankUnless, cellRef, formula, quoteSheet } from "./cells.js";
import type { CellRange, ChartSeries, ChartSpec } from "./chart/types.js";
import type { BuildContext } from "./context.js";
import { DAY_AXIS } from "./format-locale.js";
import type { RatioBlocks, RatioTheme } from "./ratio-theme.js";
import { VERDICT_COLOURS } from "./styles.js";
import type { SummaryBlock } from "./summary-sheet.js";
import type { TableBlock } from "./table-sheet.js";

/** Plant lines: apart from each other, from the black portfolio line and from the red target. */
const LINE_PALETTE = ["2E86C1", "E67E22", "8E44AD", "16A085"];
const TARGET_COLOUR = "C0392B";
/** Columns without a verdict (no target): grey, apart from the three verdict colours. */
const NEUTRAL_COLOUR = "98A2B3";

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

/** A daily line over the month's dates. */
function dailyLine(
  ctx: BuildContext,
  dates: CellRange,
  name: string,
  values: CellRange,
  cache: (number | null)[],
  color: string,
  dashed = false,
): ChartSeries {
  return {
    name,
    type: "line",
    categories: dates,
    categoryCache: ctx.dateSerials,
    values,
    valueCache: cache,
    color,
    dashed,
  };
}

/** The portfolio's daily ratio against its target; plants are drawn in small groups (plantGroupCharts). */
export function dailyRatioChart(ctx: BuildContext, t: RatioTheme, daily: TableBlock<string>): ChartSpec {
  const dates = daily.range("date");
  return {
    title: ctx.L.ratio.chartTitle(t.kind, "portfolio", ctx.model.month),
    categoryAxis: DAY_AXIS,
    valueAxis: {
      title: t.weightedLabel(ctx.L),
      numFmt: "0%",
      min: ratioAxisFloor([daily.values("ratio"), daily.values("target")]),
      max: t.axisMax,
    },
    legend: "bottom",
    series: [
      dailyLine(
        ctx,
        dates,
        ctx.L.ratio.portfolio(t.kind),
        daily.range("ratio"),
        daily.values("ratio"),
        ctx.accent,
      ),
      dailyLine(
        ctx,
        dates,
        ctx.L.charts.target,
        daily.range("target"),
        daily.values("target"),
        TARGET_COLOUR,
        true,
      ),
    ],
  };
}

/**
 * Small multiples: the highlighted plants' daily ratio in groups of at most four, each with
 * the portfolio (black) and the target, so no chart carries more lines than a reader follows.
 * A day without a value is a gap in the line (dispBlanksAs gap), never a drop to 0.
 */
export function plantGroupCharts(
  ctx: BuildContext,
  t: RatioTheme,
  d: RatioBlocks,
  daily: TableBlock<string>,
): ChartSpec[] {
  const { model } = ctx;
  const plants = highlightedPlants(model, t.weightedField);
  if (plants.length === 0) return [];
  const many = plants.length < model.plants.filter((p) => p.metrics[t.weightedField] !== null).length;
  // Best and worst apart when only they are drawn; else the plants in order, four at a time.
  const groups = many ? [plants.slice(0, 3), plants.slice(3)] : chunks(plants, GROUP_SIZE);
  const dates = daily.range("date");
  return groups.map((group, g) => {
    const title = ctx.L.ratio.chartTitle(t.kind, many ? "bestWorst" : "plants", model.month);
    return {
      title: groups.length > 1 ? `${title} (${g + 1}/${groups.length})` : title,
      categoryAxis: DAY_AXIS,
      valueAxis: {
        title: t.weightedLabel(ctx.L),
        numFmt: "0%",
        min: ratioAxisFloor([
          daily.values("ratio"),
          daily.values("target"),
          ...group.map((i) => d.ratio.values(i)),
        ]),
        max: t.axisMax,
      },
      legend: "bottom",
      series: [
        dailyLine(
          ctx,
          dates,
          ctx.L.ratio.portfolio(t.kind),
          daily.range("ratio"),
          daily.values("ratio"),
          "000000",
        ),
        dailyLine(
          ctx,
          dates,
          ctx.L.charts.target,
          daily.range("target"),
          daily.values("target"),
          TARGET_COLOUR,
          true,
        ),
        ...group.map((i, k) =>
          dailyLine(ctx, dates, model.plants[i]!.name, d.ratio.range(i), d.ratio.values(i), LINE_PALETTE[k]!),
        ),
      ],
    };
  });
}

const GROUP_SIZE = 4;

/**
 * Where a daily ratio chart's axis starts, the same in every reader (their automatic minimum
 * differs): a round 10 % at least 5 points under the lowest value drawn, so a month around
 * 80 % starts at 70 % and a day at 0 % (a trip) puts the axis at 0.
 */
export function ratioAxisFloor(series: (number | null)[][]): number {
  const values = series.flat().filter((v): v is number => v !== null && Number.isFinite(v));
  if (values.length === 0) return 0;
  return Math.max(0, Math.floor((Math.min(...values) - 0.05) * 10) / 10);
}

function chunks<T>(xs: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += size) out.push(xs.slice(i, i + size));
  return out;
}

/** The judged figure's name in the legend: which PR the verdict is about. */
function judgedName(ctx: BuildContext, t: RatioTheme): string {
  return t.kind === "pr" ? ctx.L.prName(ctx.model.verdictRules.pr.metric) : ctx.L.availability;
}

const VERDICTS = ["target", "watch", "below"] as const satisfies readonly Verdict[];

/** The Charts sheet's first column of the per-plant chart's data, right of every chart placed there. */
export const PER_PLANT_DATA_COL = 32;

/**
 * The per-plant chart's data on the Charts sheet, in hidden columns: one column per verdict
 * (and one for plants judged without a verdict), each plant's ratio linked from the Summary in
 * the column of the model's verdict, empty in the others. Stacked, each plant keeps one column,
 * in its verdict's colour, and the legend names the verdicts.
 */
function verdictColumns(
  ctx: BuildContext,
  t: RatioTheme,
  ws: Worksheet,
  summary: SummaryBlock,
  judged: string,
): { name: string; color: string; values: CellRange; valueCache: (number | null)[] }[] {
  const { model, L } = ctx;
  const cached = summary.values(judged);
  const verdictOf = (i: number) => model.plants[i]!.verdicts[t.kind].verdict;
  const groups: { name: string; color: string; holds: (v: Verdict | null) => boolean }[] = [
    ...VERDICTS.map((k) => ({
      name: L.verdicts.names[k],
      color: VERDICT_COLOURS[k],
      holds: (v: Verdict | null) => v === k,
    })),
  ];
  if (model.plants.some((_, i) => verdictOf(i) === null && cached[i] !== null))
    groups.push({ name: judgedName(ctx, t), color: NEUTRAL_COLOUR, holds: (v) => v === null });
  const first = 2;
  const last = first + model.plants.length - 1;
  return groups.map((g, j) => {
    const col = PER_PLANT_DATA_COL + j;
    ws.getColumn(col).hidden = true;
    ws.getCell(1, col).value = g.name;
    const valueCache = model.plants.map((_, i) => (g.holds(verdictOf(i)) ? cached[i]! : null));
    model.plants.forEach((_, i) => {
      if (!g.holds(verdictOf(i))) return;
      const src = `${quoteSheet(summary.sheet)}!${cellRef(summary.firstRow + i, summary.col(judged))}`;
      ws.getCell(first + i, col).value = formula(blankUnless(`ISNUMBER(${src})`, src), valueCache[i] ?? null);
    });
    return {
      name: g.name,
      color: g.color,
      values: { sheet: ws.name, firstRow: first, firstCol: col, lastRow: last, lastCol: col },
      valueCache,
    };
  });
}

export function perPlantRatioChart(
  ctx: BuildContext,
  t: RatioTheme,
  chartsWs: Worksheet,
  summary: SummaryBlock,
  judged: string,
  target: string,
): ChartSpec {
  const names = summary.range("plant");
  const cat = { categories: names, categoryCache: summary.names };
  return {
    title: ctx.L.ratio.perPlant(t.kind, ctx.model.month),
    categoryAxis: {},
    // From 0: a ratio's columns compared by their height (IEC 61724-1 PR is 0–100 %).
    valueAxis: { title: ctx.L.figureNames[t.kind], numFmt: "0%", min: 0, max: t.axisMax },
    legend: "bottom",
    grouping: "stacked",
    // The verdict columns are hidden on the Charts sheet (not printed); the chart draws them.
    plotHidden: true,
    series: [
      ...verdictColumns(ctx, t, chartsWs, summary, judged).map((g) => ({
        name: g.name,
        type: "column" as const,
        ...cat,
        values: g.values,
        valueCache: g.valueCache,
        color: g.color,
      })),
      {
        name: ctx.L.charts.target,
        type: "line",
        ...cat,
        values: summary.range(target),
        valueCache: summary.values(target),
        color: TARGET_COLOUR,
        dashed: true,
      },
    ],
  };
}

export function plantRatioChart(ctx: BuildContext, t: RatioTheme, d: RatioBlocks, i: number): ChartSpec {
  const p = ctx.model.plants[i]!;
  const cat = { categories: d.ratio.dateRange, categoryCache: ctx.dateSerials };
  return {
    title: ctx.L.ratio.plantDaily(t.kind, p.name, ctx.model.month),
    categoryAxis: DAY_AXIS,
    valueAxis: { title: ctx.L.irradiation, numFmt: "0.0", min: 0 },
    secondaryAxis: { title: t.weightedLabel(ctx.L), numFmt: "0%", min: 0, max: t.axisMax },
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
