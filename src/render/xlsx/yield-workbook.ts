/**
 * workbooks/yield-YYYY-MM.xlsx: energy against budget. Summary (live SUM/SUMPRODUCT
 * formulas over the Daily sheets, coloured with the model's verdicts), Charts (portfolio
 * daily yield with irradiation, the budget bridge, variance per plant, the trend), Daily
 * sheets with estimates, the portfolio's days, the bridge, the ranking, the trend, Method,
 * and a sheet per plant while the portfolio is small.
 */
import { bridgeColumns } from "./bridge-columns.js";
import { bridgeChart, fillBridgeSheet } from "./bridge-sheet.js";
import { blankUnless, formula } from "./cells.js";
import type { BuildContext } from "./context.js";
import { addContractSheets } from "./contract-sheet.js";
import type { DailyBlock } from "./daily-sheet.js";
import { fillMethodSheet } from "./method-sheet.js";
import { pLevelColumns } from "./p-level-columns.js";
import { plantNotes } from "./plant-notes.js";
import { addPlantSheets } from "./plant-sheets.js";
import { iecPrColumns } from "./pr-columns.js";
import { FMT } from "./styles.js";
import { commonColumns, irradiationColumn, summaryNotes, weightColumn } from "./summary-columns.js";
import {
  fillSummarySheet,
  SUMMARY_GROUP_ROW,
  SUMMARY_HEADER_ROW,
  type SummaryColumn,
} from "./summary-sheet.js";
import { prJudgedColumn, verdictBandColumns, withVerdictFormats } from "./verdict-columns.js";
import { verdictFormat, verdictLegend } from "./verdict-formats.js";
import { budgetColumns, revenueColumns, yearColumns } from "./yield-budget-columns.js";
import { plantYieldChart, type YieldBlocks, yieldCharts } from "./yield-charts.js";
import { energyAndMeterColumns, irradiationNormalColumns, performanceValueColumns } from "./yield-columns.js";
import { portfolioDaily, trendSheet } from "./yield-tables.js";

/** The yield Summary prints over four landscape pages, the plant column on each. */
const SUMMARY_PAGES_WIDE = 4;
const FIGURES = ["energy", "irradiation", "pr", "availability"] as const;

function summaryColumns(ctx: BuildContext, d: YieldBlocks): SummaryColumn[] {
  const { model, L } = ctx;
  const cols = commonColumns(model);
  const sumOf = (b: DailyBlock, i: number) => blankUnless(`COUNT(${b.ref(i)})>0`, `SUM(${b.ref(i)})`);
  const specific: SummaryColumn = {
    key: "specific",
    header: L.specificYield,
    group: L.groups.performance,
    numFmt: FMT.specificYield,
    width: 12,
    plant: ({ plant, at }) =>
      formula(
        blankUnless(
          `AND(ISNUMBER(${at("yieldTotal")}),N(${at("capacity")})>0)`,
          `${at("yieldTotal")}/${at("capacity")}`,
        ),
        plant.metrics.specificYieldKwhKwp,
      ),
    total: (t) => {
      const known = `--(${t.column("capacity")}>0),--ISNUMBER(${t.column("yieldTotal")})`;
      return formula(
        blankUnless(
          `SUMPRODUCT(${known},${t.column("capacity")})>0`,
          `SUMPRODUCT(${known},${t.column("yieldTotal")})/SUMPRODUCT(${known},${t.column("capacity")})`,
        ),
        model.portfolio.metrics.specificYieldKwhKwp,
      );
    },
  };
  const irradiation = {
    ...irradiationColumn(model, (i) => sumOf(d.irradiation, i)),
    group: L.groups.irradiation,
  };
  const [pr, ...prAudit] = iecPrColumns(model, d.yield, d.irradiation);
  const columns: SummaryColumn[] = [
    ...cols.identity,
    ...energyAndMeterColumns(model, d),
    ...budgetColumns(model),
    ...revenueColumns(model),
    irradiation,
    ...irradiationNormalColumns(model),
    specific,
    pr!,
    ...performanceValueColumns(model),
    ...bridgeColumns(model),
    ...yearColumns(model),
    ...pLevelColumns(model),
    ...cols.quality((i) => `COUNT(${d.yield.ref(i)})`),
    {
      key: "notes",
      header: L.notes,
      group: L.groups.data,
      width: 60,
      wrap: true,
      plant: ({ plant }) => plantNotes(plant, L) || null,
    },
    ...verdictBandColumns(model, FIGURES),
    ...prJudgedColumn(model),
    weightColumn(model),
    ...prAudit,
  ];
  return withVerdictFormats(model, columns, FIGURES);
}

