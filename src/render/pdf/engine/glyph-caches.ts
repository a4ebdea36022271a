/**
 * Per-thread caches on a shared fontkit font, so that work repeated by every PDF is done once
 * per worker, not once per document: the character-map lookup (asked for every character of
 * every string, by the drawable-text check, by layout and by the font chooser) and the decoded
 * outline of each TrueType glyph (decoded again by every document's font subset, fontkit's
 * TTFSubset._addGlyph, 2.x). Both are pure functions of the font file.
 */

interface CmapProcessor {
  lookup(codePoint: number, variationSelector?: number): number;
}

interface TtfGlyph {
  _decode(): unknown;
}

interface FontkitInternals {
  _cmapProcessor: CmapProcessor;
  directory: { tables: Record<string, unknown> };
  getGlyph(id: number, codePoints?: number[]): TtfGlyph | null;
}

/** Code point → glyph id, remembered (variation-selector lookups go straight through). */
function cacheLookups(font: FontkitInternals): void {
  const cmap = font._cmapProcessor;
  const lookup = cmap.lookup.bind(cmap);
  const ids = new Map<number, number>();
  cmap.lookup = (codePoint, variationSelector) => {
    if (variationSelector) return lookup(codePoint, variationSelector);
    let id = ids.get(codePoint);
    if (id === undefined) {
      id = lookup(codePoint);
      ids.set(codePoint, id);
    }
    return id;
  };
}

/**
 * Each glyph object (fontkit keeps one per id) decodes its `glyf` record once. Only for
 * TrueType outlines without variations: a variable font transforms the decoded points.
 */
function cacheDecodedGlyphs(font: FontkitInternals): void {
  const tables = font.directory.tables;
  if (!tables.glyf || tables.fvar) return;
  const getGlyph = font.getGlyph.bind(font);
  const decoded = new WeakSet<TtfGlyph>();
  font.getGlyph = (id, codePoints) => {
    const glyph = getGlyph(id, codePoints);
    if (glyph && !decoded.has(glyph)) {
      decoded.add(glyph);
      const decode = glyph._decode.bind(glyph);
      let outline: unknown;
      let done = false;
      glyph._decode = () => {
        if (!done) {
          outline = decode();
          done = true;
        }
        return outline;
      };
    }
    return glyph;
  };
}

export function withGlyphCaches<T>(font: T): T {
  const internals = font as unknown as FontkitInternals;
  cacheLookups(internals);
  cacheDecodedGlyphs(internals);
  return font;
}
