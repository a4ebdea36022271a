/**
 * workbooks/pr-YYYY-MM.xlsx and workbooks/availability-YYYY-MM.xlsx: a ratio against its
 * target. Summary formulas rebuild every figure from the Daily sheets (ratio-columns.ts);
 * the judged figure is coloured with the model's verdict.
 */
import { excelDate } from "./cells.js";
import type { BuildContext } from "./context.js";
import { fillMethodSheet } from "./method-sheet.js";
import { addPlantSheets } from "./plant-sheets.js";
import { dailyRatioChart, perPlantRatioChart, plantGroupCharts, plantRatioChart } from "./ratio-charts.js";
import { ratioColumns } from "./ratio-columns.js";
import type { RatioBlocks, RatioTheme } from "./ratio-theme.js";
import { FMT, pointsFormat } from "./styles.js";
import { summaryNotes } from "./summary-columns.js";
import { fillSummarySheet, SUMMARY_GROUP_ROW, SUMMARY_HEADER_ROW } from "./summary-sheet.js";
import { dayColumn, fillTableSheet, portfolioDayColumns, type TableBlock } from "./table-sheet.js";
import { targetKey } from "./verdict-columns.js";
import { verdictFormat, verdictLegend } from "./verdict-formats.js";

const SUMMARY_PAGES_WIDE = 2;

function portfolioDaily(ctx: BuildContext, t: RatioTheme): TableBlock<string> {
  const { model } = ctx;
  const target = model.portfolio.targets[t.kind];
  const rows = model.portfolio.daily.map((day) => ({
    date: excelDate(day.date),
    ratio: t.portfolioDay(day),
    target,
    irradiation: day.irradiationKwhM2,
    reporting: day.plantsReporting,
  }));
  return fillTableSheet(
    ctx.sheet(ctx.L.sheets.portfolioDaily),
    [
      dayColumn(ctx.L),
      { key: "ratio", header: ctx.L.ratio.portfolioWeighted(t.kind), numFmt: FMT.percent, width: 16 },
      { key: "target", header: ctx.L.ratio.target(t.kind), numFmt: FMT.percent, width: 12 },
      ...portfolioDayColumns(ctx.L),
    ],
    rows,
    ctx.fill,
    ctx.options.recordBodies === true,
  );
}

function trendSheet(ctx: BuildContext, t: RatioTheme): TableBlock<string> {
  const { model } = ctx;
  const target = model.portfolio.targets[t.kind];
  const rows = model.portfolio.trend.map((m) => {
    const row: Record<string, number | null> = { month: excelDate(m.month), portfolio: t.trend(m), target };
    model.plants.forEach((p, i) => {
      const s = p.trend.find((x) => x.month === m.month);
      row[`p${i}`] = s ? t.trend(s) : null;
    });
    return row;
  });
  const L = ctx.L;
  return fillTableSheet(
    ctx.sheet(L.sheets.trend),
    [
      { key: "month", header: L.cols.month, numFmt: FMT.month, width: 11 },
      { key: "portfolio", header: L.ratio.portfolioTrend(t.kind), numFmt: FMT.percent },
      { key: "target", header: L.ratio.target(t.kind), numFmt: FMT.percent },
      ...model.plants.map((p, i) => ({ key: `p${i}`, header: p.name, numFmt: FMT.percent })),
    ],
    rows,
    ctx.fill,
    ctx.options.recordBodies === true,
  );
}

function dailyBlocks(ctx: BuildContext, t: RatioTheme): RatioBlocks {
  const L = ctx.L;
  const ratio = ctx.daily(L.ratio.daily(t.kind), "%", FMT.percent, (r) => r[t.dailyField]);
  const irradiation = ctx.dailyIrradiation();
  if (t.kind !== "pr") return { ratio, irradiation };
  return {
    ratio,
    irradiation,
    yield: ctx.daily(L.sheets.dailyYield, L.units.kwh, FMT.kwhDaily, (r) => r.yieldKwh),
    temperature: ctx.daily(L.sheets.dailyTemperature, "°C", FMT.temperature, (r) => r.cellTemperatureC),
  };
}

export function buildRatioWorkbook(ctx: BuildContext, t: RatioTheme): void {
  const { model, L } = ctx;
  const name = L.workbooks[t.kind];
  const summaryWs = ctx.wideSheet(
    L.sheets.summary,
    SUMMARY_PAGES_WIDE,
    `${SUMMARY_GROUP_ROW}:${SUMMARY_HEADER_ROW}`,
  );
  const chartsWs = ctx.onePageSheet(L.sheets.charts);
  const d = dailyBlocks(ctx, t);
  const daily = portfolioDaily(ctx, t);
  trendSheet(ctx, t);
  const summary = fillSummarySheet(
    summaryWs,
    model,
    {
      title: L.workbookTitle(model.title, name, model.month),
      notes: summaryNotes(model, name),
      columns: ratioColumns(model, t, d),
      legend: verdictLegend(model),
    },
    ctx.fill,
    ctx.options.recordBodies === true,
  );
  const judged = t.judged(model);
  verdictFormat(summary.ws, summary, model, t.kind);
  chartsWs.getCell(1, 1).value = L.workbookTitle(model.title, name, model.month);
  const perPlant = perPlantRatioChart(ctx, t, chartsWs, summary, judged, targetKey(t.kind));
  const charts =
    t.kind === "pr" ? [dailyRatioChart(ctx, t, daily), perPlant] : [perPlant, dailyRatioChart(ctx, t, daily)];
  ctx.place(chartsWs.name, charts[0]!, 1, 0, 22, 14);
  ctx.place(chartsWs.name, charts[1]!, 24, 0, 22, 14);
  // The plants' daily PR beside them, a few plants to a chart (at most two charts).
  if (t.kind === "pr") {
    plantGroupCharts(ctx, t, d, daily).forEach((chart, g) => {
      ctx.place(chartsWs.name, chart, 1 + 23 * g, 15, 22, 14);
    });
  }
  fillMethodSheet(ctx.sheet(L.sheets.method), model, name, ctx.fill);
  addPlantSheets(ctx, summary, {
    figures: [
      ...(t.kind === "pr"
        ? [
            { label: L.prIec, key: "pr", numFmt: FMT.percent },
            { label: L.prTemperature, key: "prTemperatureCorrected", numFmt: FMT.percent },
          ]
        : []),
      { label: t.weightedLabel(L), key: t.weightedField, numFmt: FMT.percent },
      { label: L.verdictTarget(t.kind), key: targetKey(t.kind), numFmt: FMT.percent },
      { label: L.ratio.againstTarget(t.kind), key: "delta", numFmt: pointsFormat(L) },
      { label: L.irradiation, key: "irradiation", numFmt: FMT.irradiation },
      { label: L.cols.daysWithData, key: "days", numFmt: FMT.days },
    ],
    chart: (i) => plantRatioChart(ctx, t, d, i),
  });
}
