/**
 * Text in any script: drawn as pieces of several fonts on one baseline (bidi-runs.ts picks
 * the fonts and the visual order), measured for layout, wrapped at word boundaries
 * (Intl.Segmenter, which knows Thai and CJK words) and cut with "…" by grapheme cluster.
 * Text Noto Sans draws alone, left to right and in order, goes through the plain helpers of context.ts.
 */
import { graphemes } from "../../../vocabulary/graphemes.js";
import { cleanText, hasBidi, type Piece, pieces } from "../engine/bidi-runs.js";
import type { GlyphFont } from "../engine/fonts.js";
import { isPlain } from "../engine/plain-text.js";
import { FontChooser, useFont } from "../engine/script-fonts.js";
import { type DocCtx as Ctx, type TextStyle, text, textHeight, textWidth } from "./context.js";
import { COLORS, SIZES } from "./theme.js";

/**
 * Scripts whose shaped glyphs do not map back to the text in order (Devanagari moves the reph
 * and the i-matra, Thai stacks marks): their pieces carry an ActualText span (ISO 32000-1
 * §14.9.4) so text extraction and search give the logical text. Not for Arabic and Hebrew:
 * poppler 22 drops right-to-left ActualText altogether, while their glyph-to-Unicode map
 * extracts in logical order (Arabic letters that share a skeleton glyph, such as س and ش,
 * may come back as one another).
 */
const REORDERED = /[\p{Script=Devanagari}\p{Script=Thai}]/u;

/** Answers of needsRuns per thread and font (every PDF asks about the same labels). */
const needs = new WeakMap<GlyphFont, Map<string, boolean>>();

/**
 * True when Noto Sans alone, left to right, cannot draw `s` (another script, or right-to-left),
 * or when its glyphs would not extract in order (Noto Sans has Devanagari, which needs ActualText).
 */
export function needsRuns(ctx: Ctx, s: string, bold = false): boolean {
  const font = bold ? ctx.fonts.bold : ctx.fonts.regular;
  if (isPlain(font, s)) return false;
  let known = needs.get(font);
  if (!known) {
    known = new Map();
    needs.set(font, known);
  }
  let answer = known.get(s);
  if (answer === undefined) {
    const t = cleanText(s).replace(/[\u200C\u200D]/gu, "");
    answer =
      hasBidi(t) ||
      REORDERED.test(t) ||
      [...t].some((ch) => !font.hasGlyphForCodePoint(ch.codePointAt(0) ?? 0));
    if (known.size >= 10_000) known.clear();
    known.set(s, answer);
  }
  return answer;
}

