/**
 * The `drawing` element of a worksheet (ISO/IEC 29500-1 §18.3.1.36), found and inserted
 * with string operations: sheets of big workbooks are megabytes of `sheetData`, so only
 * the top-level elements after it are scanned, never the cells.
 */
import { attributes } from "./rels-xml.js";

const NS_R = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

/** CT_Worksheet children that come after `drawing` (§18.3.1.99). */
const AFTER_DRAWING = new Set([
  "legacyDrawing",
  "legacyDrawingHF",
  "drawingHF",
  "picture",
  "oleObjects",
  "controls",
  "webPublishItems",
  "tableParts",
  "extLst",
]);

interface TopElement {
  name: string;
  start: number;
  tag: string;
}

interface Root {
  prefix: string;
  tagStart: number;
  tagEnd: number;
  close: number;
  children: TopElement[];
}

const TAG =
  /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<(\/?)([\w:.-]+)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/g;

const localName = (name: string) => name.slice(name.indexOf(":") + 1);

function scanRoot(xml: string): Root {
  const rootMatch = /<([\w.-]+:)?worksheet\b[^>]*>/.exec(xml);
  if (!rootMatch) throw new Error("worksheet part has no <worksheet> root");
  const prefix = rootMatch[1] ?? "";
  const tagEnd = rootMatch.index + rootMatch[0].length;
  // Skip the cells: nothing after drawing's position can live inside sheetData.
  const closeData = xml.indexOf(`</${prefix}sheetData>`, tagEnd);
  const emptyData = /<([\w.-]+:)?sheetData\s*\/>/.exec(xml.slice(tagEnd, tagEnd + 4096));
  let from = tagEnd;
  if (closeData >= 0) from = closeData + `</${prefix}sheetData>`.length;
  else if (emptyData) from = tagEnd + emptyData.index + emptyData[0].length;
  const children: TopElement[] = [];
  let depth = 0;
  TAG.lastIndex = from;
  for (let m = TAG.exec(xml); m; m = TAG.exec(xml)) {
    if (!m[2]) continue; // comment, CDATA or processing instruction
    if (m[1]) {
      if (depth === 0) return { prefix, tagStart: rootMatch.index, tagEnd, close: m.index, children };
      depth--;
    } else {
      if (depth === 0) children.push({ name: localName(m[2]), start: m.index, tag: m[0] });
      if (!m[4]) depth++;
    }
  }
  throw new Error("worksheet part is not well-formed: no closing </worksheet>");
}

/** The relationship id of the sheet's existing drawing, if it has one. */
export function drawingRelId(sheetXml: string): string | undefined {
  const el = scanRoot(sheetXml).children.find((c) => c.name === "drawing");
  if (!el) return undefined;
  return Object.entries(attributes(el.tag)).find(([k]) => k.endsWith(":id"))?.[1];
}

/** Declares the relationships namespace on the root when missing; returns the XML and its prefix. */
function withRelNamespace(xml: string, root: Root): { xml: string; rPrefix: string; shift: number } {
  const tag = xml.slice(root.tagStart, root.tagEnd);
  const declared = Object.entries(attributes(tag)).find(([k, v]) => k.startsWith("xmlns:") && v === NS_R);
  if (declared) return { xml, rPrefix: declared[0].slice(6), shift: 0 };
  let rPrefix = "r";
  while (new RegExp(`\\sxmlns:${rPrefix}\\s*=`).test(tag)) rPrefix += "r";
  const decl = ` xmlns:${rPrefix}="${NS_R}"`;
  const at = root.tagEnd - (tag.endsWith("/>") ? 2 : 1);
  return { xml: xml.slice(0, at) + decl + xml.slice(at), rPrefix, shift: decl.length };
}

/** Inserts `<drawing r:id>` at its schema position: before the first child that must follow it. */
export function insertDrawing(sheetXml: string, relId: string): string {
  const root = scanRoot(sheetXml);
  if (root.children.some((c) => c.name === "drawing")) throw new Error("the worksheet already has a drawing");
  const next = root.children.find((c) => AFTER_DRAWING.has(c.name));
  const { xml, rPrefix, shift } = withRelNamespace(sheetXml, root);
  const at = (next ? next.start : root.close) + shift;
  return `${xml.slice(0, at)}<${root.prefix}drawing ${rPrefix}:id="${relId}"/>${xml.slice(at)}`;
}
