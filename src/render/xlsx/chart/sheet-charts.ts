/**
 * Puts charts on one worksheet: chart parts, the drawing that anchors them (the sheet's
 * existing drawing when it has one, e.g. exceljs' images) and the relationships between
 * sheet → drawing → chart (ISO/IEC 29500-1 §20.5, §21.2).
 */
import { strFromU8, strToU8 } from "fflate";
import { chartXml } from "./chart-xml.js";
import { CONTENT_TYPE } from "./content-types.js";
import { type ChartAnchor, chartAnchorXml, drawingXml } from "./drawing-xml.js";
import { relativeTarget, relsPathOf, resolveTarget } from "./part-paths.js";
import { addRelationships, parseRelationships, REL } from "./rels-xml.js";
import { drawingRelId, insertDrawing } from "./sheet-drawing.js";
import type { ChartPlacement } from "./types.js";

export type Files = Record<string, Uint8Array>;

export interface PartCounters {
  chart: number;
  drawing: number;
}

const text = (files: Files, name: string) => (files[name] ? strFromU8(files[name]) : undefined);

/** Appends chart anchors to a drawing written by someone else, with fresh shape ids and names. */
function appendAnchors(drawing: string, anchors: ChartAnchor[]): string {
  const ids = [...drawing.matchAll(/<(?:\w+:)?cNvPr\b[^>]*?\sid="(\d+)"/g)].map((m) => Number(m[1]));
  const names = new Set([...drawing.matchAll(/<(?:\w+:)?cNvPr\b[^>]*?\sname="([^"]*)"/g)].map((m) => m[1]));
  let id = Math.max(1, ...ids);
  let n = 0;
  const xml = anchors
    .map((a) => {
      do n++;
      while (names.has(`Chart ${n}`));
      return chartAnchorXml(a, ++id, `Chart ${n}`);
    })
    .join("");
  const end = drawing.search(/<\/(?:\w+:)?wsDr>\s*$/);
  if (end < 0) throw new Error("existing drawing part has no closing </xdr:wsDr>");
  return drawing.slice(0, end) + xml + drawing.slice(end);
}

/** Finds the sheet's drawing part, or names a new one; `isNew` tells which. */
function drawingPartOf(files: Files, sheetPart: string, counters: PartCounters) {
  const relId = drawingRelId(text(files, sheetPart)!);
  if (relId === undefined) return { part: `xl/drawings/drawing${counters.drawing++}.xml`, isNew: true };
  const rel = parseRelationships(text(files, relsPathOf(sheetPart))).find((r) => r.id === relId);
  const part = rel && resolveTarget(sheetPart, rel.target);
  if (!part || !files[part])
    throw new Error(`${sheetPart}: drawing ${relId} points at no part in the package`);
  return { part, isNew: false };
}

/** Adds the charts to the sheet in `files` (mutated); returns new parts for [Content_Types].xml. */
export function addSheetCharts(
  files: Files,
  sheetPart: string,
  placements: ChartPlacement[],
  counters: PartCounters,
): { part: string; contentType: string }[] {
  const drawing = drawingPartOf(files, sheetPart, counters);
  const newParts = [{ part: drawing.part, contentType: CONTENT_TYPE.drawing }];
  const charts = placements.map((p) => {
    const part = `xl/charts/chart${counters.chart++}.xml`;
    files[part] = strToU8(chartXml(p.chart));
    newParts.push({ part, contentType: CONTENT_TYPE.chart });
    return { type: REL.chart, target: relativeTarget(drawing.part, part) };
  });
  const drawingRels = relsPathOf(drawing.part);
  const added = addRelationships(text(files, drawingRels), charts);
  files[drawingRels] = strToU8(added.xml);
  const anchors = placements.map((p, i) => ({ from: p.from, to: p.to, relId: added.ids[i]! }));
  if (!drawing.isNew) {
    files[drawing.part] = strToU8(appendAnchors(text(files, drawing.part)!, anchors));
    return newParts;
  }
  files[drawing.part] = strToU8(drawingXml(anchors));
  const sheetRels = relsPathOf(sheetPart);
  const link = addRelationships(text(files, sheetRels), [
    { type: REL.drawing, target: relativeTarget(sheetPart, drawing.part) },
  ]);
  files[sheetRels] = strToU8(link.xml);
  files[sheetPart] = strToU8(insertDrawing(text(files, sheetPart)!, link.ids[0]!));
  return newParts;
}
