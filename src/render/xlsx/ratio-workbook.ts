/**
 * workbooks/pr-YYYY-MM.xlsx and workbooks/availability-YYYY-MM.xlsx: one irradiation-
 * weighted ratio against its target. Summary formulas rebuild Σ(x·H)/ΣH from the Daily
 * sheets, and the portfolio's Σ(x·H·W)/Σ(H·W) from those sums, W the plant weight column.
 */
import type { PlantReport } from "../../metrics/model.js";
import { blankUnless, excelDate, formula } from "./cells.js";
import type { BuildContext } from "./context.js";
import { availabilityBands, targetBands } from "./formatting.js";
import { fillMethodSheet } from "./method-sheet.js";
import { addPlantSheets } from "./plant-sheets.js";
import { dailyRatioChart, perPlantRatioChart, plantRatioChart } from "./ratio-charts.js";
import type { RatioBlocks, RatioTheme } from "./ratio-theme.js";
import { FMT } from "./styles.js";
import { commonColumns, irradiationColumn, summaryNotes, weightColumn } from "./summary-columns.js";
import { fillSummarySheet, type SummaryColumn } from "./summary-sheet.js";
import { DAY_COLUMN, fillTableSheet, PORTFOLIO_DAY_COLUMNS, type TableBlock } from "./table-sheet.js";

function ratioColumns(ctx: BuildContext, t: RatioTheme, d: RatioBlocks): SummaryColumn[] {
  const { model } = ctx;
  const L = t.label;
  const pm = model.portfolio.metrics;
  const weighted = (i: number) => `SUMPRODUCT(${d.ratio.ref(i)},${d.irradiation.ref(i)})`;
  const weights = (i: number) => `SUMPRODUCT(--ISNUMBER(${d.ratio.ref(i)}),${d.irradiation.ref(i)})`;
  const common = commonColumns(model);
  return [
    ...common.identity,
    {
      key: "ratio",
      header: `${L} (irradiation-weighted)`,
      numFmt: FMT.percent,
      width: 15,
      plant: ({ plant, at }) =>
        formula(blankUnless(`N(${at("den")})>0`, `${at("num")}/${at("den")}`), plant.metrics[t.field]),
      total: (c) => {
        const den = `SUMPRODUCT(${c.column("weight")},${c.column("den")})`;
        return formula(
          blankUnless(`${den}>0`, `SUMPRODUCT(${c.column("weight")},${c.column("num")})/${den}`),
          pm[t.field],
        );
      },
    },
    {
      key: "target",
      header: `${L} target`,
      numFmt: FMT.percent,
      width: 10,
      plant: ({ plant }) => t.target(plant),
      total: () => t.portfolioTarget(model),
    },
    {
      key: "delta",
      header: "Against target",
      numFmt: FMT.points,
      width: 12,
      plant: ({ plant, at }) =>
        deltaFormula(at("ratio"), at("target"), plant.metrics[t.field], t.target(plant)),
      total: (c) => deltaFormula(c.at("ratio"), c.at("target"), pm[t.field], t.portfolioTarget(model)),
    },
    irradiationColumn(model, (i) =>
      blankUnless(`COUNT(${d.irradiation.ref(i)})>0`, `SUM(${d.irradiation.ref(i)})`),
    ),
    {
      key: "num",
      header: `Σ ${L}·H (kWh/m²)`,
      numFmt: FMT.irradiation,
      plant: ({ plant, index }) => formula(weighted(index), sums(plant, t.field).num),
    },
    {
      key: "den",
      header: `Σ H on ${L} days (kWh/m²)`,
      numFmt: FMT.irradiation,
      plant: ({ plant, index }) => formula(weights(index), sums(plant, t.field).den),
    },
    weightColumn(model),
    ...common.quality(null),
  ];
}

/** Percentage points: (x − target) × 100, shown with the " pp" format. */
function deltaFormula(x: string, target: string, value: number | null, goal: number | null) {
  const cached = value === null || goal === null ? null : (value - goal) * 100;
  return formula(blankUnless(`AND(ISNUMBER(${x}),ISNUMBER(${target}))`, `(${x}-${target})*100`), cached);
}

/** Σ x·H and Σ H over the plant's days with both, the cached results of the audit columns. */
function sums(plant: PlantReport, field: "pr" | "availability"): { num: number; den: number } {
  let num = 0;
  let den = 0;
  for (const r of plant.daily) {
    const x = r[field];
    const h = r.irradiationKwhM2;
    if (x === null || h === null) continue;
    num += x * h;
    den += h;
  }
  return { num, den };
}

