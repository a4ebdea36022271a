/**
 * A workbook as a reader who recalculates sees it: every formula's cached result removed
 * (ISO/IEC 29500-1 §18.3.1.96 v), so LibreOffice must compute each from its cells, and the
 * first sheet (Summary) read back as CSV with the values as stored, not as shown.
 */
import { readFileSync } from "node:fs";
import { unzipSync, zipSync } from "fflate";
import { convertWithLibreOffice } from "./xlsx-readers.js";

/** The package with every cached formula result removed. */
export function withoutCachedResults(bytes: Uint8Array): Uint8Array {
  const files = unzipSync(bytes);
  for (const name of Object.keys(files)) {
    if (!/^xl\/worksheets\/sheet\d+\.xml$/.test(name)) continue;
    const xml = Buffer.from(files[name]!).toString("utf8");
    files[name] = Buffer.from(
      xml.replace(/(<\/f>)<v>[^<]*<\/v>/g, "$1").replace(/<c ([^>]*?) t="str"/g, "<c $1"),
    );
  }
  return zipSync(files);
}

/** LibreOffice's CSV filter: comma, double quote, UTF-8, from line 1, …, values as stored (not as shown). */
export const CSV_VALUES = "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false";

/** LibreOffice's CSV, row by row (cells as text). */
export function csvRows(text: string): string[][] {
  return text
    .split("\n")
    .map((line) => [...line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)].map((m) => m[1]!.replace(/^"|"$/g, "")));
}

/** The first sheet as LibreOffice computed it, row by row (cells as text). */
export function recalculatedSummary(path: string): string[][] {
  return csvRows(readFileSync(convertWithLibreOffice(path, CSV_VALUES), "utf8"));
}

/**
 * A CSV cell as a number: "80%" is the fraction 0.8 (percent-formatted cells keep their sign);
 * null when empty or not a number. LibreOffice writes a raw value with the decimal comma of the
 * cell format's locale tag ("32671,994" in a German workbook), never with a thousands separator.
 */
export function csvNumber(cell: string | undefined): number | null {
  if (cell === undefined || cell === "") return null;
  const pct = cell.endsWith("%");
  const raw = cell.replace("%", "");
  const x = Number(/^-?\d+,\d+(E[-+]?\d+)?$/i.test(raw) ? raw.replace(",", ".") : raw);
  return Number.isFinite(x) ? (pct ? x / 100 : x) : null;
}
