/**
 * Wrapped DejaVu text: pdfkit's LineWrapper still decides the lines (its word breaking, its
 * measures, its page flow), but each line is written by text-emit.ts the way pdfkit's `_line`
 * and `_fragment` (0.20) would write it, and the lines of a paragraph are remembered per
 * thread: the method notes, definitions and data-quality texts repeat, at the same place, in
 * every PDF of a language, so their wrapping is worked out once.
 */
import { emitLine, type Laid, layOut, type PdfkitState, widthAt } from "./text-emit.js";

export interface WrapStyle {
  width: number;
  align: "left" | "right" | "center";
  lineGap: number;
}

/** A line as placed: its layout and its top-left corner. */
interface Placed {
  laid: Laid;
  x: number;
  y: number;
}

/** What a paragraph drew, and where it left pdfkit's cursor. */
interface Wrapped {
  lines: Placed[];
  endX: number;
  endY: number;
}

interface WrapperLine {
  lineWidth: number;
  textWidth: number;
}

type LineCallback = (line: string, options: WrapperLine) => void;

interface WrappingDoc extends PdfkitState {
  _text(text: string, x: number, y: number, options: object, line: LineCallback): unknown;
  currentLineHeight(includeGap?: boolean): number;
  page: PdfkitState["page"] & { maxY(): number };
}

/**
 * Paragraphs per thread, keyed by everything the wrapping depends on: the font, size, width,
 * alignment, line gap, position and the page's bottom (a paragraph that reached a new page is
 * not kept). Bounded: dropped when it grows large.
 */
const WRAPPED_LIMIT = 2_000;
const wrapped = new WeakMap<object, Map<string, Wrapped>>();

/** One line as `_line` draws it for the wrapper: aligned, drawn, then the cursor a line down. */
function placeLine(doc: WrappingDoc, line: string, o: WrapperLine, st: WrapStyle, out: Placed[]): void {
  const text = line.replace(/\n/g, "");
  if (text.length > 0) {
    const size = doc._fontSize;
    let x = doc.x;
    if (st.align === "right") x += o.lineWidth - widthAt(layOut(doc._font, text.replace(/\s+$/, "")), size);
    else if (st.align === "center") x += o.lineWidth / 2 - o.textWidth / 2;
    const placed = { laid: layOut(doc._font, text), x, y: doc.y };
    emitLine(doc, placed.laid, placed.x, placed.y, "");
    out.push(placed);
  }
  doc.y += doc.currentLineHeight(true) + (st.lineGap || 0);
}

/**
 * Draws `text` wrapped within `st.width` from (x, y) in the current font and size, after
 * `prefix` (the fill colour's operators, or "").
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
  let known = wrapped.get(doc._font.font);
  if (!known) {
    known = new Map();
    wrapped.set(doc._font.font, known);
  }
  const key = `${doc._fontSize}|${st.width}|${st.align}|${st.lineGap}|${x}|${y}|${doc.page.maxY()}|${text}`;
  const hit = known.get(key);
  if (hit) {
    for (const l of hit.lines) emitLine(doc, l.laid, l.x, l.y, "");
    doc.x = hit.endX;
    doc.y = hit.endY;
    return;
  }
  const page = doc.page;
  const lines: Placed[] = [];
  doc._text(text, x, y, { width: st.width, align: st.align, lineGap: st.lineGap }, (line, o) =>
    placeLine(doc, line, o, st, lines),
  );
  if (doc.page !== page) return;
  if (known.size >= WRAPPED_LIMIT) known.clear();
  known.set(key, { lines, endX: doc.x, endY: doc.y });
}
