/**
 * The last months' energy yield (measured + estimated) against the P50 budget of the days
 * each month covers (a plant's or the portfolio's `trend`), grouped bars: like for like, as
 * the tiles compare.
 */

import type { MonthSummary } from "../../../metrics/model.js";
import { type Box, drawAxes, drawBars, drawXLabels, MAX_BAR_W, niceAxis } from "./chart.js";
import type { DocCtx } from "./context.js";
import { drawGaps, drawNoData, type GapKind } from "./gaps.js";
import { gapLegend, panel } from "./legend.js";
import { COLORS } from "./theme.js";
import { energyUnit, numberTicks, scaled } from "./units.js";

const BAR_SHARE = 0.36;

export function drawTrendChart(ctx: DocCtx, box: Box, trend: MonthSummary[]): void {
  const actual = trend.map((m) => m.yieldTotalKwh);
  const budget = trend.map((m) => (m.yieldTotalKwh === null ? m.budgetKwh : m.budgetCoveredKwh));
  const max = Math.max(0, ...[...actual, ...budget].map((v) => v ?? 0));
  const t = ctx.fmt.t;
  const energy = energyUnit(max);
  const { factor } = energy;
  const unit = t(energy.unit === "MWh" ? "unit.mwh" : "unit.kwh");
  // A month without yield but with a budget bar is marked, not banded: no "No data" band with a bar in it.
  const g: GapKind[] = actual.map((v, i) => (v !== null ? null : budget[i] !== null ? "mark" : "missing"));
  // Without any budget, neither the title nor the legend may promise one.
  const hasBudget = budget.some((v) => v !== null);
  const count = trend.length;
  const title = t(hasBudget ? "pdf.chart.trendTitle" : "pdf.chart.trendTitleNoBudget", { count });
  const plot = panel(
    ctx,
    box,
    title,
    [
      { label: t("pdf.chart.yield", { unit }), kind: "bar", color: ctx.accent },
      ...(hasBudget
        ? [{ label: t("pdf.chart.budgetP50", { unit }), kind: "bar" as const, color: COLORS.budget }]
        : []),
      ...gapLegend(ctx, g, t("pdf.noYield")),
    ],
    false,
  );
  const a = scaled(actual, factor);
  const b = scaled(budget, factor);
  const axis = niceAxis([...a, ...b], plot, { title: unit, format: numberTicks(ctx.fmt), zero: true });
  // The actual bar sits left of the slot centre (offset −0.5): mark its gap there.
  const barW = Math.min((plot.w / Math.max(1, trend.length)) * BAR_SHARE, MAX_BAR_W);
  drawGaps(ctx, plot, g, -barW / 2);
  drawAxes(ctx, plot, axis);
  drawBars(ctx, plot, a, axis, { color: ctx.accent, share: BAR_SHARE, offset: -0.5 });
  drawBars(ctx, plot, b, axis, { color: COLORS.budget, share: BAR_SHARE, offset: 0.5 });
  drawXLabels(
    ctx,
    plot,
    trend.map((m) => ctx.fmt.monthShort(m.month)),
  );
  if (trend.length === 0 || [...a, ...b].every((v) => v === null))
    drawNoData(ctx, plot, t("pdf.chart.noHistory"));
}
