/** Gaps in a series (missing and not-yet-reported days) and the no-data message. */

import { strokeRing } from "../engine/dots.js";
import { type Box, bandX } from "./chart.js";
import { type DocCtx as Ctx, text, textWidth } from "./context.js";
import { COLORS, SIZES } from "./theme.js";

/**
 * missing: nothing at all is drawn that day (tinted band and cross); mark: this series is
 * missing but another one is drawn that day, so only the cross marks it — a "No data" band
 * with a value drawn inside it contradicts itself; future: not yet reported (grey band).
 */
export type GapKind = "missing" | "mark" | "future" | null;

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
    if (g !== "mark") {
      doc
        .rect(x - slot / 2, plot.y, slot, plot.h)
        .fillColor(g === "missing" ? COLORS.missingBand : COLORS.futureBand)
        .fill();
    }
    if (g === "future") return;
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

/** Room under the day labels for the rings of `drawSeriesGaps`. */
export const SERIES_GAP_ROW = 10;

/**
 * Days where a second series (irradiation over yield bars) is missing while the first is
 * not: the line breaks there, and a hollow ring under the day labels, outside the plot, says
 * it is a gap. (On the plot's top edge it read as a very high value.) Days already banded by
 * `drawGaps` need no ring.
 */
export function drawSeriesGaps(ctx: Ctx, plot: Box, missing: boolean[], color: string): void {
  const n = missing.length;
  missing.forEach((m, i) => {
    if (!m) return;
    strokeRing(ctx.doc, bandX(plot, n, i), plot.y + plot.h + 18, 2.4, color, 1.1);
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
