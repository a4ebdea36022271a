/**
 * Fonts beyond Noto Sans for the scripts it lacks (DESIGN.md "Languages and scripts"):
 * Noto Sans Arabic, Hebrew, Devanagari, Thai, JP, SC and KR from npm, and Noto Sans Math for
 * the symbols of text (⟦…⟧ of the pseudo-locale, arrows, ≈, and the □ of a missing character).
 * Each face is parsed on first use per process (the CJK files are 6-11 MB) and registered
 * with a document only when a run of text needs it; pdfkit embeds the glyphs used, as a subset.
 */
import { join } from "node:path";
import { FONT, type Fonts, type GlyphFont, openFont, packageDir } from "./fonts.js";

interface Face {
  /** Name the face is registered under in a document ("-Bold" appended for bold). */
  name: string;
  /** npm package and file stem (@expo-google-fonts layout: 400Regular/<stem>_400Regular.ttf). */
  pkg: string;
  stem: string;
  /** False for a face published in one weight (Math): bold text takes its regular glyphs. */
  hasBold: boolean;
}

const face = (script: string, stem: string, hasBold = true): Face => ({
  name: stem,
  pkg: `@expo-google-fonts/noto-sans-${script}`,
  stem,
  hasBold,
});

export const FACES = {
  arabic: face("arabic", "NotoSansArabic"),
  hebrew: face("hebrew", "NotoSansHebrew"),
  devanagari: face("devanagari", "NotoSansDevanagari"),
  thai: face("thai", "NotoSansThai"),
  jp: face("jp", "NotoSansJP"),
  sc: face("sc", "NotoSansSC"),
  kr: face("kr", "NotoSansKR"),
  math: face("math", "NotoSansMath", false),
} as const;
export type FaceKey = keyof typeof FACES;

/** A font a run of text is drawn in: its document name and the parsed font. */
export interface RunFont {
  name: string;
  font: GlyphFont;
}

/** Shown for a character no font has: visible, never silently dropped. */
export const MISSING = "\u25A1";

const parsed = new Map<string, GlyphFont | null>();

/** The face in the weight asked for; null when its package is missing (then Noto Sans or □). */
function open(key: FaceKey, boldAsked: boolean): RunFont | null {
  const f = FACES[key];
  const bold = boldAsked && f.hasBold;
  const name = bold ? `${f.name}-Bold` : f.name;
  if (!parsed.has(name)) {
    const weight = bold ? "700Bold" : "400Regular";
    try {
      parsed.set(name, openFont(join(packageDir(f.pkg), weight, `${f.stem}_${weight}.ttf`)));
    } catch {
      parsed.set(name, null);
    }
  }
  const font = parsed.get(name);
  return font ? { name, font } : null;
}

const SCRIPT_FACES: [RegExp, FaceKey[]][] = [
  [/\p{Script=Arabic}/u, ["arabic"]],
  [/\p{Script=Hebrew}/u, ["hebrew"]],
  [/\p{Script=Devanagari}/u, ["devanagari"]],
  [/\p{Script=Thai}/u, ["thai"]],
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, ["jp", "sc", "kr"]],
  [/\p{Script=Hangul}/u, ["kr", "sc", "jp"]],
];
const HAN = /\p{Script=Han}/u;
/** CJK symbols, punctuation, fullwidth forms and the ideograph planes: worth opening a CJK face for. */
const EAST_ASIAN = /[\u2E80-\u33FF\uAC00-\uD7AF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF\u{20000}-\u{3FFFF}]/u;
const SMALL_FACES: FaceKey[] = ["math", "arabic", "hebrew", "devanagari", "thai"];

/**
 * The CJK face order for a whole string: Han characters take the shapes of the language the
 * rest of the name shows (kana → Japanese, Hangul → Korean, else Simplified Chinese), since
 * one code point has different regional glyphs (Unicode Han unification).
 */
export function hanOrder(text: string): FaceKey[] {
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return ["jp", "sc", "kr"];
  if (/\p{Script=Hangul}/u.test(text)) return ["kr", "sc", "jp"];
  return ["sc", "jp", "kr"];
}

/** Picks fonts for code points; one instance per string drawn (its Han order). */
export class FontChooser {
  private readonly base: RunFont;
  private readonly han: FaceKey[];

  constructor(
    fonts: Fonts,
    private readonly bold: boolean,
    text: string,
  ) {
    this.base = bold ? { name: FONT.bold, font: fonts.bold } : { name: FONT.regular, font: fonts.regular };
    this.han = hanOrder(text);
  }

  /** The first font with a glyph for `cp`: the script's own face, Noto Sans, then any; null if none. */
  pick(cp: number): RunFont | null {
    const ch = String.fromCodePoint(cp);
    for (const key of this.preferred(ch)) {
      const f = open(key, this.bold);
      if (f?.font.hasGlyphForCodePoint(cp)) return f;
    }
    if (this.base.font.hasGlyphForCodePoint(cp)) return this.base;
    const others = EAST_ASIAN.test(ch) ? [...this.han, ...SMALL_FACES] : SMALL_FACES;
    for (const key of others) {
      const f = open(key, this.bold);
      if (f?.font.hasGlyphForCodePoint(cp)) return f;
    }
    return null;
  }

  /** Noto Sans, for what must be drawn as is (a mirrored bracket). */
  get fallback(): RunFont {
    return this.base;
  }

  /** The face of the "□" that stands in for a character no font has (Noto Sans has no □). */
  get missing(): RunFont {
    const math = open("math", this.bold);
    return math?.font.hasGlyphForCodePoint(MISSING.codePointAt(0) ?? 0) ? math : this.base;
  }

  private preferred(ch: string): FaceKey[] {
    if (HAN.test(ch)) return this.han;
    for (const [re, keys] of SCRIPT_FACES) if (re.test(ch)) return keys;
    return [];
  }
}

const registered = new WeakMap<PDFKit.PDFDocument, Set<string>>();

/** Registers a face with the document the first time one of its runs is drawn there. */
export function useFont(doc: PDFKit.PDFDocument, f: RunFont): void {
  let names = registered.get(doc);
  if (!names) {
    names = new Set([FONT.regular, FONT.bold]);
    registered.set(doc, names);
  }
  if (!names.has(f.name)) {
    // @types/pdfkit only lists file/buffer sources; pdfkit also takes a fontkit font.
    doc.registerFont(f.name, f.font as unknown as Buffer);
    names.add(f.name);
  }
  doc.font(f.name);
}
