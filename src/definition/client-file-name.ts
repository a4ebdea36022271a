/**
 * The file name stem of a client's pack (`clients/<stem>-YYYY-MM.pdf`): the name as written,
 * minus what no file system takes (separators, characters Windows forbids, control and
 * invisible format characters, device names), cut by grapheme clusters (UAX #29, via
 * Intl.Segmenter) so no emoji, flag or combining accent is split in half.
 */

/** Windows device names, reserved with any extension (CON.pdf is still the console). */
const RESERVED_NAME = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/i;
/** Path separators and characters Windows forbids. */
const RESERVED_CHARS = /[<>:"/\\|?*]/g;
/**
 * Control characters, bidi controls (an override could spoof the extension), zero-width space
 * and BOM. Not the joiners U+200C/U+200D: Persian and Indic spellings and emoji sequences need them.
 */
const INVISIBLE = /[\p{Cc}\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/gu;
/** ext4/APFS/NTFS take 255 bytes/units a name; room is left for "-YYYY-MM.pdf" and a suffix. */
const MAX_BYTES = 180;
const MAX_GRAPHEMES = 80;

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });
const trimEdges = (s: string) => s.replace(/^[\s.]+|[\s.]+$/gu, "");

function cut(s: string): string {
  let out = "";
  let count = 0;
  for (const { segment } of graphemes.segment(s)) {
    count += 1;
    if (count > MAX_GRAPHEMES || Buffer.byteLength(out + segment) > MAX_BYTES) break;
    out += segment;
  }
  return out;
}

/** The stem for a client's name; "" when nothing usable is left (the schema rejects that name). */
export function clientFileStem(name: string): string {
  let s = name.normalize("NFC").replace(INVISIBLE, "").replace(RESERVED_CHARS, "_");
  s = trimEdges(cut(trimEdges(s.replace(/\s+/gu, " "))));
  if (/^_*$/.test(s)) return "";
  return RESERVED_NAME.test(s.split(".")[0] ?? "") ? `_${s}` : s;
}

/** `clients/<stem>-YYYY-MM.pdf` without the folder. */
export function clientPdfFileName(name: string, month: string): string {
  return `${clientFileStem(name)}-${month}.pdf`;
}
