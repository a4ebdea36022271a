/**
 * The yield workbook's native charts: portfolio daily yield (measured and estimated stacked)
 * with irradiation on a secondary axis, the budget bridge, each plant's variance to budget
 * (sorted), the trend against budget, and each plant's daily yield and irradiation with its
 * outage days marked.
 */
import { budgetRanking } from "./budget-ranking.js";
import type { CellRange, ChartSeries, ChartSpec } from "./chart/types.js";
import type { BuildContext } from "./context.js";
import type { DailyBlock } from "./daily-sheet.js";
import { DAY_AXIS } from "./format-locale.js";
import { outageDaySeries } from "./plant-outage-days.js";
import type { PlantSheetPlace } from "./plant-sheets.js";
import { FMT, PALETTE } from "./styles.js";
import type { SummaryBlock } from "./summary-sheet.js";
import type { TableBlock } from "./table-sheet.js";

/** The yield workbook's Daily sheets. */
export interface YieldBlocks {
  yield: DailyBlock;
  meter: DailyBlock;
  irradiation: DailyBlock;
}

type Column = { range: CellRange; cache: (number | null)[] };
type Days = Pick<ChartSeries, "categories" | "categoryCache">;

/** Grey for estimated energy, as the Daily sheets' estimated cells. */
const ESTIMATED_COLOUR = "A6A6A6";

export function yieldCharts(
  ctx: BuildContext,
  summary: SummaryBlock,
  daily: TableBlock<string>,
  trend: TableBlock<string>,
  sheet: string,
  bridge: ChartSpec | null,
): void {
  const { model, L } = ctx;
  const col = (key: string): Column => ({ range: daily.range(key), cache: daily.values(key) });
  const portfolioChart = yieldChart(
    ctx,
    L.charts.portfolioDaily(model.month),
    daily.range("date"),
    [col("yield"), col("estimated")],
    col("irradiation"),
  );
  ctx.place(sheet, portfolioChart, 1);
  if (bridge) ctx.place(sheet, bridge, 23, 13);
  // Tall enough for every plant's label (about one row and a third per plant).
  const barRows = Math.min(120, Math.max(20, Math.ceil(model.plants.length * 1.4)));
  ctx.place(sheet, budgetRanking(ctx, summary), 23, 0, barRows, 12);
  const months = trend.range("month");
  const monthCache = trend.values("month").map((v) => v ?? 0);
  ctx.place(
    sheet,
    {
      title: L.charts.trend(model.portfolio.trend.length),
      categoryAxis: { numFmt: FMT.month },
      valueAxis: { title: L.units.kwh, numFmt: FMT.kwh, min: 0 },
      legend: "bottom",
      series: [
        {
          name: L.charts.yieldTotal,
          type: "column",
          categories: months,
          categoryCache: monthCache,
          values: trend.range("portfolio"),
          valueCache: trend.values("portfolio"),
          color: ctx.accent,
        },
        {
          name: L.charts.budget,
          type: "line",
          categories: months,
          categoryCache: monthCache,
          values: trend.range("budget"),
          valueCache: trend.values("budget"),
          color: PALETTE[6],
          dashed: true,
          markers: true,
        },
      ],
    },
    1,
    13,
  );
}

/** Daily yield, measured and estimated stacked, with irradiation (line, secondary axis) and a plant's outage marks. */
function yieldChart(
  ctx: BuildContext,
  title: string,
  dates: CellRange,
  [measured, estimated]: [Column, Column],
  irradiation: Column,
  marks: (days: Days) => ChartSeries | null = () => null,
): ChartSpec {
  const days: Days = { categories: dates, categoryCache: ctx.dateSerials };
  const outage = marks(days);
  const L = ctx.L;
  return {
    title,
    categoryAxis: DAY_AXIS,
    valueAxis: { title: L.groups.energy, numFmt: FMT.kwh, min: 0 },
    secondaryAxis: { title: L.irradiation, numFmt: "0.0", min: 0 },
    legend: "bottom",
    grouping: "stacked",
    gapWidth: 50,
    series: [
      {
        name: L.measuredSeries,
        type: "column",
        ...days,
        values: measured.range,
        valueCache: measured.cache,
        color: ctx.accent,
      },
      {
        name: L.estimatedSeries,
        type: "column",
        ...days,
        values: estimated.range,
        valueCache: estimated.cache,
        color: ESTIMATED_COLOUR,
      },
      {
        name: L.irradiation,
        type: "line",
        secondary: true,
        ...days,
        values: irradiation.range,
        valueCache: irradiation.cache,
        color: PALETTE[0],
      },
      ...(outage ? [outage] : []),
    ],
  };
}

/** The plant's chart on its sheet, `ws`, whose rows from `freeRow` take its outage days (plant-outage-days.ts). */
export function plantYieldChart(
  ctx: BuildContext,
  d: YieldBlocks,
  i: number,
  { ws, freeRow }: PlantSheetPlace,
): ChartSpec {
  const plant = ctx.model.plants[i]!;
  const est = d.yield.estimated!;
  const estRange = { ...d.yield.range(i), firstCol: d.yield.colOf(i) + 1, lastCol: d.yield.colOf(i) + 1 };
  return yieldChart(
    ctx,
    ctx.L.charts.plantDaily(plant.name, ctx.model.month),
    d.yield.dateRange,
    [
      { range: d.yield.range(i), cache: d.yield.values(i) },
      { range: estRange, cache: est.values(i) },
    ],
    { range: d.irradiation.range(i), cache: d.irradiation.values(i) },
    (days) => outageDaySeries(ctx, ws, plant, freeRow, days),
  );
}
