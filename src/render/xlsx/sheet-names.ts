/**
 * Worksheet names Excel accepts (ISO/IEC 29500-1 §18.2.19 and Excel's own rules): at most
 * 31 characters, none of []:*?/\, not starting or ending with an apostrophe, not the
 * reserved "History", and unique without regard to case. Excel counts UTF-16 units; names
 * are cut by grapheme cluster so 𠮷 or an emoji at the 31st unit is dropped whole, never halved. Plant names are data from the
 * service, so every name passes through here.
 */
import { cutGraphemes } from "../../vocabulary/graphemes.js";

const FORBIDDEN = /[[\]:*?/\\\u0000-\u001F\u007F]/g;
const MAX = 31;

export class SheetNames {
  private readonly taken = new Set<string>();

  /** `fallback`: the name for a sheet whose wanted name has nothing left (in the workbook's language). */
  constructor(private readonly fallback = "Sheet") {}

  /** A safe, unique name close to `wanted`; suffixes " (2)", " (3)" … on collisions. */
  claim(wanted: string): string {
    const base = clean(wanted) || clean(this.fallback) || "Sheet";
    for (let n = 1; ; n++) {
      const suffix = n === 1 ? "" : ` (${n})`;
      const name = trimEdges(cutGraphemes(base, { maxUnits: MAX - suffix.length })) + suffix;
      const key = name.toLocaleLowerCase("en");
      if (!this.taken.has(key) && key !== "history") {
        this.taken.add(key);
        return name;
      }
    }
  }
}

function clean(name: string): string {
  return trimEdges(name.replace(FORBIDDEN, " ").replace(/\s+/g, " ").trim());
}

function trimEdges(name: string): string {
  return name.replace(/^'+|'+$/g, "").trim();
}
