/**
 * Cached series data (ISO/IEC 29500-1 §21.2.2.201 strCache, §21.2.2.120 numCache): what a
 * reader shows before it recalculates. An empty cell is an omitted `c:pt`, while
 * `c:ptCount` stays the number of cells in the range.
 */
import { escapeXml, xmlNumber } from "./escape-xml.js";

export function strCacheXml(values: readonly string[]): string {
  const pts = values.map((v, i) => `<c:pt idx="${i}"><c:v>${escapeXml(v)}</c:v></c:pt>`).join("");
  return `<c:strCache><c:ptCount val="${values.length}"/>${pts}</c:strCache>`;
}

/** Non-finite numbers are treated as empty cells: NaN/Infinity are not valid cached values. */
export function numCacheXml(values: readonly (number | null)[], formatCode = "General"): string {
  let pts = "";
  values.forEach((v, i) => {
    const text = xmlNumber(v);
    if (text !== null) pts += `<c:pt idx="${i}"><c:v>${text}</c:v></c:pt>`;
  });
  return (
    `<c:numCache><c:formatCode>${escapeXml(formatCode)}</c:formatCode>` +
    `<c:ptCount val="${values.length}"/>${pts}</c:numCache>`
  );
}
