/**
 * `[Content_Types].xml` (ISO/IEC 29500-2 §10.1.2): one Override per new part, never two
 * for the same part name (names compare case-insensitively).
 */
import { attributes } from "./rels-xml.js";

export const CONTENT_TYPE = {
  chart: "application/vnd.openxmlformats-officedocument.drawingml.chart+xml",
  drawing: "application/vnd.openxmlformats-officedocument.drawing+xml",
};

/** `parts` are zip entry names (no leading "/"). */
export function addOverrides(xml: string, parts: { part: string; contentType: string }[]): string {
  const known = new Set(
    [...xml.matchAll(/<Override\b[^>]*>/g)].map((m) => (attributes(m[0]).PartName ?? "").toLowerCase()),
  );
  let added = "";
  for (const { part, contentType } of parts) {
    const name = `/${part}`;
    if (known.has(name.toLowerCase())) continue;
    known.add(name.toLowerCase());
    added += `<Override PartName="${name}" ContentType="${contentType}"/>`;
  }
  const end = xml.lastIndexOf("</Types>");
  if (end < 0) throw new Error("[Content_Types].xml has no </Types>: not an Office Open XML package");
  return xml.slice(0, end) + added + xml.slice(end);
}
