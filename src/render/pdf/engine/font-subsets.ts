/**
 * Font subsets shared by the documents of a thread. pdfkit (0.20, EmbeddedFont) numbers a
 * document's glyphs in the order they are first drawn and encodes (fontkit TTFSubset) and
 * deflates the subset font file anew for every document: a real share of a plant PDF's CPU.
 *
 * Here each subset starts with a fixed list of glyphs (the base: the glyphs of the
 * language's expected characters, base-text.ts), so documents that draw nothing else embed
 * the same subset, and the font file of an ordered glyph list is made once per thread and
 * reused. The file depends only on that list, so a document's bytes are the same whether its
 * font file came from the cache or not (worker or in-process, first document or later).
 * A glyph outside the base is added after it, as pdfkit does, and only costs a new file.
 */
import { deflateSync } from "node:zlib";

/** What pdfkit and fontkit hold that this relies on (pdfkit 0.20, fontkit 2). */
interface Glyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}
interface SubsetFont {
  _cmapProcessor: { lookup(codePoint: number): number };
  getGlyph(id: number): Glyph;
  layout(text: string): { glyphs: Glyph[] };
}
interface Subset {
  glyphs: number[];
  mapping: Record<number, number>;
  includeGlyph(id: number): number;
  encode(): Uint8Array;
}
interface StreamRef {
  data: Record<string, unknown>;
  compress: boolean;
  write(chunk: Uint8Array): void;
  end(chunk?: Uint8Array): void;
  finalize(): void;
}
interface EmbedDocument {
  compress: boolean;
  _security?: unknown;
  ref(data?: Record<string, unknown>): StreamRef;
}
export interface EmbeddedFont {
  document: EmbedDocument;
  font: SubsetFont;
  subset: Subset;
  widths: (number | undefined)[];
  unicode: (number[] | undefined)[];
  scale: number;
  embed(): unknown;
}

/** A base glyph and the code points its ToUnicode entry gets when no page draws it. */
interface BaseGlyph {
  id: number;
  codePoints: number[];
}

/** Ligatures the layout makes from plain words (Noto Sans: ff, fi, fl, ffi, ffl). */
const LIGATURES = ["ff", "fi", "fl", "ffi", "ffl"];

const bases = new WeakMap<SubsetFont, Map<string, BaseGlyph[]>>();

/**
 * The glyphs of `text` in first-occurrence order, then the ligatures its words contain. Read from the character
 * map without making fontkit glyph objects, whose code points pdfkit writes to ToUnicode.
 */
export function baseGlyphs(font: SubsetFont, text: string): BaseGlyph[] {
  let byText = bases.get(font);
  if (!byText) {
    byText = new Map();
    bases.set(font, byText);
  }
  const known = byText.get(text);
  if (known) return known;
  const seen = new Set<number>([0]);
  const out: BaseGlyph[] = [];
  const add = (id: number, codePoints: number[]) => {
    if (seen.has(id)) return;
    seen.add(id);
    out.push({ id, codePoints });
  };
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    add(font._cmapProcessor.lookup(cp), [cp]);
  }
  for (const word of LIGATURES) {
    if (text.includes(word)) for (const g of font.layout(word).glyphs) add(g.id, [...g.codePoints]);
  }
  byText.set(text, out);
  return out;
}

/** Font files by ordered glyph list, per font; the least recently used go first. */
const FILES_PER_FONT = 24;
type FontFiles = WeakMap<SubsetFont, Map<string, { encoded?: Uint8Array; deflated?: Uint8Array }>>;
let files: FontFiles = new WeakMap();

/** Forgets every shared font file (tests: a thread's first document after others). */
export function forgetFontFiles(): void {
  files = new WeakMap();
}

function fileEntry(font: SubsetFont, key: string) {
  let byKey = files.get(font);
  if (!byKey) {
    byKey = new Map();
    files.set(font, byKey);
  }
  let entry = byKey.get(key);
  if (entry) byKey.delete(key);
  else entry = {};
  byKey.set(key, entry);
  if (byKey.size > FILES_PER_FONT) byKey.delete(byKey.keys().next().value as string);
  return entry;
}

/** Widths and ToUnicode entries for base glyphs no page drew, as pdfkit makes them for drawn ones. */
function completeBase(f: EmbeddedFont, base: BaseGlyph[]): void {
  for (const g of base) {
    const gid = f.subset.mapping[g.id];
    if (gid === undefined) continue;
    if (f.widths[gid] == null) f.widths[gid] = f.font.getGlyph(g.id).advanceWidth * f.scale;
    if (f.unicode[gid] == null) f.unicode[gid] = g.codePoints;
  }
}

/**
 * The font file's stream: the cached bytes for this glyph list (deflated as pdfkit would,
 * zlib's default level, when the document compresses) written in place of pdfkit's own.
 */
function embedShared(f: EmbeddedFont, base: BaseGlyph[], embed: () => unknown): unknown {
  const doc = f.document;
  completeBase(f, base);
  const entry = fileEntry(f.font, f.subset.glyphs.join(","));
  const encode = f.subset.encode.bind(f.subset);
  const compress = doc.compress;
  f.subset.encode = () => {
    if (!compress) {
      entry.encoded ??= encode();
      return entry.encoded;
    }
    entry.deflated ??= deflateSync(encode());
    return entry.deflated;
  };
  // pdfkit's embed makes the font file's stream first (EmbeddedFont.embed: this.document.ref()).
  const holder = doc as unknown as Record<string, unknown>;
  holder.ref = (data?: Record<string, unknown>) => {
    delete holder.ref;
    const stream = doc.ref(data);
    if (compress) {
      stream.end = (bytes) => {
        stream.compress = false;
        if (bytes) stream.write(bytes);
        stream.data.Filter = "FlateDecode";
        stream.finalize();
      };
    }
    return stream;
  };
  try {
    return embed();
  } finally {
    delete holder.ref;
  }
}

/**
 * Starts `f`'s subset with `base` and has it embed through the shared font files. Call
 * before anything is drawn in the font. Encrypted documents keep pdfkit's own path.
 */
export function shareSubset(f: EmbeddedFont, base: BaseGlyph[]): void {
  if (f.document._security || f.subset.glyphs.length !== 1) return;
  for (const g of base) f.subset.includeGlyph(g.id);
  const embed = f.embed.bind(f);
  f.embed = () => embedShared(f, base, embed);
}
