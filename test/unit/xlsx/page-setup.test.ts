/**
 * Every sheet prints whole and readable: a reader applies fitToWidth/fitToHeight only when the
 * sheet's fitToPage is set (sheetPr/pageSetUpPr, ISO/IEC 29500-1 §18.3.1.65); without it
 * LibreOffice printed a plant's chart across two pages. Each sheet fits one page wide; a sheet
 * holding charts (a drawing) fits one page tall as well. Checked in the sheet XML itself.
 */
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { buildWorkbook, WORKBOOK_KINDS } from "../../../src/render/xlsx/index.js";
import { sampleModel } from "../../fixtures/model.js";

describe("page setup of every sheet", () => {
  it.each(WORKBOOK_KINDS)(
    "%s: fitToPage on every sheet, one page wide, chart sheets one page tall",
    async (kind) => {
      const parts = unzipSync(
        new Uint8Array(await buildWorkbook(kind, sampleModel({ plants: 3 }), { perPlantSheetLimit: 50 })),
      );
      const sheets = Object.keys(parts).filter((n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n));
      expect(sheets.length).toBeGreaterThan(5);
      let withCharts = 0;
      for (const name of sheets) {
        const xml = Buffer.from(parts[name]!).toString("utf8");
        expect(xml, name).toMatch(/<pageSetUpPr fitToPage="1"\/>/);
        const setup = /<pageSetup [^>]*>/.exec(xml)?.[0] ?? "";
        expect(setup, name).toMatch(/paperSize="9"/);
        const wide = Number(/fitToWidth="(\d+)"/.exec(setup)?.[1]);
        expect(wide, name).toBeGreaterThanOrEqual(1);
        if (xml.includes("<drawing ")) {
          withCharts++;
          expect(setup, name).toMatch(/fitToWidth="1"/);
          expect(setup, name).toMatch(/fitToHeight="1"/);
        }
      }
      // The Charts sheet and one sheet per plant.
      expect(withCharts).toBe(1 + 3);
    },
  );
});
