/**
 * One-line text is written straight into the content stream (text-emit.ts) instead of through
 * pdfkit's `text()`. Each case is drawn both ways, in two documents: the page content must
 * draw what pdfkit's draws (same glyphs, kerning, position, orientation, size and colour, read
 * back by test/helpers/pdf-ops.ts), in fewer bytes, and pdfkit's cursor and font size must be
 * left where pdfkit leaves them. The pdfkit document writes pdfkit's own operators.
 */
import { describe, expect, it } from "vitest";
import { drawableText, FONT } from "../../../src/render/pdf/engine/fonts.js";
import { resolvePdfOptions } from "../../../src/render/pdf/options.js";
import { type DocCtx, type TextStyle, text, textHeight } from "../../../src/render/pdf/pages/context.js";
import { openDocument } from "../../../src/render/pdf/pages/document.js";
import { formatters } from "../../../src/render/pdf/pages/format.js";
import { COLORS, SIZES } from "../../../src/render/pdf/pages/theme.js";
import { graphemes } from "../../../src/vocabulary/graphemes.js";
import { sampleModel } from "../../fixtures/model.js";
import { drawing, firstDifference } from "../../helpers/pdf-ops.js";

const open = () =>
  openDocument(sampleModel(), "t", formatters("en-GB", "EUR"), resolvePdfOptions({ compress: false })).ctx;

/** A document whose colours and paths are written by pdfkit itself (compact-ops.ts undone). */
const openPdfkit = () => {
  const ctx = open();
  for (const k of ["_setColorCore", "moveTo", "lineTo", "bezierCurveTo", "rect", "ellipse"])
    delete (ctx.doc as unknown as Record<string, unknown>)[k];
  return ctx;
};

/** The longest prefix that fits with "…", measured by pdfkit (the same bisection as context.ts). */
function ellipsize(doc: PDFKit.PDFDocument, s: string, width: number): string {
  if (doc.widthOfString(s) <= width) return s;
  const clusters = graphemes(s);
  const cut = (n: number) => `${clusters.slice(0, n).join("").trimEnd()}…`;
  let [fits, fails] = [0, clusters.length];
  while (fails - fits > 1) {
    const mid = (fits + fails) >> 1;
    if (doc.widthOfString(cut(mid)) <= width) fits = mid;
    else fails = mid;
  }
  return cut(fits);
}

/** The drawing as pdfkit does it (the code text() used before the emitter): measure, shrink, align, text(). */
function viaPdfkit(ctx: DocCtx, s: string, x: number, y: number, st: TextStyle): void {
  const { doc } = ctx;
  const face = st.bold ? "bold" : st.italic ? "italic" : "regular";
  doc.font(FONT[face]).fontSize(st.size ?? SIZES.body);
  let line = drawableText(s, ctx.fonts[face], ctx.opts.missingGlyph);
  doc.fillColor(st.color ?? COLORS.text);
  if (st.truncate && st.width !== undefined) line = ellipsize(doc, line, st.width);
  let size = st.size ?? SIZES.body;
  let w = doc.widthOfString(line);
  while (st.width !== undefined && w > st.width && size > 5) {
    size -= 0.5;
    w = doc.fontSize(size).widthOfString(line);
  }
  const room = st.width === undefined ? 0 : st.width - w;
  const dx = st.align === "right" ? room : st.align === "center" ? room / 2 : 0;
  doc.text(line, x + Math.max(0, dx), y, { lineBreak: false });
}

const CASES: [string, TextStyle][] = [
  ["Daily yield 1,234.5 kWh", {}],
  // Kerning pairs: the TJ array carries the adjustments between glyph runs.
  ["AVAWAY To. Wo Ty LT", { size: 18, bold: true }],
  ["Ørsted Solární park Žďár – Île-de-France", { italic: true, color: COLORS.muted }],
  // A mark the font positions on its base (GPOS offsets: a Tm move around the mark).
  ["q\u0307 x\u0323 ŉ", { size: 11 }],
  ["−12.5 %", { width: 80, align: "right", color: "#C62828" }],
  ["31 Dec", { width: 40, align: "center", size: SIZES.small }],
  ["A label far too long for its narrow cell", { width: 60 }],
  ["A label far too long for its narrow cell", { width: 2 }],
  ["Plant name cut with an ellipsis at the end", { width: 90, truncate: true }],
  ["", { color: COLORS.faint }],
  ["named colour", { color: "red" }],
];

interface PageStream {
  buffer: Uint8Array[];
  write(chunk: Uint8Array): void;
}

