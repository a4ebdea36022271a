/**
 * Wrapped Noto Sans text: pdfkit's LineWrapper still decides the lines (its word breaking, its
 * measures, its page flow), but each line is written by text-emit.ts the way pdfkit's `_line`
 * and `_fragment` (0.20) would write it, and the lines of a paragraph are remembered per
 * thread: measuring a paragraph (textHeight) and drawing it split it once, and the method
 * notes, definitions and data-quality texts repeat in every PDF of a language.
 */
import { emitLine, layOut, type PdfkitState, widthAt } from "./text-emit.js";

export interface WrapStyle {
  width: number;
  align: "left" | "right" | "center";
  lineGap: number;
}

/** A line as pdfkit's LineWrapper hands it over: its text and the widths alignment uses. */
interface WrapperLine {
  text: string;
  lineWidth: number;
  textWidth: number;
}

type LineCallback = (line: string, options: Omit<WrapperLine, "text">) => void;

interface WrappingDoc extends PdfkitState {
  _text(text: string, x: number, y: number, options: object, line: LineCallback): unknown;
  currentLineHeight(includeGap?: boolean): number;
  page: PdfkitState["page"] & { maxY(): number };
}

/**
 * The lines of paragraphs per thread, keyed by what the wrapping depends on (font, size, width,
 * line gap, text): measuring a paragraph and drawing it split it once, and the
 * method notes and data-quality texts of a language recur in every PDF. Bounded.
 */
const LINES_LIMIT = 2_000;
const paragraphs = new WeakMap<object, Map<string, WrapperLine[]>>();

function known(doc: WrappingDoc): Map<string, WrapperLine[]> {
  let map = paragraphs.get(doc._font.font);
  if (!map) {
    map = new Map();
    paragraphs.set(doc._font.font, map);
  }
  return map;
}

/** The alignment is not part of it: LineWrapper splits left, right and centred text alike. */
const keyOf = (doc: WrappingDoc, text: string, st: Omit<WrapStyle, "align">) =>
  `${doc._fontSize}|${st.width}|${st.lineGap}|${text}`;

function remember(doc: WrappingDoc, key: string, lines: WrapperLine[]): void {
  const map = known(doc);
  if (map.size >= LINES_LIMIT) map.clear();
  map.set(key, lines);
}

/** What one line advances pdfkit's cursor by (`_line` for the wrapper, and heightOfString). */
const advance = (doc: WrappingDoc, st: { lineGap: number }) =>
  doc.currentLineHeight(true) + (st.lineGap || 0);

/** One line as `_line` draws it for the wrapper: aligned, drawn, then the cursor a line down. */
function placeLine(doc: WrappingDoc, line: string, o: Omit<WrapperLine, "text">, st: WrapStyle): void {
  const text = line.replace(/\n/g, "");
  if (text.length > 0) {
    let x = doc.x;
    if (st.align === "right")
      x += o.lineWidth - widthAt(layOut(doc._font, text.replace(/\s+$/, "")), doc._fontSize);
    else if (st.align === "center") x += o.lineWidth / 2 - o.textWidth / 2;
    emitLine(doc, layOut(doc._font, text), x, doc.y, "");
  }
  doc.y += advance(doc, st);
}

/**
 * The paragraph's lines, split by pdfkit's LineWrapper with no page bottom (as heightOfString
 * splits them), unless already known. pdfkit's cursor is left where it was.
 */
function linesOf(doc: WrappingDoc, text: string, st: Omit<WrapStyle, "align">): WrapperLine[] {
  const key = keyOf(doc, text, st);
  let lines = known(doc).get(key);
  if (!lines) {
    const [x, y] = [doc.x, doc.y];
    const found: WrapperLine[] = [];
    const options = { width: st.width, lineGap: st.lineGap, height: Number.POSITIVE_INFINITY };
    doc._text(text, x, y, options, (line, o) => {
      found.push({ text: line, lineWidth: o.lineWidth, textWidth: o.textWidth });
      doc.y += advance(doc, st);
    });
    [doc.x, doc.y] = [x, y];
    remember(doc, key, found);
    lines = found;
  }
  return lines;
}

/** Height of the wrapped paragraph from the cursor, summed line by line as pdfkit's heightOfString sums it. */
export function wrappedHeight(pdf: PDFKit.PDFDocument, text: string, st: Omit<WrapStyle, "align">): number {
  const doc = pdf as unknown as WrappingDoc;
  const lines = linesOf(doc, text, st);
  let y = doc.y;
  for (let i = 0; i < lines.length; i++) y += advance(doc, st);
  return y - doc.y;
}

/**
 * True when the wrapper would not move any of `count` lines from `y` to a new page: each line
 * and the one after it above the page bottom, with a margin wider than pdfkit's float32 rounding.
 */
function fits(doc: WrappingDoc, y: number, count: number, st: WrapStyle): boolean {
  const bottom = doc.page.maxY() - 0.01;
  const lh = doc.currentLineHeight(true);
  let at = y;
  if (at + lh > bottom) return false;
  for (let i = 0; i < count; i++) {
    at += advance(doc, st);
    if (at + lh > bottom) return false;
  }
  return true;
}

/**
 * Draws `text` wrapped within `st.width` from (x, y) in the current font and size, after
 * `prefix` (the fill colour's operators, or ""). Lines already known and clear of the page
 * bottom are drawn at once; otherwise pdfkit's wrapper runs (and may flow to a new page).
 */
export function drawWrapped(
  pdf: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  st: WrapStyle,
  prefix: string,
): void {
  const doc = pdf as unknown as WrappingDoc;
  if (prefix) doc.addContent(prefix);
  const key = keyOf(doc, text, st);
  const lines = known(doc).get(key);
  if (lines && fits(doc, y, lines.length, st)) {
    [doc.x, doc.y] = [x, y];
    for (const l of lines) placeLine(doc, l.text, l, st);
    return;
  }
  const page = doc.page;
  const drawn: WrapperLine[] = [];
  doc._text(text, x, y, { width: st.width, align: st.align, lineGap: st.lineGap }, (line, o) => {
    drawn.push({ text: line, lineWidth: o.lineWidth, textWidth: o.textWidth });
    placeLine(doc, line, o, st);
  });
  if (doc.page === page) remember(doc, key, drawn);
}
