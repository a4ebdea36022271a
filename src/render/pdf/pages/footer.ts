/**
 * Footer on every page, drawn after layout thanks to bufferPages: report title and month
 * on the left, generation time and "Page 1 of 3" (in the page's language) on the right. The left part is cut with
 * "…" where a long title would run into the right part (they used to overlap).
 */
import { type DocCtx as Ctx, text, textWidth } from "./context.js";
import { COLORS, CONTENT_WIDTH, PAGE, SIZES } from "./theme.js";

const GAP = 16;

export function drawFooters(ctx: Ctx): void {
  const { doc, model, fmt } = ctx;
  const range = doc.bufferedPageRange();
  const y = PAGE.height - PAGE.margin - 4;
  const style = { size: SIZES.small, color: COLORS.muted };
  const left = `${model.title} · ${fmt.monthYear(model.month)}`;
  const generated = fmt.t("pdf.footer.generated", { time: fmt.instantUtc(model.generatedAt) });
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    doc
      .moveTo(PAGE.margin, y - 6)
      .lineTo(PAGE.width - PAGE.margin, y - 6)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
    const right = `${generated}  ·  ${fmt.t("pdf.footer.page", { page: i + 1, count: range.count })}`;
    const rightW = textWidth(ctx, right, style);
    // Single-line text (no wrapping) never triggers pdfkit's automatic page break.
    text(ctx, left, PAGE.margin, y, { ...style, width: CONTENT_WIDTH - rightW - GAP, truncate: true });
    text(ctx, right, PAGE.margin, y, { ...style, width: CONTENT_WIDTH, align: "right" });
  }
}
