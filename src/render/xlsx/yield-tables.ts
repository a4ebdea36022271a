/**
 * The yield workbook's tables besides the Summary: the portfolio's days (measured, estimated
 * and total yield as formulas over the Daily yield sheet, whose unit row names each column
 * measured or estimated) and the trend of the last months.
 */
import { blankUnless, excelDate, formula, localRange, quoteSheet } from "./cells.js";
import type { BuildContext } from "./context.js";
import { LABELS } from "./labels.js";
import { FMT } from "./styles.js";
import { DAY_COLUMN, fillTableSheet, PORTFOLIO_DAY_COLUMNS, type TableBlock } from "./table-sheet.js";
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
    // The chart's cache of the estimated part: the plants' estimates of the day, summed.
    const estimated = model.plants.reduce<number | null>((s, p) => {
      const v = p.daily.find((r) => r.date === day.date)?.yieldEstimatedKwh ?? null;
      return v === null ? s : (s ?? 0) + v;
    }, null);
    return {
      date: excelDate(day.date),
      yield: row ? formula(part(est.measuredLabel), day.yieldKwh) : null,
      estimated: row ? formula(part(est.estimatedLabel), estimated) : null,
      total: row ? formula(blankUnless(`COUNT(${row})>0`, `SUM(${row})`), day.yieldTotalKwh) : null,
      irradiation: day.irradiationKwhM2,
      reporting: day.plantsReporting,
    };
  });
  return fillTableSheet(
    ctx.sheet("Portfolio daily"),
    [
      DAY_COLUMN,
      {
        key: "yield",
        header: `Portfolio yield, ${LABELS.measured.toLowerCase()} (kWh)`,
        numFmt: FMT.kwhDaily,
        width: 18,
      },
      {
        key: "estimated",
        header: `Portfolio yield, ${LABELS.estimated.toLowerCase()} (kWh)`,
        numFmt: FMT.kwhDaily,
        width: 18,
      },
      {
        key: "total",
        header: `Portfolio yield, ${LABELS.total.toLowerCase()} (kWh)`,
        numFmt: FMT.kwhDaily,
        width: 18,
      },
      ...PORTFOLIO_DAY_COLUMNS,
    ],
    rows,
    ctx.fill,
  );
}

export function trendSheet(ctx: BuildContext): TableBlock<string> {
  const { model } = ctx;
  const plantCols = model.plants.map((p, i) => ({
    key: `p${i}`,
    header: `${p.name} (kWh)`,
    numFmt: FMT.kwh,
  }));
  const rows = model.portfolio.trend.map((m) => {
    const row: Record<string, number | null> = {
      month: excelDate(m.month),
      portfolio: m.yieldTotalKwh,
      budget: m.budgetKwh,
    };
    model.plants.forEach((p, i) => {
      row[`p${i}`] = p.trend.find((t) => t.month === m.month)?.yieldTotalKwh ?? null;
    });
    return row;
  });
  return fillTableSheet(
    ctx.sheet("Trend"),
    [
      { key: "month", header: "Month", numFmt: FMT.month, width: 11 },
      { key: "portfolio", header: "Portfolio yield, total (kWh)", numFmt: FMT.kwh, width: 16 },
      { key: "budget", header: "Portfolio P50 budget (kWh)", numFmt: FMT.kwh, width: 16 },
      ...plantCols,
    ],
    rows,
    ctx.fill,
  );
}
