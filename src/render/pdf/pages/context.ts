/**
 * What every drawing function receives, plus the text and page-flow helpers they share.
 * Text Noto Sans draws alone goes through `drawableText`; any other text (a plant name, company,
 * month or country in another script, right-to-left) is handed to the text-runs drawer, so no
 * caller can emit a glyph the font lacks or a "?" for a script another font has.
 */

import type { PlantReport, ReportHeader } from "../../../metrics/model.js";
import { graphemes } from "../../../vocabulary/graphemes.js";
import { FONT, type Fonts } from "../engine/fonts.js";
import { drawable } from "../engine/plain-text.js";
import { currentWidth, drawLine, fillPrefix, layOutCurrent, widthAt } from "../engine/text-emit.js";
import { drawWrapped, wrappedHeight } from "../engine/text-wrap.js";
import type { ResolvedPdfOptions } from "../options.js";
import type { Formatters } from "./format.js";
import { drawRuns, drawWrappedRuns, needsRuns, runsWidth, wrappedRunsHeight } from "./text-runs.js";
import { COLORS, CONTENT_BOTTOM, CONTENT_WIDTH, PAGE, SIZES } from "./theme.js";

/** What drawing needs of a document, whichever pages it holds (a plant's, a portfolio's). */
export interface DocCtx {
  doc: PDFKit.PDFDocument;
  model: ReportHeader;
  fmt: Formatters;
  opts: ResolvedPdfOptions;
  fonts: Fonts;
  accent: string;
  /** Vertical cursor of the flowing layout. */
  y: number;
  /** What later pages' running header names (default: the plant's name). */
  running?: string;
}

/** A plant's pages: the plant is the subject of every figure drawn. */
export interface Ctx extends DocCtx {
  plant: PlantReport;
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  /** Oblique: estimated values (bold wins when both are set). */
  italic?: boolean;
  color?: string;
  /** Needed for right/center alignment and wrapping. */
  width?: number;
  align?: "left" | "right" | "center";
  /** Wrap within `width` (default: one line that shrinks to fit `width`, never paginates). */
  wrap?: boolean;
  /** Cut the line with "…" to fit `width` instead of shrinking it (running headers, footers). */
  truncate?: boolean;
  lineGap?: number;
}

function prepare(ctx: DocCtx, s: string, st: TextStyle): string {
  const face = st.bold ? "bold" : st.italic ? "italic" : "regular";
  ctx.doc.font(FONT[face]).fontSize(st.size ?? SIZES.body);
  return drawable(s, ctx.fonts[face], ctx.opts.missingGlyph);
}

/** Smallest size a single line may shrink to before it is allowed to overflow. */
const MIN_SIZE = 5;

/**
 * Draws text at (x, y). One line by default: aligned within `width` by hand and shrunk
 * to fit it, because pdfkit's LineWrapper (used whenever a width is passed) would wrap
 * or even start a new page. `wrap: true` flows within `width` (callers ensure space).
 */
export function text(ctx: DocCtx, s: string, x: number, y: number, st: TextStyle = {}): void {
  if (needsRuns(ctx, s, st.bold)) {
    if (st.wrap && st.width !== undefined) drawWrappedRuns(ctx, s, x, y, { ...st, width: st.width });
    else drawRuns(ctx, s, x, y, st);
    return;
  }
  const { doc } = ctx;
  const t = prepare(ctx, s, st);
  const colour = fillPrefix(doc, st.color ?? COLORS.text);
  if (st.wrap && st.width !== undefined) {
    const wrap = { width: st.width, align: st.align ?? "left", lineGap: st.lineGap ?? 0 };
    drawWrapped(doc, t, x, y, wrap, colour);
    return;
  }
  if (t.includes("\n")) {
    if (colour) doc.addContent(colour);
    doc.text(t, x, y, { lineBreak: false });
    return;
  }
  const line = st.truncate && st.width !== undefined ? ellipsize(doc, t, st.width) : t;
  const laid = layOutCurrent(doc, line);
  let size = st.size ?? SIZES.body;
  let w = widthAt(laid, size);
  while (st.width !== undefined && w > st.width && size > MIN_SIZE) {
    size -= 0.5;
    w = widthAt(laid, size);
  }
  doc.fontSize(size);
  const room = st.width === undefined ? 0 : st.width - w;
  const dx = st.align === "right" ? room : st.align === "center" ? room / 2 : 0;
  const at = x + Math.max(0, dx);
  drawLine(doc, laid, at, y, colour, w);
}

