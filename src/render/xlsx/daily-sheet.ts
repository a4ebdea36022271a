/**
 * The Daily sheets: one row per calendar day of the month, one column per plant (in the
 * Summary's order), nulls left empty (never 0), dates as real Excel dates, the header row
 * and the date column frozen. Summary formulas and charts point into these blocks.
 */
import type { Worksheet } from "exceljs";
import type { DailyRow, ReportModel } from "../../metrics/model.js";
import { excelDate, sheetRange } from "./cells.js";
import type { CellRange } from "./chart/types.js";
import { FMT, styleHeaderRow } from "./styles.js";

export const DAILY_HEADER_ROW = 1;
export const DAILY_UNIT_ROW = 2;
export const DAILY_FIRST_ROW = 3;

export interface DailyBlock {
  sheet: string;
  firstRow: number;
  lastRow: number;
  /** Column of the plant at `index` in model.plants. */
  colOf(index: number): number;
  /** The plant's values as a chart range. */
  range(index: number): CellRange;
  /** The plant's values as an absolute formula reference ('Daily yield'!$B$3:$B$33). */
  ref(index: number): string;
  /** Cached values of the plant's column (for chart caches). */
  values(index: number): (number | null)[];
  /** The date column. */
  dateRange: CellRange;
}

export interface DailySpec {
  unit: string;
  numFmt: string;
  value: (row: DailyRow) => number | null;
}

function plantColumns(model: ReportModel, spec: DailySpec): (number | null)[][] {
  return model.plants.map((p) => {
    const byDate = new Map(p.daily.map((r) => [r.date, r]));
    return model.dates.map((d) => {
      const row = byDate.get(d);
      return row === undefined ? null : spec.value(row);
    });
  });
}

export function fillDailySheet(ws: Worksheet, model: ReportModel, spec: DailySpec, fill: string): DailyBlock {
  ws.views = [{ state: "frozen", xSplit: 1, ySplit: DAILY_UNIT_ROW }];
  const columns = plantColumns(model, spec);
  const n = model.plants.length;
  ws.getRow(DAILY_HEADER_ROW).values = ["Date", ...model.plants.map((p) => p.name)];
  ws.getRow(DAILY_UNIT_ROW).values = ["", ...model.plants.map(() => spec.unit)];
  styleHeaderRow(ws, DAILY_HEADER_ROW, 1, n + 1, fill);
  ws.getRow(DAILY_UNIT_ROW).font = { italic: true, color: { argb: "FF666666" } };
  model.dates.forEach((date, d) => {
    const row = ws.getRow(DAILY_FIRST_ROW + d);
    row.getCell(1).value = excelDate(date);
    columns.forEach((col, i) => {
      const v = col[d];
      if (v !== null && v !== undefined) row.getCell(2 + i).value = v;
    });
  });
  ws.getColumn(1).width = 12;
  ws.getColumn(1).numFmt = FMT.date;
  for (let i = 0; i < n; i++) {
    ws.getColumn(2 + i).width = 14;
    ws.getColumn(2 + i).numFmt = spec.numFmt;
  }
  const firstRow = DAILY_FIRST_ROW;
  const lastRow = DAILY_FIRST_ROW + model.dates.length - 1;
  const range = (col: number): CellRange => ({
    sheet: ws.name,
    firstRow,
    lastRow,
    firstCol: col,
    lastCol: col,
  });
  return {
    sheet: ws.name,
    firstRow,
    lastRow,
    colOf: (i) => 2 + i,
    range: (i) => range(2 + i),
    ref: (i) => sheetRange(ws.name, firstRow, 2 + i, lastRow),
    values: (i) => columns[i] ?? [],
    dateRange: range(1),
  };
}
