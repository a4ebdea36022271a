/**
 * The chart part on its own: element order of ISO/IEC 29500-1 §21.2 (CT_ChartSpace,
 * CT_Chart, CT_PlotArea, CT_BarSer/CT_LineSer, axes), references, caches and escaping.
 */
import { describe, expect, it } from "vitest";
import { chartXml, drawingXml } from "../../../src/render/xlsx/chart/index.js";
import type { ChartSeries, ChartSpec } from "../../../src/render/xlsx/chart/types.js";
import { samplePlacements } from "./sample-workbook.js";
import { child, findAll, local, outOfOrder, parseXml, type XmlNode } from "./xml-tree.js";

/** Sequence orders from the DrawingML chart schema (dml-chart.xsd). */
const ORDER: Record<string, string[]> = {
  chartSpace: [
    "date1904",
    "lang",
    "roundedCorners",
    "AlternateContent",
    "style",
    "clrMapOvr",
    "pivotSource",
    "protection",
    "chart",
    "spPr",
    "txPr",
    "externalData",
    "printSettings",
    "userShapes",
    "extLst",
  ],
  chart: [
    "title",
    "autoTitleDeleted",
    "pivotFmts",
    "view3D",
    "floor",
    "sideWall",
    "backWall",
    "plotArea",
    "legend",
    "plotVisOnly",
    "dispBlanksAs",
    "showDLblsOverMax",
    "extLst",
  ],
  barChart: [
    "barDir",
    "grouping",
    "varyColors",
    "ser",
    "dLbls",
    "gapWidth",
    "overlap",
    "serLines",
    "axId",
    "extLst",
  ],
  lineChart: [
    "grouping",
    "varyColors",
    "ser",
    "dLbls",
    "dropLines",
    "hiLowLines",
    "upDownBars",
    "marker",
    "smooth",
    "axId",
    "extLst",
  ],
  catAx: [
    "axId",
    "scaling",
    "delete",
    "axPos",
    "majorGridlines",
    "minorGridlines",
    "title",
    "numFmt",
    "majorTickMark",
    "minorTickMark",
    "tickLblPos",
    "spPr",
    "txPr",
    "crossAx",
    "crosses",
    "crossesAt",
    "auto",
    "lblAlgn",
    "lblOffset",
    "tickLblSkip",
    "tickMarkSkip",
    "noMultiLvlLbl",
    "extLst",
  ],
  valAx: [
    "axId",
    "scaling",
    "delete",
    "axPos",
    "majorGridlines",
    "minorGridlines",
    "title",
    "numFmt",
    "majorTickMark",
    "minorTickMark",
    "tickLblPos",
    "spPr",
    "txPr",
    "crossAx",
    "crosses",
    "crossesAt",
    "crossBetween",
    "majorUnit",
    "minorUnit",
    "dispUnits",
    "extLst",
  ],
  scaling: ["logBase", "orientation", "max", "min", "extLst"],
  legend: ["legendPos", "legendEntry", "layout", "overlay", "spPr", "txPr", "extLst"],
  title: ["tx", "layout", "overlay", "spPr", "txPr", "extLst"],
  numCache: ["formatCode", "ptCount", "pt", "extLst"],
  legendEntry: ["idx", "delete", "txPr", "extLst"],
  dLbls: [
    "dLbl",
    "delete",
    "numFmt",
    "spPr",
    "txPr",
    "dLblPos",
    "showLegendKey",
    "showVal",
    "showCatName",
    "showSerName",
    "showPercent",
    "showBubbleSize",
    "separator",
    "showLeaderLines",
    "extLst",
  ],
  strCache: ["ptCount", "pt", "extLst"],
  // CT_Marker (a series' marker; the group-level <c:marker val="1"/> has no children).
  marker: ["symbol", "size", "spPr", "extLst"],
  ln: [
    "noFill",
    "solidFill",
    "gradFill",
    "pattFill",
    "prstDash",
    "custDash",
    "round",
    "bevel",
    "miter",
    "headEnd",
    "tailEnd",
    "extLst",
  ],
};
const SER_ORDER: Record<string, string[]> = {
  barChart: [
    "idx",
    "order",
    "tx",
    "spPr",
    "invertIfNegative",
    "pictureOptions",
    "dPt",
    "dLbls",
    "trendline",
    "errBars",
    "cat",
    "val",
    "shape",
    "extLst",
  ],
  lineChart: [
    "idx",
    "order",
    "tx",
    "spPr",
    "marker",
    "dPt",
    "dLbls",
    "trendline",
    "errBars",
    "cat",
    "val",
    "smooth",
    "extLst",
  ],
};
const GROUPS = ["barChart", "lineChart"];
const AXES = ["catAx", "valAx", "dateAx", "serAx"];

