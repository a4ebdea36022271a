/**
 * Year to date (January through the report month: energy against the budget of the days
 * covered, like for like, and against the full budget, the contract's view, each labelled;
 * meter yield and revenue), the same month last year and, for a plant with a yield study, the
 * rolling 12 months' P-level (p-level-block.ts), as the model holds them (DESIGN.md "Monthly
 * figures", ytd, lastYear, P-levels). A figure the model does not have prints "—" with why.
 */
import type { LastYear, PLevels, YearToDate } from "../../../metrics/model.js";
import type { DocCtx as Ctx } from "./context.js";
import { NONE } from "./format.js";
import { drawPLevel } from "./p-level-block.js";
import { note, ROW, row, title } from "./year-rows.js";

/** The year-to-date rows: energy, both budgets and variances, meter yield, revenue. */
function ytdRows(ctx: Ctx, ytd: YearToDate): [string, string, boolean][] {
  const { fmt } = ctx;
  const t = fmt.t;
  const kwh = (v: number | null) => (v === null ? NONE : `${fmt.number(v, 0)} ${t("unit.kwh")}`);
  const budget = (v: number | null) => (v === null || v === 0 ? t("pdf.year.noBudget") : kwh(v));
  const variance = (v: number | null) => (v === null ? NONE : fmt.signed(v, "%"));
  return [
    [t("figure.energyYield"), kwh(ytd.yieldTotalKwh), true],
    [t("pdf.year.budget"), budget(ytd.budgetKwh), false],
    [t("pdf.year.variance"), variance(ytd.budgetVariance), true],
    [t("pdf.year.fullBudget"), budget(ytd.budgetFullKwh), false],
    [t("pdf.year.varianceFull"), variance(ytd.budgetVarianceFull), true],
    [t("figure.meterYield"), kwh(ytd.meterYieldTotalKwh), false],
    [t("figure.revenue"), fmt.currency(ytd.revenue), false],
  ];
}

/**
 * Draws the blocks of `of` (a plant, a portfolio, a client) from (x, y) within width w: year to
 * date, last year and (a plant's) P-level; returns the height used.
 */
export function drawYearBlock(
  ctx: Ctx,
  x: number,
  y0: number,
  w: number,
  of: { ytd: YearToDate | null; lastYear: LastYear | null; pLevel?: PLevels },
): number {
  const { fmt, model } = ctx;
  const t = fmt.t;
  const kwh = (v: number | null) => (v === null ? NONE : `${fmt.number(v, 0)} ${t("unit.kwh")}`);
  let y = y0;
  const ytd = of.ytd;
  title(
    ctx,
    t("pdf.year.ytd", {
      from: fmt.monthShort(ytd?.from ?? `${model.month.slice(0, 4)}-01`),
      to: fmt.monthShort(model.month),
    }),
    x,
    y,
    w,
  );
  y += 17;
  if (ytd === null || ytd.yieldTotalKwh === null) {
    note(ctx, t(ytd === null ? "pdf.year.noYtd" : "pdf.year.noDataYet"), x, y, w);
    y += ROW;
  } else {
    for (const [label, value, bold] of ytdRows(ctx, ytd)) {
      row(ctx, label, value, x, y, w, bold);
      y += ROW;
    }
  }
  y += 8;
  const ly = of.lastYear;
  const month = ly?.month ?? `${Number(model.month.slice(0, 4)) - 1}${model.month.slice(4)}`;
  title(ctx, t("pdf.year.lastYear", { month: fmt.monthYear(month) }), x, y, w);
  y += 17;
  if (ly === null || ly.yieldTotalKwh === null) {
    note(ctx, t(ly === null ? "pdf.year.noLastYear" : "pdf.year.noDataThen"), x, y, w);
    y += ROW;
  } else {
    row(ctx, t("pdf.year.yieldThen"), kwh(ly.yieldTotalKwh), x, y, w);
    row(
      ctx,
      t("pdf.year.change"),
      ly.change === null ? NONE : fmt.signed(ly.change, "%"),
      x,
      y + ROW,
      w,
      true,
    );
    y += 2 * ROW;
  }
  const pLevel = of.pLevel ? drawPLevel(ctx, x, y + 8, w, of.pLevel) : 0;
  if (pLevel > 0) y += 8 + pLevel;
  return y - y0;
}
