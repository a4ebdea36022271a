import { describe, expect, it } from "vitest";
import { plantPdfFileName, safeStem, TakenNames } from "../../../src/render/pdf/workers/file-name.js";
import { SheetNames } from "../../../src/render/xlsx/sheet-names.js";

const lone = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const AT_31 = [`${"Solarpark Nord ".repeat(2)}😀 Süd`, `${"Solarpark Nord ".repeat(2)}𠮷野家`];

describe("names cut by grapheme", () => {
  it.each(AT_31)("a sheet name never ends in half a character: %s", (name) => {
    expect(name.charCodeAt(30)).toBeGreaterThanOrEqual(0xd800); // the 31st unit is a high surrogate
    const sheets = new SheetNames();
    const first = sheets.claim(name);
    const second = sheets.claim(name);
    for (const s of [first, second]) {
      expect(s.length).toBeLessThanOrEqual(31);
      expect(lone.test(s)).toBe(false);
    }
    expect(first).toBe("Solarpark Nord Solarpark Nord");
    expect(second).toBe("Solarpark Nord Solarpark No (2)");
  });

  it("a file name keeps whole emoji, flags and accents within 100 characters and 200 bytes", () => {
    const name = `${"é".repeat(99)}👨‍👩‍👧 tail`;
    const stem = safeStem(name);
    expect(lone.test(stem)).toBe(false);
    expect(stem).toBe("é".repeat(99));
    const cjk = "太陽光発電所".repeat(30);
    expect(Buffer.byteLength(safeStem(cjk))).toBeLessThanOrEqual(200);
    expect(plantPdfFileName({ id: "1", name: AT_31[1]! }, "2026-10", new TakenNames())).toBe(
      `${AT_31[1]}-2026-10.pdf`,
    );
  });
});
