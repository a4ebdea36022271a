/**
 * One line of Noto Sans text written straight into the page's content stream: laid out once per
 * thread, measured from that layout, and written as operators that draw what pdfkit's own
 * `text()` draws for it (pdfkit 0.20 `_fragment`: the baseline moved down by the font's
 * ascender, one TJ array with the kerning between glyph runs): the same glyphs, kerning,
 * position, size and colour. The operators are shorter than pdfkit's (a flipped text matrix
 * instead of a flipped, saved and restored graphics state; compact-ops.ts for the colour).
 * pdfkit's path lays out and measures every string again, goes through its option handling
 * and line splitting, and writes each operator in a call of its own.
 */

import { rgbOperator } from "./compact-ops.js";
import { composedLayout } from "./numeric-layout.js";
import { hex4, num, runsOf, showGlyphs, showRuns } from "./text-show.js";

/** A glyph of a fontkit layout, as pdfkit's EmbeddedFont reads it. */
export interface Glyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}

/** A glyph position, already scaled by pdfkit to 1000 units per em. */
export interface Position {
  xAdvance: number;
  xOffset: number;
  yOffset: number;
  advanceWidth: number;
}

/** pdfkit's EmbeddedFont (0.20): the per-document font with its subset, widths and ToUnicode map. */
export interface PdfkitFont {
  id: string;
  /** The shared fontkit font. */
  font: object;
  ascender: number;
  scale: number;
  subset: { includeGlyph(id: number): number };
  widths: (number | undefined)[];
  unicode: (number[] | undefined)[];
  layout(text: string): { glyphs: Glyph[]; positions: Position[]; advanceWidth: number };
  ref(): unknown;
}

/** The document state pdfkit's `text()` reads and leaves behind. */
export interface PdfkitState {
  _font: PdfkitFont;
  _fontSize: number;
  x: number;
  y: number;
  page: { height: number; fonts: Record<string, unknown> };
  addContent(data: string): unknown;
}

/** A string laid out once: its advance at 1000 units per em and its glyphs. */
export interface Laid {
  advance: number;
  glyphs: Glyph[];
  positions: Position[];
  /**
   * Where its TJ array splits and the kerning written there; null when a glyph is offset
   * (set by layOut, which then keeps `positions` only for such lines).
   */
  runs?: { ends: number[]; kerns: string[] } | null;
}

/**
 * Layouts per thread and fontkit font (shared by every document of the thread); the same
 * labels, dates and numbers recur in every PDF. Bounded: dropped when it grows large. 8,000
 * lines hold what recurs (a plant PDF draws ≈ 500, most of its numbers once): over 1,000
 * plants on one thread the caches held 11 MB less than with 20,000, for the same CPU time.
 */
const LAID_LIMIT = 8_000;
const laidCache = new WeakMap<object, Map<string, Laid>>();
const NO_POSITIONS: Position[] = [];

export function layOut(font: PdfkitFont, s: string): Laid {
  let known = laidCache.get(font.font);
  if (!known) {
    known = new Map();
    laidCache.set(font.font, known);
  }
  let laid = known.get(s);
  if (!laid) {
    const run = composedLayout(font, s) ?? font.layout(s);
    laid = {
      advance: "advance" in run ? run.advance : run.advanceWidth,
      glyphs: run.glyphs,
      positions: run.positions,
    };
    // A line without offset glyphs is drawn from its runs alone: its positions (fontkit
    // objects of four doubles a glyph) would be most of what this cache holds.
    if (runsOf(laid) !== null) laid.positions = NO_POSITIONS;
    if (known.size >= LAID_LIMIT) known.clear();
    known.set(s, laid);
  }
  return laid;
}

/**
 * The width pdfkit's `doc.widthOfString` gives at `size`, computed the same way to the last
 * bit (EmbeddedFont.widthOfString, then the character-spacing and horizontal-scaling terms),
 * so shrink-to-fit and alignment decide exactly as before.
 */
export function widthAt(laid: Laid, size: number): number {
  return ((laid.advance * (size / 1000) + 0) * 100) / 100;
}

/**
 * Per document font (pdfkit's EmbeddedFont): each glyph's id in the subset plus one (0 for a
 * glyph not yet in it), by the font's glyph id. A glyph met again, most of a document's, is
 * one array read: fontkit's subset keeps its mapping in an object keyed by glyph id, which V8
 * holds as a dictionary once ids run into the thousands.
 */
const subsetIds = new WeakMap<PdfkitFont, Int32Array>();

function subsetIdsOf(font: PdfkitFont): Int32Array {
  let ids = subsetIds.get(font);
  if (!ids) {
    ids = new Int32Array((font.font as { numGlyphs: number }).numGlyphs);
    subsetIds.set(font, ids);
  }
  return ids;
}

/**
 * Glyph ids in this document's subset, recording each glyph's width and code points for the
 * font's /W array and ToUnicode map: EmbeddedFont.encode (0.20) on a layout already made.
 * The subset ids, widths and code points are those of a glyph's first use, as before.
 */
