/**
 * Every piece of text a reader of a workbook sees, read from the package: sheet names, shared
 * and inline strings, text results of formulas, the words inside number formats, document
 * properties, and the charts' titles, series names, axis titles and text categories.
 */
import { strFromU8, unzipSync } from "fflate";

export interface WorkbookText {
  where: string;
  text: string;
}

const decode = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

const all = (xml: string, re: RegExp) => [...xml.matchAll(re)].map((m) => decode(m[1]!));

export function sheetNames(bytes: Uint8Array): string[] {
  return all(strFromU8(unzipSync(bytes)["xl/workbook.xml"]!), /<sheet [^>]*name="([^"]*)"/g);
}

export function workbookTexts(bytes: Uint8Array): WorkbookText[] {
  const files = unzipSync(bytes);
  const out: WorkbookText[] = sheetNames(bytes).map((text) => ({ where: "sheet name", text }));
  const add = (where: string, texts: string[]) => {
    for (const text of texts) out.push({ where, text });
  };
  for (const [name, data] of Object.entries(files)) {
    const xml = /\.xml$/.test(name) ? strFromU8(data) : "";
    if (name === "xl/sharedStrings.xml") add(name, all(xml, /<t(?: [^>]*)?>([^<]*)<\/t>/g));
    if (/^xl\/worksheets\/sheet\d+\.xml$/.test(name)) {
      add(`${name} inline`, all(xml, /<is>(?:<r>)?<t(?: [^>]*)?>([^<]*)<\/t>/g));
      add(`${name} formula text`, all(xml, /<c [^>]*t="str"[^>]*>(?:<f>[^<]*<\/f>)?<v>([^<]*)<\/v>/g));
    }
    if (name === "xl/styles.xml")
      add(
        "number format",
        all(xml, /formatCode="([^"]*)"/g).flatMap((code) =>
          [...code.matchAll(/"([^"]*)"/g)].map((m) => m[1]!),
        ),
      );
    if (name === "docProps/core.xml") add(name, all(xml, /<(?:dc:title|dc:subject|cp:keywords)>([^<]*)</g));
    if (/^xl\/charts\/chart\d+\.xml$/.test(name)) {
      add(`${name} title`, all(xml, /<a:t>([^<]*)<\/a:t>/g));
      add(`${name} text`, all(xml, /<c:pt idx="\d+"><c:v>([^<]*)<\/c:v><\/c:pt>/g));
      add(
        `${name} number format`,
        all(xml, /formatCode="([^"]*)"/g).flatMap((c) => all(c, /"([^"]*)"/g)),
      );
    }
  }
  return out.filter((t) => t.text.trim() !== "");
}