function portfolioDaily(ctx: BuildContext, t: RatioTheme): TableBlock<string> {
  const { model } = ctx;
  const target = t.portfolioTarget(model);
  const rows = model.portfolio.daily.map((day) => ({
    date: excelDate(day.date),
    ratio: day[t.field],
    target,
    irradiation: day.irradiationKwhM2,
    reporting: day.plantsReporting,
  }));
  return fillTableSheet(
    ctx.sheet("Portfolio daily"),
    [
      DAY_COLUMN,
      { key: "ratio", header: `Portfolio ${t.label} (weighted)`, numFmt: FMT.percent, width: 16 },
      { key: "target", header: `${t.label} target`, numFmt: FMT.percent, width: 12 },
      ...PORTFOLIO_DAY_COLUMNS,
    ],
    rows,
    ctx.fill,
  );
}

function trendSheet(ctx: BuildContext, t: RatioTheme): TableBlock<string> {
  const { model } = ctx;
  const target = t.portfolioTarget(model);
  const rows = model.portfolio.trend.map((m) => {
    const row: Record<string, number | null> = { month: excelDate(m.month), portfolio: m[t.field], target };
    model.plants.forEach((p, i) => {
      row[`p${i}`] = p.trend.find((x) => x.month === m.month)?.[t.field] ?? null;
    });
    return row;
  });
  return fillTableSheet(
    ctx.sheet("Trend"),
    [
      { key: "month", header: "Month", numFmt: FMT.month, width: 11 },
      { key: "portfolio", header: `Portfolio ${t.label}`, numFmt: FMT.percent },
      { key: "target", header: `${t.label} target`, numFmt: FMT.percent },
      ...model.plants.map((p, i) => ({ key: `p${i}`, header: p.name, numFmt: FMT.percent })),
    ],
    rows,
    ctx.fill,
  );
}

export function buildRatioWorkbook(ctx: BuildContext, t: RatioTheme): void {
  const { model } = ctx;
  const summaryWs = ctx.wideSheet("Summary");
  const chartsWs = ctx.onePageSheet("Charts");
  const d: RatioBlocks = {
    ratio: ctx.daily(`Daily ${t.label}`, "%", FMT.percent, (r) => r[t.field]),
    irradiation: ctx.dailyIrradiation(),
  };
  const daily = portfolioDaily(ctx, t);
  trendSheet(ctx, t);
  const summary = fillSummarySheet(
    summaryWs,
    model,
    {
      title: `${model.title} — ${t.label} ${model.month}`,
      notes: summaryNotes(model, t.label),
      columns: ratioColumns(ctx, t, d),
    },
    ctx.fill,
  );
  const ratioArea = {
    firstRow: summary.firstRow,
    lastRow: summary.totalRow,
    firstCol: summary.col("ratio"),
    lastCol: summary.col("ratio"),
  };
  if (t.field === "availability") {
    availabilityBands(summary.ws, ratioArea);
    if (model.plants.length > 0)
      availabilityBands(chartsWs.workbook.getWorksheet(d.ratio.sheet)!, {
        firstRow: d.ratio.firstRow,
        lastRow: d.ratio.lastRow,
        firstCol: 2,
        lastCol: model.plants.length + 1,
      });
  } else {
    targetBands(summary.ws, ratioArea, summary.col("target"));
  }
  chartsWs.getCell(1, 1).value = `${model.title} — ${t.label} ${model.month}`;
  const charts =
    t.field === "pr"
      ? [dailyRatioChart(ctx, t, d, daily), perPlantRatioChart(ctx, t, summary)]
      : [perPlantRatioChart(ctx, t, summary), dailyRatioChart(ctx, t, d, daily)];
  ctx.place(chartsWs.name, charts[0]!, 1, 0, 22, 14);
  ctx.place(chartsWs.name, charts[1]!, 24, 0, 22, 14);
  fillMethodSheet(ctx.sheet("Method"), model, `${t.label} ${model.month}`, ctx.fill);
  addPlantSheets(ctx, summary, {
    figures: [
      { label: t.label, key: "ratio", numFmt: FMT.percent },
      { label: `${t.label} target`, key: "target", numFmt: FMT.percent },
      { label: "Against target", key: "delta", numFmt: FMT.points },
      { label: "Irradiation (kWh/m²)", key: "irradiation", numFmt: FMT.irradiation },
      { label: "Days with data", key: "days", numFmt: FMT.days },
    ],
    chart: (i) => plantRatioChart(ctx, t, d, i),
  });
}