describe("one-line text written straight into the page", () => {
  it("draws what pdfkit's text() draws, in fewer bytes, and leaves the same state", () => {
    const [a, b] = [open(), openPdfkit()];
    for (const [i, [s, st]] of CASES.entries()) {
      const y = 60 + i * 20;
      text(a, s, 42.5, y, st);
      viaPdfkit(b, s, 42.5, y, st);
      const state = (c: DocCtx) => {
        const d = c.doc as unknown as { x: number; y: number; _fontSize: number; _font: { id: string } };
        return [d.x, d.y, d._fontSize, d._font.id];
      };
      expect(state(a), s).toEqual(state(b));
    }
    const content = (c: DocCtx) => {
      const stream = (c.doc as unknown as { page: { content: PageStream } }).page.content;
      // A byte chunk flushes the operators collected as strings so far (page-content.ts).
      stream.write(new Uint8Array(0));
      return Buffer.concat(stream.buffer).toString("latin1");
    };
    const [ours, theirs] = [drawing(content(a)), drawing(content(b))];
    // Every case but the empty string shows text; the mark case shows it in several pieces.
    expect(ours.text.length).toBeGreaterThanOrEqual(CASES.length - 1);
    expect(firstDifference(ours, theirs)).toBeNull();
    expect(content(b)).toContain("/DeviceRGB cs");
    expect(content(a).length).toBeLessThan(content(b).length * 0.8);
  });

  it("numbers glyphs in each document's own subset, in the order that document first drew them", () => {
    const content = (c: DocCtx) => {
      const stream = (c.doc as unknown as { page: { content: PageStream } }).page.content;
      stream.write(new Uint8Array(0));
      return Buffer.concat(stream.buffer).toString("latin1");
    };
    // The same fonts, lines drawn again and in other orders: each document's glyph ids, widths
    // and ToUnicode entries are those pdfkit gives it, whatever another document drew before.
    const lines = ["Zebra yield", "bare Zy", "Zebra yield", "ABBA 1,234.5"];
    for (const order of [lines, [...lines].reverse()]) {
      const [a, b] = [open(), openPdfkit()];
      for (const [i, s] of order.entries()) {
        text(a, s, 40, 60 + i * 20, {});
        viaPdfkit(b, s, 40, 60 + i * 20, {});
      }
      expect(firstDifference(drawing(content(a)), drawing(content(b)))).toBeNull();
      const font = (c: DocCtx) =>
        c.doc as unknown as {
          _font: { subset: { glyphs: number[] }; widths: number[]; unicode: number[][] };
        };
      expect(font(a)._font.subset.glyphs).toEqual(font(b)._font.subset.glyphs);
      expect(font(a)._font.widths).toEqual(font(b)._font.widths);
      expect(font(a)._font.unicode).toEqual(font(b)._font.unicode);
    }
  });

  it("measures a paragraph from its own cursor, whatever another document measured before", () => {
    // A note at the cursors two plant PDFs measured the method's notes from: summed from
    // there, as pdfkit sums it, the two heights differ in the last bit.
    const note =
      "Italic: estimated for a day without a measured value. * from the irradiation, † from the plant's PR.";
    const style = { wrap: true, width: 480, size: SIZES.small, lineGap: 1 };
    const heightAt = (y: number) => {
      const c = open();
      c.doc.font(FONT.regular).fontSize(SIZES.small);
      c.doc.y = y;
      return { c, pdfkit: c.doc.heightOfString(note, { width: 480, lineGap: 1 }) };
    };
    const first = heightAt(72.068);
    const later = heightAt(628.7319999999995);
    expect(first.pdfkit).not.toBe(later.pdfkit);
    expect(textHeight(first.c, note, style)).toBe(first.pdfkit);
    // Measured after the first document (as the next plant on a worker thread): its own height.
    expect(textHeight(later.c, note, style)).toBe(later.pdfkit);
  });

  it("wraps paragraphs into the same lines, drawn the same, from its memory too and across a page break", () => {
    const [a, b] = [open(), openPdfkit()];
    const para =
      "Performance ratio (IEC 61724-1): the energy delivered divided by what the plant's capacity would give at the measured irradiation; AVAWAY To. Wo.";
    const styles: TextStyle[] = [
      { wrap: true, width: 180 },
      { wrap: true, width: 150, align: "right", lineGap: 1, color: COLORS.muted },
      { wrap: true, width: 120, align: "center", size: SIZES.small, bold: true },
    ];
    // Each paragraph twice at the same place, and so low on the page that pdfkit breaks to a
    // new one within it (760) or before it (800).
    for (const y of [60, 60, 300, 760, 800]) {
      for (const [i, st] of styles.entries()) {
        // Measured first (as the layout does), then drawn from the lines the measure found.
        const width = st.width ?? 0;
        const height = textHeight(a, para, { ...st, width });
        b.doc.font(FONT[st.bold ? "bold" : "regular"]).fontSize(st.size ?? SIZES.body);
        expect(height).toBe(b.doc.heightOfString(para, { width, lineGap: st.lineGap ?? 0 }));
        text(a, para, 42 + i * 170, y, st);
        b.doc.font(FONT[st.bold ? "bold" : "regular"]).fontSize(st.size ?? SIZES.body);
        b.doc.fillColor(st.color ?? COLORS.text);
        b.doc.text(para, 42 + i * 170, y, {
          width: st.width,
          align: st.align ?? "left",
          lineGap: st.lineGap ?? 0,
        });
        const d = (c: DocCtx) => [c.doc.x, c.doc.y];
        expect(d(a)).toEqual(d(b));
      }
    }
    const pages = (c: DocCtx) =>
      (c.doc as unknown as { _pageBuffer: { content: PageStream }[] })._pageBuffer.map((p) => {
        // A byte chunk flushes the operators collected as strings so far (page-content.ts).
        p.content.write(new Uint8Array(0));
        return Buffer.concat(p.content.buffer).toString("latin1");
      });
    expect(pages(a).length).toBeGreaterThan(1);
    expect(pages(a).length).toBe(pages(b).length);
    for (const [i, page] of pages(a).entries()) {
      const [ours, theirs] = [drawing(page), drawing(pages(b)[i]!)];
      expect(ours.text.length, `page ${i + 1}`).toBeGreaterThan(0);
      expect(firstDifference(ours, theirs), `page ${i + 1}`).toBeNull();
    }
  });
});
