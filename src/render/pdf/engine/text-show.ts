/**
 * The text-showing operators of one line as pdfkit's `_fragment` (0.20) writes them: glyph ids
 * as four hex digits, one TJ array split where a glyph's advance differs from its width (the
 * kerning, in thousandths of the size), and around a glyph the font offsets (a mark) a Tm move.
 */
import { fixed6 } from "./decimals.js";
import type { Laid, Position } from "./text-emit.js";

/** pdfkit's PDFObject.number: six decimals, as the content stream writes every number. */
export const num: (n: number) => string = fixed6;

const HEX: string[] = [];
export const hex4 = (gid: number): string => {
  let h = HEX[gid];
  if (h === undefined) {
    h = `0000${gid.toString(16)}`.slice(-4);
    HEX[gid] = h;
  }
  return h;
};

/**
 * The splits `_fragment` makes in one TJ array: after each glyph whose advance differs from its
 * width (kerning), and at the end, each with the difference in thousandths of the size.
 */
export function runsOf(laid: Laid): Laid["runs"] {
  if (laid.runs !== undefined) return laid.runs;
  const ps = laid.positions;
  const runs = { ends: [] as number[], kerns: [] as string[] };
  for (let i = 0; i < ps.length; i++) {
    const p = ps[i] as Position;
    if (p.xOffset || p.yOffset) {
      laid.runs = null;
      return null;
    }
    if (p.xAdvance - p.advanceWidth !== 0) {
      runs.ends.push(i + 1);
      runs.kerns.push(num(-(p.xAdvance - p.advanceWidth)));
    }
  }
  const last = ps[ps.length - 1];
  if (last && (runs.ends[runs.ends.length - 1] ?? 0) < ps.length) {
    runs.ends.push(ps.length);
    runs.kerns.push(num(-(last.xAdvance - last.advanceWidth)));
  }
  laid.runs = runs;
  return runs;
}

/** The single TJ array of a line without offset glyphs, from its splits. */
export function showRuns(hex: string[], runs: NonNullable<Laid["runs"]>): string {
  let out = "[";
  let start = 0;
  for (let k = 0; k < runs.ends.length; k++) {
    const end = runs.ends[k] as number;
    out += k === 0 ? "<" : " <";
    for (let j = start; j < end; j++) out += hex[j];
    out += `> ${runs.kerns[k]}`;
    start = end;
  }
  return `${out}] TJ`;
}

/** The TJ arrays (and, around offset glyphs such as marks, Tm moves) of `_fragment`. */
export function showGlyphs(
  hex: string[],
  positions: Position[],
  x0: number,
  y: number,
  size: number,
): string {
  const scale = size / 1000;
  const lines: string[] = [];
  const commands: string[] = [];
  let [x, last, hadOffset] = [x0, 0, false];
  const addSegment = (cur: number) => {
    if (last < cur) {
      const pos = positions[cur - 1] as Position;
      commands.push(`<${hex.slice(last, cur).join("")}> ${num(-(pos.xAdvance - pos.advanceWidth))}`);
    }
    last = cur;
  };
  const flush = (i: number) => {
    addSegment(i);
    if (commands.length > 0) lines.push(`[${commands.join(" ")}] TJ`);
    commands.length = 0;
  };
  for (let i = 0; i < positions.length; i++) {
    const pos = positions[i] as Position;
    if (pos.xOffset || pos.yOffset) {
      flush(i);
      lines.push(`1 0 0 1 ${num(x + pos.xOffset * scale)} ${num(y + pos.yOffset * scale)} Tm`);
      flush(i + 1);
      hadOffset = true;
    } else {
      if (hadOffset) lines.push(`1 0 0 1 ${num(x)} ${num(y)} Tm`);
      hadOffset = false;
      if (pos.xAdvance - pos.advanceWidth !== 0) addSegment(i + 1);
    }
    x += pos.xAdvance * scale;
  }
  flush(positions.length);
  return lines.join("\n");
}
