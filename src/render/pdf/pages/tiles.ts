/** Headline tiles (3 × 2), the one-line verdict of the month, and sanity warnings. */

import { fillDot } from "../engine/dots.js";
import { type Ctx, type DocCtx, text, textHeight, textWidth } from "./context.js";
import { headlineTiles, type Tile } from "./headline.js";
import { verdictColor, verdictLabel } from "./status.js";
import { COLORS, CONTENT_WIDTH, PAGE, SIZES } from "./theme.js";
import {
  CAPTION,
  CAPTIONS_TOP,
  COLUMNS,
  captionHeights,
  columnWidths,
  GAP,
  HEAD_STYLE,
  headingBeside,
  innerWidth,
  LINE_H,
  MAX_LINES,
  tileHeight,
  VERDICT_MAX_W,
} from "./tile-layout.js";
import { verdict } from "./verdict.js";

/** Draws the verdict word (right-aligned at `vy`, at most `maxW` wide) and its dot; returns the width they take. */
function drawVerdict(ctx: DocCtx, t: Tile, ix: number, vy: number, iw: number, maxW: number): number {
  const label = verdictLabel(ctx.fmt, t.verdict, t.weather);
  if (label === null) return 0;
  const color = verdictColor(t.verdict);
  const style = { size: SIZES.small, bold: true, color };
  const lw = Math.min(textWidth(ctx, label, style), maxW);
  // Coloured dot plus a word, so the verdict reads without colour too.
  text(ctx, label, ix + iw - lw, vy, { ...style, width: lw, align: "right" });
  fillDot(ctx.doc, ix + iw - lw - 6, vy + 3.5, 2.6, color);
  return lw + 12;
}

function drawTile(ctx: DocCtx, t: Tile, x: number, y: number, w: number, h: number): void {
  const { doc } = ctx;
  doc.rect(x, y, w, h).fillColor(COLORS.tile).fill();
  doc.rect(x, y, 3, h).fillColor(verdictColor(t.verdict)).fill();
  const ix = x + 10;
  const iw = innerWidth(w);
  const heading = t.label.toLocaleUpperCase(ctx.fmt.locale);
  const beside = headingBeside(ctx, t, iw);
  const dy = beside ? 0 : 7;
  const verdictW = drawVerdict(ctx, t, ix, beside ? y + 7 : y + 16.6, iw, beside ? VERDICT_MAX_W : iw - 12);
  text(ctx, heading, ix, y + 7, { ...HEAD_STYLE, width: beside ? iw - verdictW - 2 : iw });
  text(ctx, t.value, ix, y + 19 + dy, { size: SIZES.tileValue, bold: true });
  if (t.unit) {
    const vw = ctx.doc.widthOfString(t.value);
    text(ctx, t.unit, ix + vw + 4, y + 24 + dy, { size: SIZES.body, color: COLORS.muted });
  }
  const heights = captionHeights(ctx, t, iw);
  let cy = y + CAPTIONS_TOP + dy;
  t.lines.slice(0, MAX_LINES).forEach((line, k) => {
    const color = k === 0 ? COLORS.text : COLORS.muted;
    const wrap = heights[k]! > LINE_H;
    text(ctx, line, ix, cy, { ...CAPTION, color, width: iw, wrap });
    cy += heights[k]!;
  });
}

/** Tiles three to a row from the cursor down, columns and rows sized by their texts (tile-layout.ts); advances it. */
export function drawTileGrid(ctx: DocCtx, tiles: Tile[]): void {
  const widths = columnWidths(ctx, tiles);
  const xs = widths.map((_, c) => PAGE.margin + widths.slice(0, c).reduce((a, w) => a + w + GAP, 0));
  let y = ctx.y;
  for (let r = 0; r < tiles.length; r += COLUMNS) {
    const row = tiles.slice(r, r + COLUMNS);
    const h = Math.max(...row.map((t, c) => tileHeight(ctx, t, widths[c]!)));
    row.forEach((t, c) => {
      drawTile(ctx, t, xs[c]!, y, widths[c]!, h);
    });
    y += h + GAP;
  }
  ctx.y = y + 2;
}

export function drawTiles(ctx: Ctx): void {
  const inProgress = ctx.plant.reportedThrough !== null;
  drawTileGrid(ctx, headlineTiles(ctx.plant, ctx.fmt, inProgress, ctx.model.hasContracts === true));
  const line = verdict(ctx.plant, ctx.fmt, ctx.model.month);
  const title = ctx.fmt.t("pdf.brief.title");
  const titleStyle = { size: SIZES.body, bold: true };
  // The sentence starts after the title ("Der Monat in Kürze" is longer than "Month in brief").
  const indent = Math.min(Math.max(78, textWidth(ctx, title, titleStyle) + 10), 130);
  text(ctx, title, PAGE.margin, ctx.y, { ...titleStyle, width: indent - 8 });
  const style = { size: SIZES.body, width: CONTENT_WIDTH - indent, wrap: true, lineGap: 1 };
  text(ctx, line, PAGE.margin + indent, ctx.y, style);
  ctx.y += textHeight(ctx, line, style) + 12;
}
