/**
 * A plant-details CSV as Excel saves it: "CSV UTF-8" (with a BOM) or plain UTF-8, comma
 * separated in English settings and semicolon separated where the decimal mark is a comma
 * (RFC 4180 quoting either way, parsed by csv-parse). UTF-16 ("Unicode text") and the
 * Windows code page are refused with the menu entry that fixes them.
 */
import { parse } from "csv-parse/sync";
import type { DecimalMark } from "./details-cells.js";
import type { DetailsTable } from "./details-table.js";

const SAVE_AS = 'in Excel, "Save As" → "CSV UTF-8 (Comma delimited) (*.csv)"';

export class TableReadError extends Error {
  override name = "TableReadError";
}

/** UTF-16 has a BOM (FF FE / FE FF) or, in ASCII-heavy text, a NUL in every other byte. */
function isUtf16(bytes: Uint8Array): boolean {
  if (
    bytes.length >= 2 &&
    ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
  )
    return true;
  const sample = bytes.subarray(0, 512);
  return sample.length > 0 && sample.filter((b) => b === 0).length > sample.length / 4;
}

function decode(bytes: Uint8Array): string {
  if (isUtf16(bytes)) throw new TableReadError(`the file is UTF-16 ("Unicode Text"): ${SAVE_AS}`);
  try {
    // The decoder drops a UTF-8 BOM (Excel's "CSV UTF-8" writes one).
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new TableReadError(
      `the file is not UTF-8 (Excel's plain "CSV" uses the Windows code page): ${SAVE_AS}`,
    );
  }
}

/** The separator of the header line (outside quotes): the more frequent of ";" and ",". */
function detectDelimiter(text: string): "," | ";" {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? "";
  const unquoted = firstLine.replace(/"[^"]*"/g, "");
  const count = (ch: string) => unquoted.split(ch).length - 1;
  return count(";") > count(",") ? ";" : ",";
}

export function readCsvTable(bytes: Uint8Array): { table: DetailsTable; fallbackMark: DecimalMark } {
  const text = decode(bytes);
  const delimiter = detectDelimiter(text);
  let records: string[][];
  try {
    records = parse(text, { delimiter, relax_column_count: true, skip_empty_lines: false, trim: false });
  } catch (err) {
    throw new TableReadError(`not a readable CSV file: ${(err as Error).message}`);
  }
  const [header = [], ...rest] = records;
  const table: DetailsTable = {
    header: header.map((h) => h.trim()),
    rows: rest.map((cells, i) => ({ row: i + 2, cells: cells.map((c) => (c.trim() === "" ? null : c)) })),
  };
  return { table, fallbackMark: delimiter === ";" ? "," : "." };
}
