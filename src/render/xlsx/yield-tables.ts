/**
 * The yield workbook's tables besides the Summary: the portfolio's days (measured, estimated
 * and total yield as formulas over the Daily yield sheet, whose unit row names each column
 * measured or estimated) and the trend of the last months.
 */
import { blankUnless, excelDate, formula, localRange, quoteSheet } from "./cells.js";
import type { BuildContext } from "./context.js";
import { FMT } from "./styles.js";
import { dayColumn, fillTableSheet, portfolioDayColumns, type TableBlock } from "./table-sheet.js";
import type { YieldBlocks } from "./yield-charts.js";

/** The portfolio's days: measured and estimated yield over the plants' columns of the Daily yield sheet. */
export function portfolioDaily(ctx: BuildContext, d: YieldBlocks): TableBlock<string> {
  const { model } = ctx;
  const est = d.yield.estimated!;
  const n = model.plants.length;
  const labels = `${quoteSheet(d.yield.sheet)}!${localRange(2, 2, 2, est.lastCol).replace(/([A-Z]+)(\d+)/g, "$$$1$$$2")}`;
  const rows = model.portfolio.daily.map((day, j) => {
    const r = d.yield.firstRow + j;
    const row = n > 0 ? `${quoteSheet(d.yield.sheet)}!${localRange(r, 2, r, est.lastCol)}` : null;
    const is = (label: string) => `--(${labels}=${quoteSheet(d.yield.sheet)}!${label})`;
    const part = (label: string) =>
      blankUnless(`SUMPRODUCT(${is(label)},--ISNUMBER(${row}))>0`, `SUMPRODUCT(${is(label)},${row})`);
    return {
      date: excelDate(day.date),
      yield: row ? formula(part(est.measuredLabel), day.yieldKwh) : null,
      estimated: row ? formula(part(est.estimatedLabel), day.yieldEstimatedKwh) : null,
      total: row ? formula(blankUnless(`COUNT(${row})>0`, `SUM(${row})`), day.yieldTotalKwh) : null,
      irradiation: day.irradiationKwhM2,
      reporting: day.plantsReporting,
    };
  });
  const L = ctx.L;
  const py = L.cols.portfolioYield;
  return fillTableSheet(
    ctx.sheet(L.sheets.portfolioDaily),
    [
      dayColumn(L),
      { key: "yield", header: py.measured, numFmt: FMT.kwhDaily, width: 18 },
      { key: "estimated", header: py.estimated, numFmt: FMT.kwhDaily, width: 18 },
      { key: "total", header: py.total, numFmt: FMT.kwhDaily, width: 18 },
      ...portfolioDayColumns(L),
    ],
    rows,
    ctx.fill,
    ctx.options.recordBodies === true,
  );
}

export function trendSheet(ctx: BuildContext): TableBlock<string> {
  const { model, L } = ctx;
  const plantCols = model.plants.map((p, i) => ({
    key: `p${i}`,
    header: L.withUnit(p.name, L.units.kwh),
    numFmt: FMT.kwh,
  }));
  // Each plant's months looked up by key, not searched for every month of the trend (the first wins, as find did).
  const byMonth = model.plants.map(
    (p) => new Map([...p.trend].reverse().map((t) => [t.month, t.yieldTotalKwh])),
  );
  const rows = model.portfolio.trend.map((m) => {
    const row: Record<string, number | null> = {
      month: excelDate(m.month),
      portfolio: m.yieldTotalKwh,
      budget: m.budgetKwh,
    };
    plantCols.forEach((c, i) => {
      row[c.key] = byMonth[i]?.get(m.month) ?? null;
    });
    return row;
  });
  return fillTableSheet(
    ctx.sheet(L.sheets.trend),
    [
      { key: "month", header: L.cols.month, numFmt: FMT.month, width: 11 },
      { key: "portfolio", header: L.cols.portfolioYield.total, numFmt: FMT.kwh, width: 16 },
      { key: "budget", header: L.cols.portfolioBudget, numFmt: FMT.kwh, width: 16 },
      ...plantCols,
    ],
    rows,
    ctx.fill,
    ctx.options.recordBodies === true,
  );
}
