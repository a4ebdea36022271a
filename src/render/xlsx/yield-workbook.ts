/**
 * workbooks/yield-YYYY-MM.xlsx: energy against budget. Summary (live SUM/SUMPRODUCT
 * formulas over the Daily sheets), Charts (portfolio daily yield with irradiation on a
 * secondary axis, actual vs budget per plant, the trend), Daily sheets, the portfolio's
 * days, the trend, Method, and a sheet per plant while the portfolio is small.
 */
import { blankUnless, excelDate, formula, localRange, quoteSheet } from "./cells.js";
import type { CellRange, ChartSpec } from "./chart/types.js";
import type { BuildContext } from "./context.js";
import type { DailyBlock } from "./daily-sheet.js";
import { varianceBands } from "./formatting.js";
import { fillMethodSheet } from "./method-sheet.js";
import { addPlantSheets } from "./plant-sheets.js";
import { currencyFormat, FMT, PALETTE } from "./styles.js";
import { commonColumns, irradiationColumn, summaryNotes, weightColumn } from "./summary-columns.js";
import { fillSummarySheet, type SummaryBlock, type SummaryColumn } from "./summary-sheet.js";
import { fillTableSheet, type TableBlock } from "./table-sheet.js";

const THEME = "Yield";

interface Blocks {
  yield: DailyBlock;
  meter: DailyBlock;
  irradiation: DailyBlock;
}

function summaryColumns(ctx: BuildContext, d: Blocks): SummaryColumn[] {
  const { model } = ctx;
  const count = (b: DailyBlock, i: number) => `COUNT(${b.ref(i)})`;
  const sumOf = (b: DailyBlock, i: number) => blankUnless(`${count(b, i)}>0`, `SUM(${b.ref(i)})`);
  const total = (key: string) => (t: { column(k: string): string }) =>
    blankUnless(`COUNT(${t.column(key)})>0`, `SUM(${t.column(key)})`);
  const cols = commonColumns(model);
  return [
    ...cols.identity,
    {
      key: "yield",
      header: "Yield (kWh)",
      numFmt: FMT.kwh,
      plant: ({ plant, index }) => formula(sumOf(d.yield, index), plant.metrics.yieldKwh),
      total: (t) => formula(total("yield")(t), model.portfolio.metrics.yieldKwh),
    },
    {
      key: "meter",
      header: "Meter yield (kWh)",
      numFmt: FMT.kwh,
      plant: ({ plant, index }) => formula(sumOf(d.meter, index), plant.metrics.meterYieldKwh),
      total: (t) => formula(total("meter")(t), model.portfolio.metrics.meterYieldKwh),
    },
    irradiationColumn(model, (i) => sumOf(d.irradiation, i)),
    {
      key: "specific",
      header: "Specific yield (kWh/kWp)",
      numFmt: FMT.specificYield,
      plant: ({ plant, at }) =>
        formula(
          blankUnless(
            `AND(ISNUMBER(${at("yield")}),ISNUMBER(${at("capacity")}))`,
            `${at("yield")}/${at("capacity")}`,
          ),
          plant.metrics.specificYieldKwhKwp,
        ),
      total: (t) => {
        const known = `--ISNUMBER(${t.column("capacity")}),--ISNUMBER(${t.column("yield")})`;
        return formula(
          blankUnless(
            `SUMPRODUCT(${known},${t.column("capacity")})>0`,
            `SUMPRODUCT(${known},${t.column("yield")})/SUMPRODUCT(${known},${t.column("capacity")})`,
          ),
          model.portfolio.metrics.specificYieldKwhKwp,
        );
      },
    },
    {
      key: "budget",
      header: "P50 budget (kWh)",
      numFmt: FMT.kwh,
      plant: ({ plant }) => plant.metrics.budgetKwh,
      total: (t) => formula(total("budget")(t), model.portfolio.metrics.budgetKwh),
    },
    {
      key: "variance",
      header: "Variance to budget",
      numFmt: FMT.variance,
      plant: ({ plant, at }) =>
        formula(
          blankUnless(
            `AND(ISNUMBER(${at("yield")}),N(${at("budget")})>0)`,
            `${at("yield")}/${at("budget")}-1`,
          ),
          plant.metrics.budgetVariance,
        ),
      total: (t) =>
        formula(
          blankUnless(
            `N(${t.at("budget")})>0`,
            `SUMPRODUCT(--ISNUMBER(${t.column("budget")}),${t.column("yield")})/${t.at("budget")}-1`,
          ),
          model.portfolio.metrics.budgetVariance,
        ),
    },
    {
      key: "tariff",
      header: `Tariff (${model.currency}/kWh)`,
      numFmt: FMT.tariff,
      plant: ({ plant }) => (plant.status === "ok" ? plant.tariff : null),
    },
    {
      key: "revenue",
      header: `Revenue (${model.currency})`,
      numFmt: currencyFormat(model.currency),
      width: 16,
      plant: ({ plant, at }) =>
        formula(
          blankUnless(
            `AND(ISNUMBER(${at("meter")}),ISNUMBER(${at("tariff")}))`,
            `${at("meter")}*${at("tariff")}`,
          ),
          plant.metrics.revenue,
        ),
      total: (t) => formula(total("revenue")(t), model.portfolio.metrics.revenue),
    },
    ...cols.quality((i) => `COUNT(${d.yield.ref(i)})`),
    weightColumn(model),
  ];
}

