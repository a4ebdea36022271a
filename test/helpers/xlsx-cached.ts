/**
 * The values a workbook's cells show before any recalculation, read from the sheet XML
 * (ISO/IEC 29500-1 §18.3.1.4 c, §18.3.1.96 v). exceljs drops a formula's cached result of 0
 * when it reads a file, so tests that compare cached figures read them here instead.
 */
import { strFromU8, unzipSync } from "fflate";

const decode = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

function sheetPart(files: Record<string, Uint8Array>, sheet: string): string {
  const wb = strFromU8(files["xl/workbook.xml"]!);
  const rels = strFromU8(files["xl/_rels/workbook.xml.rels"]!);
  for (const m of wb.matchAll(/<sheet [^>]*name="([^"]*)"[^>]*r:id="([^"]+)"/g)) {
    if (decode(m[1]!) !== sheet) continue;
    const target = new RegExp(`<Relationship [^>]*Id="${m[2]}"[^>]*Target="([^"]+)"`).exec(rels)?.[1];
    if (target) return `xl/${target.replace(/^\/?xl\//, "")}`;
  }
  throw new Error(`no sheet "${sheet}"`);
}

/** One cell as written: its formula, its value text (<v>, undecoded) and type (t="…"), and what it shows. */
export interface RawCell {
  formula: string | null;
  v: string | null;
  type: string | null;
  /** The number or text the cell shows before recalculation (shared strings resolved); null: nothing. */
  shown: number | string | null;
}

/**
 * Every cell of every sheet as written (ISO/IEC 29500-1 §18.3.1.4), sheets in workbook order:
 * sheet name → address → its formula, value and type.
 */
export function workbookCells(bytes: Uint8Array): Map<string, Map<string, RawCell>> {
  const files = unzipSync(bytes);
  const shared = [
    ...strFromU8(files["xl/sharedStrings.xml"] ?? new Uint8Array()).matchAll(/<si>([\s\S]*?)<\/si>/g),
  ].map((m) => decode([...m[1]!.matchAll(/<t[^>]*>([^<]*)<\/t>/g)].map((t) => t[1]).join("")));
  const wb = strFromU8(files["xl/workbook.xml"]!);
  const out = new Map<string, Map<string, RawCell>>();
  for (const sm of wb.matchAll(/<sheet [^>]*name="([^"]*)"/g)) {
    const name = decode(sm[1]!);
    const xml = strFromU8(files[sheetPart(files, name)]!);
    const cells = new Map<string, RawCell>();
    for (const m of xml.matchAll(/<c r="([A-Z]+\d+)"([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const body = m[3] ?? "";
      // Any formula, shared (<f t="shared" si="0"/>) or not: a cell with one is checked.
      const f = /<f(?:\s[^>]*)?(?:\/>|>([^<]*)<\/f>)/.exec(body);
      const v = /<v>([^<]*)<\/v>/.exec(body)?.[1] ?? null;
      const type = /t="(\w+)"/.exec(m[2]!)?.[1] ?? null;
      const inline = /<is>[\s\S]*?<t[^>]*>([^<]*)<\/t>/.exec(body)?.[1];
      let shown: number | string | null = null;
      if (type === "inlineStr" && inline !== undefined) shown = decode(inline);
      else if (v !== null && v !== "")
        shown = type === "s" ? shared[Number(v)]! : type === "str" ? decode(v) : Number(v);
      cells.set(m[1]!, { formula: f === null ? null : decode(f[1] ?? ""), v, type, shown });
    }
    out.set(name, cells);
  }
  return out;
}

/** Cell address (e.g. "E8") → the number or text it shows; empty cells are absent. */
export function cachedValues(bytes: Uint8Array, sheet: string): Map<string, number | string> {
  const files = unzipSync(bytes);
  const shared = [
    ...strFromU8(files["xl/sharedStrings.xml"] ?? new Uint8Array()).matchAll(/<si>([\s\S]*?)<\/si>/g),
  ].map((m) => decode([...m[1]!.matchAll(/<t[^>]*>([^<]*)<\/t>/g)].map((t) => t[1]).join("")));
  const xml = strFromU8(files[sheetPart(files, sheet)]!);
  const out = new Map<string, number | string>();
  for (const m of xml.matchAll(/<c r="([A-Z]+\d+)"([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
    const v = /<v>([^<]*)<\/v>/.exec(m[3] ?? "")?.[1];
    const is = /<is>[\s\S]*?<t[^>]*>([^<]*)<\/t>/.exec(m[3] ?? "")?.[1];
    const type = /t="(\w+)"/.exec(m[2]!)?.[1];
    if (type === "inlineStr" && is !== undefined) out.set(m[1]!, decode(is));
    if (v === undefined || v === "") continue;
    if (type === "s") out.set(m[1]!, shared[Number(v)]!);
    else if (type === "str") out.set(m[1]!, decode(v));
    else out.set(m[1]!, Number(v));
  }
  return out;
}
