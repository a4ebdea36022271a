/**
 * Shared style objects (render/xlsx/shared-styles.ts): cells of one format end up with one
 * style object, and the package exceljs writes is the same as without sharing — styles.xml
 * and every cell's `s` attribute — including a number and a text cell with no number format
 * (exceljs gives only the number "General"), formula results, and merged cells.
 */
import ExcelJS from "exceljs";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { solidFill } from "../../../src/render/xlsx/styles.js";
import { shareCellStyles } from "../../../src/render/xlsx/writer/shared-styles.js";

function sample(): ExcelJS.Workbook {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Data");
  ws.getColumn(2).numFmt = "#,##0.0";
  for (let r = 1; r <= 6; r++) {
    ws.getCell(r, 1).value = r % 2 ? `name ${r}` : r;
    ws.getCell(r, 2).value = r * 1.5;
    const c = ws.getCell(r, 3);
    c.value = { formula: `B${r}*2`, result: r % 3 ? r * 3 : "" } as ExcelJS.CellValue;
    c.font = { italic: true, color: { argb: "FF595959" } };
    c.fill = solidFill("EDEDED");
  }
  ws.getCell(8, 1).value = "merged";
  ws.getCell(8, 1).font = { bold: true };
  ws.mergeCells(8, 1, 8, 3);
  ws.getCell(9, 1).value = new Date(Date.UTC(2026, 9, 1));
  return wb;
}

async function parts(wb: ExcelJS.Workbook): Promise<Record<string, string>> {
  const files = unzipSync(new Uint8Array(await wb.xlsx.writeBuffer()));
  const xml: Record<string, string> = {};
  for (const [name, data] of Object.entries(files))
    if (!name.startsWith("docProps/")) xml[name] = strFromU8(data);
  return xml;
}

describe("shareCellStyles", () => {
  it("gives the cells of one format one style object, and never mixes text and number defaults", () => {
    const wb = sample();
    shareCellStyles(wb);
    const ws = wb.getWorksheet("Data");
    if (!ws) throw new Error("no sheet");
    expect(ws.getCell(2, 2).style).toBe(ws.getCell(4, 2).style);
    expect(ws.getCell(1, 3).style).toBe(ws.getCell(2, 3).style);
    expect(ws.getCell(2, 1).style).toBe(ws.getCell(4, 1).style);
    expect(ws.getCell(1, 1).style).not.toBe(ws.getCell(2, 1).style);
    // A formula whose cached result is text gets no number format, one with a number does.
    expect(ws.getCell(3, 3).style).not.toBe(ws.getCell(1, 3).style);
  });

  it("writes the same styles.xml and sheet XML as without sharing", async () => {
    const shared = sample();
    shareCellStyles(shared);
    const plain = await parts(sample());
    const after = await parts(shared);
    expect(Object.keys(after).sort()).toEqual(Object.keys(plain).sort());
    for (const name of Object.keys(plain)) expect(after[name], name).toBe(plain[name]);
    expect(plain["xl/styles.xml"]).toContain("EDEDED");
  });
});
