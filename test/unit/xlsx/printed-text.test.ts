/**
 * Text a printed sheet would cut off, as LibreOffice's PDFs of the demo showed it: a plant's
 * name on three lines in a Daily header two lines tall, the Summary's notes and colour legend
 * running past the first page's right edge, a plant sheet's labels covered by their figures.
 * Read from built workbooks with exceljs (row heights, merged ranges, column widths).
 */
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import type { ReportModel } from "../../../src/metrics/model.js";
import { buildWorkbook, WORKBOOK_KINDS, type WorkbookKind } from "../../../src/render/xlsx/index.js";
import { xlsxLabels } from "../../../src/render/xlsx/labels.js";
import { SUMMARY_TEXT_COL } from "../../../src/render/xlsx/summary-header.js";
import {
  SUMMARY_FIRST_ROW,
  SUMMARY_GROUP_ROW,
  SUMMARY_HEADER_ROW,
} from "../../../src/render/xlsx/summary-sheet.js";
import { verdictLegend } from "../../../src/render/xlsx/verdict-formats.js";
import { sampleModel } from "../../fixtures/model.js";

async function workbook(kind: WorkbookKind, model: ReportModel): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await buildWorkbook(kind, model, { perPlantSheetLimit: 50 })) as never);
  return wb;
}

/** The sample model with its second plant renamed. */
function renamed(name: string, locale = "en-GB"): ReportModel {
  const model = { ...sampleModel({ plants: 3 }), locale };
  model.plants = model.plants.map((p, i) => (i === 1 ? { ...p, name } : p));
  return model;
}

