/**
 * Plant names in every script the PDFs promise (DESIGN.md "Languages and scripts"), read
 * back the way a reader's tools do: poppler's pdftotext gives the name back, pdffonts shows
 * the Noto face for the script embedded as a subset; names with an emoji or a character
 * outside the BMP at the 31st UTF-16 unit go through workbooks, file names and PDFs.
 *
 * What poppler (22.x) returns: CJK, Greek, Cyrillic and Latin exactly; Devanagari and Thai
 * exactly through the ActualText spans; Hebrew and Arabic in logical order wrapped in U+202B
 * … U+202C, with the line's other text around them in visual order, and Arabic letters that
 * share one skeleton glyph after shaping (ب/ن, س/ش) coming back as the first one seen —
 * so right-to-left names are compared word by word, Arabic on the letter skeleton.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { afterAll, describe, expect, it } from "vitest";
import { renderPlantPdf } from "../../src/render/pdf/index.js";
import { plantPdfFileName, TakenNames } from "../../src/render/pdf/workers/file-name.js";
import { buildWorkbook, WORKBOOK_KINDS } from "../../src/render/xlsx/index.js";
import { sampleModel } from "../fixtures/model.js";
import { toolsAvailable } from "../helpers/tools.js";

const dir = mkdtempSync(join(tmpdir(), "pdf-scripts-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** name, the embedded face expected (null: Noto Sans only), right-to-left */
const SCRIPTS: [string, string, string | null, boolean][] = [
  ["Latin", "Ørsted Solární park Žďár nad Sázavou – Île-de-France", null, false],
  ["Greek", "Φωτοβολταϊκός Σταθμός Θεσσαλονίκης", null, false],
  ["Cyrillic", "Солнечная электростанция Владивосток", null, false],
  ["Japanese", "富士山太陽光発電所 ソーラーパーク", "NotoSansJP", false],
  ["Chinese", "青海光伏电站 第二期", "NotoSansSC", false],
  ["Korean", "영암 태양광 발전소", "NotoSansKR", false],
  ["Arabic", "محطة الطاقة الشمسية بنبان", "NotoSansArabic", true],
  ["Hebrew", "תחנת כוח סולארית אשלים", "NotoSansHebrew", true],
  ["Devanagari", "भादला सौर ऊर्जा संयंत्र क्षेत्र", "NotoSansDevanagari", false],
  ["Thai", "โรงไฟฟ้าพลังงานแสงอาทิตย์ลพบุรี", "NotoSansThai", false],
];

const BIDI_MARKS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;
/** Arabic letters by skeleton (rasm): the dots are separate mark glyphs in Noto Sans Arabic. */
const SKELETON: [RegExp, string][] = [
  [/[بتثنيى]/gu, "ٮ"],
  [/[جحخ]/gu, "ح"],
  [/[دذ]/gu, "د"],
  [/[رز]/gu, "ر"],
  [/[سش]/gu, "س"],
  [/[صض]/gu, "ص"],
  [/[طظ]/gu, "ط"],
  [/[عغ]/gu, "ع"],
  [/[فق]/gu, "ف"],
  [/[ةه]/gu, "ه"],
];
const skeleton = (s: string) => SKELETON.reduce((t, [re, to]) => t.replace(re, to), s);

function pdfText(file: string): string {
  const out = execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
  return out.replace(BIDI_MARKS, "").replace(/[\s\u00A0\u202F]+/gu, " ");
}

function fontRows(file: string): string[] {
  return execFileSync("pdffonts", [file], { encoding: "utf8" }).trim().split("\n").slice(2);
}

async function render(name: string, file: string): Promise<string> {
  const model = sampleModel();
  const path = join(dir, file);
  writeFileSync(path, await renderPlantPdf(model, { ...model.plants[0]!, name }));
  return path;
}

describe.skipIf(!toolsAvailable(["pdftotext", "pdffonts"], "PDF text and fonts"))(
  "plant names in every script",
  () => {
    it.each(SCRIPTS)(
      "%s: pdftotext gives the name back, pdffonts shows the face embedded",
      async (script, name, face, rtl) => {
        const file = await render(name, `${script}.pdf`);
        const text = pdfText(file);
        if (!rtl) expect(text).toContain(name);
        else {
          const fold = script === "Arabic" ? skeleton : (s: string) => s;
          for (const word of name.split(" ")) expect(fold(text), word).toContain(fold(word));
        }
        const rows = fontRows(file);
        for (const row of rows) expect(row).toMatch(/CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
        const names = rows.map((r) => r.split(/\s+/)[0]);
        if (face)
          expect(names).toEqual(
            expect.arrayContaining([expect.stringMatching(new RegExp(`^[A-Z]{6}\\+${face}-Bold$`))]),
          );
        else
          expect(names.every((n) => /^[A-Z]{6}\+NotoSans-(Regular|Bold|Italic)$/.test(n ?? ""))).toBe(true);
      },
    );

    it("shows a character no font has as a visible box and keeps the rest", async () => {
      const text = pdfText(await render("Solar \u{1F916}\u200B Park \u{10FFFD} Süd", "missing.pdf"));
      expect(text).toContain("Solar □ Park □ Süd");
    });
  },
);

describe("names with an emoji or 𠮷 at the 31st UTF-16 unit", () => {
  const names = [`${"Solarpark Nord ".repeat(2)}😀 Süd`, `${"Solarpark Nord ".repeat(2)}𠮷野家 Ost`];
  const lone = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

  it("workbooks, file names and PDFs are all produced", async () => {
    const base = sampleModel();
    const model = { ...base, plants: base.plants.map((p, i) => ({ ...p, name: names[i % 2]! })) };
    for (const kind of WORKBOOK_KINDS) {
      const parts = unzipSync(await buildWorkbook(kind, model, { perPlantSheetLimit: 50 }));
      const workbook = new TextDecoder().decode(parts["xl/workbook.xml"]);
      const sheets = [...workbook.matchAll(/<sheet [^>]*name="([^"]*)"/g)].map((m) => m[1]!);
      expect(sheets.length, kind).toBeGreaterThan(1);
      for (const s of sheets) expect(lone.test(s) || s.length > 31, `${kind}: ${s}`).toBe(false);
    }
    const taken = new TakenNames();
    for (const p of model.plants) expect(lone.test(plantPdfFileName(p, model.month, taken))).toBe(false);
    for (const name of names) {
      const pdf = await renderPlantPdf(model, { ...model.plants[0]!, name });
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    }
  }, 120_000);
});
