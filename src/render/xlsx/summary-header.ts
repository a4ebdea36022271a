/** The Summary's header rows: group headings over runs of columns, and a header row tall enough for its wrapped text. */
import type { Worksheet } from "exceljs";
import { solidFill } from "./styles.js";
import type { SummaryColumn } from "./summary-sheet.js";

/** Title in row 1, notes in rows 2–5, column groups in row 6, headers in row 7 (summary-sheet.ts). */
export const SUMMARY_GROUP_ROW = 6;
export const SUMMARY_HEADER_ROW = 7;

/** Tall enough for the longest wrapped header (about one character per width unit, 15 pt a line). */
export function headerHeight(columns: SummaryColumn[]): number {
  const lines = Math.max(
    2,
    ...columns.map((c) => {
      const perLine = Math.max(4, (c.width ?? 14) - 2);
      const words = c.header.split(/\s+/);
      let count = 1;
      let used = 0;
      for (const w of words) {
        if (used > 0 && used + 1 + w.length > perLine) {
          count++;
          used = w.length;
        } else used += (used > 0 ? 1 : 0) + w.length;
      }
      return count;
    }),
  );
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

/** A note over the first columns (those of the first printed page), wrapped, as tall as its text. */
export function writeNote(ws: Worksheet, row: number, text: string, columns: SummaryColumn[]): void {
  const span = Math.min(columns.length, 12);
  const width = columns.slice(0, span).reduce((w, c) => w + Math.max(c.width ?? 14, 10), 0);
  if (span > 1) ws.mergeCells(row, 1, row, span);
  const cell = ws.getCell(row, 1);
  cell.value = text;
  cell.alignment = { wrapText: true, vertical: "top" };
  const lines = Math.ceil(text.length / (width * 1.1));
  if (lines > 1) ws.getRow(row).height = lines * 14 + 2;
}
