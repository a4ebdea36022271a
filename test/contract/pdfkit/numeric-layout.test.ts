/**
 * Numbers are laid out from their characters' layouts (numeric-layout.ts) when the font applies
 * nothing between them. Here every string of up to three such characters, and many longer
 * numbers as the PDFs print them, must lay out exactly as pdfkit lays them out (glyphs,
 * positions and the advance to the last bit), in each DejaVu face; and a character the font
 * kerns with another ("W" and ".") must not count as free.
 */
import { describe, expect, it, vi } from "vitest";
import { FONT } from "../../../src/render/pdf/engine/fonts.js";
import { composedLayout, freeCharacters } from "../../../src/render/pdf/engine/numeric-layout.js";
import type { PdfkitFont } from "../../../src/render/pdf/engine/text-emit.js";
import { resolvePdfOptions } from "../../../src/render/pdf/options.js";
import { openDocument } from "../../../src/render/pdf/pages/document.js";
import { formatters } from "../../../src/render/pdf/pages/format.js";
import { sampleModel } from "../../fixtures/model.js";

const { doc } = openDocument(sampleModel(), "t", formatters("en-GB", "EUR"), resolvePdfOptions()).ctx;
const fontOf = (name: string) => (doc.font(name) as unknown as { _font: PdfkitFont })._font;

function expectSameLayout(font: PdfkitFont, s: string): void {
  const composed = composedLayout(font, s);
  const run = font.layout(s);
  expect(composed, s).not.toBeNull();
  expect(composed?.advance, s).toBe(run.advanceWidth);
  expect(composed?.glyphs, s).toEqual(run.glyphs);
  expect(composed?.positions, s).toEqual(run.positions);
}

describe("numbers laid out from their characters", () => {
  it.each(Object.values(FONT))("match pdfkit's layout in %s", (name) => {
    const font = fontOf(name);
    const free = [...freeCharacters(font.font as Parameters<typeof freeCharacters>[0])];
    expect(free).toEqual(expect.arrayContaining([..."0123456789,.−+% \u202F"]));
    for (const a of free) for (const b of free) for (const c of free) expectSameLayout(font, a + b + c);
    for (const n of [1234.5, -0.36, 184920, 1e7 / 3, -6.6]) {
      for (const locale of ["en-GB", "de-DE", "fr-FR"]) {
        const f = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(n);
        expectSameLayout(font, f);
        expectSameLayout(font, `€${f} ${f} %`);
      }
    }
  });

  it("leave text with a kerned or other character to fontkit", () => {
    const font = fontOf(FONT.regular);
    expect(composedLayout(font, "1.5 kWh")).toBeNull();
    // A font that kerns "1" before ".": both leave the free set, the others stay.
    const fontkit = font.font as Parameters<typeof freeCharacters>[0];
    const shaper = {
      layout: (s: string) => {
        const run = fontkit.layout(s);
        return s === "1."
          ? { ...run, positions: [{ xAdvance: 1, yAdvance: 0, xOffset: 0, yOffset: 0 }] }
          : run;
      },
    };
    const free = freeCharacters(shaper);
    expect(free.has("1")).toBe(false);
    expect(free.has(".")).toBe(false);
    expect(free.has("2")).toBe(true);
  });
});

/** pdfkit's own word layout (EmbeddedFont.layoutRun), bypassing the document's composed one. */
interface WordFont extends PdfkitFont {
  layoutRun(
    text: string,
    features?: unknown,
  ): { glyphs: unknown[]; positions: unknown[]; advanceWidth: number };
}
const ownRun = (font: WordFont, word: string) =>
  (Object.getPrototypeOf(font) as WordFont).layoutRun.call(font, word);

describe("words of a sentence laid out from their characters", () => {
  const words = (locale: string) =>
    [1234.5, -0.36, 184920, 1e7 / 3, -6.6, 19950, 0.83].flatMap((n) => {
      const f = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(n);
      const pct = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(
        n / 100,
      );
      const eur = new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(n);
      return [f, `${f} `, pct, `${pct} `, eur, `${f}.`, `(${f})`, `+${f}`];
    });

  it.each(Object.values(FONT))("are pdfkit's words to the last bit in %s", (name) => {
    const font = fontOf(name) as WordFont;
    for (const locale of ["en-GB", "de-DE", "fr-FR"])
      for (const w of words(locale)) {
        const mine = font.layoutRun(w);
        const own = ownRun(font, w);
        expect(mine.advanceWidth, w).toBe(own.advanceWidth);
        expect(mine.glyphs, w).toEqual(own.glyphs);
        expect(mine.positions, w).toEqual(own.positions);
      }
  });

  it("shape a new number without fontkit, and anything else with it", () => {
    const font = fontOf(FONT.regular) as WordFont;
    const shaper = font.font as { layout: (s: string) => unknown };
    font.layoutRun("98,765.43 "); // its characters' and pairs' layouts, asked of fontkit once per thread
    const layout = vi.spyOn(shaper, "layout");
    try {
      const run = font.layoutRun("98,765.43 ");
      expect(run.glyphs).toHaveLength(10);
      expect(layout).not.toHaveBeenCalled();
      font.layoutRun("kWh");
      expect(layout).toHaveBeenCalledTimes(1);
    } finally {
      layout.mockRestore();
    }
  });

  it("hand out copies: a caller moving a glyph does not move it in the next number", () => {
    const font = fontOf(FONT.regular) as WordFont;
    const first = font.layoutRun("12") as { positions: { xAdvance: number }[] };
    const width = first.positions[0]?.xAdvance ?? 0;
    (first.positions[0] as { xAdvance: number }).xAdvance += 100;
    const second = font.layoutRun("13") as { positions: { xAdvance: number }[] };
    expect(second.positions[0]?.xAdvance).toBe(width);
  });
});
