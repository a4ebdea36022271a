/**
 * Rows written straight to sheet XML (render/xlsx/sheet-body.ts, sheet-bodies.ts): a sheet
 * whose middle rows are a SheetBody reads back, with exceljs, exactly as the same sheet with
 * every row written by exceljs — values, formulas and cached results (number, text, none),
 * shared strings, styles (number formats, fonts, fills, alignment, a number and a text with
 * no format), styled empty cells, row heights, the used range — and a workbook with no body
 * gives the very parts exceljs's own writer zips, in its order.
 */
import ExcelJS from "exceljs";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { solidFill } from "../../../src/render/xlsx/styles.js";
import { attachBody, spliceBody, workbookParts } from "../../../src/render/xlsx/writer/sheet-bodies.js";
import { SheetBody } from "../../../src/render/xlsx/writer/sheet-body.js";

type Row = {
  r: number;
  height?: number;
  cells: [number, ExcelJS.CellValue | null, Partial<ExcelJS.Style>][];
};

const FMT = { numFmt: "#,##0.0" };
const EST = {
  numFmt: '#,##0.0" (meter)"',
  font: { italic: true, color: { argb: "FF595959" } },
  fill: solidFill("EDEDED"),
};
const WRAP = { alignment: { wrapText: true, vertical: "top" as const } };
const formula = (f: string, result: number | string | undefined) =>
  ({ formula: f, result }) as ExcelJS.CellValue;

/** Rows 3–6: the body; rows 1, 2 and 8 stay with exceljs. */
const BODY: Row[] = [
  {
    r: 3,
    cells: [
      [1, 46296, { numFmt: "yyyy-mm-dd" }],
      [2, 12.5, FMT],
      [3, 11, EST],
      [5, "Alpha <PV> & 'Co'", {}],
    ],
  },
  {
    r: 4,
    height: 47,
    cells: [
      [1, 46297, { numFmt: "yyyy-mm-dd" }],
      [2, null, FMT],
      [4, "a long note", WRAP],
    ],
  },
  {
    r: 5,
    cells: [
      [2, formula("SUM(B3:B4)", 12.5), FMT],
      [3, formula('IF(B4="","",B4)', ""), {}],
      [4, null, WRAP],
    ],
  },
  {
    r: 6,
    cells: [
      [2, formula("B3*2", undefined), FMT],
      [6, 7, {}],
      [7, "Alpha <PV> & 'Co'", { font: { bold: true } }],
    ],
  },
];

function frame(ws: ExcelJS.Worksheet): void {
  ws.getCell(1, 1).value = "Date";
  ws.getCell(1, 2).value = "Alpha";
  ws.mergeCells(1, 2, 1, 3);
  ws.getCell(2, 2).value = "kWh";
  ws.getCell(8, 1).value = "legend";
  ws.getColumn(2).width = 14;
  ws.views = [{ state: "frozen", xSplit: 1, ySplit: 2 }];
}

function withExceljs(): ExcelJS.Workbook {
  const wb = new ExcelJS.Workbook();
  // Fixed document dates, so two writes of it give the same docProps.
  wb.created = wb.modified = new Date(Date.UTC(2026, 10, 1));
  const ws = wb.addWorksheet("Daily");
  frame(ws);
  for (const row of BODY) {
    if (row.height) ws.getRow(row.r).height = row.height;
    for (const [c, v, style] of row.cells) {
      const cell = ws.getCell(row.r, c);
      cell.value = v;
      cell.style = style;
    }
  }
  return wb;
}

function withBody(): ExcelJS.Workbook {
  const wb = new ExcelJS.Workbook();
  wb.created = wb.modified = new Date(Date.UTC(2026, 10, 1));
  const ws = wb.addWorksheet("Daily");
  frame(ws);
  const body = new SheetBody();
  for (const row of BODY) {
    body.startRow(row.r);
    for (const [c, v, style] of row.cells) {
      if (v === null) body.empty(c, style);
      else if (typeof v === "object") {
        const f = v as { formula: string; result?: number | string };
        body.cell(c, { formula: f.formula, result: f.result ?? null }, style);
      } else body.cell(c, v as number | string, style);
    }
    body.endRow(row.height);
  }
  attachBody(ws, body);
  return wb;
}

async function readBack(parts: Record<string, Uint8Array>): Promise<ExcelJS.Worksheet> {
  const { zipDeterministic } = await import("../../../src/render/xlsx/chart/deterministic-zip.js");
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(zipDeterministic(parts, new Date(Date.UTC(2026, 10, 1)))) as never);
  return wb.worksheets[0]!;
}

function cells(ws: ExcelJS.Worksheet): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  ws.eachRow({ includeEmpty: true }, (row, r) => {
    out[`row ${r}`] = row.height;
    row.eachCell({ includeEmpty: true }, (cell) => {
      out[cell.address] = { value: cell.value, type: cell.type, style: cell.style };
    });
  });
  return out;
}

describe("sheet bodies", () => {
  it("read back as the same rows written by exceljs", async () => {
    const theirs = await workbookParts(withExceljs());
    const ours = await workbookParts(withBody());
    const expected = await readBack(theirs);
    const actual = await readBack(ours);
    expect(cells(actual)).toEqual(cells(expected));
    expect(cells(actual).B5).toMatchObject({ value: { formula: "SUM(B3:B4)", result: 12.5 } });
    expect(actual.model.merges).toEqual(["B1:C1"]);
    // The used range, which readers that stream a sheet take its size from.
    const dimension = (parts: Record<string, Uint8Array>) =>
      /<dimension ref="([^"]+)"/.exec(strFromU8(parts["xl/worksheets/sheet1.xml"]!))?.[1];
    expect(dimension(ours)).toBe("A1:G8");
    expect(dimension(ours)).toBe(dimension(theirs));
  });

  it("writes the parts exceljs's own writer zips, in its order, for a workbook with no body", async () => {
    const wb = withExceljs();
    const ours = await workbookParts(wb);
    const theirs = unzipSync(new Uint8Array(await wb.xlsx.writeBuffer()));
    expect(Object.keys(ours)).toEqual(Object.keys(theirs));
    for (const [name, data] of Object.entries(theirs))
      expect(Buffer.from(ours[name]!).equals(Buffer.from(data))).toBe(true);
  });

  it("refuses a body over rows exceljs also holds, and rows or columns out of order", () => {
    const body = new SheetBody();
    body.startRow(3);
    body.cell(2, 1, {});
    expect(() => body.cell(2, 1, {})).toThrow(/column 2 after column 2/);
    body.endRow();
    expect(() => body.startRow(3)).toThrow(/row 3 after row 3/);
    const xml =
      '<worksheet><dimension ref="A1:B3"/><sheetData><row r="3"><c r="A3"/></row></sheetData></worksheet>';
    const ctx = { styleId: () => 0, stringId: () => 0 };
    expect(() => spliceBody(xml, body, ctx)).toThrow(/exceljs also has row 3/);
  });
});
