/**
 * The titles of a PDF's bookmarks (outline items), in the order the file holds them. pdfkit
 * writes outline dictionaries uncompressed (only streams are deflated), each with /Dest,
 * /Parent and /Title (a literal string, UTF-16BE with a BOM when not ASCII); poppler's
 * pdfinfo here (22.12) has no -outline option.
 */
import { readFileSync } from "node:fs";

const ESCAPES: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12, "(": 40, ")": 41, "\\": 92 };

/** The bytes of a PDF literal string starting after its "(" (ISO 32000-1 §7.3.4.2). */
function literal(raw: Buffer, start: number): Buffer {
  const out: number[] = [];
  let depth = 0;
  for (let i = start; i < raw.length; i++) {
    const c = raw[i]!;
    if (c === 0x5c) {
      const next = String.fromCharCode(raw[++i]!);
      if (/[0-7]/.test(next)) {
        let oct = next;
        while (oct.length < 3 && /[0-7]/.test(String.fromCharCode(raw[i + 1]!)))
          oct += String.fromCharCode(raw[++i]!);
        out.push(Number.parseInt(oct, 8));
      } else out.push(ESCAPES[next] ?? next.charCodeAt(0));
    } else if (c === 0x28) {
      depth++;
      out.push(c);
    } else if (c === 0x29) {
      if (depth === 0) break;
      depth--;
      out.push(c);
    } else out.push(c);
  }
  return Buffer.from(out);
}

function decode(bytes: Buffer): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return bytes.subarray(2).swap16().toString("utf16le");
  return bytes.toString("latin1");
}

export function outlineTitles(path: string): string[] {
  const raw = readFileSync(path);
  const text = raw.toString("latin1");
  const titles: string[] = [];
  for (const m of text.matchAll(/\/Dest \[\d+ 0 R \/Fit\]\s*\/Parent \d+ 0 R\s*\/Title \(/g)) {
    titles.push(decode(literal(raw, m.index + m[0].length)));
  }
  return titles;
}
