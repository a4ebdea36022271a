/**
 * Daily charts of the report month: yield (bars, estimated days hatched) with irradiation
 * (line, second axis), and the service's daily PR / availability (lines) against targets.
 */
import type { DailyRow } from "../../../metrics/model.js";
import { type Box, bandX, drawAxes, drawBars, drawLine, drawTarget, drawXLabels, niceAxis } from "./chart.js";
import type { Ctx } from "./context.js";
import { drawGaps, drawNoData, drawSeriesGaps, type GapKind, SERIES_GAP_ROW } from "./gaps.js";
import { gapLegend, type LegendItem, panel } from "./legend.js";
import { ratioDomain } from "./ratio-axis.js";
import { COLORS } from "./theme.js";
import { energyUnit, numberTicks, percentTicks, scaled } from "./units.js";

/** A full band only where nothing else is drawn that day; a cross alone where another series is. */
function gaps(
  rows: DailyRow[],
  missing: (r: DailyRow) => boolean,
  other?: (r: DailyRow) => boolean,
): GapKind[] {
  return rows.map((r) => {
    if (r.status === "future") return "future";
    if (!missing(r)) return null;
    return other?.(r) ? "mark" : "missing";
  });
}

function dayLabels(ctx: Ctx, plot: Box): { labels: string[]; every: number } {
  // Day numbers in the locale's digits (Arabic-Indic for ar-EG), like every other figure.
  const labels = ctx.plant.daily.map((r) => ctx.fmt.number(Number(r.date.slice(8, 10)), 0));
  const slot = plot.w / Math.max(1, labels.length);
  return { labels, every: Math.max(1, Math.ceil(14 / slot)) };
}

function yieldLegend(
  ctx: Ctx,
  unit: string,
  g: GapKind[],
  estimated: boolean,
  ring: boolean,
  outage: boolean,
): LegendItem[] {
  const t = ctx.fmt.t;
  const irradiation = t("pdf.chart.irradiation", { unit: t("unit.kwhPerM2") });
  return [
    { label: t("pdf.chart.yield", { unit }), kind: "bar", color: ctx.accent },
    ...(estimated ? [{ label: t("pdf.chart.estimated"), kind: "hatch" as const, color: ctx.accent }] : []),
    { label: irradiation, kind: "line", color: COLORS.secondary },
    ...(ring
      ? [{ label: t("pdf.chart.noIrradiation"), kind: "ring" as const, color: COLORS.secondary }]
      : []),
    ...gapLegend(ctx, g, t("pdf.noYield")),
    ...(outage ? [{ label: t("pdf.chart.outage"), kind: "outage" as const, color: COLORS.red }] : []),
  ];
}

/** A red triangle pointing down at the baseline of each outage day (0 kWh, the plant was down). */
function drawOutages(ctx: Ctx, plot: Box, rows: DailyRow[]): void {
  rows.forEach((r, i) => {
    if (!r.outage) return;
    const x = bandX(plot, rows.length, i);
    const y = plot.y + plot.h - 2;
    ctx.doc
      .polygon([x - 3, y - 6], [x + 3, y - 6], [x, y])
      .fillColor(COLORS.red)
      .fill();
  });
}

export function drawYieldChart(ctx: Ctx, box: Box): void {
  const rows = ctx.plant.daily;
  const measured = rows.map((r) => r.yieldKwh);
  const estimated = rows.map((r) => (r.yieldKwh === null ? r.yieldEstimatedKwh : null));
  const all = measured.map((v, i) => v ?? estimated[i] ?? null);
  const energy = energyUnit(Math.max(0, ...all.map((v) => v ?? 0)));
  const { factor } = energy;
  const unit = ctx.fmt.t(energy.unit === "MWh" ? "unit.mwh" : "unit.kwh");
  const g = gaps(
    rows,
    (r) => r.yieldKwh === null && r.yieldEstimatedKwh === null,
    (r) => r.irradiationKwhM2 !== null,
  );
  const irr = rows.map((r) => r.irradiationKwhM2);
  // Irradiation gaps on days that are not banded already.
  const irrGaps = irr.map((v, i) => g[i] !== "missing" && g[i] !== "future" && v === null);
  const ring = irrGaps.includes(true);
  const legend = yieldLegend(
    ctx,
    unit,
    g,
    estimated.some((v) => v !== null),
    ring,
    rows.some((r) => r.outage),
  );
  const plot = panel(ctx, box, ctx.fmt.t("pdf.chart.yieldTitle"), legend, true);
  if (ring) plot.h -= SERIES_GAP_ROW;
  const [values, est] = [scaled(measured, factor), scaled(estimated, factor)];
  const left = niceAxis([...values, ...est], plot, { title: unit, format: numberTicks(ctx.fmt), zero: true });
  const right = niceAxis(irr, plot, {
    title: ctx.fmt.t("unit.kwhPerM2"),
    format: numberTicks(ctx.fmt),
    zero: true,
  });
  drawGaps(ctx, plot, g);
  drawAxes(ctx, plot, left, right);
  drawBars(ctx, plot, values, left, { color: ctx.accent });
  drawBars(ctx, plot, est, left, { color: ctx.accent, hatch: true });
  drawLine(ctx, plot, irr, right, COLORS.secondary);
  drawSeriesGaps(ctx, plot, irrGaps, COLORS.secondary);
  drawOutages(ctx, plot, rows);
  const { labels, every } = dayLabels(ctx, plot);
  drawXLabels(ctx, plot, labels, every);
  if (all.every((v) => v === null) && irr.every((v) => v === null))
    drawNoData(ctx, plot, ctx.fmt.t("pdf.chart.noDataPeriod"));
}

export function drawRatioChart(
  ctx: Ctx,
  box: Box,
  field: "pr" | "availability",
  target: number | null,
): void {
  const rows = ctx.plant.daily;
  const values = rows.map((r) => r[field]);
  const g = gaps(rows, (r) => r[field] === null);
  const t = ctx.fmt.t;
  const legend: LegendItem[] = [
    {
      label: t(field === "pr" ? "figure.prEffective" : "figure.availability"),
      kind: "line",
      color: COLORS.secondary,
    },
    ...(target === null
      ? []
      : [
          {
            label: t("pdf.target", { value: ctx.fmt.percent(target) }),
            kind: "dash" as const,
            color: COLORS.text,
          },
        ]),
    ...gapLegend(ctx, g),
  ];
  const title = t(field === "pr" ? "pdf.chart.prTitle" : "pdf.chart.availabilityTitle");
  const plot = panel(ctx, box, title, legend, false);
  const domain = ratioDomain(target === null ? values : [...values, target]);
  const axis = niceAxis(values, plot, { title: "%", format: percentTicks(ctx.fmt), domain });
  drawGaps(ctx, plot, g);
  drawAxes(ctx, plot, axis);
  if (target !== null) drawTarget(ctx, plot, axis, target);
  drawLine(ctx, plot, values, axis, COLORS.secondary);
  const { labels, every } = dayLabels(ctx, plot);
  drawXLabels(ctx, plot, labels, every);
  if (values.every((v) => v === null)) drawNoData(ctx, plot, t("pdf.chart.noDataPeriod"));
}