function dailyBlocks(ctx: BuildContext): YieldBlocks {
  const { L } = ctx;
  const y = L.yieldSources;
  const m = L.meterSources;
  return {
    yield: ctx.daily(L.sheets.dailyYield, L.units.kwh, FMT.kwhDaily, (r) => r.yieldKwh, {
      value: (r) => r.yieldEstimatedKwh,
      source: (r) => (r.yieldEstimateSource ? y[r.yieldEstimateSource] : null),
    }),
    meter: ctx.daily(L.sheets.dailyMeter, L.units.kwh, FMT.kwhDaily, (r) => r.meterYieldKwh, {
      value: (r) => r.meterYieldEstimatedKwh,
      source: (r) => (r.meterYieldEstimateSource ? m[r.meterYieldEstimateSource] : null),
    }),
    irradiation: ctx.dailyIrradiation(),
  };
}

export function buildYieldWorkbook(ctx: BuildContext): void {
  const { model, L } = ctx;
  const title = L.workbookTitle(model.title, L.workbooks.yield, model.month);
  const summaryWs = ctx.wideSheet(
    L.sheets.summary,
    SUMMARY_PAGES_WIDE,
    `${SUMMARY_GROUP_ROW}:${SUMMARY_HEADER_ROW}`,
  );
  const chartsWs = ctx.onePageSheet(L.sheets.charts);
  const daily = dailyBlocks(ctx);
  const portfolio = portfolioDaily(ctx, daily);
  const bridgeWs = ctx.sheet(L.sheets.bridge);
  const summary = fillSummarySheet(
    summaryWs,
    model,
    {
      title,
      notes: summaryNotes(model, L.workbooks.yield),
      columns: summaryColumns(ctx, daily),
      legend: verdictLegend(model),
    },
    ctx.fill,
    ctx.options.recordBodies === true,
  );
  for (const figure of FIGURES) verdictFormat(summary.ws, summary, model, figure);
  const bridges = fillBridgeSheet(bridgeWs, model, summary, ctx.fill, ctx.options.recordBodies === true);
  const trend = trendSheet(ctx);
  chartsWs.getCell(1, 1).value = title;
  yieldCharts(
    ctx,
    summary,
    portfolio,
    trend,
    chartsWs.name,
    bridges.portfolio ? bridgeChart(bridges.portfolio, model.month, L) : null,
  );
  fillMethodSheet(ctx.sheet(L.sheets.method), model, L.workbooks.yield, ctx.fill);
  addContractSheets(ctx);
  addPlantSheets(ctx, summary, {
    figures: [
      { label: L.energyHeaders.yield.total, key: "yieldTotal", numFmt: FMT.kwh },
      { label: L.energyHeaders.yield.estimated, key: "yieldEst", numFmt: FMT.kwh },
      { label: L.budgetCovered, key: "covered", numFmt: FMT.kwh },
      { label: L.variance, key: "budgetVariance", numFmt: FMT.variance },
      { label: L.varianceFull, key: "budgetVarianceFull", numFmt: FMT.variance },
      { label: L.specificYield, key: "specific", numFmt: FMT.specificYield },
      { label: L.prIec, key: "pr", numFmt: FMT.percent },
      { label: L.irradiation, key: "irradiation", numFmt: FMT.irradiation },
      { label: L.cols.daysWithData, key: "days", numFmt: FMT.days },
      { label: L.daysEstimated, key: "daysEstimated", numFmt: FMT.days },
    ],
    chart: (i, place) => plantYieldChart(ctx, daily, i, place),
    extraChart: (i) => {
      const block = bridges.plants.get(i);
      return block ? bridgeChart(block, model.month, L) : null;
    },
  });
}
