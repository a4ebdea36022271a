/**
 * A Contract sheet's labelled lines: the label in column A (its text runs over the empty
 * cells beside it), the value in column G, a note in column H. Rows are given out first, so a
 * line's formula can point at any line of its block, above or below, by key.
 */
import type { CellValue, Worksheet } from "exceljs";
import { solidFill } from "./styles.js";

export const LABEL_COL = 1;
export const VALUE_COL = 7;
export const NOTE_COL = 8;
const VALUE_LETTER = "G";

/** Terms and a plant's data: cells a reader may change to see what the contract would give. */
export const INPUT_FILL = solidFill("DDEBF7");

/** `$G$12`: the value cell of a line by key. */
export type At = (key: string) => string;

export interface Line {
  key: string;
  label: string;
  value: (at: At) => CellValue;
  numFmt?: string;
  note?: string;
  /** a term or a plant's data (blue) */
  input?: boolean;
  /** a heading: bold label, no value */
  heading?: boolean;
}

export function valueRef(row: number): string {
  return `$${VALUE_LETTER}$${row}`;
}

/** The rows `lines` will take from `start`, by key. */
export function lineRows(lines: readonly Line[], start: number): Map<string, number> {
  return new Map(lines.map((l, i) => [l.key, start + i]));
}

/** An `At` over one or more blocks' rows; an unknown key is a bug in the sheet's layout. */
export function atOf(...rows: Map<string, number>[]): At {
  return (key) => {
    for (const r of rows) {
      const row = r.get(key);
      if (row !== undefined) return valueRef(row);
    }
    throw new Error(`Contract sheet: no line ${key}`);
  };
}

/** Writes `lines` from `start`; returns the next free row. */
export function writeLines(ws: Worksheet, start: number, lines: readonly Line[], at: At): number {
  lines.forEach((l, i) => {
    const row = start + i;
    const label = ws.getCell(row, LABEL_COL);
    label.value = l.label;
    if (l.heading) {
      label.font = { bold: true, size: 12 };
      return;
    }
    const cell = ws.getCell(row, VALUE_COL);
    cell.value = l.value(at);
    if (l.numFmt) cell.numFmt = l.numFmt;
    // Numbers right; a term's text runs on into the note column.
    if (typeof cell.value !== "string") cell.alignment = { horizontal: "right" };
    if (l.input) cell.fill = INPUT_FILL;
    if (l.note) ws.getCell(row, NOTE_COL).value = l.note;
  });
  return start + lines.length;
}

/** A heading line. */
export function heading(key: string, label: string): Line {
  return { key, label, heading: true, value: () => null };
}
