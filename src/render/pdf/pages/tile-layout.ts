/**
 * How the headline tiles are sized (tiles.ts draws them): three columns as wide as their texts
 * need, each row as tall. Every caption stays at 7 pt (SIZES.small), never shrunk to fit: the
 * columns are equal while every caption fits its tile; a column whose caption is wider ("Budget
 * (erfasste Tage) 13.243.479 kWh · −0,1 %") takes the room the others can spare, and a caption
 * wider still wraps to a second line, its row growing by that line.
 */
import { type DocCtx, textHeight, textWidth } from "./context.js";
import type { Tile } from "./headline.js";
import { verdictLabel } from "./status.js";
import { COLORS, CONTENT_WIDTH, SIZES } from "./theme.js";

export const COLUMNS = 3;
export const GAP = 8;
/** A tile's height while its captions fit a line each. */
export const TILE_H = 74;
/** A caption line: 7 pt Noto Sans is 9.5 pt from ascender to descender. */
export const LINE_H = 9.6;
export const MAX_LINES = 3;
/** Where the captions start under the tile's top (the heading and the value above them). */
export const CAPTIONS_TOP = 38;
export const CAPTION = { size: SIZES.small, lineGap: LINE_H - 9.5 } as const;
export const HEAD_STYLE = { size: SIZES.small, bold: true, color: COLORS.muted };
/** Widest a verdict word may get beside its heading; wider, it takes the line under the heading. */
export const VERDICT_MAX_W = 92;
/** Room under the last caption of a tile that grew. */
const BOTTOM_PAD = 4;
/** A tile's text starts 10 pt in from its left edge and keeps 8 pt from its right. */
const INSET = 18;

/** The text width inside a tile `w` wide. */
export const innerWidth = (w: number) => w - INSET;

/** The verdict word's width at 7 pt bold (0 without one). */
function verdictWordWidth(ctx: DocCtx, t: Tile): number {
  const label = verdictLabel(ctx.fmt, t.verdict, t.weather);
  return label === null ? 0 : textWidth(ctx, label, { size: SIZES.small, bold: true });
}

/**
 * Whether the heading keeps its line beside the verdict. Neither shrinks: a verdict wider than
 * VERDICT_MAX_W ("Légèrement sous la normale"), or one beside which the heading would not fit
 * ("PR (IEC 61724-1)" beside "Conforme à l'objectif"), moves to a line of its own under the
 * heading and the figures move down by that line.
 */
export function headingBeside(ctx: DocCtx, t: Tile, iw: number): boolean {
  const heading = t.label.toLocaleUpperCase(ctx.fmt.locale);
  const verdict = verdictWordWidth(ctx, t);
  if (verdict > VERDICT_MAX_W) return false;
  return textWidth(ctx, heading, HEAD_STYLE) + 2 <= iw - (verdict === 0 ? 0 : verdict + 12);
}

/** Each caption's height: a line at 7 pt, or the lines it wraps to when it is wider than `iw`. */
export function captionHeights(ctx: DocCtx, t: Tile, iw: number): number[] {
  return t.lines
    .slice(0, MAX_LINES)
    .map((line) =>
      textWidth(ctx, line, CAPTION) <= iw ? LINE_H : textHeight(ctx, line, { ...CAPTION, width: iw }),
    );
}

/** The height the tile's content needs: TILE_H, or more when a caption wraps. */
export function tileHeight(ctx: DocCtx, t: Tile, w: number): number {
  const iw = innerWidth(w);
  const heights = captionHeights(ctx, t, iw);
  if (heights.every((h) => h === LINE_H)) return TILE_H;
  const dy = headingBeside(ctx, t, iw) ? 0 : 7;
  const captions = heights.reduce((a, b) => a + b, 0);
  return Math.max(TILE_H, Math.ceil(CAPTIONS_TOP + dy + captions + BOTTOM_PAD));
}

/** The widest caption of a tile at 7 pt: the text width its column needs. */
function captionNeed(ctx: DocCtx, t: Tile): number {
  return Math.max(0, ...t.lines.slice(0, MAX_LINES).map((line) => textWidth(ctx, line, CAPTION)));
}

/**
 * The columns' widths, the same for every row so the grid stays aligned: equal while every
 * caption fits. Else the room is shared out narrowest need first: a column gets what its widest
 * caption needs while that is no more than an even share of what is left, and the columns that
 * need more split the rest (their widest captions wrap); room still left is shared evenly.
 */
export function columnWidths(ctx: DocCtx, tiles: readonly Tile[]): number[] {
  const room = CONTENT_WIDTH - GAP * (COLUMNS - 1);
  const needs = Array.from({ length: COLUMNS }, (_, c) =>
    Math.max(0, ...tiles.filter((_, i) => i % COLUMNS === c).map((t) => captionNeed(ctx, t) + INSET)),
  );
  if (needs.every((n) => n <= room / COLUMNS)) return needs.map(() => room / COLUMNS);
  const widths = [...needs];
  let left = room;
  const order = needs.map((n, c) => ({ n, c })).sort((a, b) => a.n - b.n);
  order.forEach(({ n, c }, k) => {
    widths[c] = Math.min(n, left / (COLUMNS - k));
    left -= widths[c]!;
  });
  return widths.map((w) => w + left / COLUMNS);
}
