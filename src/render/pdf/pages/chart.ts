/**
 * Vector chart primitives: nice axes from d3-scale, bars, broken lines, target lines and
 * gap markers. A missing day is a tinted band with a red cross at the baseline, never a 0.
 */
import { type ScaleLinear, scaleLinear } from "d3-scale";
import { fillDot } from "../engine/dots.js";
import { type DocCtx as Ctx, text, textWidth } from "./context.js";
import { COLORS, SIZES } from "./theme.js";

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Axis {
  scale: ScaleLinear<number, number>;
  ticks: number[];
  label: (v: number) => string;
  /** Unit, printed once above the axis. */
  title: string;
}

export interface AxisSpec {
  title: string;
  /** Tick label formatter, given the tick step (to choose decimals). */
  format: (step: number) => (v: number) => string;
  /** Start the domain at zero (bars must). */
  zero?: boolean;
  /** Upper limit of the domain before nicing (1 for ratios ≤ 100 %). */
  ceil?: number;
  /** A domain chosen by the caller (e.g. ratioDomain), used instead of the values' range. */
  domain?: [number, number];
}

/** Domain from the finite values, niced and ticked by d3 (`domain → nice → ticks(5)`). */
export function niceAxis(values: (number | null)[], plot: Box, spec: AxisSpec): Axis {
  const v = values.filter((x): x is number => x !== null && Number.isFinite(x));
  let lo = v.length ? Math.min(...v) : 0;
  let hi = v.length ? Math.max(...v) : 1;
  if (spec.zero) lo = Math.min(0, lo);
  const pad = (hi - lo || Math.abs(hi) || 1) * 0.08;
  if (!spec.zero) lo -= pad;
  hi += pad;
  if (spec.ceil !== undefined && v.every((x) => x <= spec.ceil!)) hi = Math.min(hi, spec.ceil);
  if (hi <= lo) hi = lo + 1;
  if (spec.domain) [lo, hi] = spec.domain;
  const scale = scaleLinear()
    .domain([lo, hi])
    .range([plot.y + plot.h, plot.y])
    .nice(5);
  // Without data an axis would only show invented numbers: keep the frame, drop the ticks.
  const ticks = v.length ? scale.ticks(5) : [];
  const step = ticks.length > 1 ? ticks[1]! - ticks[0]! : 1;
  return { scale, ticks, label: spec.format(step), title: spec.title };
}

/** Decimals needed to tell ticks `step` apart (d3 steps are 1, 2 or 5 × 10^k). */
export function stepDecimals(step: number): number {
  return Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
}

export function bandX(plot: Box, n: number, i: number): number {
  return plot.x + ((i + 0.5) * plot.w) / n;
}

export function drawAxes(ctx: Ctx, plot: Box, left: Axis, right?: Axis): void {
  const { doc } = ctx;
  const small = { size: SIZES.small, color: COLORS.muted };
  for (const t of left.ticks) {
    const y = left.scale(t);
    doc
      .moveTo(plot.x, y)
      .lineTo(plot.x + plot.w, y)
      .lineWidth(0.5)
      .strokeColor(COLORS.grid)
      .stroke();
    text(ctx, left.label(t), plot.x - 44, y - 3.5, { ...small, width: 40, align: "right" });
  }
  text(ctx, left.title, plot.x - 44, plot.y - 16, small);
  if (right) {
    for (const t of right.ticks) {
      text(ctx, right.label(t), plot.x + plot.w + 4, right.scale(t) - 3.5, {
        ...small,
        color: COLORS.secondary,
      });
    }
    const w = textWidth(ctx, right.title, small);
    text(ctx, right.title, plot.x + plot.w + 40 - w, plot.y - 16, { ...small, color: COLORS.secondary });
  }
  const base = plot.y + plot.h;
  doc
    .moveTo(plot.x, base)
    .lineTo(plot.x + plot.w, base)
    .lineWidth(0.8)
    .strokeColor(COLORS.faint)
    .stroke();
}

/** Category labels under the plot; `every` thins them out so none overlap. */
export function drawXLabels(ctx: Ctx, plot: Box, labels: string[], every = 1): void {
  const n = labels.length;
  const slot = (plot.w / n) * every;
  labels.forEach((l, i) => {
    if (i % every !== 0) return;
    const x = bandX(plot, n, i);
    text(ctx, l, x - slot / 2, plot.y + plot.h + 4, {
      size: SIZES.small,
      color: COLORS.muted,
      width: slot,
      align: "center",
    });
  });
}

/** Bars stay slender on wide plots (few categories). */
export const MAX_BAR_W = 18;

export interface BarStyle {
  color: string;
  /** Bar width as a share of the category slot. */
  share?: number;
  /** Shift in bar widths from the slot centre (grouped bars: −0.5 and +0.5). */
  offset?: number;
  /** Estimated values: a light fill with diagonal hatching, so they never pass for measured ones. */
  hatch?: boolean;
}

/** Lightened fill and diagonal strokes clipped to the bar. */
export function hatchRect(ctx: Ctx, x: number, y: number, w: number, h: number, color: string): void {
  const { doc } = ctx;
  doc.save();
  doc.rect(x, y, w, h).fillOpacity(0.3).fillColor(color).fill();
  doc.fillOpacity(1);
  doc.rect(x, y, w, h).clip();
  for (let k = -h; k < w; k += 3.5) doc.moveTo(x + k, y + h).lineTo(x + k + h, y);
  doc.lineWidth(0.8).strokeColor(color).stroke();
  doc.restore();
  doc.rect(x, y, w, h).lineWidth(0.6).strokeColor(color).stroke();
}

export function drawBars(ctx: Ctx, plot: Box, values: (number | null)[], axis: Axis, style: BarStyle): void {
  const n = values.length;
  const w = Math.min((plot.w / n) * (style.share ?? 0.62), MAX_BAR_W);
  const o = style.offset ?? 0;
  const zero = axis.scale(Math.max(0, axis.scale.domain()[0]!));
  values.forEach((v, i) => {
    if (v === null) return;
    const y = axis.scale(v);
    const [x, top, h] = [bandX(plot, n, i) - w / 2 + o * w, Math.min(y, zero), Math.abs(zero - y)];
    if (style.hatch) hatchRect(ctx, x, top, w, h, style.color);
    else ctx.doc.rect(x, top, w, h).fillColor(style.color).fill();
  });
}

/** A polyline broken at every null, with a dot on each point so single days stay visible. */
export function drawLine(ctx: Ctx, plot: Box, values: (number | null)[], axis: Axis, color: string): void {
  const { doc } = ctx;
  const n = values.length;
  let open = false;
  values.forEach((v, i) => {
    if (v === null) {
      open = false;
      return;
    }
    const [x, y] = [bandX(plot, n, i), axis.scale(v)];
    if (open) doc.lineTo(x, y);
    else doc.moveTo(x, y);
    open = true;
  });
  doc.lineWidth(1.3).strokeColor(color).lineJoin("round").stroke();
  values.forEach((v, i) => {
    if (v !== null) fillDot(doc, bandX(plot, n, i), axis.scale(v), 1.6, color);
  });
}

/** Dashed target line; its value is named in the legend, so no label crosses the data. */
export function drawTarget(ctx: Ctx, plot: Box, axis: Axis, value: number): void {
  const y = axis.scale(value);
  ctx.doc
    .moveTo(plot.x, y)
    .lineTo(plot.x + plot.w, y)
    .dash(4, { space: 3 })
    .lineWidth(1)
    .strokeColor(COLORS.text)
    .stroke()
    .undash();
}
