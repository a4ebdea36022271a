/** Number formats and the few styles the workbooks share (ISO/IEC 29500-1 §18.8.31 format codes). */
import type { Fill, Font, Worksheet } from "exceljs";

export const FMT = {
  kwh: "#,##0",
  kwhDaily: "#,##0.0",
  kwp: "#,##0.0",
  irradiation: "#,##0.00",
  specificYield: "#,##0.0",
  percent: "0.0%",
  variance: "+0.0%;-0.0%;0.0%",
  days: "0",
  tariff: "0.0000",
  date: "yyyy-mm-dd",
  month: "mmm yyyy",
  temperature: "0.0",
} as const;

/** "0", "0.0", "0.00": a number with `d` decimals. */
export function decimalsFormat(d: number): string {
  return d > 0 ? `0.${"0".repeat(d)}` : "0";
}

/** A ratio in percent with `d` decimals: 0.7995 at 2 → "79.95%". */
export function percentFormat(d: number): string {
  return `${decimalsFormat(d)}%`;
}

/** A variance in percent with its sign, `d` decimals: "+2.3%", "-0.04%". */
export function varianceFormat(d: number): string {
  const p = percentFormat(d);
  return `+${p};-${p};${p}`;
}

/** Differences of two percentages (the value × 100), shown as percentage points with the language's abbreviation. */
export function pointsFormat(L: { units: { pp: string } }, d = 1): string {
  const pp = quoteFormatText(` ${L.units.pp}`);
  const n = decimalsFormat(d);
  return `+${n}${pp};-${n}${pp};${n}${pp}`;
}

/** Literal text inside a number format code (ISO/IEC 29500-1 §18.8.31): quoted, with no quote of its own. */
export function quoteFormatText(text: string): string {
  return `"${text.replaceAll('"', "")}"`;
}

export function currencyFormat(currency: string): string {
  return `#,##0.00 ${quoteFormatText(currency)}`;
}

export function solidFill(rgb: string): Fill {
  return { type: "pattern", pattern: "solid", fgColor: { argb: `FF${rgb}` } };
}

export const HEADER_FONT: Partial<Font> = { bold: true, color: { argb: "FFFFFFFF" } };
export const TITLE_FONT: Partial<Font> = { bold: true, size: 14 };
export const TOTAL_FONT: Partial<Font> = { bold: true };

/** The accent colour without '#', for header fills and chart series. */
export function accentRgb(accent: string): string {
  return accent.replace(/^#/, "").toUpperCase();
}

/** Header row: accent fill, white bold text, wrapped, a little taller. */
export function styleHeaderRow(
  ws: Worksheet,
  row: number,
  fromCol: number,
  toCol: number,
  fill: string,
): void {
  const r = ws.getRow(row);
  r.height = 32;
  for (let c = fromCol; c <= toCol; c++) {
    const cell = r.getCell(c);
    cell.font = HEADER_FONT;
    cell.fill = solidFill(fill);
    cell.alignment = { vertical: "middle", horizontal: c === fromCol ? "left" : "center", wrapText: true };
  }
}

/**
 * Lines a bold header takes in a column `width` units wide, wrapped at spaces as a spreadsheet
 * does (about one character per width unit, less the cell's padding).
 */
export function headerLines(text: string, width: number): number {
  const perLine = Math.max(4, width - 2);
  let count = 1;
  let used = 0;
  for (const w of text.split(/\s+/)) {
    if (used > 0 && used + 1 + w.length > perLine) {
      count++;
      used = w.length;
    } else used += (used > 0 ? 1 : 0) + w.length;
  }
  return count;
}

/** Chart palette: the accent first, then colours that stay apart in print and for colour-blind readers. */
export const PALETTE = ["1F4E79", "2E86C1", "E67E22", "27AE60", "8E44AD", "C0392B", "7F8C8D", "16A085"];

/**
 * Colour of each verdict in charts: the plant PDF's (render/pdf/theme.ts green, amber, red),
 * so a bar reads the same as the tile and the index.html chip beside it.
 */
export const VERDICT_COLOURS = { target: "2E7D32", watch: "B26A00", below: "C62828" } as const;