function layout(ctx: Ctx, s: string, st: TextStyle): { parts: Piece[]; widths: number[] } {
  const size = st.size ?? SIZES.body;
  const parts = pieces(s, new FontChooser(ctx.fonts, st.bold ?? false, s));
  const widths = parts.map((p) => {
    useFont(ctx.doc, p.font);
    return ctx.doc.fontSize(size).widthOfString(p.text);
  });
  return { parts, widths };
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Width of one line of `s` as drawn. */
export function runsWidth(ctx: Ctx, s: string, st: TextStyle = {}): number {
  if (!needsRuns(ctx, s, st.bold)) return textWidth(ctx, s, st);
  return sum(layout(ctx, s, st).widths);
}

/** How many leading grapheme clusters of `gs`, with `suffix`, fit `width` (at least 1). */
function fittingCount(ctx: Ctx, gs: string[], width: number, st: TextStyle, suffix: string): number {
  let lo = 1;
  let hi = gs.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (runsWidth(ctx, `${gs.slice(0, mid).join("").trimEnd()}${suffix}`, st) <= width) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** `s`, or its longest prefix of whole grapheme clusters that fits `width` with "…". */
export function fitLine(ctx: Ctx, s: string, width: number, st: TextStyle = {}): string {
  if (runsWidth(ctx, s, st) <= width) return s;
  const gs = graphemes(cleanText(s));
  return `${gs
    .slice(0, fittingCount(ctx, gs, width, st, "…"))
    .join("")
    .trimEnd()}…`;
}

/** One line at (x, y) (y = top of the line, as pdfkit places Noto Sans), aligned within `width`. */
export function drawRuns(ctx: Ctx, s: string, x: number, y: number, st: TextStyle = {}): void {
  if (!needsRuns(ctx, s, st.bold)) {
    text(ctx, s, x, y, { ...st, wrap: false, truncate: st.width !== undefined });
    return;
  }
  const line = st.width === undefined ? s : fitLine(ctx, s, st.width, st);
  const { parts, widths } = layout(ctx, line, st);
  const size = st.size ?? SIZES.body;
  const room = st.width === undefined ? 0 : Math.max(0, st.width - sum(widths));
  let cx = x + (st.align === "right" ? room : st.align === "center" ? room / 2 : 0);
  const base = st.bold ? ctx.fonts.bold : ctx.fonts.regular;
  // Every piece on Noto Sans's baseline, so scripts with taller ascenders line up with Latin.
  const baseline = y + (base.ascent / base.unitsPerEm) * size;
  ctx.doc.fillColor(st.color ?? COLORS.text);
  parts.forEach((p, i) => {
    useFont(ctx.doc, p.font);
    const actual = REORDERED.test(p.text);
    if (actual) ctx.doc.markContent("Span", { actual: p.text });
    ctx.doc.fontSize(size).text(p.text, cx, baseline, { lineBreak: false, baseline: "alphabetic" });
    if (actual) endActualText(ctx.doc);
    cx += widths[i] ?? 0;
  });
}

/**
 * Closes the span under the same matrix the glyphs were drawn with (pdfkit draws text in a
 * flipped q…Q of its own): readers such as poppler place the ActualText with the matrix in
 * force at EMC, and would otherwise put the name upside down off the page.
 */
function endActualText(doc: PDFKit.PDFDocument): void {
  doc.save();
  doc.transform(1, 0, 0, -1, 0, doc.page.height);
  doc.endMarkedContent();
  doc.restore();
}

/** Lines of `s` within `width`: greedy by word (Intl.Segmenter), a word too long alone split by grapheme. */
export function wrapLines(ctx: Ctx, s: string, width: number, st: TextStyle = {}): string[] {
  const words = new Intl.Segmenter(undefined, { granularity: "word" }).segment(cleanText(s));
  const lines: string[] = [];
  let line = "";
  for (const { segment } of words) {
    if (line === "" || runsWidth(ctx, line + segment, st) <= width) line += segment;
    else {
      lines.push(line.trimEnd());
      line = segment.trimStart();
    }
    let gs = graphemes(line);
    while (gs.length > 1 && runsWidth(ctx, line, st) > width) {
      const n = fittingCount(ctx, gs, width, st, "");
      lines.push(gs.slice(0, n).join("").trimEnd());
      gs = gs.slice(n);
      line = gs.join("");
    }
  }
  if (line.trim() !== "") lines.push(line.trimEnd());
  return lines;
}

/** Line height as the plain helpers use it (Noto Sans's), so mixed-script lines keep the rhythm. */
function lineHeight(ctx: Ctx, st: TextStyle): number {
  return textHeight(ctx, "X", { ...st, width: 1e6 }) + (st.lineGap ?? 0);
}

/** Wrapped text within `width`; returns the height drawn. */
export function drawWrappedRuns(
  ctx: Ctx,
  s: string,
  x: number,
  y: number,
  st: TextStyle & { width: number },
): number {
  if (!needsRuns(ctx, s, st.bold)) {
    text(ctx, s, x, y, { ...st, wrap: true });
    return textHeight(ctx, s, st);
  }
  const lines = wrapLines(ctx, s, st.width, st);
  const h = lineHeight(ctx, st);
  lines.forEach((l, i) => {
    drawRuns(ctx, l, x, y + i * h, { ...st, wrap: false });
  });
  return lines.length * h;
}

/** Height `drawWrappedRuns` will take. */
export function wrappedRunsHeight(ctx: Ctx, s: string, st: TextStyle & { width: number }): number {
  if (!needsRuns(ctx, s, st.bold)) return textHeight(ctx, s, st);
  return wrapLines(ctx, s, st.width, st).length * lineHeight(ctx, st);
}