/** Every schema-order violation anywhere in the part. */
function orderErrors(node: XmlNode, parent?: string): string[] {
  const name = local(node.name);
  const order = name === "ser" && parent ? SER_ORDER[parent] : ORDER[name];
  const errors = order ? [outOfOrder(node, order)].filter((e) => e !== undefined) : [];
  if (name === "plotArea") {
    const kinds = node.children.map((c) => local(c.name));
    const lastGroup = kinds.findLastIndex((k) => GROUPS.includes(k));
    const firstAxis = kinds.findIndex((k) => AXES.includes(k));
    if (kinds[0] !== "layout" || lastGroup > firstAxis) errors.push(`plotArea order: ${kinds.join(",")}`);
  }
  return [...errors, ...node.children.flatMap((c) => orderErrors(c, name))];
}

const [combo, bars, line] = samplePlacements().map((p) => p.chart) as [ChartSpec, ChartSpec, ChartSpec];
const attr = (n: XmlNode | undefined, a = "val") => n?.attrs[a];

describe("chartXml", () => {
  it.each([
    ["combo", combo],
    ["bar", bars],
    ["line", line],
  ])("writes a well-formed %s chart in schema order", (_, spec) => {
    const doc = parseXml(chartXml(spec));
    expect(doc.name).toBe("c:chartSpace");
    expect(orderErrors(doc)).toEqual([]);
    const chart = child(doc, "chart")!;
    expect(attr(child(chart, "dispBlanksAs"))).toBe("gap");
    expect(attr(child(chart, "plotVisOnly"))).toBe("1");
  });

  it("has an order check that catches a misplaced element", () => {
    const good = '<c:plotVisOnly val="1"/><c:dispBlanksAs val="gap"/>';
    const bad = chartXml(line).replace(good, '<c:dispBlanksAs val="gap"/><c:plotVisOnly val="1"/>');
    expect(orderErrors(parseXml(bad))).toEqual(["<c:chart>: <c:plotVisOnly> comes after <dispBlanksAs>"]);
  });

  it("puts a combo's line group on a secondary value axis that crosses at max", () => {
    const plot = findAll(parseXml(chartXml(combo)), "plotArea")[0]!;
    const valAxes = plot.children.filter((c) => local(c.name) === "valAx");
    const catAxes = plot.children.filter((c) => local(c.name) === "catAx");
    expect(valAxes).toHaveLength(2);
    expect(catAxes).toHaveLength(2);
    const [primary, secondary] = valAxes as [XmlNode, XmlNode];
    expect(attr(child(secondary, "crosses"))).toBe("max");
    expect(attr(child(secondary, "axPos"))).toBe("r");
    expect(attr(child(primary, "crosses"))).toBe("autoZero");
    const hiddenCat = catAxes.find((c) => attr(child(c, "axId")) === attr(child(secondary, "crossAx")))!;
    expect(attr(child(hiddenCat, "delete"))).toBe("1");
    const lines = findAll(plot, "lineChart");
    const secondaryLine = lines.find((l) =>
      l.children.some((c) => local(c.name) === "ser" && findAll(c, "v")[0]?.text === "PR"),
    )!;
    const ids = findAll(secondaryLine, "axId").map((a) => attr(a));
    expect(ids).toEqual([attr(child(hiddenCat, "axId")), attr(child(secondary, "axId"))]);
    const barIds = findAll(findAll(plot, "barChart")[0]!, "axId").map((a) => attr(a));
    expect(barIds).toEqual([attr(child(catAxes[0]!, "axId")), attr(child(primary, "axId"))]);
    expect(attr(child(secondary, "numFmt"), "formatCode")).toBe("0%");
    expect(attr(child(secondary, "numFmt"), "sourceLinked")).toBe("0");
    // idx/order are unique over the whole chart, not per group.
    expect(findAll(plot, "idx").map((i) => attr(i))).toEqual(["0", "1", "2"]);
  });

  it("writes series colours, dashes and markers", () => {
    const plot = findAll(parseXml(chartXml(combo)), "plotArea")[0]!;
    const [col, budget, pr] = findAll(plot, "ser") as [XmlNode, XmlNode, XmlNode];
    expect(attr(findAll(child(col, "spPr")!, "srgbClr")[0])).toBe("1F77B4");
    expect(attr(findAll(budget, "prstDash")[0])).toBe("dash");
    expect(attr(findAll(child(budget, "marker")!, "symbol")[0])).toBe("none");
    expect(child(pr, "marker")).toBeUndefined();
    expect(findAll(pr, "prstDash")).toEqual([]);
  });

  it("draws marks without a line: a symbol of its size in the series' colour, nothing between", () => {
    const base = combo.series[1]!;
    const marks: ChartSeries = {
      ...base,
      name: "Outage day",
      dashed: undefined,
      color: "C62828",
      valueCache: base.valueCache.map((_, i) => (i === 4 ? 0 : null)),
      marks: { symbol: "triangle", size: 11 },
    };
    const doc = parseXml(chartXml({ ...combo, series: [...combo.series, marks] }));
    expect(orderErrors(doc)).toEqual([]);
    const ser = findAll(doc, "ser").find((s) => findAll(s, "v")[0]?.text === "Outage day")!;
    const line = child(child(ser, "spPr")!, "ln")!;
    expect(line.children.map((c) => local(c.name))).toEqual(["noFill", "round"]);
    const marker = child(ser, "marker")!;
    expect(attr(child(marker, "symbol"))).toBe("triangle");
    expect(attr(child(marker, "size"))).toBe("11");
    const fill = child(marker, "spPr")!;
    expect(attr(findAll(child(fill, "solidFill")!, "srgbClr")[0])).toBe("C62828");
    expect(attr(findAll(child(fill, "ln")!, "srgbClr")[0])).toBe("C62828");
    // One point, the fifth; the others are empty cells, drawn as nothing.
    const cache = findAll(child(ser, "val")!, "numCache")[0]!;
    expect(attr(child(cache, "ptCount"))).toBe(String(base.valueCache.length));
    expect(findAll(cache, "pt").map((p) => [attr(p, "idx"), child(p, "v")!.text])).toEqual([["4", "0"]]);
    expect(() =>
      chartXml({ ...combo, series: [{ ...marks, marks: { symbol: "triangle", size: 1 } }] }),
    ).toThrow("marker size 1 is not 2–72");
  });

  it("quotes sheet names and doubles apostrophes in absolute references", () => {
    const spec: ChartSpec = {
      ...bars,
      series: [{ ...bars.series[0]!, nameRef: { sheet: "It's sheet", row: 1, col: 28 } }],
    };
    spec.series[0]!.values = { sheet: "It's sheet", firstRow: 2, lastRow: 5, firstCol: 2, lastCol: 2 };
    spec.series[0]!.categories = { sheet: "My data", firstRow: 2, lastRow: 5, firstCol: 1, lastCol: 1 };
    const fs = findAll(parseXml(chartXml(spec)), "f").map((f) => f.text);
    expect(fs).toEqual(["'It''s sheet'!$AB$1", "'My data'!$A$2:$A$5", "'It''s sheet'!$B$2:$B$5"]);
  });

  it("caches strings and numbers, omitting empty points but counting them", () => {
    const doc = parseXml(chartXml(combo));
    const ser = findAll(doc, "ser")[0]!;
    const cat = findAll(child(ser, "cat")!, "numCache")[0]!;
    expect(child(cat, "formatCode")!.text).toBe("0");
    expect(attr(child(cat, "ptCount"))).toBe("31");
    const val = findAll(child(ser, "val")!, "numCache")[0]!;
    expect(attr(child(val, "ptCount"))).toBe("31");
    const idx = findAll(val, "pt").map((p) => Number(p.attrs.idx));
    expect(idx).toHaveLength(29);
    expect(idx).not.toContain(6);
    expect(idx).not.toContain(18);
    const barSer = findAll(parseXml(chartXml(bars)), "ser")[0]!;
    const strCache = findAll(child(barSer, "cat")!, "strCache")[0]!;
    expect(findAll(strCache, "v").map((v) => v.text)).toEqual([
      "Alpha <PV>",
      "Beta & Co",
      "Gamma",
      "Delta's roof",
    ]);
    expect(findAll(child(barSer, "tx")!, "v")[0]!.text).toBe("Yield kWh");
  });

  it("treats non-finite numbers as empty cells and keeps full precision", () => {
    const s: ChartSeries = { ...line.series[0]!, valueCache: line.series[0]!.valueCache.slice() };
    s.valueCache[0] = Number.NaN;
    s.valueCache[1] = Number.POSITIVE_INFINITY;
    s.valueCache[2] = 0.1 + 0.2;
    const xml = chartXml({ ...line, series: [s] });
    expect(xml).not.toMatch(/NaN|Infinity/);
    const val = findAll(findAll(parseXml(xml), "val")[0]!, "pt");
    expect(val[0]!.attrs.idx).toBe("2");
    expect(findAll(val[0]!, "v")[0]!.text).toBe("0.30000000000000004");
  });

  it("escapes titles and drops characters XML 1.0 forbids", () => {
    const title = 'Yield <kWh> & "PR"\u0001\u0008\u001F\uFFFE';
    const xml = chartXml({ ...line, title, valueAxis: { title: "a < b & c" } });
    const doc = parseXml(xml);
    const texts = findAll(doc, "t").map((t) => t.text);
    expect(texts).toEqual(['Yield <kWh> & "PR"', "a < b & c"]);
    expect(xml).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/);
  });

  it("omits the legend when asked and marks a missing title as deleted", () => {
    const doc = parseXml(chartXml({ ...line, title: "", legend: "none" }));
    const chart = child(doc, "chart")!;
    expect(child(chart, "legend")).toBeUndefined();
    expect(child(chart, "title")).toBeUndefined();
    expect(attr(child(chart, "autoTitleDeleted"))).toBe("1");
    expect(attr(findAll(parseXml(chartXml(combo)), "legendPos")[0])).toBe("b");
  });

  it("lists horizontal bars top-down with the value axis at the bottom", () => {
    const plot = findAll(parseXml(chartXml(bars)), "plotArea")[0]!;
    expect(attr(findAll(plot, "barDir")[0])).toBe("bar");
    const cat = child(plot, "catAx")!;
    expect(attr(child(cat, "axPos"))).toBe("l");
    expect(attr(findAll(cat, "orientation")[0])).toBe("maxMin");
    const val = child(plot, "valAx")!;
    expect(attr(child(val, "axPos"))).toBe("b");
    expect(attr(child(val, "crosses"))).toBe("max");
  });

  it("rejects caches that do not match their ranges, bad colours and mixed bar directions", () => {
    const s = bars.series[0]!;
    expect(() => chartXml({ ...bars, series: [{ ...s, valueCache: [1, 2] }] })).toThrow(/one entry per cell/);
    expect(() => chartXml({ ...bars, series: [{ ...s, color: "red" }] })).toThrow(/RRGGBB/);
    expect(() => chartXml({ ...combo, series: [...combo.series, s] })).toThrow(/horizontal bars/);
    expect(() => chartXml({ ...bars, series: [] })).toThrow(/no series/);
    expect(() => chartXml({ ...bars, valueAxis: { min: 5, max: 1 } })).toThrow(/below max/);
  });
});

