/**
 * Dots and rings (chart markers, verdict dots, bullets, the rings that mark days without data)
 * drawn from one Form XObject per document and shape, placed with `q 1 0 0 1 x y cm /Dot1 Do Q`
 * (ISO 32000-1 §8.10), instead of the circle's four Bézier curves written out each time. A plant
 * PDF draws some 120 of them, each some 190 bytes of curves built as strings and deflated, now
 * some 40: over 200 sandbox plants, 88 kB of page operators a PDF instead of 107 kB.
 *
 * The drawing is the same: the form holds pdfkit's circle path (compact-ops.ts) around the
 * origin, closed and filled (`f`) or stroked (`S`), and takes the fill or stroke colour and the
 * line width from the graphics state it is drawn in, which the caller sets as before. Its
 * bounding box clears the shape by a point, so the edges are not clipped.
 */
import { ellipsePath, n3 } from "./compact-ops.js";

type Paint = "fill" | "stroke";

/** What pdfkit (0.20) offers for this: objects of the document, each page's XObject resources. */
interface FormDocument {
  ref(data: Record<string, unknown>): { end(chunk?: string): void };
  page: { xobjects: Record<string, unknown> };
  addContent(data: string): unknown;
}

/** Per document: its forms by shape ("fill 1.6", "stroke 2.4 1.1"). */
const documents = new WeakMap<object, Map<string, { name: string; ref: unknown }>>();

function form(doc: FormDocument, paint: Paint, r: number, lineWidth: number): string {
  let forms = documents.get(doc);
  if (!forms) {
    forms = new Map();
    documents.set(doc, forms);
  }
  const key = paint === "fill" ? `fill ${r}` : `stroke ${r} ${lineWidth}`;
  let known = forms.get(key);
  if (!known) {
    const m = r + (paint === "stroke" ? lineWidth / 2 : 0) + 1;
    const ref = doc.ref({ Type: "XObject", Subtype: "Form", BBox: [-m, -m, m, m], Resources: {} });
    ref.end(`${ellipsePath(0, 0, r, r)}\nh\n${paint === "fill" ? "f" : "S"}`);
    known = { name: `Dot${forms.size + 1}`, ref };
    forms.set(key, known);
  }
  // Each page lists the forms it draws (a name already listed is set again to the same object).
  doc.page.xobjects[known.name] = known.ref;
  return known.name;
}

/** A filled circle of radius `r` at (x, y) in `color`: what `circle(x, y, r).fillColor(color).fill()` draws. */
export function fillDot(pdf: PDFKit.PDFDocument, x: number, y: number, r: number, color: string): void {
  pdf.fillColor(color);
  const doc = pdf as unknown as FormDocument;
  doc.addContent(`q 1 0 0 1 ${n3(x)} ${n3(y)} cm /${form(doc, "fill", r, 0)} Do Q`);
}

/**
 * A circle of radius `r` at (x, y) stroked `lineWidth` wide in `color`: what
 * `circle(x, y, r).lineWidth(lineWidth).strokeColor(color).stroke()` draws.
 */
export function strokeRing(
  pdf: PDFKit.PDFDocument,
  x: number,
  y: number,
  r: number,
  color: string,
  lineWidth: number,
): void {
  pdf.lineWidth(lineWidth).strokeColor(color);
  const doc = pdf as unknown as FormDocument;
  doc.addContent(`q 1 0 0 1 ${n3(x)} ${n3(y)} cm /${form(doc, "stroke", r, lineWidth)} Do Q`);
}
