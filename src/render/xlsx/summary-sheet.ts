/**
 * The Summary sheet: one row per plant, the portfolio row under them, headers with units,
 * an autofilter for finance, frozen header and plant column. Figures are live formulas over
 * the Daily sheets with the model's figures as cached results (so the file shows the
 * manifest's numbers before any recalculation, and an auditor can click through).
 */
import type { CellValue, Worksheet } from "exceljs";
import type { PlantReport, ReportModel } from "../../metrics/model.js";
import { cellRef, localRange, sheetRange } from "./cells.js";
import type { CellRange } from "./chart/types.js";
import { xlsxLabels } from "./labels.js";
import { styleHeaderRow, TITLE_FONT, TOTAL_FONT } from "./styles.js";
import { wrappedLines, wrapWidth, writeSummaryBody } from "./summary-body.js";
import {
  headerHeight,
  SUMMARY_GROUP_ROW,
  SUMMARY_HEADER_ROW,
  SUMMARY_TEXT_COL,
  writeGroups,
  writeNote,
} from "./summary-header.js";

export { SUMMARY_GROUP_ROW, SUMMARY_HEADER_ROW };
export const SUMMARY_FIRST_ROW = 8;

export interface PlantContext {
  plant: PlantReport;
  index: number;
  /** Address of another column in this plant's row, e.g. "E5". */
  at(key: string): string;
}

export interface TotalContext {
  /** Address in the portfolio row. */
  at(key: string): string;
  /** The plants' cells of a column, e.g. "E5:E28". */
  column(key: string): string;
}

export interface SummaryColumn {
  key: string;
  header: string;
  numFmt?: string;
  width?: number;
  /** Long text (notes): wrapped in the cell. */
  wrap?: boolean;
  /** The heading over a run of columns (row SUMMARY_GROUP_ROW), e.g. "Year to date". */
  group?: string;
  plant(ctx: PlantContext): CellValue | null;
  total?(ctx: TotalContext): CellValue | null;
  /**
   * A number format of the plant's own cell instead of the column's: a figure beside a verdict
   * at the verdict's decimals, a tariff at the precision it was given. undefined: the column's.
   */
  plantFormat?(plant: PlantReport): string | undefined;
  /** The portfolio row's own number format, as `plantFormat`. */
  totalFormat?(): string | undefined;
}

export interface SummaryBlock {
  sheet: string;
  ws: Worksheet;
  firstRow: number;
  lastRow: number;
  totalRow: number;
  col(key: string): number;
  range(key: string): CellRange;
  ref(key: string): string;
  values(key: string): (number | null)[];
  /** What each plant's cell of a column shows before recalculation (number, text or nothing). */
  shown(key: string): (number | string | null)[];
  names: string[];
}

export interface SummarySpec {
  title: string;
  notes: string[];
  columns: SummaryColumn[];
  /** Lines printed under the portfolio row (the colours' legend). */
  legend?: string[];
}