describe("printed text is not cut off", () => {
  it("a Daily sheet's header row is as tall as a plant name wrapped on three lines", async () => {
    const L = xlsxLabels("en-GB");
    const sheet = (wb: ExcelJS.Workbook) => wb.getWorksheet(L.sheets.dailyIrradiation)!;
    // Width 14, about 12 characters a line: "Quinta do Sol" takes two lines, the default height.
    expect(sheet(await workbook("pr", renamed("Quinta do Sol"))).getRow(1).height).toBe(32);
    // "Hokkaidō" / "Tomakomai" / "Solar": three lines of 15 pt and the padding.
    const wb = await workbook("pr", renamed("Hokkaidō Tomakomai Solar"));
    expect(sheet(wb).getRow(1).height).toBe(3 * 15 + 6);
  });

  it.each(WORKBOOK_KINDS)(
    "%s: the Summary's notes and legend are merged over columns of the first printed page only",
    async (kind) => {
      const model = { ...sampleModel({ plants: 3 }), locale: "de-DE" };
      const ws = (await workbook(kind, model)).getWorksheet(xlsxLabels(model.locale).sheets.summary)!;
      const widths = Array.from({ length: ws.columnCount }, (_, i) => ws.getColumn(i + 1).width ?? 9);
      const total = widths.reduce((s, w) => s + w, 0);
      const page = total / ws.pageSetup.fitToWidth!;
      expect(ws.pageSetup.fitToWidth, kind).toBeGreaterThan(1);
      const legend = verdictLegend(model);
      const totalRow = SUMMARY_FIRST_ROW + model.plants.length;
      const rows = [2, 3, ...legend.map((_, i) => totalRow + 2 + i)];
      for (const r of rows) {
        const cell = ws.getCell(r, SUMMARY_TEXT_COL);
        expect(cell.isMerged, `${kind} row ${r}`).toBe(true);
        const last = ws.getCell(mergeEnd(ws, r)).col;
        const spanned = widths.slice(0, Number(last)).reduce((s, w) => s + w, 0);
        expect(spanned, `${kind} row ${r}: ${spanned} of a page of ${page}`).toBeLessThanOrEqual(page);
        expect(cell.alignment?.wrapText, `${kind} row ${r}`).toBe(true);
      }
      expect(ws.getCell(totalRow + 2, SUMMARY_TEXT_COL).value).toBe(legend[0]);
    },
  );

  it.each(WORKBOOK_KINDS)(
    "%s: the Summary's column A, repeated on every printed page, holds no title, note or legend",
    async (kind) => {
      const model = { ...sampleModel({ plants: 3 }), locale: "de-DE" };
      const L = xlsxLabels(model.locale);
      const ws = (await workbook(kind, model)).getWorksheet(L.sheets.summary)!;
      // Pages 2 and on repeat the plants' names and the header rows (page-setup.test.ts).
      expect(ws.pageSetup.printTitlesColumn, kind).toBe("A:A");
      const totalRow = SUMMARY_FIRST_ROW + model.plants.length;
      // Column A: empty above the header rows, then their group and header, the plants, the portfolio, nothing under it.
      const texts: [number, unknown][] = [];
      ws.getColumn(1).eachCell((c, r) => {
        if (c.value !== null && c.value !== "") texts.push([r, c.value]);
      });
      expect(texts, kind).toEqual([
        [SUMMARY_GROUP_ROW, L.groups.plant],
        [SUMMARY_HEADER_ROW, L.cols.plant],
        ...model.plants.map((p, i): [number, unknown] => [SUMMARY_FIRST_ROW + i, p.name]),
        [totalRow, L.portfolio],
      ]);
      for (let r = 1; r < SUMMARY_GROUP_ROW; r++)
        expect(ws.getCell(r, 1).isMerged, `${kind} A${r}`).toBe(false);
      const title = ws.getCell(1, SUMMARY_TEXT_COL).value;
      expect(String(title), kind).toContain(L.f.month(model.month));
    },
  );

  it("the Summary's status words start clear of the late days' figure to their left", async () => {
    const model = { ...sampleModel({ plants: 3, withFailures: true }), locale: "de-DE" };
    const L = xlsxLabels(model.locale);
    const ws = (await workbook("pr", model)).getWorksheet(L.sheets.summary)!;
    const header = ws.getRow(SUMMARY_HEADER_ROW).values as unknown[];
    const status = header.indexOf(L.cols.status);
    // Right-aligned "0" then left-aligned "geliefert" printed "0geliefert".
    expect(header[status - 1]).toBe(L.cols.lateDays);
    for (let r = SUMMARY_FIRST_ROW; r <= SUMMARY_FIRST_ROW + 3; r++)
      expect(ws.getCell(r, status).alignment?.indent, `row ${r}`).toBe(1);
  });

  it("the yield Summary's plant rows stay two lines tall with a long note, in French too", async () => {
    for (const locale of ["en-GB", "fr-FR"]) {
      const model = { ...sampleModel({ plants: 3 }), locale };
      // Eight days estimated from the meter: a note of 170 to 240 characters.
      const daily = model.plants[1]!.daily.map((r, i) =>
        i < 8 ? { ...r, yieldEstimatedKwh: r.yieldKwh ?? 1, yieldEstimateSource: "meter" as const } : r,
      );
      model.plants = model.plants.map((p, i) => (i === 1 ? { ...p, daily } : p));
      const L = xlsxLabels(locale);
      const ws = (await workbook("yield", model)).getWorksheet(L.sheets.summary)!;
      const notes = ws.getRow(SUMMARY_HEADER_ROW).values as unknown[];
      const col = notes.indexOf(L.notes);
      const note = ws.getCell(SUMMARY_FIRST_ROW + 1, col).value as string;
      expect(note.length, locale).toBeGreaterThan(150);
      const width = ws.getColumn(col).width!;
      // 1.1 characters a width unit: two lines of the note, where width 60 took four.
      expect(Math.ceil(note.length / (width * 1.1)), `${locale} width ${width}`).toBe(2);
      for (let r = SUMMARY_FIRST_ROW; r < SUMMARY_FIRST_ROW + 3; r++)
        expect(ws.getRow(r).height, `${locale} row ${r}`).toBe(2 * 15 + 2);
    }
  });

  it("a plant sheet's label column is as wide as its longest label, in German too", async () => {
    for (const locale of ["en-GB", "de-DE"]) {
      const model = { ...sampleModel({ plants: 2 }), locale };
      const ws = (await workbook("yield", model)).getWorksheet(model.plants[0]!.name)!;
      const labels: string[] = [];
      ws.getColumn(1).eachCell((c, r) => {
        if (r >= 5 && typeof c.value === "string") labels.push(c.value);
      });
      expect(labels.length, locale).toBeGreaterThan(5);
      const longest = Math.max(...labels.map((l) => l.length));
      // "Budget for the days covered (kWh)" is 33 characters: the old 26 cut it when printed.
      expect(longest, locale).toBeGreaterThan(26);
      expect(ws.getColumn(1).width, locale).toBeGreaterThanOrEqual(longest);
    }
  });
});

/** The last column of the merged range whose top-left cell is in column B of row `r`. */
function mergeEnd(ws: ExcelJS.Worksheet, r: number): string {
  const ranges = (ws.model as { merges?: string[] }).merges ?? [];
  const range = ranges.find((m) => m.startsWith(`B${r}:`));
  expect(range, `merge of row ${r}`).toBeDefined();
  return range!.split(":")[1]!;
}
