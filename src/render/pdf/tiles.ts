/** Headline tiles (3 × 2) and the one-line verdict of the month. */
import { type Ctx, text, textHeight } from "./context.js";
import { headlineTiles, type Tile } from "./headline.js";
import { RAG_COLOR, RAG_LABEL } from "./status.js";
import { COLORS, CONTENT_WIDTH, PAGE, SIZES } from "./theme.js";
import { verdict } from "./verdict.js";

const COLUMNS = 3;
const GAP = 8;
const TILE_H = 60;

function drawTile(ctx: Ctx, t: Tile, x: number, y: number, w: number): void {
  const { doc } = ctx;
  doc.rect(x, y, w, TILE_H).fillColor(COLORS.tile).fill();
  doc.rect(x, y, 3, TILE_H).fillColor(RAG_COLOR[t.status]).fill();
  const ix = x + 10;
  const iw = w - 18;
  text(ctx, t.label.toUpperCase(), ix, y + 7, { size: SIZES.small, bold: true, color: COLORS.muted });
  // Status: coloured dot plus a word, so it reads without colour too.
  const label = RAG_LABEL[t.status];
  text(ctx, label, ix, y + 7, { size: SIZES.small, color: RAG_COLOR[t.status], width: iw, align: "right" });
  const lw = ctx.doc.widthOfString(label);
  doc
    .circle(ix + iw - lw - 6, y + 10.5, 2.6)
    .fillColor(RAG_COLOR[t.status])
    .fill();
  text(ctx, t.value, ix, y + 19, { size: SIZES.tileValue, bold: true });
  if (t.unit) {
    const vw = ctx.doc.widthOfString(t.value);
    text(ctx, t.unit, ix + vw + 4, y + 24, { size: SIZES.body, color: COLORS.muted });
  }
  text(ctx, t.comparison, ix, y + 38, { size: SIZES.small, color: COLORS.text, width: iw });
  if (t.extra) text(ctx, t.extra, ix, y + 48, { size: SIZES.small, color: COLORS.muted, width: iw });
}

export function drawTiles(ctx: Ctx): void {
  const tiles = headlineTiles(ctx.plant, ctx.fmt, ctx.opts.status, ctx.model.reportedThrough !== null);
  const w = (CONTENT_WIDTH - GAP * (COLUMNS - 1)) / COLUMNS;
  tiles.forEach((t, i) => {
    const x = PAGE.margin + (i % COLUMNS) * (w + GAP);
    const y = ctx.y + Math.floor(i / COLUMNS) * (TILE_H + GAP);
    drawTile(ctx, t, x, y, w);
  });
  ctx.y += Math.ceil(tiles.length / COLUMNS) * (TILE_H + GAP) + 2;
  const line = verdict(ctx.plant, ctx.fmt, ctx.model.reportedThrough !== null);
  text(ctx, "Month in brief", PAGE.margin, ctx.y, { size: SIZES.body, bold: true });
  const style = { size: SIZES.body, width: CONTENT_WIDTH - 78, wrap: true };
  text(ctx, line, PAGE.margin + 78, ctx.y, style);
  ctx.y += textHeight(ctx, line, style) + 14;
}