export function fillSummarySheet(
  ws: Worksheet,
  model: ReportModel,
  spec: SummarySpec,
  fill: string,
  record = false,
): SummaryBlock {
  ws.views = [{ state: "frozen", xSplit: 1, ySplit: SUMMARY_HEADER_ROW }];
  const index = new Map(spec.columns.map((c, i) => [c.key, i + 1]));
  const col = (key: string): number => {
    const c = index.get(key);
    if (c === undefined) throw new Error(`Summary has no column ${key}`);
    return c;
  };
  const n = model.plants.length;
  const firstRow = SUMMARY_FIRST_ROW;
  const lastRow = firstRow + n - 1;
  const totalRow = lastRow + 1;
  ws.getCell(1, SUMMARY_TEXT_COL).value = spec.title;
  ws.getCell(1, SUMMARY_TEXT_COL).font = TITLE_FONT;
  // Never narrower than the header's longest word, so no header is cut off.
  const widths = spec.columns.map((c) => {
    const min = Math.max(c.width ?? 14, Math.max(...c.header.split(/\s+/).map((w) => w.length)) + 3, 10);
    if (!c.wrap) return min;
    const texts = model.plants.map((plant, index) =>
      c.plant({ plant, index, at: (key) => cellRef(firstRow + index, col(key)) }),
    );
    return wrapWidth(texts, min);
  });
  spec.notes.forEach((note, i) => {
    writeNote(ws, 2 + i, note, widths);
  });
  ws.getRow(SUMMARY_HEADER_ROW).values = spec.columns.map((c) => c.header);
  styleHeaderRow(ws, SUMMARY_HEADER_ROW, 1, spec.columns.length, fill);
  ws.getRow(SUMMARY_HEADER_ROW).height = headerHeight(spec.columns);
  writeGroups(ws, spec.columns);
  const shown = writeSummaryBody(ws, model, spec.columns, col, widths, firstRow, record);
  writeTotals(
    ws,
    spec.columns,
    totalRow,
    col,
    n > 0 ? [firstRow, lastRow] : null,
    xlsxLabels(model.locale).portfolio,
  );
  spec.columns.forEach((c, i) => {
    const column = ws.getColumn(i + 1);
    column.width = widths[i]!;
    if (c.numFmt) column.numFmt = c.numFmt;
    // After the column's format, which exceljs gives every cell of the column it already has.
    const own = c.totalFormat?.();
    if (own) ws.getCell(totalRow, i + 1).numFmt = own;
  });
  wrapLongText(ws, spec.columns, totalRow, totalRow);
  (spec.legend ?? []).forEach((line, i) => {
    const cell = writeNote(ws, totalRow + 2 + i, line, widths);
    if (i === 0) cell.font = { bold: true };
  });
  ws.autoFilter = localRange(
    SUMMARY_HEADER_ROW,
    1,
    Math.max(lastRow, SUMMARY_HEADER_ROW),
    spec.columns.length,
  );
  const range = (key: string): CellRange => ({
    sheet: ws.name,
    firstRow,
    lastRow,
    firstCol: col(key),
    lastCol: col(key),
  });
  return {
    sheet: ws.name,
    ws,
    firstRow,
    lastRow,
    totalRow,
    col,
    range,
    ref: (key) => sheetRange(ws.name, firstRow, col(key), lastRow),
    values: (key) => (shown.get(key) ?? []).map((v) => (typeof v === "number" ? v : null)),
    shown: (key) => shown.get(key) ?? [],
    names: model.plants.map((p) => p.name),
  };
}

/**
 * Long text (notes, status) wraps in its cells — set per cell, not per column, so the header
 * and group rows keep their own alignment — and each row is as tall as its longest wrapped
 * text, so no note runs into the next row (the plants' rows: summary-body.ts).
 */
function wrapLongText(ws: Worksheet, columns: SummaryColumn[], firstRow: number, lastRow: number): void {
  for (let r = firstRow; r <= lastRow; r++) {
    let lines = 1;
    columns.forEach((c, i) => {
      if (!c.wrap) return;
      const cell = ws.getCell(r, i + 1);
      cell.alignment = { wrapText: true, vertical: "top", indent: 1 };
      const text = typeof cell.value === "string" ? cell.value : "";
      lines = Math.max(lines, wrappedLines(text, ws.getColumn(i + 1).width ?? 10));
    });
    if (lines === 1) continue;
    ws.getRow(r).height = lines * 15 + 2;
    // The plant's name and figures on the first line of its note, not at the bottom of a tall row.
    ws.getRow(r).eachCell((cell) => {
      cell.alignment = { ...cell.alignment, vertical: "top" };
    });
  }
}

function writeTotals(
  ws: Worksheet,
  columns: SummaryColumn[],
  totalRow: number,
  col: (key: string) => number,
  rows: [number, number] | null,
  portfolio: string,
): void {
  const ctx: TotalContext = {
    at: (key) => cellRef(totalRow, col(key)),
    // With no plant, point at the (empty) first data row so formulas stay valid.
    column: (key) =>
      localRange(rows?.[0] ?? SUMMARY_FIRST_ROW, col(key), rows?.[1] ?? SUMMARY_FIRST_ROW, col(key)),
  };
  const row = ws.getRow(totalRow);
  row.font = TOTAL_FONT;
  row.getCell(1).value = portfolio;
  for (const c of columns) {
    const v = c.total?.(ctx) ?? null;
    if (v !== null) row.getCell(col(c.key)).value = v;
    row.getCell(col(c.key)).border = { top: { style: "thin" }, bottom: { style: "double" } };
  }
}