function portfolioDaily(ctx: BuildContext, d: Blocks): TableBlock<string> {
  const { model } = ctx;
  const ws = ctx.sheet("Portfolio daily");
  const n = model.plants.length;
  const rows = model.portfolio.daily.map((day, j) => {
    const r = d.yield.firstRow + j;
    const row = n > 0 ? `${quoteSheet(d.yield.sheet)}!${localRange(r, 2, r, n + 1)}` : null;
    return {
      date: excelDate(day.date),
      yield: row ? formula(blankUnless(`COUNT(${row})>0`, `SUM(${row})`), day.yieldKwh) : null,
      irradiation: day.irradiationKwhM2,
      reporting: day.plantsReporting,
    };
  });
  return fillTableSheet(
    ws,
    [
      { key: "date", header: "Date", numFmt: FMT.date, width: 12 },
      { key: "yield", header: "Portfolio yield (kWh)", numFmt: FMT.kwhDaily, width: 18 },
      {
        key: "irradiation",
        header: "Irradiation (kWh/m², weighted mean)",
        numFmt: FMT.irradiation,
        width: 20,
      },
      { key: "reporting", header: "Plants reporting", numFmt: FMT.days },
    ],
    rows,
    ctx.fill,
  );
}

function trendSheet(ctx: BuildContext): TableBlock<string> {
  const { model } = ctx;
  const ws = ctx.sheet("Trend");
  const plantCols = model.plants.map((p, i) => ({
    key: `p${i}`,
    header: `${p.name} (kWh)`,
    numFmt: FMT.kwh,
  }));
  const rows = model.portfolio.trend.map((m) => {
    const row: Record<string, number | null> = {
      month: excelDate(m.month),
      portfolio: m.yieldKwh,
      budget: m.budgetKwh,
    };
    model.plants.forEach((p, i) => {
      row[`p${i}`] = p.trend.find((t) => t.month === m.month)?.yieldKwh ?? null;
    });
    return row;
  });
  return fillTableSheet(
    ws,
    [
      { key: "month", header: "Month", numFmt: FMT.month, width: 11 },
      { key: "portfolio", header: "Portfolio yield (kWh)", numFmt: FMT.kwh, width: 16 },
      { key: "budget", header: "Portfolio P50 budget (kWh)", numFmt: FMT.kwh, width: 16 },
      ...plantCols,
    ],
    rows,
    ctx.fill,
  );
}

function charts(
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

function plantChart(ctx: BuildContext, d: Blocks, i: number): ChartSpec {
  return yieldChart(
    ctx,
    `${ctx.model.plants[i]!.name}: daily yield and irradiation`,
    d.yield.dateRange,
    { range: d.yield.range(i), cache: d.yield.values(i) },
    { range: d.irradiation.range(i), cache: d.irradiation.values(i) },
  );
}

export function buildYieldWorkbook(ctx: BuildContext): void {
  const { model } = ctx;
  const summaryWs = ctx.wideSheet("Summary");
  const chartsWs = ctx.onePageSheet("Charts");
  const daily: Blocks = {
    yield: ctx.daily("Daily yield", "kWh", FMT.kwhDaily, (r) => r.yieldKwh),
    meter: ctx.daily("Daily meter yield", "kWh", FMT.kwhDaily, (r) => r.meterYieldKwh),
    irradiation: ctx.dailyIrradiation(),
  };
  const portfolio = portfolioDaily(ctx, daily);
  const trend = trendSheet(ctx);
  const summary = fillSummarySheet(
    summaryWs,
    model,
    {
      title: `${model.title} — ${THEME} ${model.month}`,
      notes: summaryNotes(model, "Yield and budget"),
      columns: summaryColumns(ctx, daily),
    },
    ctx.fill,
  );
  const rows = { firstRow: summary.firstRow, lastRow: summary.totalRow };
  varianceBands(summary.ws, { ...rows, firstCol: summary.col("variance"), lastCol: summary.col("variance") });
  chartsWs.getCell(1, 1).value = `${model.title} — ${THEME} ${model.month}`;
  charts(ctx, summary, portfolio, trend, chartsWs.name);
  fillMethodSheet(ctx.sheet("Method"), model, `${THEME} ${model.month}`, ctx.fill);
  addPlantSheets(ctx, summary, {
    figures: [
      { label: "Yield (kWh)", key: "yield", numFmt: FMT.kwh },
      { label: "P50 budget (kWh)", key: "budget", numFmt: FMT.kwh },
      { label: "Variance to budget", key: "variance", numFmt: FMT.variance },
      { label: "Specific yield (kWh/kWp)", key: "specific", numFmt: FMT.specificYield },
      { label: "Irradiation (kWh/m²)", key: "irradiation", numFmt: FMT.irradiation },
      { label: "Days with data", key: "days", numFmt: FMT.days },
    ],
    chart: (i) => plantChart(ctx, daily, i),
  });
}
