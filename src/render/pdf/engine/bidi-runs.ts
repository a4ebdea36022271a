/**
 * A string as pieces to draw left to right: each in one font, in visual order. Fonts are
 * picked per grapheme cluster (a base letter and its marks stay together); the Unicode
 * Bidirectional Algorithm (UAX #9, via bidi-js) resolves levels and the clusters are
 * reordered by rule L2; rule L4 mirrors brackets in right-to-left text.
 *
 * Shaping stays with fontkit: a piece of Arabic or Hebrew letters is handed over in logical
 * order (fontkit shapes it — Arabic joining — and reverses its glyphs itself), one word per
 * piece because pdfkit lays out word by word in logical order. Everything else is handed
 * over in visual order.
 */
import type { Bidi } from "bidi-js";
import bidiModule from "bidi-js";
import { graphemes } from "../../../vocabulary/graphemes.js";
import { type FontChooser, MISSING, type RunFont } from "./script-fonts.js";

export { MISSING };

// bidi-js is CommonJS for Node: its factory arrives as `default` of the module object.
const factory =
  (bidiModule as unknown as { default?: () => Bidi }).default ?? (bidiModule as unknown as () => Bidi);
const bidi = factory();

/** True when `text` needs the bidi algorithm: right-to-left letters or Arabic digits (classes R, AL, AN). */
export function hasBidi(text: string): boolean {
  for (const ch of text) {
    const type = bidi.getBidiCharTypeName(ch);
    if (type === "R" || type === "AL" || type === "AN") return true;
  }
  return false;
}

export interface Piece {
  text: string;
  font: RunFont;
}

interface Cluster {
  text: string;
  font: RunFont;
  level: number;
}

/** Control and format characters are dropped (bidi overrides could reorder a name), except the joiners shaping needs. */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;
const JOINERS = /[\u200C\u200D]/gu;
const COMMON = /^[\p{Script=Common}\p{Script=Inherited}]/u;
const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;

export function cleanText(text: string): string {
  return text
    .normalize("NFC")
    .replace(/\s+/gu, " ")
    .replace(INVISIBLE, (ch) => (ch === "\u200C" || ch === "\u200D" ? ch : ""));
}

const codePoints = (s: string) => Array.from(s, (c) => c.codePointAt(0) ?? 0);

function fontFor(g: string, prev: Cluster | undefined, chooser: FontChooser): Cluster["font"] | null {
  const cps = codePoints(g.replace(JOINERS, "")).filter((cp) => cp !== 0);
  if (cps.length === 0) return prev?.font ?? chooser.fallback;
  // Spaces, digits and punctuation stay in the font of what precedes them (one run, one shaping context).
  if (prev && COMMON.test(g) && cps.every((cp) => prev.font.font.hasGlyphForCodePoint(cp))) return prev.font;
  return chooser.pick(cps[0] ?? 0);
}

/** Logical clusters with their font and bidi level. */
export function clusters(text: string, chooser: FontChooser): Cluster[] {
  // Paragraph direction from the first strong letter (rules P2-P3): a Hebrew name with a
  // Latin word reads as Hebrew, and a Latin line with an Arabic name stays left to right.
  const { levels } = bidi.getEmbeddingLevels(text);
  const out: Cluster[] = [];
  let index = 0;
  for (const g of graphemes(text)) {
    const level = levels[index] ?? 0;
    index += g.length;
    const font = fontFor(g, out.at(-1), chooser);
    if (!font) {
      out.push({ text: MISSING, font: chooser.missing, level });
      continue;
    }
    const drawable = Array.from(g)
      .filter((c) => !JOINERS.test(c) || font.font.hasGlyphForCodePoint(c.codePointAt(0) ?? 0))
      .join("");
    const mirrored = level % 2 === 1 ? bidi.getMirroredCharacter(drawable) : null;
    // A mirrored bracket goes to Noto Sans, drawn as is: an RTL font's own `rtlm` would mirror it twice.
    out.push(mirrored ? { text: mirrored, font: chooser.fallback, level } : { text: drawable, font, level });
  }
  return out;
}

/** UAX #9 rule L2: from the highest level down to the lowest odd one, reverse every run at or above it. */
export function visualOrder<T extends { level: number }>(items: T[]): T[] {
  const out = [...items];
  const levels = out.map((c) => c.level);
  const max = Math.max(0, ...levels);
  const minOdd = Math.min(...levels.filter((l) => l % 2 === 1), max + 1);
  for (let level = max; level >= minOdd; level--) {
    for (let i = 0; i < out.length; i++) {
      if ((out[i]?.level ?? 0) < level) continue;
      let j = i;
      while (j + 1 < out.length && (out[j + 1]?.level ?? 0) >= level) j++;
      out.splice(i, j - i + 1, ...out.slice(i, j + 1).reverse());
      i = j;
    }
  }
  return out;
}

/** Visual-order clusters grouped into pieces (see the file comment for the order inside each). */
export function pieces(text: string, chooser: FontChooser): Piece[] {
  const visual = visualOrder(clusters(cleanText(text), chooser));
  const out: Piece[] = [];
  let group: Cluster[] = [];
  const flush = () => {
    if (group.length === 0) return;
    const joined = group.map((c) => c.text).join("");
    const font = group[0]!.font;
    // fontkit reverses any run of Arabic or Hebrew script itself: letters (hand it the logical
    // order) and Arabic-Indic digits, which sit at an even level in visual order already
    // ("٢٠٢٦" came out as "٦٢٠٢"): both go in reversed, so fontkit's reversal restores them.
    const ordered = RTL_LETTER.test(joined) ? [...group].reverse() : group;
    out.push({ text: ordered.map((c) => c.text).join(""), font });
    group = [];
  };
  for (const c of visual) {
    const prev = group.at(-1);
    // A space next to right-to-left or Arabic-script text is a piece of its own: pdfkit lays a
    // piece out word by word, and a space inside a reversed piece would land on the wrong side.
    const rtlish = c.level % 2 === 1 || RTL_LETTER.test(c.text) || RTL_LETTER.test(prev?.text ?? "");
    const rtlWordBreak = rtlish && (c.text === " " || prev?.text === " ");
    if (prev && (prev.font.name !== c.font.name || prev.level % 2 !== c.level % 2 || rtlWordBreak)) flush();
    group.push(c);
  }
  flush();
  return out;
}
