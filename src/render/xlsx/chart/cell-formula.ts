/**
 * Series references (`c:f`) in A1 style: an always-quoted sheet name and absolute cells,
 * as ISO/IEC 29500-1 §18.17 formulas write them.
 */
import type { CellRange, CellRef } from "./types.js";

/** 1 → A, 27 → AA. */
export function columnLetters(col: number): string {
  if (!Number.isInteger(col) || col < 1 || col > 16384) throw new Error(`column ${col} is outside 1..16384`);
  let n = col;
  let out = "";
  while (n > 0) {
    const rem = (n - 1) % 26;
    out = String.fromCharCode(65 + rem) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** Quoting is always legal, so every name is quoted; an apostrophe inside is doubled. */
export function quoteSheetName(sheet: string): string {
  return `'${sheet.replace(/'/g, "''")}'`;
}

function absolute(row: number, col: number): string {
  if (!Number.isInteger(row) || row < 1 || row > 1048576) throw new Error(`row ${row} is outside 1..1048576`);
  return `$${columnLetters(col)}$${row}`;
}

export function cellFormula(ref: CellRef): string {
  return `${quoteSheetName(ref.sheet)}!${absolute(ref.row, ref.col)}`;
}

export function rangeFormula(range: CellRange): string {
  const first = absolute(range.firstRow, range.firstCol);
  const last = absolute(range.lastRow, range.lastCol);
  return `${quoteSheetName(range.sheet)}!${first === last ? first : `${first}:${last}`}`;
}

/** Number of cells in a range (series ranges are one row or one column). */
export function rangeSize(range: CellRange): number {
  return (range.lastRow - range.firstRow + 1) * (range.lastCol - range.firstCol + 1);
}
