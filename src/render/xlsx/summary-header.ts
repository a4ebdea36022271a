/** The Summary's header rows: group headings over runs of columns, and a header row tall enough for its wrapped text. */
import type { Cell, Worksheet } from "exceljs";
import { headerLines, solidFill } from "./styles.js";
import type { SummaryColumn } from "./summary-sheet.js";

/** Title in row 1, notes in rows 2–5, column groups in row 6, headers in row 7 (summary-sheet.ts). */
export const SUMMARY_GROUP_ROW = 6;
export const SUMMARY_HEADER_ROW = 7;
/**
 * The title, the notes and the legend start in column B: column A, the plants' names, repeats on
 * every printed page (print titles), and text starting there printed cut off at its edge on
 * pages 2 and on ("Sandbox portfolio — montl").
 */
export const SUMMARY_TEXT_COL = 2;

/** Tall enough for the longest wrapped header (about one character per width unit, 15 pt a line). */
export function headerHeight(columns: SummaryColumn[]): number {
  const lines = Math.max(2, ...columns.map((c) => headerLines(c.header, c.width ?? 14)));
  return lines * 15 + 6;
}

/** Group headings over runs of columns: merged, light fill, dark bold text. */
export function writeGroups(ws: Worksheet, columns: SummaryColumn[]): void {
  let start = 0;
  columns.forEach((c, i) => {
    const next = columns[i + 1];
    if (next && next.group === c.group) return;
    if (c.group) {
      if (i > start) ws.mergeCells(SUMMARY_GROUP_ROW, start + 1, SUMMARY_GROUP_ROW, i + 1);
      const cell = ws.getCell(SUMMARY_GROUP_ROW, start + 1);
      cell.value = c.group;
      cell.font = { bold: true, color: { argb: "FF1F3B57" } };
      cell.fill = solidFill("DCE6F0");
      cell.alignment = { horizontal: "center", vertical: "middle", wrapText: true };
      cell.border = { left: { style: "thin", color: { argb: "FFFFFFFF" } } };
    }
    start = i + 1;
  });
  ws.getRow(SUMMARY_GROUP_ROW).height = 30;
}

/**
 * The columns surely on the first printed page: a sheet fitted to N pages wide is scaled so
 * that a page holds at least 1/N of its total width (more where a column does not fit whole).
 */
function firstPageSpan(ws: Worksheet, widths: number[]): number {
  const page = widths.reduce((s, w) => s + w, 0) / Math.max(1, ws.pageSetup.fitToWidth ?? 1);
  let [used, span] = [0, 0];
  for (const w of widths) {
    if (used + w > page) break;
    used += w;
    span++;
  }
  return Math.max(1, span);
}

/**
 * A note over the columns of the first printed page from column B, wrapped, as tall as its
 * text: over more columns than the page holds, its end printed cut off at the page's edge.
 */
export function writeNote(ws: Worksheet, row: number, text: string, widths: number[]): Cell {
  const span = Math.max(SUMMARY_TEXT_COL, firstPageSpan(ws, widths));
  const width = widths.slice(SUMMARY_TEXT_COL - 1, span).reduce((w, c) => w + c, 0);
  if (span > SUMMARY_TEXT_COL) ws.mergeCells(row, SUMMARY_TEXT_COL, row, span);
  const cell = ws.getCell(row, SUMMARY_TEXT_COL);
  cell.value = text;
  cell.alignment = { wrapText: true, vertical: "top" };
  const lines = Math.ceil(text.length / (width * 1.1));
  if (lines > 1) ws.getRow(row).height = lines * 14 + 2;
  return cell;
}
