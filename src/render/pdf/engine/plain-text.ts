/**
 * Most strings a PDF draws (numbers, dates, labels) are "plain" for Noto Sans: every character has
 * a glyph, is left to right, is neither a control, an invisible format character nor a mark,
 * and is its own NFC form. Such a string is drawable as it is and needs no text runs, which a
 * per-character table answers without normalising, matching or caching the string (the table
 * numbers in every PDF are new strings). Anything else takes the full checks.
 */
import { hasBidi } from "./bidi-runs.js";
import { drawableText, type GlyphFont } from "./fonts.js";

/**
 * Code units looked up: Latin, IPA, Greek, Cyrillic, their extensions, general punctuation,
 * currency, letterlike, arrows and maths. Outside them (scripts whose NFC composes two base
 * letters, such as Bengali or Hangul, surrogate pairs) the full check decides.
 */
const RANGES: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0x52f],
  [0x1e00, 0x1fff],
  [0x2000, 0x22ff],
];
const TABLE_SIZE = 0x2300;
const NOT_PLAIN = /[\p{Cc}\p{Cf}\p{M}]/u;

/** Per font: 0 not yet asked, 1 plain, 2 not. */
const tables = new WeakMap<GlyphFont, Uint8Array>();

function plainUnit(font: GlyphFont, unit: number): boolean {
  if (!RANGES.some(([lo, hi]) => unit >= lo && unit <= hi)) return false;
  const ch = String.fromCharCode(unit);
  return !NOT_PLAIN.test(ch) && ch.normalize("NFC") === ch && !hasBidi(ch) && font.hasGlyphForCodePoint(unit);
}

/** True when `s` is drawn by `font` exactly as it is (see above). */
export function isPlain(font: GlyphFont, s: string): boolean {
  let table = tables.get(font);
  if (!table) {
    table = new Uint8Array(TABLE_SIZE);
    tables.set(font, table);
  }
  for (let i = 0; i < s.length; i++) {
    const unit = s.charCodeAt(i);
    if (unit >= TABLE_SIZE) return false;
    let known = table[unit];
    if (known === 0) {
      known = plainUnit(font, unit) ? 1 : 2;
      table[unit] = known;
    }
    if (known !== 1) return false;
  }
  return true;
}

/** Drawable forms of other strings per thread, font and stand-in character (labels recur in every PDF). */
const drawables = new WeakMap<GlyphFont, Map<string, string>>();

/** `drawableText`, answered at once for a plain string and remembered for the others. */
export function drawable(s: string, font: GlyphFont, missing: string): string {
  if (isPlain(font, s)) return s;
  let known = drawables.get(font);
  if (!known) {
    known = new Map();
    drawables.set(font, known);
  }
  const key = `${missing}\u0000${s}`;
  let t = known.get(key);
  if (t === undefined) {
    t = drawableText(s, font, missing);
    if (known.size >= 10_000) known.clear();
    known.set(key, t);
  }
  return t;
}
