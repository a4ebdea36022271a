/**
 * Text for XML 1.0 parts (ISO/IEC 29500-2 packages carry XML 1.0 documents).
 */

/**
 * Code points XML 1.0 §2.2 forbids (C0 controls except TAB/LF/CR, U+FFFE/U+FFFF, lone
 * surrogates); a parser rejects the whole part when one appears, even as a reference.
 */
const ILLEGAL = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Characters ILLEGAL may drop: controls, surrogates (paired ones are kept), U+FFFE/U+FFFF. */
const SUSPECT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;
/** Characters escaped as entities. */
const SPECIAL = /[&<>"']/;

/**
 * Escapes text for element content and attribute values, dropping characters XML 1.0 forbids.
 * Most text (numbers, names) needs nothing, and a formula only its quotes and comparisons:
 * tests first, then one native replace a character (a replace with a callback per character
 * took about a third longer on the Summary's formulas).
 */
export function escapeXml(text: string): string {
  const legal = SUSPECT.test(text) ? text.replace(ILLEGAL, "") : text;
  if (!SPECIAL.test(legal)) return legal;
  return legal
    .replace(/&/g, ESCAPES["&"]!)
    .replace(/</g, ESCAPES["<"]!)
    .replace(/>/g, ESCAPES[">"]!)
    .replace(/"/g, ESCAPES['"']!)
    .replace(/'/g, ESCAPES["'"]!);
}

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** Decodes the five predefined entities and character references of an attribute value. */
export function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|amp|lt|gt|quot|apos);/g, (whole, ref: string) => {
    if (ref.startsWith("#x")) return String.fromCodePoint(Number.parseInt(ref.slice(2), 16));
    if (ref.startsWith("#")) return String.fromCodePoint(Number.parseInt(ref.slice(1), 10));
    return NAMED[ref] ?? whole;
  });
}

/** A number as chart XML writes it: full precision, or null when it is not finite. */
export function xmlNumber(value: number | null | undefined): string | null {
  return typeof value === "number" && Number.isFinite(value) ? String(value) : null;
}
