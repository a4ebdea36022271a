/**
 * CSV for BI tools and spreadsheets: RFC 4180 (comma, CRLF, fields quoted when they hold a
 * comma, a quote or a line break), UTF-8 with a BOM so Excel reads non-ASCII names, numbers
 * with a "." decimal and every digit of the double (they are the manifest's values).
 */

export type CsvValue = string | number | null;

/**
 * Text a spreadsheet would run as a formula (OWASP "CSV injection": =, +, -, @, tab, CR, LF),
 * also after leading spaces (LibreOffice may trim them on import) and in their full-width forms
 * (＝＋－＠, which East Asian Excel reads as the ASCII ones), gets a leading apostrophe.
 */
const FORMULA_START = /^(?:[\t\r\n]|[ \u00a0\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20])/;

export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * The one writer of a CSV cell: every text of every CSV this program writes passes here and
 * is neutralised (ids, names, clients, dates and fixed words alike: a service or a proxy may
 * send an id such as `=HYPERLINK(…)`), then quoted per RFC 4180 where needed. Numbers are
 * written as numbers and never neutralised.
 */
function field(value: CsvValue): string {
  if (value === null) return "";
  if (typeof value === "number") return csvNumber(value);
  const text = neutralise(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A number's field: every digit of the double, "" for no figure (a number never needs quotes). */
export function csvNumber(value: number | null): string {
  return value !== null && Number.isFinite(value) ? String(value) : "";
}

export function csvText(header: readonly string[], rows: readonly CsvValue[][]): string {
  return csvLines([csvLine(header), ...rows.map(csvLine)]);
}

/** One record's fields, quoted where needed and joined (no line break). */
export function csvLine(values: readonly CsvValue[]): string {
  return values.map(field).join(",");
}

/** The file from its records (csvLine), the header first: BOM, CRLF after every record. */
export function csvLines(lines: readonly string[]): string {
  return `\ufeff${lines.join("\r\n")}\r\n`;
}