describe("drawingXml", () => {
  it("anchors each chart in a graphic frame with unique ids and names", () => {
    const doc = parseXml(
      drawingXml([
        { from: { col: 1, row: 2 }, to: { col: 8, row: 20 }, relId: "rId1" },
        { from: { col: 9, row: 2 }, to: { col: 16, row: 20 }, relId: "rId2" },
      ]),
    );
    expect(doc.name).toBe("xdr:wsDr");
    const anchors = findAll(doc, "twoCellAnchor");
    expect(anchors.map((a) => a.children.map((c) => local(c.name)))).toEqual([
      ["from", "to", "graphicFrame", "clientData"],
      ["from", "to", "graphicFrame", "clientData"],
    ]);
    const ids = findAll(doc, "cNvPr").map((c) => [c.attrs.id, c.attrs.name]);
    expect(ids).toEqual([
      ["2", "Chart 1"],
      ["3", "Chart 2"],
    ]);
    expect(findAll(doc, "chart").map((c) => c.attrs["r:id"])).toEqual(["rId1", "rId2"]);
    expect(findAll(anchors[1]!, "col").map((c) => c.text)).toEqual(["9", "16"]);
  });

  it("draws a waterfall: stacked columns over a base with no fill, no line and no legend entry", () => {
    const cats = { sheet: "Bridge", firstRow: 3, lastRow: 7, firstCol: 1, lastCol: 1 };
    const col = (c: number) => ({ ...cats, firstCol: c, lastCol: c });
    const steps = ["Budget", "Weather", "Availability", "Performance", "Actual"];
    const series = (
      name: string,
      c: number,
      cache: (number | null)[],
      extra: Partial<ChartSeries>,
    ): ChartSeries => ({
      name,
      type: "column",
      categories: cats,
      categoryCache: steps,
      values: col(c),
      valueCache: cache,
      ...extra,
    });
    const spec: ChartSpec = {
      title: "Budget to actual",
      categoryAxis: {},
      valueAxis: { min: 0 },
      grouping: "stacked",
      gapWidth: 60,
      series: [
        series("Base", 4, [null, 100, 90, 95, null], { invisible: true }),
        series("Budget / actual", 5, [100, null, null, null, 97], {
          color: "1F4E79",
          labels: { numFmt: "#,##0" },
        }),
        series("Up", 6, [null, 5, null, 2, null], { color: "27AE60", labels: { numFmt: "#,##0" } }),
        series("Down", 7, [null, null, 10, null, null], { color: "C0392B", labels: { numFmt: "#,##0" } }),
      ],
    };
    const doc = parseXml(chartXml(spec));
    expect(orderErrors(doc)).toEqual([]);
    const bar = findAll(doc, "barChart")[0]!;
    expect(attr(child(bar, "grouping"))).toBe("stacked");
    expect(attr(child(bar, "overlap"))).toBe("100");
    expect(attr(child(bar, "gapWidth"))).toBe("60");
    const [base, total] = findAll(bar, "ser");
    const spPr = child(base!, "spPr")!;
    expect(child(spPr, "noFill")).toBeDefined();
    expect(child(child(spPr, "ln")!, "noFill")).toBeDefined();
    expect(findAll(base!, "srgbClr")).toHaveLength(0);
    expect(child(base!, "dLbls")).toBeUndefined();
    expect(attr(findAll(child(total!, "dLbls")!, "showVal")[0])).toBe("1");
    const entries = findAll(child(child(doc, "chart")!, "legend")!, "legendEntry");
    expect(entries.map((e) => [attr(child(e, "idx")), attr(child(e, "delete"))])).toEqual([["0", "1"]]);
    expect(() => chartXml({ ...spec, gapWidth: 600 })).toThrow(/gapWidth/);
  });
});