function encode(font: PdfkitFont, glyphs: Glyph[]): string[] {
  const ids = subsetIdsOf(font);
  const out = new Array<string>(glyphs.length);
  for (let i = 0; i < glyphs.length; i++) {
    const glyph = glyphs[i] as Glyph;
    let gid = (ids[glyph.id] ?? 0) - 1;
    if (gid < 0) {
      gid = font.subset.includeGlyph(glyph.id);
      ids[glyph.id] = gid + 1;
      if (font.widths[gid] == null) font.widths[gid] = glyph.advanceWidth * font.scale;
      if (font.unicode[gid] == null) font.unicode[gid] = glyph.codePoints;
    }
    out[i] = hex4(gid);
  }
  return out;
}

/**
 * Draws `laid` (laid out in the document's current font) with its top-left at (x, y), in the
 * current font size, after `prefix` (operators such as the fill colour, or ""), as `_fragment`
 * does: pdfkit's cursor is the caller's to move.
 */
export function emitLine(doc: PdfkitState, laid: Laid, x: number, y: number, prefix: string): void {
  const font = doc._font;
  const size = doc._fontSize;
  if (laid.glyphs.length === 0) {
    if (prefix) doc.addContent(prefix);
    return;
  }
  if (doc.page.fonts[font.id] == null) doc.page.fonts[font.id] = font.ref();
  const h = doc.page.height;
  const baseline = h - y - (font.ascender / 1000) * size;
  const hex = encode(font, laid.glyphs);
  const runs = runsOf(laid);
  const show = runs ? showRuns(hex, runs) : showGlyphs(hex, laid.positions, x, baseline, size);
  const head = prefix ? `${prefix}\n` : "";
  if (runs) {
    // The page's coordinates are flipped (pdfkit starts each page with `1 0 0 -1 0 h cm`);
    // pdfkit flips them back around every line (`q 1 0 0 -1 0 h cm … Q`) and places the text
    // at (x, baseline). A text matrix flipped the same way draws the same glyphs in the same
    // place: (x, h − baseline) in the page's coordinates, upright.
    doc.addContent(
      `${head}BT\n1 0 0 -1 ${num(x)} ${num(h - baseline)} Tm\n/${font.id} ${num(size)} Tf\n${show}\nET`,
    );
    return;
  }
  // Glyphs with offsets are placed by Tm moves in pdfkit's unflipped coordinates.
  doc.addContent(
    `${head}q\n1 0 0 -1 0 ${num(h)} cm\nBT\n1 0 0 1 ${num(x)} ${num(baseline)} Tm\n/${font.id} ${num(size)} Tf\n${show}\nET\nQ`,
  );
}

/** The document's current font and size (pdfkit's, set by `font()` and `fontSize()`). */
const state = (doc: PDFKit.PDFDocument) => doc as unknown as PdfkitState;

/** `s` laid out in the document's current font (once per thread and font). */
export function layOutCurrent(doc: PDFKit.PDFDocument, s: string): Laid {
  return layOut(state(doc)._font, s);
}

/** The width of `s` in the document's current font and size. */
export function currentWidth(doc: PDFKit.PDFDocument, s: string): number {
  const d = state(doc);
  return widthAt(layOut(d._font, s), d._fontSize);
}

/**
 * Draws one laid-out line at (x, y) in the current font and size, after `prefix`, and leaves
 * pdfkit's cursor where its `text(line, x, y, { lineBreak: false })` leaves it (`width`: the
 * line's width at the current size).
 */
export function drawLine(
  doc: PDFKit.PDFDocument,
  laid: Laid,
  x: number,
  y: number,
  prefix: string,
  width: number,
): void {
  const d = state(doc);
  emitLine(d, laid, x, y, prefix);
  d.x = x + width;
  d.y = y;
}

/**
 * The operator setting a "#rrggbb" fill colour, as the document's own fillColor now writes it
 * (compact-ops.ts), per thread; null for any other colour form, which then goes through pdfkit.
 */
const fills = new Map<string, string | null>();

function fillOperators(color: string): string | null {
  let ops = fills.get(color);
  if (ops === undefined) {
    const rgb = /^#[0-9a-f]{6}$/i.test(color) ? Number.parseInt(color.slice(1), 16) : null;
    ops =
      rgb === null
        ? null
        : rgbOperator(
            [rgb >> 16, (rgb >> 8) & 0xff, rgb & 0xff].map((c) => c / 255),
            false,
          );
    if (fills.size >= 1_000) fills.clear();
    fills.set(color, ops);
  }
  return ops;
}

/** Sets the fill colour as the document's `fillColor` would; returns its operator for the caller to write first. */
export function fillPrefix(doc: PDFKit.PDFDocument, color: string): string {
  const ops = fillOperators(color);
  if (ops === null) {
    doc.fillColor(color);
    return "";
  }
  // pdfkit's record of the colour (fillColor 0.20), which it sets again on a page it breaks to.
  (doc as unknown as { _fillColor: unknown })._fillColor = [color, undefined];
  return ops;
}
