/**
 * The asset manager's words on the plant for the month (definition `commentary`, at most 600
 * characters: pipeline/run/commentary.ts), printed as written under the month in brief. The
 * text may be in any script: it is drawn as text runs (text-runs.ts).
 */
import { type Ctx, ensureSpace, text, textHeight, textWidth } from "./context.js";
import { COLORS, CONTENT_WIDTH, PAGE, SIZES } from "./theme.js";

export function drawCommentary(ctx: Ctx): void {
  const words = ctx.plant.commentary?.trim();
  if (!words) return;
  const title = ctx.fmt.t("pdf.commentary.title");
  const titleStyle = { size: SIZES.body, bold: true };
  // The same indent as the month in brief above it, so the two read as one block.
  const indent = Math.min(Math.max(78, textWidth(ctx, title, titleStyle) + 10), 130);
  const style = { size: SIZES.body, width: CONTENT_WIDTH - indent - 8, wrap: true, lineGap: 1 };
  const h = textHeight(ctx, words, style);
  ensureSpace(ctx, h + 8);
  ctx.doc
    .rect(PAGE.margin + indent - 6, ctx.y - 1, 2, h + 2)
    .fillColor(ctx.accent)
    .fill();
  text(ctx, title, PAGE.margin, ctx.y, { ...titleStyle, width: indent - 8 });
  text(ctx, words, PAGE.margin + indent, ctx.y, { ...style, color: COLORS.text });
  ctx.y += h + 12;
}
