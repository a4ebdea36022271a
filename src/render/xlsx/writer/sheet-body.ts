/**
 * The bulk rows of a large sheet (the Daily sheets: a month's days × every plant), written
 * straight to SpreadsheetML (ISO/IEC 29500-1 §18.3.1.73 row, §18.3.1.4 c) as they are built,
 * instead of one exceljs cell object per value. exceljs keeps the sheet's other rows (headers,
 * legend), its columns, views, merges and print setup; when it writes the package,
 * sheet-bodies.ts puts these rows into its sheetData. A cell's style and a text's shared
 * string get their indexes only then, from exceljs's own style and string managers, so the
 * rows read exactly as if exceljs had written them: a marker stands in for each until then.
 */
import type { CellValue, Style } from "exceljs";
import { colName } from "../cells.js";
import { escapeXml } from "../chart/escape-xml.js";

/** A cell of the body: a number, a text, or a formula with the result a reader sees before recalculating. */
export type BodyValue = number | string | { formula: string; result: number | string | null };

/** A cell value as the builders make them (numbers, text, formulas with a result) for a body. */
export function bodyValue(v: CellValue, sheet: string): BodyValue {
  if (typeof v === "number" || typeof v === "string") return v;
  if (v !== null && typeof v === "object" && "formula" in v && typeof v.formula === "string") {
    const result = v.result;
    if (typeof result === "number" || typeof result === "string") return { formula: v.formula, result };
    if (result === undefined || result === null) return { formula: v.formula, result: null };
  }
  throw new Error(`${sheet}: a cell value the sheet writer does not write: ${JSON.stringify(v)}`);
}

/** exceljs's value classes for its styles manager (a number or a date gets a default format, text none). */
export type StyleClass = "number" | "string";

/**
 * A style's marker stands before its number in `s="…"`, a string's in `<v>…</v>`: each number
 * ends at the `"` or the `<` after it. Both markers are characters XML 1.0 forbids (§2.2), so
 * escaped text never contains them.
 */
const STYLE_MARK = "\u0001";
const STRING_MARK = "\u0002";

/**
 * `text` with the number after each `mark` (up to `end`) replaced by its entry in `ids`. A
 * split and a join: on a sheet of ~60,000 cells about twice as fast as a replace with a
 * callback per marker.
 */
function resolveMarks(text: string, mark: string, end: string, ids: string[]): string {
  const pieces = text.split(mark);
  for (let k = 1; k < pieces.length; k++) {
    const piece = pieces[k]!;
    const at = piece.indexOf(end);
    pieces[k] = ids[Number(piece.slice(0, at))]! + piece.slice(at);
  }
  return pieces.join("");
}

export interface ResolveContext {
  /** The xf index of a style for a value of a class (exceljs's StylesXform.addStyleModel). */
  styleId(style: Partial<Style>, cls: StyleClass): number;
  /** The shared-string index of a text (exceljs's SharedStringsXform.add). */
  stringId(text: string): number;
}

/** A recorded cell, for readers of the content that are not the package (the bench's dump). */
export type BodyCell = [row: number, col: number, value: BodyValue, style: Partial<Style>];

export class SheetBody {
  private readonly rows: string[] = [];
  private readonly styles: [Partial<Style>, StyleClass][] = [];
  private readonly styleIndex = new Map<Partial<Style>, Map<StyleClass, number>>();
  private readonly strings: string[] = [];
  private readonly stringIndex = new Map<string, number>();
  /** The current row's cells, joined once the row ends (one flat string a row, not a chain of pieces). */
  private row: string[] = [];
  private rowNumber = 0;
  private rowMin = 0;
  private rowMax = 0;
  firstRow = 0;
  lastRow = 0;
  minCol = 0;
  maxCol = 0;
  /** Every cell as written, when asked for (the bench's dump); none otherwise. */
  readonly recorded: BodyCell[] | null;

  constructor(record = false) {
    this.recorded = record ? [] : null;
  }

