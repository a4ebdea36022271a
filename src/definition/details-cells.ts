/**
 * Numbers as a spreadsheet saves them to CSV: Excel writes what the cell shows, so a German
 * file has decimal commas and thousands points ("98.000" is ninety-eight thousand), an
 * English one the other way round, and a percent-formatted cell "82%". Which decimal mark a
 * file uses is decided once per file, from its cells, never per cell.
 */

export type DecimalMark = "." | ",";

/** A cell: text as written, a number (an XLSX number cell), blank, or a value that cannot be one. */
export type Cell = string | number | null | { invalid: string };

const MINUS = /\u2212/g;
const PERCENT = /\s*%$/;
const SPACES = "\\s\\u00a0\\u202f'";

const normalise = (text: string) => text.trim().replace(MINUS, "-").replace(PERCENT, "");

/** A run of digits grouped by thousands with `sep`, optionally followed by `mark` and digits. */
function grouped(mark: DecimalMark): RegExp {
  const sep = mark === "." ? `[,${SPACES}]` : `[.${SPACES}]`;
  return new RegExp(`^[+-]?\\d{1,3}(${sep}\\d{3})+(\\${mark}\\d+)?$`);
}

function plain(mark: DecimalMark): RegExp {
  return new RegExp(`^[+-]?(\\d+(\\${mark}\\d*)?|\\${mark}\\d+)([eE][+-]?\\d+)?$`);
}

/**
 * The file's decimal mark: "," when any cell has a digit, a comma and a digit (12,5), "." when
 * any has a point that cannot be a thousands separator (0.0712), else `fallback` (a ";"
 * separated file comes from a decimal-comma locale; a "," separated one cannot use commas).
 */
export function detectDecimalMark(texts: string[], fallback: DecimalMark): DecimalMark {
  const values = texts.map(normalise);
  if (values.some((t) => /^[+-]?\d*,\d+$/.test(t) && !grouped(".").test(t))) return ",";
  if (values.some((t) => /\d\.\d|^\.\d/.test(t) && !grouped(",").test(t))) return ".";
  return fallback;
}

/** The number a cell's text means with this decimal mark, or null when it is not a number. */
export function parseNumberText(text: string, mark: DecimalMark): number | null {
  const t = normalise(text);
  const percent = PERCENT.test(text.trim());
  let canonical: string | null = null;
  if (plain(mark).test(t)) canonical = t;
  else if (grouped(mark).test(t)) canonical = t.replace(new RegExp(`[^0-9+\\-\\${mark}]`, "g"), "");
  if (canonical === null) return null;
  const n = Number(mark === "," ? canonical.replace(",", ".") : canonical);
  if (!Number.isFinite(n)) return null;
  return percent ? n / 100 : n;
}
