/**
 * The Daily sheets: one row per calendar day of the month, one column per plant (in the
 * Summary's order), nulls left empty (never 0), dates as real Excel dates, the header row
 * and the date column frozen. Summary formulas and charts point into these blocks.
 * A sheet with estimates (DESIGN.md "Monthly figures", estimated values) gives each plant a
 * measured and an estimated column side by side; estimated cells are italic on grey and
 * their number format names the source, so a reader sees which day was estimated and how.
 * An outage day (the model's `outage`: a trip, 0 kWh) is red with the word after its 0, as the
 * PDF's daily table marks it.
 */
import type { Style, Worksheet } from "exceljs";
import type { DailyRow, ReportModel } from "../../metrics/model.js";
import { excelDate, sheetRange } from "./cells.js";
import type { CellRange } from "./chart/types.js";
import { xlsxLabels } from "./labels.js";
import { FMT, headerLines, quoteFormatText, solidFill, styleHeaderRow } from "./styles.js";
import { mergeRowSpans } from "./writer/merge-row.js";
import { attachBody } from "./writer/sheet-bodies.js";
import { SheetBody } from "./writer/sheet-body.js";

export const DAILY_HEADER_ROW = 1;
export const DAILY_UNIT_ROW = 2;
export const DAILY_FIRST_ROW = 3;
/** Estimated cells: italic dark grey on light grey (also the Summary's estimated columns). */
export const ESTIMATED_FILL = "EDEDED";
export const ESTIMATED_FONT = { italic: true, color: { argb: "FF595959" } };
/** Widths of a plant's column and of its estimated column beside it. */
const PLANT_WIDTH = 14;
const ESTIMATE_WIDTH = 20;
/** Outage days: dark red on light red, the PDF's red (also the plant sheets' outage days). */
export const OUTAGE_FILL = "FADBD8";
export const OUTAGE_FONT = { bold: true, color: { argb: "FF9B1C1C" } };

export interface DailyBlock {
  sheet: string;
  firstRow: number;
  lastRow: number;
  /** Column of the plant at `index` in model.plants (its measured values). */
  colOf(index: number): number;
  /** The plant's values as a chart range. */
  range(index: number): CellRange;
  /** The plant's values as an absolute formula reference ('Daily yield'!$B$3:$B$33). */
  ref(index: number): string;
  /** Cached values of the plant's column (for chart caches). */
  values(index: number): (number | null)[];
  /** The date column. */
  dateRange: CellRange;
  /** The plant's estimated column, when the sheet has estimates. */
  estimated: {
    ref(index: number): string;
    values(index: number): (number | null)[];
    /** Last column of the plant block (measured and estimated). */
    lastCol: number;
    /** The unit-row cells that name measured and estimated columns (SUMPRODUCT criteria). */
    measuredLabel: string;
    estimatedLabel: string;
  } | null;
}

export interface DailySpec {
  unit: string;
  numFmt: string;
  value: (row: DailyRow) => number | null;
  /** The day's estimate and its source's name (shown after the number), when the field has estimates. */
  estimate?: { value: (row: DailyRow) => number | null; source: (row: DailyRow) => string | null };
}

type Cell = { v: number; source?: string | null; outage?: boolean } | null;

function plantColumns(model: ReportModel, pick: (r: DailyRow) => Cell): Cell[][] {
  return model.plants.map((p) => {
    const byDate = new Map(p.daily.map((r) => [r.date, r]));
    return model.dates.map((d) => {
      const row = byDate.get(d);
      return row === undefined ? null : pick(row);
    });
  });
}

function writeHeaders(ws: Worksheet, model: ReportModel, spec: DailySpec, step: number, fill: string): void {
  const n = model.plants.length;
  const L = xlsxLabels(model.locale);
  ws.getCell(DAILY_HEADER_ROW, 1).value = L.cols.date;
  const pairs: [number, number][] = [];
  model.plants.forEach((p, i) => {
    const c = 2 + i * step;
    ws.getCell(DAILY_HEADER_ROW, c).value = p.name;
    if (step === 2) {
      pairs.push([c, c + 1]);
      ws.getCell(DAILY_UNIT_ROW, c).value = L.dailyMeasured(spec.unit);
      ws.getCell(DAILY_UNIT_ROW, c + 1).value = L.dailyEstimated(spec.unit);
    } else ws.getCell(DAILY_UNIT_ROW, c).value = spec.unit;
  });
  // A name over its measured and estimated columns.
  mergeRowSpans(ws, DAILY_HEADER_ROW, pairs);
  styleHeaderRow(ws, DAILY_HEADER_ROW, 1, n * step + 1, fill);
  // A plant's name wraps in its column (both columns with estimates): tall enough for the
  // longest, or "Hokkaidō Tomakomai Solar" prints cut at the top and bottom.
  const width = step === 2 ? PLANT_WIDTH + ESTIMATE_WIDTH : PLANT_WIDTH;
  const lines = Math.max(2, ...model.plants.map((p) => headerLines(p.name, width)));
  if (lines > 2) ws.getRow(DAILY_HEADER_ROW).height = lines * 15 + 6;
  ws.getRow(DAILY_UNIT_ROW).font = { italic: true, color: { argb: "FF666666" } };
  ws.getRow(DAILY_UNIT_ROW).alignment = { horizontal: "center" };
}

interface BodyColumns {
  measured: Cell[][];
  estimated: Cell[][] | null;
  step: number;
  numFmt: string;
  /** The word after an outage day's value ("outage"). */
  outage: string;
}

