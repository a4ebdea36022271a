/**
 * Font files shared between the documents of a thread (render/pdf/font-subsets.ts): a
 * document's bytes do not depend on which documents came before, a glyph outside the base
 * set is embedded and extracts, and every face is still an embedded subset.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { PlantReport, ReportModel } from "../../../src/metrics/model.js";
import { forgetFontFiles } from "../../../src/render/pdf/engine/font-subsets.js";
import { renderPlantPdf } from "../../../src/render/pdf/index.js";
import { sampleModel } from "../../fixtures/model.js";
import { toolsAvailable } from "../../helpers/tools.js";

const dir = mkdtempSync(join(tmpdir(), "pdf-font-subsets-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const model: ReportModel = sampleModel();
const plant = (name: string, locale: string | null = null): PlantReport => ({
  ...model.plants[0]!,
  name,
  locale,
});
/** Names whose letters lie outside every language's base glyphs, each different. */
const A = plant("Łódź Ørsted Ωmega");
const B = plant("Þórshöfn Ŵind Ğüneş");
const C = plant("Plain Solar Park");

describe("shared font files", () => {
  it("give each document the bytes it has when rendered first in its thread, in any order", async () => {
    const alone = new Map<PlantReport, Buffer>();
    for (const p of [A, B, C]) {
      forgetFontFiles();
      alone.set(p, await renderPlantPdf(model, p));
    }
    forgetFontFiles();
    for (const p of [A, B, C, C, B, A, A]) {
      const bytes = await renderPlantPdf(model, p);
      expect(bytes.equals(alone.get(p)!), p.name).toBe(true);
    }
    // The names differ, so the documents do too (the check above compares something).
    expect(alone.get(A)!.equals(alone.get(B)!)).toBe(false);
  });

  it("gives the same bytes to a German and a French document whichever language came first", async () => {
    const de = plant("Gärtnerei Süd", "de-DE");
    const fr = plant("Électricité du Léman", "fr-FR");
    forgetFontFiles();
    const deFirst = await renderPlantPdf(model, de);
    const frAfter = await renderPlantPdf(model, fr);
    forgetFontFiles();
    const frFirst = await renderPlantPdf(model, fr);
    const deAfter = await renderPlantPdf(model, de);
    expect(deAfter.equals(deFirst)).toBe(true);
    expect(frAfter.equals(frFirst)).toBe(true);
  });
});

describe.skipIf(!toolsAvailable(["pdftotext", "pdffonts"], "shared font files"))(
  "glyphs outside the base",
  () => {
    it("extract as drawn after a document of the same language, and the faces are embedded subsets", async () => {
      await renderPlantPdf(model, C);
      const file = join(dir, "a.pdf");
      writeFileSync(file, await renderPlantPdf(model, A));
      const text = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" });
      expect(text).toContain("Łódź Ørsted Ωmega");
      const fonts = execFileSync("pdffonts", [file], { encoding: "utf8" }).split("\n").slice(2);
      const noto = fonts.filter((l) => /^[A-Z]{6}\+NotoSans-(Regular|Bold|Italic)\s/.test(l));
      expect(noto.length).toBeGreaterThanOrEqual(2);
      for (const line of noto)
        expect(line, line).toMatch(/^[A-Z]{6}\+\S+\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    });
  },
);
