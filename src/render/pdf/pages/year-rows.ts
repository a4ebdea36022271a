/** The year block's pieces (year-block.ts, p-level-block.ts): a titled section of label–value rows. */
import { type DocCtx as Ctx, text, textWidth } from "./context.js";
import { COLORS, SIZES } from "./theme.js";

/** Height of one row. */
export const ROW = 11.5;

/** A label and its value right-aligned; the label takes what the value leaves (at least half). */
export function row(
  ctx: Ctx,
  label: string,
  value: string,
  x: number,
  y: number,
  w: number,
  bold = false,
): void {
  const size = SIZES.body - 0.5;
  const valueW = Math.min(textWidth(ctx, value, { size, bold }), w * 0.55);
  text(ctx, label, x, y, { size, color: COLORS.muted, width: Math.max(w * 0.5, w - valueW - 6) });
  text(ctx, value, x + w * 0.45, y, { size, bold, width: w * 0.55, align: "right" });
}

export function title(ctx: Ctx, s: string, x: number, y: number, w: number): void {
  text(ctx, s, x, y, { size: SIZES.body, bold: true, width: w });
  ctx.doc
    .moveTo(x, y + 12)
    .lineTo(x + w, y + 12)
    .lineWidth(0.5)
    .strokeColor(COLORS.rule)
    .stroke();
}

export function note(ctx: Ctx, s: string, x: number, y: number, w: number): void {
  text(ctx, s, x, y, { size: SIZES.small, color: COLORS.muted, width: w });
}
