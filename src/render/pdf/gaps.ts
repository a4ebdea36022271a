/** Gaps in a series (missing and not-yet-reported days) and the no-data message. */
import { type Box, bandX } from "./chart.js";
import { type Ctx, text, textWidth } from "./context.js";
import { COLORS, SIZES } from "./theme.js";

export type GapKind = "missing" | "future" | null;

/**
 * Tints missing (red) and not-yet-reported (grey) days; a cross marks each missing day,
 * shifted by `markerDx` when the missing series is not the one centred in the slot.
 */
export function drawGaps(ctx: Ctx, plot: Box, gaps: GapKind[], markerDx = 0): void {
  const { doc } = ctx;
  const n = gaps.length;
  const slot = plot.w / n;
  gaps.forEach((g, i) => {
    if (g === null) return;
    const x = bandX(plot, n, i);
    doc
      .rect(x - slot / 2, plot.y, slot, plot.h)
      .fillColor(g === "missing" ? COLORS.missingBand : COLORS.futureBand)
      .fill();
    if (g !== "missing") return;
    const [y, r] = [plot.y + plot.h - 5, 2.5];
    const cx = x + markerDx;
    doc
      .moveTo(cx - r, y - r)
      .lineTo(cx + r, y + r)
      .moveTo(cx + r, y - r)
      .lineTo(cx - r, y + r)
      .lineWidth(1.1)
      .strokeColor(COLORS.missing)
      .stroke();
  });
}

/**
 * Days where a second series (irradiation over yield bars) is missing while the first is
 * not: the line breaks there, and a hollow ring on the plot's top edge says it is a gap,
 * not a day the line merely skipped. Days already banded by `drawGaps` need no ring.
 */
export function drawSeriesGaps(ctx: Ctx, plot: Box, missing: boolean[], color: string): void {
  const n = missing.length;
  missing.forEach((m, i) => {
    if (!m) return;
    ctx.doc
      .circle(bandX(plot, n, i), plot.y + 4, 2.4)
      .lineWidth(1.1)
      .strokeColor(color)
      .stroke();
  });
}

/** A centred message on a white plate, so target lines or gap bands never run through it. */
export function drawNoData(ctx: Ctx, plot: Box, message: string): void {
  const style = { size: SIZES.body, color: COLORS.muted };
  const w = textWidth(ctx, message, style) + 16;
  const y = plot.y + plot.h / 2 - 8;
  ctx.doc
    .rect(plot.x + (plot.w - w) / 2, y, w, 16)
    .fillColor("#FFFFFF")
    .fill();
  text(ctx, message, plot.x, y + 4, { ...style, width: plot.w, align: "center" });
}
