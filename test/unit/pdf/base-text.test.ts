/**
 * The oblique face's base glyphs (base-text.ts): every character an estimated value in the
 * daily table can draw, in every locale's digits and separators. A character outside the base
 * would give documents different oblique subsets again, each encoded and deflated anew.
 */
import { describe, expect, it } from "vitest";
import { baseTexts } from "../../../src/render/pdf/pages/base-text.js";
import { formatters } from "../../../src/render/pdf/pages/format.js";
import { energy } from "../../../src/render/pdf/pages/table-columns.js";

const LOCALES = ["en-GB", "de-DE", "fr-FR", "es-ES", "it-IT", "ja-JP", "ar-EG", "hi-IN", "de-CH", "fa-IR"];
const VALUES = [0, 7, 42, 999, 1000, 12_345, 987_654.4, 1_000_000, -3, -12_345.6];
const SOURCES = ["meter", "yield", "irradiation"] as const;

describe("the oblique base", () => {
  it.each(LOCALES)("holds every character of an estimated value in %s", (locale) => {
    const f = formatters(locale, "EUR");
    const base = new Set(baseTexts(f).italic);
    let checked = 0;
    for (const v of VALUES) {
      for (const source of SOURCES) {
        const cell = energy(null, v, source, f);
        expect(cell.estimated).toBe(true);
        const outside = [...cell.text].filter((ch) => !base.has(ch));
        expect(outside, `${locale} ${cell.text}`).toEqual([]);
        checked++;
      }
    }
    expect(checked).toBe(VALUES.length * SOURCES.length);
  });

  it("is small: markers, digits, separators and signs only", () => {
    for (const locale of LOCALES) {
      const chars = new Set(baseTexts(formatters(locale, "EUR")).italic);
      expect(chars.size, locale).toBeLessThanOrEqual(20);
    }
  });
});
