/**
 * A plant-details XLSX: the first worksheet, row 1 naming the columns. Number cells are taken
 * as they are stored (no decimal-mark guessing); a formula counts by its saved result.
 */
import type ExcelJS from "exceljs";
import type { Cell } from "./details-cells.js";
import { TableReadError } from "./details-csv.js";
import type { DetailsTable } from "./details-table.js";
import { checkXlsxBounds } from "./xlsx-bounds.js";

function cellOf(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return value;
  if (typeof value === "string") return value.trim() === "" ? null : value;
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  // A date cell is stored as its wall time in UTC: a time of day is kept (events' start and end).
  if (value instanceof Date)
    return value
      .toISOString()
      .slice(0, 16)
      .replace(/T00:00$/, "");
  if ("richText" in value) return cellOf(value.richText.map((r) => r.text).join(""));
  if ("formula" in value || "sharedFormula" in value) {
    const result = (value as { result?: ExcelJS.CellValue }).result;
    if (result === undefined)
      return { invalid: "a formula without a saved result: open and save the file in Excel" };
    return cellOf(result);
  }
  if ("error" in value) return { invalid: `${value.error} is not a number` };
  if ("text" in value) return cellOf(value.text);
  return { invalid: "an unreadable cell" };
}

export async function readXlsxTable(bytes: Uint8Array): Promise<DetailsTable> {
  // Before the reader inflates anything: a ZIP bomb is refused in bounded memory and time.
  checkXlsxBounds(bytes);
  // Loaded only for an XLSX file: `validate` and a refused run start without the workbook library.
  const { default: Excel } = await import("exceljs");
  const wb = new Excel.Workbook();
  try {
    await wb.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
  } catch (err) {
    throw new TableReadError(`not a readable XLSX workbook (${(err as Error).message})`);
  }
  const sheet = wb.worksheets[0];
  if (!sheet) throw new TableReadError("the workbook has no worksheet");
  const width = sheet.columnCount;
  const cellsOf = (r: number) =>
    Array.from({ length: width }, (_, c) => cellOf(sheet.getRow(r).getCell(c + 1).value));
  const header = cellsOf(1).map((c) => (typeof c === "string" ? c.trim() : c === null ? "" : String(c)));
  const rows = Array.from({ length: Math.max(0, sheet.rowCount - 1) }, (_, i) => ({
    row: i + 2,
    cells: cellsOf(i + 2),
  }));
  return { header, rows };
}