  /** Starts row `n`; rows come in ascending order, each after the last. */
  startRow(n: number): void {
    if (n <= this.lastRow) throw new Error(`sheet body: row ${n} after row ${this.lastRow}`);
    if (this.firstRow === 0) this.firstRow = n;
    this.lastRow = n;
    this.rowNumber = n;
    this.row = [];
    this.rowMin = 0;
    this.rowMax = 0;
  }

  private ref(col: number): string {
    if (col <= this.rowMax) throw new Error(`sheet body: column ${col} after column ${this.rowMax}`);
    if (this.rowMin === 0) this.rowMin = col;
    this.rowMax = col;
    return `${colName(col)}${this.rowNumber}`;
  }

  /** An empty cell with a style of its own (a format for what a reader types in), as exceljs writes one. */
  empty(col: number, style: Partial<Style>): void {
    this.row.push(`<c r="${this.ref(col)}" s="${STYLE_MARK}${this.style(style, "number")}"/>`);
  }

  /** A cell of the current row; columns come in ascending order. */
  cell(col: number, value: BodyValue, style: Partial<Style>): void {
    const ref = this.ref(col);
    this.recorded?.push([this.rowNumber, col, value, style]);
    if (typeof value === "number") {
      this.row.push(`<c r="${ref}" s="${STYLE_MARK}${this.style(style, "number")}"><v>${value}</v></c>`);
    } else if (typeof value === "string") {
      const s = `${STYLE_MARK}${this.style(style, "string")}`;
      this.row.push(`<c r="${ref}" s="${s}" t="s"><v>${STRING_MARK}${this.string(value)}</v></c>`);
    } else {
      // As exceljs writes a formula: a text result inline (t="str"), never a shared string;
      // no result, no <v> (and the style of a number, as exceljs gives a cell with no value).
      const text = typeof value.result === "string";
      const s = `${STYLE_MARK}${this.style(style, text ? "string" : "number")}`;
      const t = text ? ' t="str"' : "";
      const v = value.result === null ? "" : `<v>${escapeXml(String(value.result))}</v>`;
      this.row.push(`<c r="${ref}" s="${s}"${t}><f>${escapeXml(value.formula)}</f>${v}</c>`);
    }
  }

  /** Ends the current row, `height` in points when it is not the default. */
  endRow(height?: number): void {
    const n = this.rowNumber;
    const ht = height ? ` ht="${height}" customHeight="1"` : "";
    const spans = this.rowMin > 0 ? ` spans="${this.rowMin}:${this.rowMax}"` : "";
    this.rows.push(`<row r="${n}"${ht}${spans} x14ac:dyDescent="0.25">${this.row.join("")}</row>`);
    if (this.rowMin > 0) {
      this.minCol = this.minCol === 0 ? this.rowMin : Math.min(this.minCol, this.rowMin);
      this.maxCol = Math.max(this.maxCol, this.rowMax);
    }
    this.row = [];
  }

  private style(style: Partial<Style>, cls: StyleClass): number {
    let byClass = this.styleIndex.get(style);
    if (byClass === undefined) {
      byClass = new Map();
      this.styleIndex.set(style, byClass);
    }
    let i = byClass.get(cls);
    if (i === undefined) {
      i = this.styles.push([style, cls]) - 1;
      byClass.set(cls, i);
    }
    return i;
  }

  private string(text: string): number {
    let i = this.stringIndex.get(text);
    if (i === undefined) {
      i = this.strings.push(text) - 1;
      this.stringIndex.set(text, i);
    }
    return i;
  }

  /** The rows' XML with exceljs's style and string indexes, in the order they were written. */
  xml(ctx: ResolveContext): string {
    const styleIds = this.styles.map(([style, cls]) => String(ctx.styleId(style, cls)));
    const stringIds = this.strings.map((text) => String(ctx.stringId(text)));
    const styled = resolveMarks(this.rows.join(""), STYLE_MARK, '"', styleIds);
    return resolveMarks(styled, STRING_MARK, "<", stringIds);
  }
}
