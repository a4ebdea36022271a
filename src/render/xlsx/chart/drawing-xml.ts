/**
 * Drawing parts `xl/drawings/drawingN.xml` (ISO/IEC 29500-1 §20.5 SpreadsheetML
 * Drawing): each chart is a two-cell anchor holding a graphic frame that points at the
 * chart part through the drawing's relationships.
 */
import { escapeXml } from "./escape-xml.js";

export interface ChartAnchor {
  /** 0-based column/row of the top-left and bottom-right cells (DrawingML anchors). */
  from: { col: number; row: number };
  to: { col: number; row: number };
  /** Relationship id of the chart part in the drawing's .rels. */
  relId: string;
}

const NS_XDR = "http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing";
const NS_A = "http://schemas.openxmlformats.org/drawingml/2006/main";
const NS_C = "http://schemas.openxmlformats.org/drawingml/2006/chart";
const NS_R = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

function markerXml(tag: "from" | "to", at: { col: number; row: number }): string {
  for (const n of [at.col, at.row]) {
    if (!Number.isInteger(n) || n < 0)
      throw new Error(`chart anchor ${tag} has invalid cell ${JSON.stringify(at)}`);
  }
  return (
    `<xdr:${tag}><xdr:col>${at.col}</xdr:col><xdr:colOff>0</xdr:colOff>` +
    `<xdr:row>${at.row}</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:${tag}>`
  );
}

/**
 * One anchor. `shapeId` must be unique within the drawing (`cNvPr id`); namespaces of
 * the chart reference are declared locally so the anchor can join a drawing written by
 * another tool.
 */
export function chartAnchorXml(anchor: ChartAnchor, shapeId: number, name: string): string {
  return (
    `<xdr:twoCellAnchor>${markerXml("from", anchor.from)}${markerXml("to", anchor.to)}` +
    `<xdr:graphicFrame macro=""><xdr:nvGraphicFramePr><xdr:cNvPr id="${shapeId}" name="${escapeXml(name)}"/>` +
    "<xdr:cNvGraphicFramePr/></xdr:nvGraphicFramePr>" +
    '<xdr:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/></xdr:xfrm>' +
    `<a:graphic><a:graphicData uri="${NS_C}"><c:chart xmlns:c="${NS_C}" xmlns:r="${NS_R}" ` +
    `r:id="${escapeXml(anchor.relId)}"/></a:graphicData></a:graphic></xdr:graphicFrame>` +
    "<xdr:clientData/></xdr:twoCellAnchor>"
  );
}

/** A new drawing part holding only charts, named "Chart 1", "Chart 2", … with ids from 2. */
export function drawingXml(anchors: readonly ChartAnchor[]): string {
  const body = anchors.map((a, i) => chartAnchorXml(a, i + 2, `Chart ${i + 1}`)).join("");
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    `<xdr:wsDr xmlns:xdr="${NS_XDR}" xmlns:a="${NS_A}">${body}</xdr:wsDr>`
  );
}
