/** Parts the PDF's tables share: the accent rule under a header, a legend of coloured dots. */

import { fillDot } from "../engine/dots.js";
import { type DocCtx, text } from "./context.js";
import { COLORS, CONTENT_WIDTH, PAGE, SIZES } from "./theme.js";

/** A rule across the content width at `y`: by default the accent rule under a table header. */
export function headerRule(ctx: DocCtx, y: number, color = ctx.accent, width = 1): void {
  ctx.doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.margin + CONTENT_WIDTH, y)
    .lineWidth(width)
    .strokeColor(color)
    .stroke();
}

const DOT = 2.2;

/** A line of coloured dots, each with its word (a table's verdict legend). */
export function dotLegend(ctx: DocCtx, entries: [string, string][]): void {
  let x = PAGE.margin;
  const style = { size: SIZES.small, color: COLORS.muted };
  for (const [color, word] of entries) {
    fillDot(ctx.doc, x + DOT, ctx.y + 4, DOT, color);
    text(ctx, word, x + 8, ctx.y, style);
    x += 14 + ctx.doc.widthOfString(word);
  }
  ctx.y += 12;
}
