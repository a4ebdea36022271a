/**
 * A safe, unique PDF file name from a plant name and the report month
 * (`<plant>-YYYY-MM.pdf`, so a month's PDFs stay apart when owners file them together):
 * readable (non-ASCII letters kept) and valid on Linux, macOS and Windows (no separators,
 * reserved characters or device names).
 */

import { cutGraphemes } from "../../../vocabulary/graphemes.js";

/** Windows device names, reserved with any extension (CON.pdf is still the console). */
const RESERVED_NAME = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/i;
/** Path separators and characters Windows forbids. */
const RESERVED_CHARS = /[<>:"/\\|?*]/g;
/** Control characters and invisible format characters (bidi overrides could spoof the extension). */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

const MAX_CHARS = 100;
/** ext4/APFS/NTFS limit names to 255 bytes/units; keep room for the suffix and ".pdf". */
const MAX_BYTES = 200;
const EXT = ".pdf";

/** Whole grapheme clusters only: a cut name never ends in half an emoji or a bare accent. */
function truncate(s: string): string {
  return cutGraphemes(s, { maxGraphemes: MAX_CHARS, maxBytes: MAX_BYTES });
}

const trimEdges = (s: string) => s.replace(/^[\s.]+|[\s.]+$/gu, "");

/** The stem (without extension) for a plant name. */
export function safeStem(name: string): string {
  let s = name.normalize("NFC").replace(INVISIBLE, "").replace(RESERVED_CHARS, "_");
  s = trimEdges(s.replace(/\s+/gu, " "));
  if (s.toLowerCase().endsWith(EXT)) s = trimEdges(s.slice(0, -EXT.length));
  s = trimEdges(truncate(s));
  if (s === "" || /^_+$/.test(s)) return "plant";
  return RESERVED_NAME.test(s.split(".")[0] ?? "") ? `_${s}` : s;
}

/**
 * The file names given so far, compared case-insensitively, because macOS and Windows file
 * systems compare them so: a look-up each, not a walk over every name (at 1,000 plants the
 * walk was a tenth of a second of each run's last seconds).
 */
export class TakenNames {
  private readonly folded = new Set<string>();
  /** The names as given, in order. */
  readonly names: string[] = [];

  has(name: string): boolean {
    return this.folded.has(name.toLowerCase());
  }

  add(name: string): void {
    this.folded.add(name.toLowerCase());
    this.names.push(name);
  }
}

/** `month` is YYYY-MM; a name already taken gets the plant id (and a counter) before it. */
export function plantPdfFileName(
  plant: { id: string; name: string },
  month: string,
  taken: TakenNames,
): string {
  const stem = safeStem(plant.name);
  const idPart = plant.id.replace(/[^A-Za-z0-9]/g, "").slice(0, 8) || "x";
  const tail = `-${month}${EXT}`;
  let name = `${stem}${tail}`;
  for (let n = 1; taken.has(name); n++) {
    name = n === 1 ? `${stem}-${idPart}${tail}` : `${stem}-${idPart}-${n}${tail}`;
  }
  taken.add(name);
  return name;
}
