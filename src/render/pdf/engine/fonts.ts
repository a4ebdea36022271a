/**
 * Noto Sans (regular, bold, italic for estimated values): the reports' typeface, a humanist
 * sans designed for text at small sizes that covers Latin (incl. Vietnamese), Greek and
 * Cyrillic and matches the Noto faces of the other scripts (script-fonts.ts). Parsed ONCE per
 * process (or worker) and shared by every document: pdfkit accepts a fontkit font object and
 * subsets it per document, so no PDF re-reads or re-parses the 500 kB font files.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { baseGlyphs, type EmbeddedFont, shareSubset } from "./font-subsets.js";
import { withGlyphCaches } from "./glyph-caches.js";
import { composeNumericWords } from "./numeric-layout.js";
import type { PdfkitFont } from "./text-emit.js";

/** The part of a fontkit font we use (pdfkit only needs `layout` to accept the object). */
export interface GlyphFont {
  hasGlyphForCodePoint(codePoint: number): boolean;
  layout(text: string): unknown;
  /** Design units per em and ascent (baseline position), for lining up runs of several fonts. */
  unitsPerEm: number;
  ascent: number;
}

export interface Fonts {
  regular: GlyphFont;
  bold: GlyphFont;
  italic: GlyphFont;
}

/** Names the fonts are registered under in each document. */
export const FONT = { regular: "NotoSans", bold: "NotoSans-Bold", italic: "NotoSans-Italic" } as const;

let loaded: Fonts | undefined;

const require = createRequire(import.meta.url);

interface FontkitGlyph {
  codePoints: number[];
}
type GetGlyph = (id: number, codePoints?: number[]) => FontkitGlyph | null;

/**
 * fontkit caches one glyph object per glyph id with the code points of its first request, and
 * pdfkit writes those code points into the PDF's ToUnicode map. A TrueType subset asks for
 * the components of a composite glyph (the E inside É) without code points, so once a page
 * had drawn "É", every later document sharing the font extracted "Ertrag" as "rtrag". A glyph
 * first made without code points takes them from the first request that has them.
 */
function keepCodePoints(font: GlyphFont): GlyphFont {
  const f = font as unknown as { getGlyph: GetGlyph };
  const getGlyph = f.getGlyph.bind(font);
  f.getGlyph = (id, codePoints = []) => {
    const glyph = getGlyph(id, codePoints);
    if (glyph && glyph.codePoints.length === 0 && codePoints.length > 0) glyph.codePoints = [...codePoints];
    return glyph;
  };
  return font;
}

/** Parses a TrueType/OpenType file with fontkit, pdfkit's own copy (so pdfkit accepts the object). */
export function openFont(path: string): GlyphFont {
  const fontkitPath = require.resolve("fontkit", { paths: [dirname(require.resolve("pdfkit"))] });
  const fontkit = require(fontkitPath) as { create(data: Buffer): GlyphFont };
  return withGlyphCaches(keepCodePoints(fontkit.create(readFileSync(path))));
}

/** The directory of an installed npm package (font packages have no JS entry worth importing). */
export function packageDir(name: string): string {
  return dirname(require.resolve(`${name}/package.json`));
}

/** A Noto Sans file of @expo-google-fonts/noto-sans (layout: <weight>/NotoSans_<weight>.ttf). */
export function notoSans(weight: string): string {
  return join(packageDir("@expo-google-fonts/noto-sans"), weight, `NotoSans_${weight}.ttf`);
}

export function loadFonts(): Fonts {
  if (loaded) return loaded;
  loaded = {
    regular: openFont(notoSans("400Regular")),
    bold: openFont(notoSans("700Bold")),
    italic: openFont(notoSans("400Regular_Italic")),
  };
  return loaded;
}

/**
 * Shaped word runs, shared by all documents of this thread. pdfkit caches fontkit layouts
 * per document only, yet every PDF repeats the same labels, dates and many numbers; runs
 * hold glyph ids and metrics, not document state. Bounded: dropped when it grows large.
 * Lines drawn by text-emit.ts are cached whole there, so these words are mostly a miss's
 * and a wrapped paragraph's: 4,000 words a face keep them, while 20,000 let numbers that
 * never recur fill the cache (22 MB a thread after 1,000 plants, for the same CPU time).
 */
type LayoutCache = Record<string, unknown>;
const LAYOUT_CACHE_LIMIT = 4_000;
/** Documents between two counts of a cache's entries (counting is a walk over all its keys). */
const LAYOUT_CACHE_CHECK_EVERY = 64;
const layoutCaches = new Map<string, { cache: LayoutCache; uses: number }>();

function sharedLayoutCache(name: string): LayoutCache {
  let entry = layoutCaches.get(name);
  if (
    entry &&
    ++entry.uses % LAYOUT_CACHE_CHECK_EVERY === 0 &&
    Object.keys(entry.cache).length > LAYOUT_CACHE_LIMIT
  )
    entry = undefined;
  if (!entry) {
    entry = { cache: Object.create(null) as LayoutCache, uses: 0 };
    layoutCaches.set(name, entry);
  }
  return entry.cache;
}

/** The characters each face is expected to draw in a document (base-text.ts makes them per language). */
export interface FaceTexts {
  regular: string;
  bold: string;
  italic: string;
}

/**
 * Registers the shared font objects with a document, plugs in the shared layout cache and,
 * given the document's expected characters, starts each subset with their glyphs so that
 * its font file is shared too (font-subsets.ts).
 */
export function registerFonts(doc: PDFKit.PDFDocument, fonts: Fonts, base?: FaceTexts): void {
  // @types/pdfkit only lists file/buffer sources; pdfkit also takes a fontkit font (PDFFontFactory.open).
  doc.registerFont(FONT.regular, fonts.regular as unknown as Buffer);
  doc.registerFont(FONT.bold, fonts.bold as unknown as Buffer);
  doc.registerFont(FONT.italic, fonts.italic as unknown as Buffer);
  const faces = [
    [FONT.italic, fonts.italic, base?.italic],
    [FONT.bold, fonts.bold, base?.bold],
    [FONT.regular, fonts.regular, base?.regular],
  ] as const;
  for (const [name, glyphFont, text] of faces) {
    doc.font(name);
    // pdfkit internals (EmbeddedFont.layoutCache, 0.20): a per-document object keyed by word.
    const font = (doc as unknown as { _font?: EmbeddedFont & { layoutCache?: LayoutCache } })._font;
    if (font?.layoutCache) font.layoutCache = sharedLayoutCache(name);
    if (font) composeNumericWords(font as unknown as PdfkitFont);
    if (font && text !== undefined) shareSubset(font, baseGlyphs(glyphFont as never, text));
  }
}

/** Control and invisible format characters (bidi overrides, zero-width joiners) are dropped. */
const INVISIBLE = /[\p{Cc}\p{Cf}]/u;
const SPACE = /\s/u;

/**
 * The text as the font can draw it: NFC, invisible controls removed, characters without
 * a glyph replaced by `missing` so the loss is visible, never a crash or an empty box.
 */
export function drawableText(text: string, font: GlyphFont, missing: string): string {
  let out = "";
  for (const ch of text.normalize("NFC")) {
    const cp = ch.codePointAt(0) ?? 0;
    if (SPACE.test(ch)) out += font.hasGlyphForCodePoint(cp) ? ch : " ";
    else if (INVISIBLE.test(ch)) continue;
    else out += font.hasGlyphForCodePoint(cp) ? ch : missing;
  }
  return out;
}
