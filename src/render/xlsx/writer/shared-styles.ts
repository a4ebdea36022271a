/**
 * One style object per distinct cell format, shared by every cell that has it. exceljs gives
 * each cell a style object of its own, and when it writes the package it renders each cell's
 * font, fill, border and xf to XML to find its index in styles.xml — unless it has seen that
 * very object before (a WeakMap in its styles manager). Sharing the objects turns that per-cell
 * rendering into one lookup, and writes the same styles.xml and the same `s` attributes.
 */
import type { Cell, Style, Workbook } from "exceljs";

type StyleKey = "numFmt" | "font" | "fill" | "border" | "alignment" | "protection";
const PARTS: StyleKey[] = ["font", "fill", "border", "alignment", "protection"];

/**
 * What exceljs's choice of a default number format depends on when a cell has none: a number
 * gets "General" (id 0), a date "mm-dd-yy", anything else no numFmtId (its CellXform uses a
 * formula's cached result for this). Cells that differ in it never share a style object.
 */
function defaultFormatClass(cell: Cell): string {
  const value = cell.value;
  const shown = value !== null && typeof value === "object" && "formula" in value ? value.result : value;
  if (typeof shown === "number") return "n";
  if (shown instanceof Date) return "d";
  return "o";
}

export class StyleSharer {
  private readonly partIds = new WeakMap<object, string>();
  private readonly byContent = new Map<string, string>();
  private readonly shared = new Map<string, Partial<Style>>();

  /** A short id per distinct part content; an object already seen costs one WeakMap lookup. */
  private partId(part: object): string {
    let id = this.partIds.get(part);
    if (id === undefined) {
      const json = JSON.stringify(part);
      id = this.byContent.get(json);
      if (id === undefined) {
        id = String(this.byContent.size);
        this.byContent.set(json, id);
      }
      this.partIds.set(part, id);
    }
    return id;
  }

  private key(cell: Cell, style: Partial<Style>): string {
    // Truthiness, as exceljs tests each part.
    let key = style.numFmt ? `#${style.numFmt}` : `~${defaultFormatClass(cell)}`;
    for (const name of PARTS) {
      const part = style[name] as object | undefined;
      key += part ? `|${this.partId(part)}` : "|";
    }
    return key;
  }

  /** Replaces the cell's style with the shared object of its format (merged cells keep theirs). */
  share(cell: Cell): void {
    // A merge's cells share their master's style object already; exceljs relies on that.
    if (cell.isMerged) return;
    const style = cell.style;
    const key = this.key(cell, style);
    const same = this.shared.get(key);
    if (same === undefined) this.shared.set(key, style);
    else if (same !== style) cell.style = same;
  }
}

/** Shares the style objects of every cell in the workbook; call it once all cells are written. */
export function shareCellStyles(wb: Workbook): void {
  const sharer = new StyleSharer();
  for (const ws of wb.worksheets) {
    ws.eachRow((row) => row.eachCell((cell) => sharer.share(cell)));
  }
}
