/**
 * The Summary's plant rows, straight to sheet XML (sheet-body.ts): one row per plant and some
 * eighty columns, most of them formulas, are the workbooks' second largest block of cells.
 * Each cell gets the style exceljs gave it: its column's number format (every plant row has a
 * cell in a formatted column, empty or not, as exceljs's column format creates one), long
 * text wrapped, and a row made tall for its note top-aligned.
 */
import type { Style, Worksheet } from "exceljs";
import type { ReportModel } from "../../metrics/model.js";
import { cellRef, shownValue } from "./cells.js";
import type { PlantContext, SummaryColumn } from "./summary-sheet.js";
import { attachBody } from "./writer/sheet-bodies.js";
import { bodyValue, SheetBody } from "./writer/sheet-body.js";

/** Width units of text a line holds (about 1.1 characters a unit) and a wrapped line's height in points. */
const CHARS_PER_WIDTH = 1.1;
const LINE_HEIGHT = 15;

/** A plant row never taller than this many lines, however long its note: the full text stays in the cell. */
const MAX_LINES = 4;

/**
 * One height for every plant row (printed rows that jump in height read as a broken table):
 * as many lines as the longest wrapped text needs, at most MAX_LINES.
 */
function evenLines(columns: SummaryColumn[], widths: number[], rows: unknown[][]): number {
  let lines = 1;
  for (const values of rows) {
    columns.forEach((c, j) => {
      const v = values[j];
      if (c.wrap && typeof v === "string") lines = Math.max(lines, wrappedLines(v, widths[j]!));
    });
  }
  return Math.min(lines, MAX_LINES);
}

/** Lines a wrapped column's longest text should take: a printed plant row one or two lines tall. */
const WRAP_LINES = 2;
/** The widest a wrapped column grows (about a third of a landscape page): longer notes take more lines. */
const MAX_WRAP_WIDTH = 110;

/**
 * The width of a wrapped column (notes, status): at least `min`, wide enough that its longest
 * text takes WRAP_LINES lines, at most MAX_WRAP_WIDTH. A narrow notes column made every plant
 * row three or four lines tall and the Summary print twice as many pages.
 */
export function wrapWidth(texts: unknown[], min: number): number {
  const longest = Math.max(0, ...texts.map((t) => (typeof t === "string" ? t.length : 0)));
  return Math.max(min, Math.min(MAX_WRAP_WIDTH, Math.ceil(longest / (WRAP_LINES * CHARS_PER_WIDTH))));
}

/** Lines a wrapped text takes in a column `width` wide. */
export function wrappedLines(text: string, width: number): number {
  return Math.ceil(text.length / Math.max(1, width * CHARS_PER_WIDTH));
}

interface ColumnStyles {
  plain: Partial<Style>;
  top: Partial<Style>;
  wrap: Partial<Style>;
}

function columnStyles(c: SummaryColumn): ColumnStyles {
  const plain: Partial<Style> = c.numFmt ? { numFmt: c.numFmt } : {};
  return {
    plain,
    top: { ...plain, alignment: { vertical: "top" } },
    // Indented: a status or note starts clear of the right-aligned figure beside it ("0 ok", not "0ok").
    wrap: { ...plain, alignment: { wrapText: true, vertical: "top", indent: 1 } },
  };
}

/**
 * Writes the plants' rows from `firstRow`, all as tall as the longest wrapped text (evenLines), and
 * returns what each column shows per plant (charts' caches, the plant sheets' links).
 */
export function writeSummaryBody(
  ws: Worksheet,
  model: ReportModel,
  columns: SummaryColumn[],
  col: (key: string) => number,
  widths: number[],
  firstRow: number,
  record: boolean,
): Map<string, (number | string | null)[]> {
  const body = new SheetBody(record);
  const styles = columns.map(columnStyles);
  // A cell with a format of its own (summary-sheet.ts plantFormat): one style object per format and column.
  const own = new Map<string, ColumnStyles>();
  const stylesOf = (c: SummaryColumn, j: number, plant: ReportModel["plants"][number]): ColumnStyles => {
    const numFmt = c.plantFormat?.(plant);
    if (numFmt === undefined || numFmt === c.numFmt) return styles[j]!;
    const key = `${j}\u0000${numFmt}`;
    let s = own.get(key);
    if (s === undefined) {
      s = columnStyles({ ...c, numFmt });
      own.set(key, s);
    }
    return s;
  };
  const shown = new Map<string, (number | string | null)[]>(columns.map((c) => [c.key, []]));
  const rows = model.plants.map((plant, i) => {
    const row = firstRow + i;
    const ctx: PlantContext = { plant, index: i, at: (key) => cellRef(row, col(key)) };
    return columns.map((c) => c.plant(ctx) ?? null);
  });
  const lines = evenLines(columns, widths, rows);
  rows.forEach((values, i) => {
    const plant = model.plants[i]!;
    body.startRow(firstRow + i);
    columns.forEach((c, j) => {
      const v = values[j] ?? null;
      shown.get(c.key)!.push(shownValue(v));
      const s = stylesOf(c, j, plant);
      const style = c.wrap ? s.wrap : lines > 1 && v !== null ? s.top : s.plain;
      if (v !== null) body.cell(j + 1, bodyValue(v, "Summary"), style);
      else if (c.wrap || c.numFmt) body.empty(j + 1, style);
    });
    body.endRow(lines > 1 ? lines * LINE_HEIGHT + 2 : undefined);
  });
  attachBody(ws, body);
  return shown;
}
