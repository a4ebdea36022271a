/**
 * A chart part `xl/charts/chartN.xml` (ISO/IEC 29500-1 §21.2.2.29 chartSpace). Element
 * order follows CT_ChartSpace, CT_Chart and CT_PlotArea; a combo chart puts its secondary
 * groups on a second value axis on the right that crosses its own hidden category axis at
 * "max", as Excel and XlsxWriter write it.
 */
import { type AxisPos, categoryAxisXml, valueAxisXml } from "./axis-xml.js";
import { type ChartGroup, chartGroups } from "./chart-groups.js";
import { seriesXml } from "./series-xml.js";
import { titleXml } from "./title-xml.js";
import type { ChartSpec } from "./types.js";

const NS =
  'xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" ' +
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

const AXES = {
  primary: { cat: 50010001, val: 50010002 },
  secondary: { cat: 50010003, val: 50010004 },
};

const LEGEND_POS = { bottom: "b", right: "r", top: "t" } as const;

function groupXml(group: ChartGroup, spec: ChartSpec): string {
  const ids = group.secondary ? AXES.secondary : AXES.primary;
  const sers = group.series.map(({ s, index }) => seriesXml(s, index, spec.categoryAxis.numFmt)).join("");
  const axIds = `<c:axId val="${ids.cat}"/><c:axId val="${ids.val}"/>`;
  if (group.type === "line") {
    return `<c:lineChart><c:grouping val="standard"/><c:varyColors val="0"/>${sers}<c:marker val="1"/>${axIds}</c:lineChart>`;
  }
  const stacked = spec.grouping === "stacked";
  // CT_BarChart order: barDir, grouping, varyColors, ser*, gapWidth, overlap, axId+.
  return (
    `<c:barChart><c:barDir val="${group.type === "bar" ? "bar" : "col"}"/>` +
    `<c:grouping val="${stacked ? "stacked" : "clustered"}"/><c:varyColors val="0"/>${sers}` +
    `<c:gapWidth val="${gapWidth(spec)}"/>${stacked ? '<c:overlap val="100"/>' : ""}${axIds}</c:barChart>`
  );
}

function gapWidth(spec: ChartSpec): number {
  const gap = spec.gapWidth ?? 150;
  if (!Number.isInteger(gap) || gap < 0 || gap > 500) throw new Error(`gapWidth ${gap} is not 0–500`);
  return gap;
}

function axesXml(spec: ChartSpec, groups: ChartGroup[]): string {
  const horizontal = groups.some((g) => g.type === "bar");
  const pos = (col: AxisPos, bar: AxisPos) => (horizontal ? bar : col);
  const p = AXES.primary;
  let xml =
    categoryAxisXml({
      id: p.cat,
      crossAx: p.val,
      pos: pos("b", "l"),
      reversed: horizontal,
      ...spec.categoryAxis,
    }) +
    valueAxisXml({
      id: p.val,
      crossAx: p.cat,
      pos: pos("l", "b"),
      axis: spec.valueAxis,
      gridlines: true,
      // With reversed categories the value axis crosses at the last one, which is at the bottom.
      crosses: horizontal ? "max" : "autoZero",
    });
  if (groups.some((g) => g.secondary)) {
    const s = AXES.secondary;
    xml +=
      valueAxisXml({
        id: s.val,
        crossAx: s.cat,
        pos: pos("r", "t"),
        axis: spec.secondaryAxis ?? {},
        gridlines: false,
        crosses: "max",
      }) + categoryAxisXml({ id: s.cat, crossAx: s.val, pos: pos("b", "l"), deleted: true });
  }
  return xml;
}

/** CT_Legend order: legendPos, legendEntry*, layout, overlay; invisible series get no entry. */
function legendXml(spec: ChartSpec): string {
  const legend = spec.legend ?? "bottom";
  if (legend === "none") return "";
  const hidden = spec.series
    .map((s, i) =>
      s.invisible ? `<c:legendEntry><c:idx val="${i}"/><c:delete val="1"/></c:legendEntry>` : "",
    )
    .join("");
  return `<c:legend><c:legendPos val="${LEGEND_POS[legend]}"/>${hidden}<c:overlay val="0"/></c:legend>`;
}

export function chartXml(spec: ChartSpec): string {
  const groups = chartGroups(spec);
  const title = spec.title ? titleXml(spec.title, false, true) : "";
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    `<c:chartSpace ${NS}><c:lang val="en-US"/><c:roundedCorners val="0"/>` +
    `<c:chart>${title}<c:autoTitleDeleted val="${title ? 0 : 1}"/>` +
    `<c:plotArea><c:layout/>${groups.map((g) => groupXml(g, spec)).join("")}${axesXml(spec, groups)}</c:plotArea>` +
    `${legendXml(spec)}<c:plotVisOnly val="${spec.plotHidden ? 0 : 1}"/><c:dispBlanksAs val="gap"/></c:chart></c:chartSpace>`
  );
}
