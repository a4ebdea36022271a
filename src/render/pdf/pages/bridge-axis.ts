/**
 * The bridge's energy axis (bridge-chart.ts): cut below the lowest total so steps of a few
 * percent stay visible, niced so it starts at a round value, and ticked with as many labels as
 * fit side by side — at least the first, so the reader sees where it starts.
 */
import { type ScaleLinear, scaleLinear } from "d3-scale";
import type { BridgeStep } from "./bridge-steps.js";
import { type DocCtx, text, textWidth } from "./context.js";
import { COLORS, SIZES } from "./theme.js";
import { numberTicks } from "./units.js";

type BridgeScale = ScaleLinear<number, number>;

/**
 * A floor under the lowest running total, as far below it as the bridge is wide (at least a
 * quarter of the top), niced to round ticks: the axis starts at a labelled round value.
 */
export function bridgeAxis(all: BridgeStep[], [x, w]: [number, number]): BridgeScale {
  const levels = all.flatMap((s) => (s.total ? [s.to] : [s.from, s.to]));
  const [lo, hi] = [Math.min(...levels), Math.max(...levels)];
  const floor = Math.max(0, lo - Math.max(hi - lo, 0.25 * hi));
  return scaleLinear()
    .domain([floor, hi || 1])
    .range([x, x + w])
    .nice(3);
}

/**
 * The most ticks (3 down to 2) whose labels fit side by side under the bars; at least the
 * first, so the reader sees where the cut axis starts.
 */
function fittingTicks(ctx: DocCtx, scale: BridgeScale, label: (v: number) => string): number[] {
  const style = { size: SIZES.small - 0.5 };
  for (const n of [3, 2]) {
    const ticks = scale.ticks(n);
    const room = ticks.length > 1 ? scale(ticks[1]!) - scale(ticks[0]!) : Infinity;
    if (Math.max(...ticks.map((t) => textWidth(ctx, label(t), style))) + 6 <= room) return ticks;
  }
  return scale.ticks(2).slice(0, 1);
}

export function drawTicks(
  ctx: DocCtx,
  scale: BridgeScale,
  factor: number,
  top: number,
  bottom: number,
): void {
  const all = scale.ticks(3);
  const step = all.length > 1 ? all[1]! - all[0]! : 1;
  const format = numberTicks(ctx.fmt)(step * factor);
  const label = (t: number) => format(t * factor);
  for (const t of fittingTicks(ctx, scale, label)) {
    const x = scale(t);
    ctx.doc.moveTo(x, top).lineTo(x, bottom).lineWidth(0.5).strokeColor(COLORS.grid).stroke();
    text(ctx, label(t), x - 25, bottom + 2, {
      size: SIZES.small - 0.5,
      color: COLORS.muted,
      width: 50,
      align: "center",
    });
  }
}
