/**
 * Cell addresses and values for the workbooks: A1 references with quoted sheet names
 * (ISO/IEC 29500-1 §18.17 formula grammar), Excel date serials, and formula cells whose
 * cached result is the model's own figure.
 */
import type { CellValue } from "exceljs";

/** 1 → "A", 27 → "AA". */
export function colName(col: number): string {
  let name = "";
  for (let n = col; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** A sheet name as formulas need it: always quoted, apostrophes doubled. */
export function quoteSheet(sheet: string): string {
  return `'${sheet.replaceAll("'", "''")}'`;
}

export function cellRef(row: number, col: number): string {
  return `${colName(col)}${row}`;
}

/** A1:B2 on the same sheet (no sheet prefix). */
export function localRange(firstRow: number, firstCol: number, lastRow: number, lastCol: number): string {
  return `${colName(firstCol)}${firstRow}:${colName(lastCol)}${lastRow}`;
}

/** 'Sheet'!$A$1:$A$31, absolute, for formulas that point into another sheet. */
export function sheetRange(
  sheet: string,
  firstRow: number,
  col: number,
  lastRow: number,
  lastCol = col,
): string {
  const c1 = colName(col);
  const c2 = colName(lastCol);
  return `${quoteSheet(sheet)}!$${c1}$${firstRow}:$${c2}$${lastRow}`;
}

const MS_PER_DAY = 86_400_000;
/** Days from 1899-12-30 (Excel's 1900 date system, with its leap-year quirk folded in) to 1970-01-01. */
const UNIX_EPOCH_SERIAL = 25_569;

/** "2026-10-05" or "2026-10" → the Excel date serial of that (first) day. */
export function excelDate(isoDay: string): number {
  const [y, m, d] = isoDay.split("-").map(Number) as [number, number, number | undefined];
  return Date.UTC(y, m - 1, d ?? 1) / MS_PER_DAY + UNIX_EPOCH_SERIAL;
}

/** A formula with the figure the model computed as its cached result ("" shows an empty cell). */
export function formula(text: string, result: number | null): CellValue {
  return { formula: text, result: result === null ? "" : result } as CellValue;
}

/** Wraps an expression so a figure with no data shows empty, never 0 (DESIGN.md "Monthly figures"). */
export function blankUnless(condition: string, expr: string): string {
  return `IF(${condition},${expr},"")`;
}

/** What a cell shows before any recalculation: its value, or a formula's cached result. */
export function shownValue(v: CellValue | null | undefined): number | string | null {
  const shown = v !== null && typeof v === "object" && "result" in v ? v.result : v;
  return typeof shown === "number" || typeof shown === "string" ? shown : null;
}

/** The number a cell shows (chart caches), or null when it shows none. */
export function shownNumber(v: CellValue | null | undefined): number | null {
  const shown = shownValue(v);
  return typeof shown === "number" ? shown : null;
}
