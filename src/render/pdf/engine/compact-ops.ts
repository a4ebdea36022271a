/**
 * Shorter spellings of the operators a page writes most, for the same drawing. pdfkit (0.20)
 * sets an RGB colour as `/DeviceRGB cs` and each channel / 255 in full precision
 * (`0.12156862745098039 0.1607843137254902 0.2 scn`), and writes path coordinates with six
 * decimals. A plant PDF writes some 800 colours and 120 circles: a quarter of its 168 kB of page
 * operators, all of which is built as strings and deflated. Here:
 * - an RGB colour is `r g b rg` (`RG` to stroke), which sets the DeviceRGB space and the
 *   colour in one operator, each channel with three decimals: a channel of n / 255 written
 *   so is within 0.0005 of it, and reads back as the same 8-bit value n (|error| × 255 < 0.13);
 * - path coordinates (moveTo, lineTo, curves, rectangles, circles) have three decimals, a
 *   thousandth of a point (0.35 µm).
 * Colours that are not RGB (CMYK, spot colours, patterns, gradients) keep pdfkit's own path.
 */
import { fixed3 } from "./decimals.js";

/** A coordinate or colour channel with at most three decimals ("-0" written as "0"). */
export const n3: (n: number) => string = fixed3;

/** The operator setting an RGB colour whose channels are fractions of 1. */
export function rgbOperator(rgb: readonly number[], stroke: boolean): string {
  return `${n3(rgb[0] ?? 0)} ${n3(rgb[1] ?? 0)} ${n3(rgb[2] ?? 0)} ${stroke ? "RG" : "rg"}`;
}

/** The part of pdfkit's document this replaces (0.20 ColorMixin and VectorMixin). */
interface Drawable {
  addContent(data: string): Drawable;
  closePath(): Drawable;
  _normalizeColor(color: unknown): unknown;
  _setColorCore(color: unknown, stroke: boolean): boolean;
  moveTo(x: number, y: number): Drawable;
  lineTo(x: number, y: number): Drawable;
  bezierCurveTo(a: number, b: number, c: number, d: number, x: number, y: number): Drawable;
  rect(x: number, y: number, w: number, h: number): Drawable;
  ellipse(x: number, y: number, r1: number, r2?: number): Drawable;
}

/** pdfkit's circle constant (4/3 · (√2 − 1)). */
const KAPPA = (4.0 * (Math.sqrt(2) - 1.0)) / 3.0;

/** `doc` writes colours and path coordinates in the short forms above from now on. */
export function compactOperators(pdf: PDFKit.PDFDocument): void {
  const doc = pdf as unknown as Drawable;
  const core = doc._setColorCore.bind(doc);
  doc._setColorCore = (color, stroke) => {
    const c = doc._normalizeColor(color);
    // pdfkit normalises "#rgb", "#rrggbb", named colours and [r, g, b] to three fractions;
    // a spot colour is an object, CMYK has four parts.
    if (Array.isArray(c) && c.length === 3) {
      doc.addContent(rgbOperator(c as number[], stroke));
      return true;
    }
    return core(color, stroke);
  };
  doc.moveTo = (x, y) => doc.addContent(`${n3(x)} ${n3(y)} m`);
  doc.lineTo = (x, y) => doc.addContent(`${n3(x)} ${n3(y)} l`);
  doc.bezierCurveTo = (a, b, c, d, x, y) =>
    doc.addContent(`${n3(a)} ${n3(b)} ${n3(c)} ${n3(d)} ${n3(x)} ${n3(y)} c`);
  doc.rect = (x, y, w, h) => doc.addContent(`${n3(x)} ${n3(y)} ${n3(w)} ${n3(h)} re`);
  // pdfkit's ellipse (four Bézier quarters from the leftmost point, then closed), one string.
  doc.ellipse = (cx, cy, r1, r2 = r1) => {
    doc.addContent(ellipsePath(cx, cy, r1, r2));
    return doc.closePath();
  };
}

/** pdfkit's ellipse path (four Bézier quarters from the leftmost point), not closed, coordinates as n3 writes them. */
export function ellipsePath(cx: number, cy: number, r1: number, r2: number): string {
  const [x, y] = [cx - r1, cy - r2];
  const [ox, oy] = [r1 * KAPPA, r2 * KAPPA];
  const [xe, ye, xm, ym] = [x + r1 * 2, y + r2 * 2, x + r1, y + r2];
  // The five x and five y values, each spelled once (the curves repeat them up to four times).
  const X = n3(x);
  const XE = n3(xe);
  const XM = n3(xm);
  const XL = n3(xm - ox);
  const XR = n3(xm + ox);
  const Y = n3(y);
  const YE = n3(ye);
  const YM = n3(ym);
  const YT = n3(ym - oy);
  const YB = n3(ym + oy);
  return (
    `${X} ${YM} m\n${X} ${YT} ${XL} ${Y} ${XM} ${Y} c\n${XR} ${Y} ${XE} ${YT} ${XE} ${YM} c\n` +
    `${XE} ${YB} ${XR} ${YE} ${XM} ${YE} c\n${XL} ${YE} ${X} ${YB} ${X} ${YM} c`
  );
}
