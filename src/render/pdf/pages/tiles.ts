/** Headline tiles (3 × 2), the one-line verdict of the month, and sanity warnings. */

import { fillDot } from "../engine/dots.js";
import { type Ctx, type DocCtx, text, textHeight, textWidth } from "./context.js";
import { headlineTiles, type Tile } from "./headline.js";
import { verdictColor, verdictLabel } from "./status.js";
import { COLORS, CONTENT_WIDTH, PAGE, SIZES } from "./theme.js";
import { verdict } from "./verdict.js";

const COLUMNS = 3;
const GAP = 8;
const TILE_H = 74;
/** A caption line: 7 pt Noto Sans is 9.5 pt from ascender to descender. */
const LINE_H = 9.6;
const MAX_LINES = 3;

/** Widest a verdict word may get beside its heading; wider, it takes the line under the heading. */
const VERDICT_MAX_W = 92;

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

/** The verdict's width beside the heading (0 without one). */
function verdictWidth(ctx: DocCtx, t: Tile): number {
  const label = verdictLabel(ctx.fmt, t.verdict, t.weather);
  return label === null
    ? 0
    : Math.min(textWidth(ctx, label, { size: SIZES.small, bold: true }), VERDICT_MAX_W) + 12;
}

function drawTile(ctx: DocCtx, t: Tile, x: number, y: number, w: number): void {
  const { doc } = ctx;
  doc.rect(x, y, w, TILE_H).fillColor(COLORS.tile).fill();
  doc.rect(x, y, 3, TILE_H).fillColor(verdictColor(t.verdict)).fill();
  const ix = x + 10;
  const iw = w - 18;
  const heading = t.label.toLocaleUpperCase(ctx.fmt.locale);
  const headStyle = { size: SIZES.small, bold: true, color: COLORS.muted };
  // A heading never shrinks beside a long verdict ("Conforme à l'objectif"): the verdict moves
  // to a line of its own under the heading and the figures move down by that line.
  const beside = textWidth(ctx, heading, headStyle) + 2 <= iw - verdictWidth(ctx, t);
  const dy = beside ? 0 : 7;
  const verdictW = drawVerdict(ctx, t, ix, beside ? y + 7 : y + 16.6, iw, beside ? VERDICT_MAX_W : iw - 12);
  text(ctx, heading, ix, y + 7, { ...headStyle, width: beside ? iw - verdictW - 2 : iw });
  text(ctx, t.value, ix, y + 19 + dy, { size: SIZES.tileValue, bold: true });
  if (t.unit) {
    const vw = ctx.doc.widthOfString(t.value);
    text(ctx, t.unit, ix + vw + 4, y + 24 + dy, { size: SIZES.body, color: COLORS.muted });
  }
  t.lines.slice(0, MAX_LINES).forEach((line, k) => {
    const color = k === 0 ? COLORS.text : COLORS.muted;
    text(ctx, line, ix, y + 38 + dy + k * LINE_H, { size: SIZES.small, color, width: iw });
  });
}

/** Tiles three to a row from the cursor down; advances it. */
export function drawTileGrid(ctx: DocCtx, tiles: Tile[]): void {
  const w = (CONTENT_WIDTH - GAP * (COLUMNS - 1)) / COLUMNS;
  tiles.forEach((t, i) => {
    const x = PAGE.margin + (i % COLUMNS) * (w + GAP);
    const y = ctx.y + Math.floor(i / COLUMNS) * (TILE_H + GAP);
    drawTile(ctx, t, x, y, w);
  });
  ctx.y += Math.ceil(tiles.length / COLUMNS) * (TILE_H + GAP) + 2;
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