/**
 * The days, one row each, straight to XML (sheet-body.ts): at 2,000 plants these are the
 * workbooks' largest sheets. Styles as exceljs gives its cells: the column's format, and an
 * estimate's italic grey with its source after the number.
 */
function writeBody(ws: Worksheet, model: ReportModel, cols: BodyColumns, record: boolean): void {
  const body = new SheetBody(record);
  const date: Partial<Style> = { numFmt: FMT.date };
  const measured: Partial<Style> = { numFmt: cols.numFmt };
  const outage: Partial<Style> = {
    numFmt: `${cols.numFmt}${quoteFormatText(` (${cols.outage})`)}`,
    font: OUTAGE_FONT,
    fill: solidFill(OUTAGE_FILL),
  };
  const estimates = new Map<string, Partial<Style>>();
  const estimate = (source: string | null | undefined): Partial<Style> => {
    // The source after the number (ISO/IEC 29500-1 §18.8.31 literal text): visible, still a number.
    const numFmt = source ? `${cols.numFmt}${quoteFormatText(` (${source})`)}` : cols.numFmt;
    let style = estimates.get(numFmt);
    if (style === undefined) {
      style = { numFmt, font: ESTIMATED_FONT, fill: solidFill(ESTIMATED_FILL) };
      estimates.set(numFmt, style);
    }
    return style;
  };
  model.dates.forEach((day, d) => {
    body.startRow(DAILY_FIRST_ROW + d);
    body.cell(1, excelDate(day), date);
    cols.measured.forEach((col, i) => {
      const c = 2 + i * cols.step;
      const v = col[d];
      if (v) body.cell(c, v.v, v.outage ? outage : measured);
      const e = cols.estimated?.[i]?.[d];
      if (e) body.cell(c + 1, e.v, estimate(e.source));
    });
    body.endRow();
  });
  attachBody(ws, body);
}

/** The legend under the days: merged over the first columns, wrapped, three lines tall for each paragraph. */
function legendRow(ws: Worksheet, row: number, lastCol: number, lines: string[]): void {
  if (lastCol > 1) ws.mergeCells(row, 1, row, lastCol);
  const cell = ws.getCell(row, 1);
  cell.value = lines.join("\n");
  cell.font = ESTIMATED_FONT;
  cell.alignment = { wrapText: true, vertical: "top" };
  ws.getRow(row).height = 48 * lines.length;
}

/** Landscape, one page tall (a month's days), as many pages wide as about twelve columns each need. */
function printSetup(ws: Worksheet, columns: number): void {
  ws.pageSetup = {
    paperSize: 9,
    orientation: "landscape",
    fitToPage: true,
    fitToWidth: Math.max(1, Math.ceil(columns / 13)),
    fitToHeight: 1,
    printTitlesColumn: "A:A",
  };
}

export function fillDailySheet(
  ws: Worksheet,
  model: ReportModel,
  spec: DailySpec,
  fill: string,
  record = false,
): DailyBlock {
  ws.views = [{ state: "frozen", xSplit: 1, ySplit: DAILY_UNIT_ROW }];
  const measured = plantColumns(model, (r) => {
    const v = spec.value(r);
    return v === null ? null : { v, outage: r.outage };
  });
  const est = spec.estimate;
  const estimated = est
    ? plantColumns(model, (r) => {
        const v = est.value(r);
        return v === null ? null : { v, source: est.source(r) };
      })
    : null;
  const step = estimated ? 2 : 1;
  const n = model.plants.length;
  writeHeaders(ws, model, spec, step, fill);
  // Column formats first: exceljs applies a column's format to the cells it already has.
  ws.getColumn(1).width = 12;
  ws.getColumn(1).numFmt = FMT.date;
  for (let c = 2; c <= n * step + 1; c++) {
    ws.getColumn(c).width = step === 2 && c % 2 === 1 ? ESTIMATE_WIDTH : PLANT_WIDTH;
    ws.getColumn(c).numFmt = spec.numFmt;
  }
  printSetup(ws, n * step + 1);
  const L = xlsxLabels(model.locale);
  writeBody(ws, model, { measured, estimated, step, numFmt: spec.numFmt, outage: L.dailyOutage }, record);
  const firstRow = DAILY_FIRST_ROW;
  const lastRow = DAILY_FIRST_ROW + model.dates.length - 1;
  const outages = measured.some((col) => col.some((c) => c?.outage));
  const legend = [...(estimated ? [L.dailyLegend] : []), ...(outages ? [L.dailyOutageLegend] : [])];
  if (legend.length > 0) legendRow(ws, lastRow + 2, Math.min(n * step + 1, 9), legend);
  const range = (col: number): CellRange => ({
    sheet: ws.name,
    firstRow,
    lastRow,
    firstCol: col,
    lastCol: col,
  });
  const colOf = (i: number) => 2 + i * step;
  const values = (cols: Cell[][] | null) => (i: number) => (cols?.[i] ?? []).map((c) => c?.v ?? null);
  return {
    sheet: ws.name,
    firstRow,
    lastRow,
    colOf,
    range: (i) => range(colOf(i)),
    ref: (i) => sheetRange(ws.name, firstRow, colOf(i), lastRow),
    values: values(measured),
    dateRange: range(1),
    estimated: estimated
      ? {
          ref: (i) => sheetRange(ws.name, firstRow, colOf(i) + 1, lastRow),
          values: values(estimated),
          lastCol: n * 2 + 1,
          measuredLabel: `$B$${DAILY_UNIT_ROW}`,
          estimatedLabel: `$C$${DAILY_UNIT_ROW}`,
        }
      : null,
  };
}
