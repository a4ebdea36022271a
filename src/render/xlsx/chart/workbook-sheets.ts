/**
 * Sheet name → worksheet part, through the workbook part (ISO/IEC 29500-1 §18.2.19
 * sheet) and its relationships; names in workbook.xml are XML-escaped.
 */
import { strFromU8 } from "fflate";
import { relsPathOf, resolveTarget } from "./part-paths.js";
import { attributes, parseRelationships } from "./rels-xml.js";

const OFFICE_DOCUMENT = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument";

function workbookPart(files: Record<string, Uint8Array>): string {
  const root = files["_rels/.rels"];
  const rel = root ? parseRelationships(strFromU8(root)).find((r) => r.type === OFFICE_DOCUMENT) : undefined;
  return rel ? resolveTarget("", rel.target) : "xl/workbook.xml";
}

export function sheetParts(files: Record<string, Uint8Array>): Map<string, string> {
  const wbPart = workbookPart(files);
  const wb = files[wbPart];
  if (!wb) throw new Error(`the workbook has no ${wbPart}: not an .xlsx file`);
  const relsFile = files[relsPathOf(wbPart)];
  const rels = parseRelationships(relsFile ? strFromU8(relsFile) : undefined);
  const out = new Map<string, string>();
  for (const m of strFromU8(wb).matchAll(/<(?:\w+:)?sheet\s[^>]*>/g)) {
    const attrs = attributes(m[0]);
    const relId = Object.entries(attrs).find(([k]) => k.endsWith(":id"))?.[1];
    const rel = rels.find((r) => r.id === relId);
    if (attrs.name !== undefined && rel) out.set(attrs.name, resolveTarget(wbPart, rel.target));
  }
  return out;
}
