/**
 * The yield workbook's native charts: portfolio daily yield (columns) with irradiation (line,
 * secondary axis), yield against P50 budget per plant (bars), the trend against budget, and
 * each plant's daily yield and irradiation.
 */
import type { CellRange, ChartSpec } from "./chart/types.js";
import type { BuildContext } from "./context.js";
import type { DailyBlock } from "./daily-sheet.js";
import { FMT, PALETTE } from "./styles.js";
import type { SummaryBlock } from "./summary-sheet.js";
import type { TableBlock } from "./table-sheet.js";

/** The yield workbook's Daily sheets. */
export interface YieldBlocks {
  yield: DailyBlock;
  meter: DailyBlock;
  irradiation: DailyBlock;
}

export function yieldCharts(
  ctx: BuildContext,
  summary: SummaryBlock,
  daily: TableBlock<string>,
  trend: TableBlock<string>,
  sheet: string,
): void {
  const { model } = ctx;
  const portfolioChart = yieldChart(
    ctx,
    `Portfolio daily yield and irradiation, ${model.month}`,
    daily.range("date"),
    { range: daily.range("yield"), cache: daily.values("yield") },
    { range: daily.range("irradiation"), cache: daily.values("irradiation") },
  );
  ctx.place(sheet, portfolioChart, 1);
  const names = summary.range("plant");
  // Tall enough for every plant's label (about one row and a third per plant).
  const barRows = Math.min(120, Math.max(20, Math.ceil(model.plants.length * 1.4)));
  ctx.place(
    sheet,
    {
      title: `Yield against P50 budget per plant, ${model.month}`,
      categoryAxis: {},
      valueAxis: { title: "kWh", numFmt: FMT.kwh, min: 0 },
      legend: "bottom",
      series: [
        {
          name: "Yield (kWh)",
          type: "bar",
          categories: names,
          categoryCache: summary.names,
          values: summary.range("yield"),
          valueCache: summary.values("yield"),
          color: ctx.accent,
        },
        {
          name: "P50 budget (kWh)",
          type: "bar",
          categories: names,
          categoryCache: summary.names,
          values: summary.range("budget"),
          valueCache: summary.values("budget"),
          color: PALETTE[6],
        },
      ],
    },
    23,
    0,
    barRows,
    12,
  );
  const months = trend.range("month");
  const monthCache = trend.values("month").map((v) => v ?? 0);
  ctx.place(
    sheet,
    {
      title: `Portfolio yield, last ${model.portfolio.trend.length} months`,
      categoryAxis: { numFmt: FMT.month },
      valueAxis: { title: "kWh", numFmt: FMT.kwh, min: 0 },
      legend: "bottom",
      series: [
        {
          name: "Yield (kWh)",
          type: "column",
          categories: months,
          categoryCache: monthCache,
          values: trend.range("portfolio"),
          valueCache: trend.values("portfolio"),
          color: ctx.accent,
        },
        {
          name: "P50 budget (kWh)",
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

/** Daily yield (columns) with irradiation (line, secondary axis): the portfolio's and each plant's. */
function yieldChart(
  ctx: BuildContext,
  title: string,
  dates: CellRange,
  yieldKwh: { range: CellRange; cache: (number | null)[] },
  irradiation: { range: CellRange; cache: (number | null)[] },
): ChartSpec {
  const days = { categories: dates, categoryCache: ctx.dateSerials };
  return {
    title,
    categoryAxis: { numFmt: "d mmm" },
    valueAxis: { title: "Yield (kWh)", numFmt: FMT.kwh, min: 0 },
    secondaryAxis: { title: "Irradiation (kWh/m²)", numFmt: "0.0", min: 0 },
    legend: "bottom",
    series: [
      {
        name: "Yield (kWh)",
        type: "column",
        ...days,
        values: yieldKwh.range,
        valueCache: yieldKwh.cache,
        color: ctx.accent,
      },
      {
        name: "Irradiation (kWh/m²)",
        type: "line",
        secondary: true,
        ...days,
        values: irradiation.range,
        valueCache: irradiation.cache,
        color: PALETTE[0],
      },
    ],
  };
}

export function plantYieldChart(ctx: BuildContext, d: YieldBlocks, i: number): ChartSpec {
  return yieldChart(
    ctx,
    `${ctx.model.plants[i]!.name}: daily yield and irradiation`,
    d.yield.dateRange,
    { range: d.yield.range(i), cache: d.yield.values(i) },
    { range: d.irradiation.range(i), cache: d.irradiation.values(i) },
  );
}
