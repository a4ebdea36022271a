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
  const fill = s.color ? `<a:solidFill><a:srgbClr val="${colorHex(s.color)}"/></a:solidFill>` : "";
  const dash = s.dashed ? '<a:prstDash val="dash"/>' : "";
  // CT_LineProperties order: fill, prstDash, join; 28575 EMU = 2.25 pt, Excel's default width.
  return `<c:spPr><a:ln w="28575" cap="rnd">${fill}${dash}<a:round/></a:ln></c:spPr>`;
}

/** CT_DLbls order: numFmt, …, showLegendKey, showVal, showCatName, showSerName, showPercent, showBubbleSize. */
function labelsXml(s: ChartSeries): string {
  if (!s.labels) return "";
  const off = (tag: string) => `<c:${tag} val="0"/>`;
  return (
    `<c:dLbls><c:numFmt formatCode="${escapeXml(s.labels.numFmt)}" sourceLinked="0"/>${off("showLegendKey")}` +
    `<c:showVal val="1"/>${off("showCatName")}${off("showSerName")}${off("showPercent")}${off("showBubbleSize")}</c:dLbls>`
  );
}

/** `index` is the series' position in the whole chart: idx/order are unique across chart groups. */
export function seriesXml(s: ChartSeries, index: number, categoryNumFmt?: string): string {
  checkCaches(s);
  const head = `<c:idx val="${index}"/><c:order val="${index}"/>${nameXml(s)}`;
  const data = categoriesXml(s, categoryNumFmt) + valuesXml(s);
  if (s.type === "line") {
    const marker = s.markers ? "" : '<c:marker><c:symbol val="none"/></c:marker>';
    return `<c:ser>${head}${lineSpPr(s)}${marker}${data}<c:smooth val="0"/></c:ser>`;
  }
  const spPr = s.invisible
    ? "<c:spPr><a:noFill/><a:ln><a:noFill/></a:ln></c:spPr>"
    : s.color
      ? `<c:spPr><a:solidFill><a:srgbClr val="${colorHex(s.color)}"/></a:solidFill></c:spPr>`
      : "";
  return `<c:ser>${head}${spPr}<c:invertIfNegative val="0"/>${labelsXml(s)}${data}</c:ser>`;
}
