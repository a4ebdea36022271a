/**
 * Relationship parts (ISO/IEC 29500-2 §9.3 Relationships): reading ids and targets, and
 * adding relationships with ids that do not clash with existing ones.
 */
import { escapeXml, unescapeXml } from "./escape-xml.js";

export const REL = {
  drawing: "http://schemas.openxmlformats.org/officeDocument/2006/relationships/drawing",
  chart: "http://schemas.openxmlformats.org/officeDocument/2006/relationships/chart",
  worksheet: "http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet",
};

export interface Relationship {
  id: string;
  type: string;
  target: string;
  external: boolean;
}

const EMPTY_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>';

/** The attributes of one start tag, values unescaped. */
export function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    out[m[1]!] = unescapeXml(m[2] ?? m[3] ?? "");
  }
  return out;
}

export function parseRelationships(xml: string | undefined): Relationship[] {
  if (!xml) return [];
  return [...xml.matchAll(/<Relationship\b[^>]*>/g)].map((m) => {
    const a = attributes(m[0]);
    return {
      id: a.Id ?? "",
      type: a.Type ?? "",
      target: a.Target ?? "",
      external: a.TargetMode === "External",
    };
  });
}

/** Adds relationships to a part's .rels (or a new one) and returns the new XML and ids. */
export function addRelationships(
  xml: string | undefined,
  rels: { type: string; target: string }[],
): { xml: string; ids: string[] } {
  const base = xml ?? EMPTY_RELS;
  const taken = new Set(parseRelationships(base).map((r) => r.id));
  let next = 1;
  const ids: string[] = [];
  let added = "";
  for (const rel of rels) {
    while (taken.has(`rId${next}`)) next++;
    const id = `rId${next}`;
    taken.add(id);
    ids.push(id);
    added += `<Relationship Id="${id}" Type="${escapeXml(rel.type)}" Target="${escapeXml(rel.target)}"/>`;
  }
  const end = base.lastIndexOf("</Relationships>");
  if (end >= 0) return { xml: base.slice(0, end) + added + base.slice(end), ids };
  // An empty element written as `<Relationships .../>`.
  return {
    xml: base.replace(/<Relationships\b([^>]*?)\s*\/>/, `<Relationships$1>${added}</Relationships>`),
    ids,
  };
}
