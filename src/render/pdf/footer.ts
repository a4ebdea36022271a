/** Footer on every page ("Page 1 of 3"), drawn after layout thanks to bufferPages. */
import { type Ctx, text } from "./context.js";
import { COLORS, CONTENT_WIDTH, PAGE, SIZES } from "./theme.js";

export function drawFooters(ctx: Ctx): void {
  const { doc, model, fmt } = ctx;
  const range = doc.bufferedPageRange();
  const y = PAGE.height - PAGE.margin - 4;
  const style = { size: SIZES.small, color: COLORS.muted, width: CONTENT_WIDTH };
  const left = `${model.title} · ${fmt.monthYear(model.month)}`;
  const generated = `Generated ${fmt.instantUtc(model.generatedAt)}`;
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    doc
      .moveTo(PAGE.margin, y - 6)
      .lineTo(PAGE.width - PAGE.margin, y - 6)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
    // Single-line text (no wrapping) never triggers pdfkit's automatic page break.
    text(ctx, left, PAGE.margin, y, style);
    text(ctx, generated, PAGE.margin, y, { ...style, align: "center" });
    text(ctx, `Page ${i + 1} of ${range.count}`, PAGE.margin, y, { ...style, align: "right" });
  }
}
