/**
 * Where a section of the flowing layout starts: a heading with the parts under it (rows that
 * never split), kept together as a book typesetter keeps them. A section that fits where the
 * cursor is stays there; one that would break so that fewer than MIN_LINES lines stay under
 * its heading (an orphan) or go over to the next page (a widow: "Data quality"'s last two rows
 * alone on a fourth page) starts on a new page instead, whole when a page can hold it. A longer
 * section still breaks, between parts, with at least MIN_LINES lines on each side.
 */
import { type DocCtx, newPage, textHeight } from "./context.js";
import { CONTENT_BOTTOM, PAGE } from "./theme.js";

/** One part that never splits over pages: its height and the lines of text it holds. */
export interface BlockPart {
  height: number;
  lines: number;
}

/** Fewest lines of a section on either side of a page break. */
export const MIN_LINES = 4;

/** Where the cursor is on a new page (newPage: under the running header). */
const PAGE_TOP = PAGE.margin + 6;

const sum = (parts: readonly BlockPart[], key: keyof BlockPart) => parts.reduce((s, p) => s + p[key], 0);

/**
 * Lines of the parts that fit `room` in order, and of those that do not: where a break in
 * the section would fall.
 */
function split(parts: readonly BlockPart[], room: number): { before: number; after: number } {
  let used = 0;
  let k = 0;
  while (k < parts.length && used + parts[k]!.height <= room) used += parts[k++]!.height;
  return { before: sum(parts.slice(0, k), "lines"), after: sum(parts.slice(k), "lines") };
}

/**
 * Starts a new page when the section (`lead`: its heading and anything drawn before the first
 * part) would leave an orphan or a widow where the cursor is. Call it before the heading.
 */
export function keepBlock(ctx: DocCtx, lead: number, parts: readonly BlockPart[]): void {
  const total = lead + sum(parts, "height");
  if (ctx.y + total <= CONTENT_BOTTOM || ctx.y <= PAGE_TOP) return;
  const { before, after } = split(parts, CONTENT_BOTTOM - ctx.y - lead);
  const lines = sum(parts, "lines");
  // A section of fewer lines than two sides need is kept whole.
  const minimum = Math.min(MIN_LINES, lines);
  if (before < minimum || (after > 0 && after < MIN_LINES)) newPage(ctx);
}

/** The lines a wrapped text takes in `style` (its height over one line's). */
export function linesOf(ctx: DocCtx, s: string, style: Parameters<typeof textHeight>[2]): number {
  return Math.max(1, Math.round(textHeight(ctx, s, style) / textHeight(ctx, "X", style)));
}
