/**
 * Chart axes, children in the order of CT_CatAx / CT_ValAx (ISO/IEC 29500-1 §21.2.2.25,
 * §21.2.2.226): axId, scaling, delete, axPos, majorGridlines, title, numFmt,
 * majorTickMark, minorTickMark, tickLblPos, crossAx, crosses, then the kind's own tail.
 */
import { escapeXml, xmlNumber } from "./escape-xml.js";
import { titleXml } from "./title-xml.js";
import type { ValueAxis } from "./types.js";

export type AxisPos = "b" | "l" | "r" | "t";

export interface CategoryAxisOptions {
  id: number;
  crossAx: number;
  pos: AxisPos;
  title?: string;
  numFmt?: string;
  /** The secondary category axis exists only to carry the secondary group; it is hidden. */
  deleted?: boolean;
  labelPosition?: "nextTo" | "low";
  /** Last category first (orientation maxMin): horizontal bars then list top-down in sheet order. */
  reversed?: boolean;
  /** A label on every Nth category (c:tickLblSkip, after lblOffset in CT_CatAx). */
  labelSkip?: number;
}

export interface ValueAxisOptions {
  id: number;
  crossAx: number;
  pos: AxisPos;
  axis: ValueAxis;
  gridlines: boolean;
  /** "max" puts a secondary value axis on the far side of the plot. */
  crosses: "autoZero" | "max";
}

const isVertical = (pos: AxisPos) => pos === "l" || pos === "r";

function numFmtXml(numFmt: string | undefined): string {
  return numFmt ? `<c:numFmt formatCode="${escapeXml(numFmt)}" sourceLinked="0"/>` : "";
}

function scalingXml(min?: number, max?: number, reversed = false): string {
  const lo = xmlNumber(min);
  const hi = xmlNumber(max);
  if (lo !== null && hi !== null && min! >= max!) throw new Error(`axis min ${min} must be below max ${max}`);
  // CT_Scaling order: orientation, max, min.
  return (
    `<c:scaling><c:orientation val="${reversed ? "maxMin" : "minMax"}"/>` +
    (hi === null ? "" : `<c:max val="${hi}"/>`) +
    (lo === null ? "" : `<c:min val="${lo}"/>`) +
    "</c:scaling>"
  );
}

export function categoryAxisXml(o: CategoryAxisOptions): string {
  const deleted = o.deleted === true;
  return (
    `<c:catAx><c:axId val="${o.id}"/>${scalingXml(undefined, undefined, o.reversed)}<c:delete val="${deleted ? 1 : 0}"/>` +
    `<c:axPos val="${o.pos}"/>${o.title && !deleted ? titleXml(o.title, isVertical(o.pos)) : ""}` +
    numFmtXml(o.numFmt) +
    `<c:majorTickMark val="out"/><c:minorTickMark val="none"/><c:tickLblPos val="${o.labelPosition ?? "nextTo"}"/>` +
    `<c:crossAx val="${o.crossAx}"/><c:crosses val="autoZero"/>` +
    '<c:auto val="1"/><c:lblAlgn val="ctr"/><c:lblOffset val="100"/>' +
    (o.labelSkip ? `<c:tickLblSkip val="${o.labelSkip}"/>` : "") +
    '<c:noMultiLvlLbl val="0"/></c:catAx>'
  );
}

export function valueAxisXml(o: ValueAxisOptions): string {
  const { axis } = o;
  const major = xmlNumber(axis.majorUnit);
  return (
    `<c:valAx><c:axId val="${o.id}"/>${scalingXml(axis.min, axis.max)}<c:delete val="0"/>` +
    `<c:axPos val="${o.pos}"/>${o.gridlines ? "<c:majorGridlines/>" : ""}` +
    (axis.title ? titleXml(axis.title, isVertical(o.pos)) : "") +
    numFmtXml(axis.numFmt) +
    '<c:majorTickMark val="out"/><c:minorTickMark val="none"/><c:tickLblPos val="nextTo"/>' +
    `<c:crossAx val="${o.crossAx}"/><c:crosses val="${o.crosses}"/>` +
    '<c:crossBetween val="between"/>' +
    (major === null ? "" : `<c:majorUnit val="${major}"/>`) +
    "</c:valAx>"
  );
}
