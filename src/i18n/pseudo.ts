/**
 * Pseudo-localisation: every message wrapped in ⟦…⟧ with its letters accented, so a run in
 * `en-XA` shows at a glance (and to a test) any word that bypassed the catalogs. Only the
 * message's literal text is changed: placeholders, plural syntax and the data they carry
 * (plant names, figures) pass through untouched.
 */
import type IntlMessageFormat from "intl-messageformat";

/** The parser's element type (intl-messageformat does not re-export it). */
export type MessageFormatElement = ReturnType<IntlMessageFormat["getAst"]>[number];

export const PSEUDO_OPEN = "⟦";
export const PSEUDO_CLOSE = "⟧";

const ACCENTED: Record<string, string> = {
  a: "á",
  b: "ƀ",
  c: "ç",
  d: "ð",
  e: "é",
  f: "ƒ",
  g: "ĝ",
  h: "ĥ",
  i: "í",
  j: "ĵ",
  k: "ķ",
  l: "ĺ",
  m: "ɱ",
  n: "ñ",
  o: "ó",
  p: "þ",
  q: "ǫ",
  r: "ŕ",
  s: "š",
  t: "ţ",
  u: "ú",
  v: "ṽ",
  w: "ŵ",
  x: "ẋ",
  y: "ý",
  z: "ž",
  A: "Á",
  B: "Ɓ",
  C: "Ç",
  D: "Ð",
  E: "É",
  F: "Ƒ",
  G: "Ĝ",
  H: "Ĥ",
  I: "Í",
  J: "Ĵ",
  K: "Ķ",
  L: "Ĺ",
  M: "Ṁ",
  N: "Ñ",
  O: "Ó",
  P: "Þ",
  Q: "Ǫ",
  R: "Ŕ",
  S: "Š",
  T: "Ţ",
  U: "Ú",
  V: "Ṽ",
  W: "Ŵ",
  X: "Ẋ",
  Y: "Ý",
  Z: "Ž",
};

export function accent(text: string): string {
  return text.replace(/[A-Za-z]/g, (ch) => ACCENTED[ch] ?? ch);
}

// Element types of @formatjs/icu-messageformat-parser (TYPE enum): 0 literal, 5 select, 6 plural, 8 tag.
const LITERAL = 0;

function pseudoElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((el) => {
    if (el.type === LITERAL) return { ...el, value: accent(el.value) };
    if ("options" in el) {
      const options = Object.fromEntries(
        Object.entries(el.options).map(([k, o]) => [k, { ...o, value: pseudoElements(o.value) }]),
      );
      return { ...el, options } as MessageFormatElement;
    }
    if ("children" in el) return { ...el, children: pseudoElements(el.children) } as MessageFormatElement;
    return el;
  });
}

/** The pseudo-localised AST of an English message's AST. */
export function pseudoAst(ast: MessageFormatElement[]): MessageFormatElement[] {
  const open = { type: LITERAL, value: PSEUDO_OPEN } as MessageFormatElement;
  const close = { type: LITERAL, value: PSEUDO_CLOSE } as MessageFormatElement;
  return [open, ...pseudoElements(ast), close];
}
