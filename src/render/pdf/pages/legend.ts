/** Chart panels: a title row with a right-aligned legend above the plot area. */

import { fillDot, strokeRing } from "../engine/dots.js";
import { type Box, hatchRect } from "./chart.js";
import { type DocCtx as Ctx, text, textWidth } from "./context.js";
import type { GapKind } from "./gaps.js";
import { COLORS, SIZES } from "./theme.js";

export type LegendKind =
  | "bar"
  | "hatch"
  | "line"
  | "dash"
  | "ring"
  | "missing"
  | "mark"
  | "future"
  | "outage";

export interface LegendItem {
  label: string;
  kind: LegendKind;
  color: string;
}

const SWATCH = 12;
const SPACING = 10;

function swatch(ctx: Ctx, item: LegendItem, x: number, y: number): void {
  const { doc } = ctx;
  const mid = y + 4;
  if (item.kind === "bar")
    doc
      .rect(x + 2, y + 1, 8, 7)
      .fillColor(item.color)
      .fill();
  else if (item.kind === "hatch") hatchRect(ctx, x + 2, y + 1, 8, 7, item.color);
  else if (item.kind === "outage")
    doc
      .polygon([x + 3, y + 1], [x + 9, y + 1], [x + 6, y + 7])
      .fillColor(item.color)
      .fill();
  else if (item.kind === "line") {
    doc
      .moveTo(x, mid)
      .lineTo(x + SWATCH, mid)
      .lineWidth(1.3)
      .strokeColor(item.color)
      .stroke();
    fillDot(doc, x + SWATCH / 2, mid, 1.6, item.color);
  } else if (item.kind === "ring") {
    strokeRing(doc, x + SWATCH / 2, mid, 2.4, item.color, 1.1);
  } else if (item.kind === "dash") {
    doc
      .moveTo(x, mid)
      .lineTo(x + SWATCH, mid)
      .dash(3, { space: 2 })
      .lineWidth(1)
      .strokeColor(item.color);
    doc.stroke().undash();
  } else {
    const band = item.kind === "missing" ? COLORS.missingBand : COLORS.futureBand;
    if (item.kind !== "mark") {
      doc
        .rect(x + 1, y, 10, 9)
        .fillColor(band)
        .fill();
    }
    if (item.kind !== "future") {
      doc
        .moveTo(x + 3.5, mid - 2.5)
        .lineTo(x + 8.5, mid + 2.5)
        .moveTo(x + 8.5, mid - 2.5);
      doc
        .lineTo(x + 3.5, mid + 2.5)
        .lineWidth(1.1)
        .strokeColor(COLORS.missing)
        .stroke();
    }
  }
}

const ROW_H = 10;

/**
 * Right-aligned legend rows within `width` (items in order, a new row when the next does not
 * fit: a half-width chart of a month in progress has four keys); returns the rows drawn.
 */
function drawLegend(ctx: Ctx, items: LegendItem[], right: number, y: number, width: number): number {
  const style = { size: SIZES.small, color: COLORS.muted };
  const widths = items.map((i) => SWATCH + 3 + textWidth(ctx, i.label, style));
  const rows: number[][] = [];
  let used = Infinity;
  widths.forEach((w, k) => {
    if (used + SPACING + w > width) {
      rows.push([]);
      used = -SPACING;
    }
    rows.at(-1)!.push(k);
    used += SPACING + w;
  });
  rows.forEach((row, r) => {
    let x = right - row.reduce((a, k) => a + widths[k]!, 0) - SPACING * (row.length - 1);
    for (const k of row) {
      swatch(ctx, items[k]!, x, y + r * ROW_H);
      text(ctx, items[k]!.label, x + SWATCH + 3, y + r * ROW_H + 1, style);
      x += widths[k]! + SPACING;
    }
  });
  return rows.length;
}

/** Draws the title and legend; returns the plot area left inside `box` for axes and labels. */
export function panel(ctx: Ctx, box: Box, title: string, legend: LegendItem[], rightAxis: boolean): Box {
  text(ctx, title, box.x, box.y, { size: SIZES.body + 0.5, bold: true });
  const rows = drawLegend(ctx, legend, box.x + box.w, box.y + 14, box.w);
  // A second legend row pushes the plot down rather than run into the axis titles.
  const top = box.y + 44 + Math.max(0, rows - 1) * ROW_H;
  const left = box.x + 46;
  const right = box.x + box.w - (rightAxis ? 40 : 6);
  return { x: left, y: top, w: right - left, h: box.y + box.h - 14 - top };
}

/** Legend entries for the gaps actually present (no "no data" key on a complete month). */
export function gapLegend(ctx: Ctx, gaps: GapKind[], markLabel = ctx.fmt.t("pdf.noData")): LegendItem[] {
  const t = ctx.fmt.t;
  const out: LegendItem[] = [];
  if (gaps.includes("missing")) out.push({ label: t("pdf.noData"), kind: "missing", color: COLORS.missing });
  if (gaps.includes("mark")) out.push({ label: markLabel, kind: "mark", color: COLORS.missing });
  if (gaps.includes("future"))
    out.push({ label: t("pdf.notYetReported"), kind: "future", color: COLORS.faint });
  return out;
}
