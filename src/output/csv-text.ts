/**
 * CSV for BI tools and spreadsheets: RFC 4180 (comma, CRLF, fields quoted when they hold a
 * comma, a quote or a line break), UTF-8 with a BOM so Excel reads non-ASCII names, numbers
 * with a "." decimal and every digit of the double (they are the manifest's values).
 */

export type CsvValue = string | number | null;

/**
 * Text a spreadsheet would run as a formula (OWASP "CSV injection": =, +, -, @, tab, CR)
 * gets a leading apostrophe. Only for text from the service (plant names), never numbers.
 */
export function neutralise(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function field(value: CsvValue): string {
  if (value === null) return "";
  if (typeof value === "number") return csvNumber(value);
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
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
