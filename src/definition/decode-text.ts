/**
 * A definition file's bytes → text. Definitions are UTF-8 (YAML 1.2 §5.2 allows UTF-16 and
 * UTF-32 too, but editors on Windows save "Unicode" as UTF-16 by surprise, and a plant name
 * read in the wrong encoding would be silently wrong): anything else is refused with the fix.
 */
import type { DefinitionIssue } from "./errors.js";

const BOMS: [number[], string][] = [
  [[0xff, 0xfe, 0x00, 0x00], "UTF-32"],
  [[0x00, 0x00, 0xfe, 0xff], "UTF-32"],
  [[0xff, 0xfe], "UTF-16"],
  [[0xfe, 0xff], "UTF-16"],
];

const SAVE = "save it as UTF-8 (in most editors: Save As → Encoding: UTF-8) and run again";

/** The text, or the one issue that says which encoding the file has and how to fix it. */
export function decodeDefinition(bytes: Uint8Array): string | DefinitionIssue {
  const bom = BOMS.find(([mark]) => mark.every((b, i) => bytes[i] === b));
  if (bom) return { path: "", message: `the file is saved as ${bom[1]}: ${SAVE}` };
  const nul = bytes.indexOf(0);
  if (nul !== -1) {
    return {
      path: "",
      message: `the file holds NUL bytes (byte ${nul}): it is UTF-16 or UTF-32 without a byte order mark, or not a text file; ${SAVE}`,
    };
  }
  try {
    // A UTF-8 byte order mark is allowed and dropped (TextDecoder's default).
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { path: "", message: `the file is not valid UTF-8 (perhaps Latin-1 or Windows-1252): ${SAVE}` };
  }
}
