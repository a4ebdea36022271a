/**
 * workbooks/yield-YYYY-MM.xlsx: energy against budget. Summary (live SUM/SUMPRODUCT
 * formulas over the Daily sheets), Charts (portfolio daily yield with irradiation on a
 * secondary axis, actual vs budget per plant, the trend), Daily sheets, the portfolio's
 * days, the trend, Method, and a sheet per plant while the portfolio is small.
 */
import { blankUnless, excelDate, formula, localRange, quoteSheet } from "./cells.js";
import type { BuildContext } from "./context.js";
import type { DailyBlock } from "./daily-sheet.js";
import { varianceBands } from "./formatting.js";
import { fillMethodSheet } from "./method-sheet.js";
import { addPlantSheets } from "./plant-sheets.js";
import { currencyFormat, FMT } from "./styles.js";
import { commonColumns, irradiationColumn, summaryNotes, weightColumn } from "./summary-columns.js";
import { fillSummarySheet, type SummaryColumn } from "./summary-sheet.js";
import { DAY_COLUMN, fillTableSheet, PORTFOLIO_DAY_COLUMNS, type TableBlock } from "./table-sheet.js";
import { plantYieldChart, type YieldBlocks, yieldCharts } from "./yield-charts.js";

const THEME = "Yield";

function summaryColumns(ctx: BuildContext, d: YieldBlocks): SummaryColumn[] {
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

function portfolioDaily(ctx: BuildContext, d: YieldBlocks): TableBlock<string> {
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
      DAY_COLUMN,
      { key: "yield", header: "Portfolio yield (kWh)", numFmt: FMT.kwhDaily, width: 18 },
      ...PORTFOLIO_DAY_COLUMNS,
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

export function buildYieldWorkbook(ctx: BuildContext): void {
  const { model } = ctx;
  const summaryWs = ctx.wideSheet("Summary");
  const chartsWs = ctx.onePageSheet("Charts");
  const daily: YieldBlocks = {
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
  yieldCharts(ctx, summary, portfolio, trend, chartsWs.name);
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
    chart: (i) => plantYieldChart(ctx, daily, i),
  });
}
