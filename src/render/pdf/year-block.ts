/**
 * Year to date (January through the report month, energy and revenue against the budget of
 * the days covered) and the same month last year, as the model holds them (DESIGN.md
 * "Monthly figures", ytd and lastYear). A figure the model does not have prints "—" with why.
 */
import type { LastYear, YearToDate } from "../../metrics/model.js";
import { type DocCtx as Ctx, text } from "./context.js";
import { NONE } from "./format.js";
import { COLORS, SIZES } from "./theme.js";

const ROW = 11.5;

function row(ctx: Ctx, label: string, value: string, x: number, y: number, w: number, bold = false): void {
  text(ctx, label, x, y, { size: SIZES.body - 0.5, color: COLORS.muted, width: w * 0.5 });
  text(ctx, value, x + w * 0.45, y, { size: SIZES.body - 0.5, bold, width: w * 0.55, align: "right" });
}

function title(ctx: Ctx, s: string, x: number, y: number, w: number): void {
  text(ctx, s, x, y, { size: SIZES.body, bold: true, width: w });
  ctx.doc
    .moveTo(x, y + 12)
    .lineTo(x + w, y + 12)
    .lineWidth(0.5)
    .strokeColor(COLORS.rule)
    .stroke();
}

function note(ctx: Ctx, s: string, x: number, y: number, w: number): void {
  text(ctx, s, x, y, { size: SIZES.small, color: COLORS.muted, width: w });
}

/** Draws both blocks of `of` (a plant, a portfolio, a client) from (x, y) within width w; returns the height used. */
export function drawYearBlock(
  ctx: Ctx,
  x: number,
  y0: number,
  w: number,
  of: { ytd: YearToDate | null; lastYear: LastYear | null },
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
    row(ctx, t("figure.energyYield"), kwh(ytd.yieldTotalKwh), x, y, w, true);
    row(
      ctx,
      t("pdf.year.budget"),
      ytd.budgetKwh === null || ytd.budgetKwh === 0 ? t("pdf.year.noBudget") : kwh(ytd.budgetKwh),
      x,
      y + ROW,
      w,
    );
    const variance = ytd.budgetVariance === null ? NONE : fmt.signed(ytd.budgetVariance, "%");
    row(ctx, t("pdf.year.variance"), variance, x, y + 2 * ROW, w, true);
    row(ctx, t("figure.meterYield"), kwh(ytd.meterYieldTotalKwh), x, y + 3 * ROW, w);
    row(ctx, t("figure.revenue"), fmt.currency(ytd.revenue), x, y + 4 * ROW, w);
    y += 5 * ROW;
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
  return y - y0;
}
