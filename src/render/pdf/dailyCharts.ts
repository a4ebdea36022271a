/**
 * Daily charts of the report month: yield (bars) with irradiation (line, second axis),
 * and PR / availability (lines) against their targets.
 */
import type { DailyRow } from "../../metrics/model.js";
import { type Box, drawAxes, drawBars, drawLine, drawTarget, drawXLabels, niceAxis } from "./chart.js";
import type { Ctx } from "./context.js";
import { drawGaps, drawNoData, drawSeriesGaps, type GapKind } from "./gaps.js";
import { gapLegend, panel } from "./legend.js";
import { COLORS } from "./theme.js";
import { energyUnit, numberTicks, percentTicks, scaled } from "./units.js";

const NO_DATA = "No data for this period";

function gaps(rows: DailyRow[], field: keyof DailyRow): GapKind[] {
  return rows.map((r) => {
    if (r.status === "future") return "future";
    return r[field] === null ? "missing" : null;
  });
}

function dayLabels(ctx: Ctx, plot: Box): { labels: string[]; every: number } {
  const labels = ctx.plant.daily.map((r) => String(Number(r.date.slice(8, 10))));
  const slot = plot.w / Math.max(1, labels.length);
  return { labels, every: Math.max(1, Math.ceil(14 / slot)) };
}

export function drawYieldChart(ctx: Ctx, box: Box): void {
  const rows = ctx.plant.daily;
  const raw = rows.map((r) => r.yieldKwh);
  const { unit, factor } = energyUnit(Math.max(0, ...raw.map((v) => v ?? 0)));
  const g = gaps(rows, "yieldKwh");
  const irr = rows.map((r) => r.irradiationKwhM2);
  // Irradiation gaps on days that still have a yield bar (the others are banded already).
  const irrGaps = irr.map((v, i) => g[i] === null && v === null);
  const plot = panel(
    ctx,
    box,
    "Daily energy yield and irradiation",
    [
      { label: `Yield (${unit})`, kind: "bar", color: ctx.accent },
      { label: "Irradiation (kWh/m²)", kind: "line", color: COLORS.secondary },
      ...(irrGaps.includes(true)
        ? [{ label: "No irradiation", kind: "ring" as const, color: COLORS.secondary }]
        : []),
      ...gapLegend(g),
    ],
    true,
  );
  const values = scaled(raw, factor);
  const left = niceAxis(values, plot, { title: unit, format: numberTicks(ctx.fmt), zero: true });
  const right = niceAxis(irr, plot, { title: "kWh/m²", format: numberTicks(ctx.fmt), zero: true });
  drawGaps(ctx, plot, g);
  drawAxes(ctx, plot, left, right);
  drawBars(ctx, plot, values, left, { color: ctx.accent });
  drawLine(ctx, plot, irr, right, COLORS.secondary);
  drawSeriesGaps(ctx, plot, irrGaps, COLORS.secondary);
  const { labels, every } = dayLabels(ctx, plot);
  drawXLabels(ctx, plot, labels, every);
  if (values.every((v) => v === null)) drawNoData(ctx, plot, NO_DATA);
}

export function drawRatioChart(
  ctx: Ctx,
  box: Box,
  field: "pr" | "availability",
  title: string,
  target: number | null,
): void {
  const rows = ctx.plant.daily;
  const values = rows.map((r) => r[field]);
  const g = gaps(rows, field);
  const legend = [
    { label: field === "pr" ? "PR" : "Availability", kind: "line" as const, color: COLORS.secondary },
    ...(target === null
      ? []
      : [{ label: `Target ${ctx.fmt.percent(target)}`, kind: "dash" as const, color: COLORS.text }]),
    ...gapLegend(g),
  ];
  const plot = panel(ctx, box, title, legend, false);
  const domain = target === null ? values : [...values, target];
  const axis = niceAxis(domain, plot, { title: "%", format: percentTicks(ctx.fmt), ceil: 1 });
  drawGaps(ctx, plot, g);
  drawAxes(ctx, plot, axis);
  if (target !== null) drawTarget(ctx, plot, axis, target);
  drawLine(ctx, plot, values, axis, COLORS.secondary);
  const { labels, every } = dayLabels(ctx, plot);
  drawXLabels(ctx, plot, labels, every);
  if (values.every((v) => v === null)) drawNoData(ctx, plot, NO_DATA);
}
