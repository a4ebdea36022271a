/**
 * A table's column widths sized by their headers, as the tile grid's columns are sized by their
 * captions (tile-layout.ts): a header line never shrinks below its size ("Schadensersatz",
 * "Prod. compteur", "Temp. cellule" shrank to about 6 pt in the columns drawn for English). A
 * column whose header needs more than its designed width takes it from the columns with room
 * to spare beyond what their own header and figures need, in proportion to that room; the
 * table keeps its total width. Where that room is too small for the headers at their size,
 * they are given what they need at the smallest legible size (LEGIBLE: they shrink to it), and
 * where every column is full even so, the header shrinks as before.
 */

/** The smallest size a table header is set at (issue 32: headings never below 7 pt). */
export const LEGIBLE = 7;

/** What a header that needs `need` (text and `pad`) at `size` needs at LEGIBLE (half a point kept for rounding). */
export const legibleNeed = (need: number, size: number, pad: number) =>
  Math.min(need, (need - pad) * (LEGIBLE / size) + pad + 0.5);

import { type DocCtx, textWidth } from "./context.js";

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);

/**
 * `widths`: as designed; `needs`: the width each header needs; `floors`: the width below which
 * a column cannot give (its figures' need); `least`: each header's need at LEGIBLE. Same total
 * as `widths`.
 */
export function fitWidths(
  widths: readonly number[],
  needs: readonly number[],
  floors: readonly number[],
  least: readonly number[] = needs,
): number[] {
  const lacking = sum(widths.map((w, i) => Math.max(0, needs[i]! - w)));
  const spare = sum(widths.map((w, i) => Math.max(0, w - Math.max(floors[i]!, needs[i]!))));
  return share(widths, lacking > spare ? least : needs, floors);
}

function share(widths: readonly number[], needs: readonly number[], floors: readonly number[]): number[] {
  const short = widths.map((w, i) => Math.max(0, needs[i]! - w));
  const spare = widths.map((w, i) => Math.max(0, w - Math.max(floors[i]!, needs[i]!)));
  const [wanted, room] = [sum(short), sum(spare)];
  if (wanted === 0 || room === 0) return [...widths];
  const moved = Math.min(wanted, room);
  return widths.map((w, i) => w + (short[i]! / wanted) * moved - (spare[i]! / room) * moved);
}

/**
 * One size for a header row: the largest, from `size` down in half points to LEGIBLE, at which
 * every line fits its column (a row of titles at 8 and 7 pt side by side reads as a mistake).
 */
export function headerSize(
  ctx: DocCtx,
  lines: { text: string; width: number; bold?: boolean }[],
  size: number,
) {
  let s = size;
  while (s > LEGIBLE && lines.some((l) => textWidth(ctx, l.text, { size: s, bold: l.bold }) > l.width))
    s -= 0.5;
  return s;
}