/**
 * The longest prefix (whole grapheme clusters) that fits `width` with "…" appended; found by
 * bisection, so a long text costs log(n) measurements, not n.
 */
function ellipsize(doc: PDFKit.PDFDocument, s: string, width: number): string {
  if (currentWidth(doc, s) <= width) return s;
  const clusters = graphemes(s);
  const cut = (n: number) => `${clusters.slice(0, n).join("").trimEnd()}…`;
  let [fits, fails] = [0, clusters.length];
  while (fails - fits > 1) {
    const mid = (fits + fails) >> 1;
    if (currentWidth(doc, cut(mid)) <= width) fits = mid;
    else fails = mid;
  }
  return cut(fits);
}

export function textWidth(ctx: DocCtx, s: string, st: TextStyle = {}): number {
  if (needsRuns(ctx, s, st.bold)) return runsWidth(ctx, s, st);
  return currentWidth(ctx.doc, prepare(ctx, s, st));
}

/**
 * Height of wrapped text from the document's own cursor, summed line by line as pdfkit's
 * heightOfString sums it (text-wrap.ts remembers the lines per thread, not the height). A
 * height remembered per thread would be the sum from the cursor of whichever document
 * measured the text first, which differs from this document's in the last bit: then a
 * document's layout, and at a rounding or page-break edge its bytes, would depend on which
 * plants its thread rendered before it, i.e. on the order the plants' fetches completed.
 */
export function textHeight(ctx: DocCtx, s: string, st: TextStyle & { width: number }): number {
  if (needsRuns(ctx, s, st.bold)) return wrappedRunsHeight(ctx, s, st);
  return wrappedHeight(ctx.doc, prepare(ctx, s, st), { width: st.width, lineGap: st.lineGap ?? 0 });
}

/** Starts a new page with a one-line running header, so later pages still name the plant. */
export function newPage(ctx: DocCtx & { plant?: PlantReport }): void {
  ctx.doc.addPage();
  const y = PAGE.margin - 16;
  const label = `${ctx.running ?? ctx.plant?.name ?? ""} · ${ctx.fmt.monthYear(ctx.model.month)}`;
  const style = { size: SIZES.small, color: COLORS.muted, truncate: true };
  // The company gets at most a third of the line; the plant name takes the rest, cut with "…".
  const company = Math.min(textWidth(ctx, ctx.model.branding.company, style), CONTENT_WIDTH / 3);
  // Text runs: the plant name may be in any script (see text-runs.ts).
  drawRuns(ctx, label, PAGE.margin, y, { ...style, width: CONTENT_WIDTH - company - 16 });
  const right = PAGE.margin + CONTENT_WIDTH - company;
  text(ctx, ctx.model.branding.company, right, y, { ...style, width: company, align: "right" });
  ctx.doc
    .moveTo(PAGE.margin, y + 11)
    .lineTo(PAGE.width - PAGE.margin, y + 11)
    .lineWidth(0.5)
    .strokeColor(COLORS.rule)
    .stroke();
  ctx.y = PAGE.margin + 6;
}

/** Flows onto a new page when `height` does not fit above the footer. */
export function ensureSpace(ctx: DocCtx, height: number): void {
  if (ctx.y + height > CONTENT_BOTTOM) newPage(ctx);
}

/** Section heading with a short accent rule; returns nothing, advances the cursor. */
export function heading(ctx: DocCtx, title: string, note?: string): void {
  const x = PAGE.margin;
  ctx.doc
    .rect(x, ctx.y + 1, 3, 11)
    .fillColor(ctx.accent)
    .fill();
  const titleStyle = { size: SIZES.heading, bold: true };
  text(ctx, title, x + 8, ctx.y, titleStyle);
  if (note) {
    // The note takes what the title leaves (titles run longer in German and French).
    const room = CONTENT_WIDTH - 8 - textWidth(ctx, title, titleStyle) - 16;
    text(ctx, note, x + CONTENT_WIDTH - room, ctx.y + 2, {
      size: SIZES.small,
      color: COLORS.muted,
      width: room,
      align: "right",
    });
  }
  ctx.y += 18;
}
