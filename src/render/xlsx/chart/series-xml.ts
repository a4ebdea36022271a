/**
 * One `c:ser` of a bar or line chart, children in the order of CT_BarSer / CT_LineSer
 * (ISO/IEC 29500-1 §21.2.2.170, §21.2.2.171): idx, order, tx, spPr, (invertIfNegative |
 * marker), cat, val, (smooth).
 */

import { numCacheXml, strCacheXml } from "./cache-xml.js";
import { cellFormula, rangeFormula, rangeSize } from "./cell-formula.js";
import { escapeXml } from "./escape-xml.js";
import type { ChartSeries } from "./types.js";

function nameXml(s: ChartSeries): string {
  if (!s.nameRef) return `<c:tx><c:v>${escapeXml(s.name)}</c:v></c:tx>`;
  const f = escapeXml(cellFormula(s.nameRef));
  return `<c:tx><c:strRef><c:f>${f}</c:f>${strCacheXml([s.name])}</c:strRef></c:tx>`;
}

function categoriesXml(s: ChartSeries, numFmt: string | undefined): string {
  const f = `<c:f>${escapeXml(rangeFormula(s.categories))}</c:f>`;
  const cache = s.categoryCache;
  if (cache.length > 0 && typeof cache[0] === "number") {
    return `<c:cat><c:numRef>${f}${numCacheXml(cache as number[], numFmt)}</c:numRef></c:cat>`;
  }
  return `<c:cat><c:strRef>${f}${strCacheXml(cache as string[])}</c:strRef></c:cat>`;
}

function valuesXml(s: ChartSeries): string {
  const f = `<c:f>${escapeXml(rangeFormula(s.values))}</c:f>`;
  return `<c:val><c:numRef>${f}${numCacheXml(s.valueCache)}</c:numRef></c:val>`;
}

function checkCaches(s: ChartSeries): void {
  const cats = rangeSize(s.categories);
  const vals = rangeSize(s.values);
  if (s.categoryCache.length !== cats || s.valueCache.length !== vals) {
    throw new Error(
      `chart series "${s.name}": caches must have one entry per cell ` +
        `(categories ${s.categoryCache.length}/${cats}, values ${s.valueCache.length}/${vals})`,
    );
  }
}

function colorHex(color: string): string {
  const hex = color.replace(/^#/, "").toUpperCase();
  if (!/^[0-9A-F]{6}$/.test(hex)) throw new Error(`chart colour "${color}" is not RRGGBB`);
  return hex;
}

function lineSpPr(s: ChartSeries): string {
  // Marks alone: the line between them is not drawn.
  const fill = s.marks ? "<a:noFill/>" : s.color ? fillXml(s.color) : "";
  const dash = s.dashed ? '<a:prstDash val="dash"/>' : "";
  // CT_LineProperties order: fill, prstDash, join; 28575 EMU = 2.25 pt, Excel's default width.
  return `<c:spPr><a:ln w="28575" cap="rnd">${fill}${dash}<a:round/></a:ln></c:spPr>`;
}

function fillXml(color: string): string {
  return `<a:solidFill><a:srgbClr val="${colorHex(color)}"/></a:solidFill>`;
}

/** CT_DPt order: idx, invertIfNegative, marker, bubble3D, explosion, spPr. */
function pointsXml(s: ChartSeries): string {
  return (s.pointColors ?? [])
    .map((c, i) =>
      c === null
        ? ""
        : `<c:dPt><c:idx val="${i}"/><c:invertIfNegative val="0"/><c:bubble3D val="0"/><c:spPr>${fillXml(c)}</c:spPr></c:dPt>`,
    )
    .join("");
}

/** The labels' box and text (CT_DLbls spPr, txPr): bold, in `color`, on white when boxed. */
function labelStyleXml(labels: NonNullable<ChartSeries["labels"]>): string {
  const box = labels.box ? `<c:spPr>${fillXml("FFFFFF")}<a:ln><a:noFill/></a:ln></c:spPr>` : "";
  if (!labels.color && !box) return "";
  const run = `<a:defRPr sz="900" b="1">${labels.color ? fillXml(labels.color) : ""}</a:defRPr>`;
  return `${box}<c:txPr><a:bodyPr/><a:lstStyle/><a:p><a:pPr>${run}</a:pPr><a:endParaRPr lang="en-US"/></a:p></c:txPr>`;
}

/** CT_DLbls order: numFmt, spPr, txPr, …, showLegendKey, showVal, showCatName, showSerName, showPercent, showBubbleSize. */
function labelsXml(s: ChartSeries): string {
  if (!s.labels) return "";
  const off = (tag: string) => `<c:${tag} val="0"/>`;
  return (
    `<c:dLbls><c:numFmt formatCode="${escapeXml(s.labels.numFmt)}" sourceLinked="0"/>${labelStyleXml(s.labels)}${off("showLegendKey")}` +
    `<c:showVal val="1"/>${off("showCatName")}${off("showSerName")}${off("showPercent")}${off("showBubbleSize")}</c:dLbls>`
  );
}

/** CT_Marker order: symbol, size, spPr; a mark filled and outlined in the series' colour. */
function markerXml(s: ChartSeries): string {
  if (!s.marks) return s.markers ? "" : '<c:marker><c:symbol val="none"/></c:marker>';
  const { symbol, size } = s.marks;
  if (!Number.isInteger(size) || size < 2 || size > 72) throw new Error(`marker size ${size} is not 2–72`);
  const fill = s.color ? fillXml(s.color) : "";
  const spPr = fill ? `<c:spPr>${fill}<a:ln>${fill}</a:ln></c:spPr>` : "";
  return `<c:marker><c:symbol val="${symbol}"/><c:size val="${size}"/>${spPr}</c:marker>`;
}

/** `index` is the series' position in the whole chart: idx/order are unique across chart groups. */
export function seriesXml(s: ChartSeries, index: number, categoryNumFmt?: string): string {
  checkCaches(s);
  const head = `<c:idx val="${index}"/><c:order val="${index}"/>${nameXml(s)}`;
  const data = categoriesXml(s, categoryNumFmt) + valuesXml(s);
  if (s.type === "line")
    return `<c:ser>${head}${lineSpPr(s)}${markerXml(s)}${data}<c:smooth val="0"/></c:ser>`;
  const spPr = s.invisible
    ? "<c:spPr><a:noFill/><a:ln><a:noFill/></a:ln></c:spPr>"
    : s.color
      ? `<c:spPr>${fillXml(s.color)}</c:spPr>`
      : "";
  return `<c:ser>${head}${spPr}<c:invertIfNegative val="0"/>${pointsXml(s)}${labelsXml(s)}${data}</c:ser>`;
}
