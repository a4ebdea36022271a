/**
 * A plain data table on its own sheet: one header row (name and unit), typed columns,
 * frozen header and first column. Used for the portfolio's daily figures and the trend;
 * charts and formulas address its columns by key.
 */
import type { CellValue, Style, Worksheet } from "exceljs";
import { sheetRange, shownNumber } from "./cells.js";
import type { CellRange } from "./chart/types.js";
import type { XlsxLabels } from "./labels.js";
import { FMT, styleHeaderRow } from "./styles.js";
import { attachBody } from "./writer/sheet-bodies.js";
import { bodyValue, SheetBody } from "./writer/sheet-body.js";

export interface TableColumn<K extends string> {
  key: K;
  header: string;
  numFmt?: string;
  width?: number;
}

export interface TableBlock<K extends string> {
  sheet: string;
  firstRow: number;
  lastRow: number;
  col(key: K): number;
  range(key: K): CellRange;
  ref(key: K): string;
  /** Cached numbers of a column (null where empty or not a number). */
  values(key: K): (number | null)[];
}

export const TABLE_FIRST_ROW = 2;

/** The columns every "Portfolio daily" sheet has around its theme's own: the day first, then irradiation and coverage. */
export const dayColumn = (L: XlsxLabels): TableColumn<"date"> => ({
  key: "date",
  header: L.cols.date,
  numFmt: FMT.date,
  width: 12,
});
export const portfolioDayColumns = (L: XlsxLabels): TableColumn<"irradiation" | "reporting">[] => [
  { key: "irradiation", header: L.cols.portfolioIrradiation, numFmt: FMT.irradiation, width: 20 },
  { key: "reporting", header: L.cols.plantsReporting, numFmt: FMT.days },
];

/** Column widths (characters) an A4 page holds at a legible scale, portrait and landscape. */
const PORTRAIT_WIDTH = 100;
const LANDSCAPE_WIDTH = 160;

/**
 * Printed as many pages tall as the rows need, the header row on every page: portrait while
 * the table is narrow, landscape when it is wide, and a table wider than a landscape page
 * (the Trend's column per plant) over pages side by side, each repeating the first column.
 */
function printTable(ws: Worksheet, columns: { width?: number }[]): void {
  const width = columns.reduce((sum, c) => sum + (c.width ?? 14), 0);
  const pagesWide = Math.max(1, Math.ceil(width / LANDSCAPE_WIDTH));
  ws.pageSetup = {
    ...ws.pageSetup,
    orientation: width > PORTRAIT_WIDTH ? "landscape" : "portrait",
    fitToPage: true,
    fitToWidth: pagesWide,
    fitToHeight: 0,
    printTitlesRow: "1:1",
    ...(pagesWide > 1 ? { printTitlesColumn: "A:A" } : {}),
  };
}

export function fillTableSheet<K extends string>(
  ws: Worksheet,
  columns: TableColumn<K>[],
  rows: Record<K, CellValue | null>[],
  fill: string,
  record = false,
): TableBlock<K> {
  const sheet = ws.name;
  ws.views = [{ state: "frozen", xSplit: 1, ySplit: 1 }];
  ws.getRow(1).values = columns.map((c) => c.header);
  styleHeaderRow(ws, 1, 1, columns.length, fill);
  columns.forEach((c, i) => {
    const column = ws.getColumn(i + 1);
    column.width = c.width ?? 14;
    if (c.numFmt) column.numFmt = c.numFmt;
  });
  printTable(ws, columns);
  // The rows straight to XML (sheet-body.ts): the Trend has a column per plant. Each cell in
  // its column's format, as exceljs gives a cell made after its column's.
  const body = new SheetBody(record);
  const styles = columns.map((c): Partial<Style> => (c.numFmt ? { numFmt: c.numFmt } : {}));
  rows.forEach((r, j) => {
    body.startRow(TABLE_FIRST_ROW + j);
    columns.forEach((c, i) => {
      const v = r[c.key];
      if (v !== null && v !== undefined) body.cell(i + 1, bodyValue(v, sheet), styles[i]!);
    });
    body.endRow();
  });
  attachBody(ws, body);
  const index = new Map(columns.map((c, i) => [c.key, i + 1]));
  const col = (key: K): number => {
    const c = index.get(key);
    if (c === undefined) throw new Error(`no column ${key} on ${sheet}`);
    return c;
  };
  const lastRow = TABLE_FIRST_ROW + rows.length - 1;
  return {
    sheet,
    firstRow: TABLE_FIRST_ROW,
    lastRow,
    col,
    range: (key) => ({ sheet, firstRow: TABLE_FIRST_ROW, lastRow, firstCol: col(key), lastCol: col(key) }),
    ref: (key) => sheetRange(sheet, TABLE_FIRST_ROW, col(key), lastRow),
    values: (key) => rows.map((r) => shownNumber(r[key])),
  };
}
