/**
 * Cutting text for display and storage without breaking a character: by extended grapheme
 * clusters (UAX #29, through `Intl.Segmenter`), so a cut never splits a surrogate pair (𠮷,
 * emoji), a base letter from its combining marks (é as e + U+0301, Devanagari conjuncts,
 * Thai vowels) or a ZWJ emoji sequence. A lone surrogate left by `slice` is invalid in XML
 * and makes Excel refuse a workbook.
 */
export interface CutLimits {
  /** UTF-16 code units (JavaScript `length`; what Excel counts in a sheet name). */
  maxUnits?: number;
  /** User-perceived characters. */
  maxGraphemes?: number;
  /** UTF-8 bytes (file names on ext4/APFS). */
  maxBytes?: number;
}

const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

export function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

/** The longest prefix of whole grapheme clusters within every given limit. */
export function cutGraphemes(text: string, limits: CutLimits): string {
  const { maxUnits = Infinity, maxGraphemes = Infinity, maxBytes = Infinity } = limits;
  if (text.length <= maxUnits && text.length <= maxGraphemes && text.length * 3 <= maxBytes) return text;
  let units = 0;
  let bytes = 0;
  let count = 0;
  for (const { segment, index } of segmenter.segment(text)) {
    units += segment.length;
    bytes += Buffer.byteLength(segment);
    count += 1;
    if (units > maxUnits || bytes > maxBytes || count > maxGraphemes) return text.slice(0, index);
  }
  return text;
}

/** `text` cut to `maxUnits` UTF-16 units including a trailing "…" when it had to be cut. */
export function ellipsizeGraphemes(text: string, maxUnits: number): string {
  if (text.length <= maxUnits) return text;
  return `${cutGraphemes(text, { maxUnits: Math.max(0, maxUnits - 1) }).trimEnd()}…`;
}
