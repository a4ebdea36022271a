/**
 * Charts added to a workbook exceljs wrote: package parts, relationships and content
 * types (ISO/IEC 29500-2), the drawing slot of CT_Worksheet, and byte-identical reruns.
 */
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { addCharts } from "../../../src/render/xlsx/chart/index.js";
import { insertDrawing } from "../../../src/render/xlsx/chart/sheet-drawing.js";
import { LINKS, PLANTS, samplePlacements, sampleWorkbook } from "./sample-workbook.js";
import { findAll, local, outOfOrder, parseXml } from "./xml-tree.js";

/** CT_Worksheet sequence (sml.xsd). */
const WORKSHEET = [
  "sheetPr",
  "dimension",
  "sheetViews",
  "sheetFormatPr",
  "cols",
  "sheetData",
  "sheetCalcPr",
  "sheetProtection",
  "protectedRanges",
  "scenarios",
  "autoFilter",
  "sortState",
  "dataConsolidate",
  "customSheetViews",
  "mergeCells",
  "phoneticPr",
  "conditionalFormatting",
  "dataValidations",
  "hyperlinks",
  "printOptions",
  "pageMargins",
  "pageSetup",
  "headerFooter",
  "rowBreaks",
  "colBreaks",
  "customProperties",
  "cellWatches",
  "ignoredErrors",
  "smartTags",
  "drawing",
  "legacyDrawing",
  "legacyDrawingHF",
  "drawingHF",
  "picture",
  "oleObjects",
  "controls",
  "webPublishItems",
  "tableParts",
  "extLst",
];

type Files = Record<string, Uint8Array>;
const text = (files: Files, name: string) => strFromU8(files[name]!);

/** Relationships of a part, by id. */
function rels(files: Files, name: string): Map<string, { type: string; target: string }> {
  const doc = parseXml(text(files, name));
  const out = new Map<string, { type: string; target: string }>();
  for (const r of doc.children) {
    expect(out.has(r.attrs.Id!), `duplicate ${r.attrs.Id} in ${name}`).toBe(false);
    out.set(r.attrs.Id!, { type: r.attrs.Type!.split("/").at(-1)!, target: r.attrs.Target! });
  }
  return out;
}

let input: Uint8Array;
let output: Uint8Array;
let files: Files;

beforeAll(async () => {
  input = await sampleWorkbook();
  output = addCharts(input, samplePlacements());
  files = unzipSync(output);
});

describe("addCharts", () => {
  it("adds one chart part per placement and overrides each new part once", () => {
    expect(Object.keys(files)[0]).toBe("[Content_Types].xml");
    expect(Object.keys(files).filter((f) => f.startsWith("xl/charts/"))).toEqual([
      "xl/charts/chart1.xml",
      "xl/charts/chart2.xml",
      "xl/charts/chart3.xml",
    ]);
    const types = parseXml(text(files, "[Content_Types].xml"));
    const overrides = types.children
      .filter((c) => local(c.name) === "Override")
      .map((c) => c.attrs.PartName!);
    expect(new Set(overrides).size).toBe(overrides.length);
    const chartType = "application/vnd.openxmlformats-officedocument.drawingml.chart+xml";
    const drawingType = "application/vnd.openxmlformats-officedocument.drawing+xml";
    const typeOf = (p: string) => types.children.find((c) => c.attrs.PartName === p)?.attrs.ContentType;
    for (const n of [1, 2, 3]) expect(typeOf(`/xl/charts/chart${n}.xml`)).toBe(chartType);
    for (const n of [1, 2, 3]) expect(typeOf(`/xl/drawings/drawing${n}.xml`)).toBe(drawingType);
    for (const name of Object.keys(files).filter((f) => f.endsWith(".xml") || f.endsWith(".rels"))) {
      expect(() => parseXml(text(files, name)), name).not.toThrow();
    }
  });

  it("appends the chart to the drawing exceljs wrote for the image", () => {
    // Sheet 1 (DAILY) has the image: exceljs wrote drawing1 with the picture as rId1.
    expect(rels(files, "xl/worksheets/_rels/sheet1.xml.rels").get("rId1")).toEqual({
      type: "drawing",
      target: "../drawings/drawing1.xml",
    });
    const drawingRels = rels(files, "xl/drawings/_rels/drawing1.xml.rels");
    expect([...drawingRels.values()].map((r) => r.type).sort()).toEqual(["chart", "image"]);
    const drawing = parseXml(text(files, "xl/drawings/drawing1.xml"));
    const anchors = findAll(drawing, "twoCellAnchor");
    expect(anchors.map((a) => local(a.children[2]!.name))).toEqual(["pic", "graphicFrame"]);
    const ids = findAll(drawing, "cNvPr").map((c) => c.attrs.id);
    expect(new Set(ids).size).toBe(ids.length);
    const chartRel = findAll(drawing, "chart")[0]!.attrs["r:id"]!;
    expect(drawingRels.get(chartRel)).toEqual({ type: "chart", target: "../charts/chart1.xml" });
    expect(findAll(parseXml(text(files, "xl/charts/chart1.xml")), "t")[0]!.text).toBe(
      "Daily yield vs budget",
    );
  });

  it("links new drawings with rel ids that do not clash and puts <drawing> in its schema slot", () => {
    const workbook = text(files, "xl/workbook.xml");
    expect(workbook).toContain("Plant&apos;s yield &amp; PR");
    for (const [sheet, part] of [
      [PLANTS, "sheet2"],
      [LINKS, "sheet3"],
    ] as const) {
      const sheetRels = rels(files, `xl/worksheets/_rels/${part}.xml.rels`);
      const doc = parseXml(text(files, `xl/worksheets/${part}.xml`));
      expect(outOfOrder(doc, WORKSHEET), sheet).toBeUndefined();
      const drawingEl = doc.children.filter((c) => local(c.name) === "drawing");
      expect(drawingEl).toHaveLength(1);
      const rel = sheetRels.get(drawingEl[0]!.attrs["r:id"]!)!;
      expect(rel.type).toBe("drawing");
      const drawingPart = `xl/drawings/${rel.target.replace("../drawings/", "")}`;
      expect(files[drawingPart]).toBeDefined();
      expect(files[drawingPart.replace("drawings/", "drawings/_rels/").concat(".rels")]).toBeDefined();
    }
    // The Links sheet already had a hyperlink and a comment (legacyDrawing) relationship.
    const links = rels(files, "xl/worksheets/_rels/sheet3.xml.rels");
    expect([...links.values()].map((r) => r.type).sort()).toEqual([
      "comments",
      "drawing",
      "hyperlink",
      "vmlDrawing",
    ]);
    const order = parseXml(text(files, "xl/worksheets/sheet3.xml")).children.map((c) => local(c.name));
    expect(order.indexOf("drawing")).toBe(order.indexOf("legacyDrawing") - 1);
  });

  it("gives byte-identical output for the same input, with the default or a given mtime", async () => {
    expect(Buffer.from(addCharts(input, samplePlacements())).equals(Buffer.from(output))).toBe(true);
    const again = await sampleWorkbook();
    const a = addCharts(again, samplePlacements(), { mtime: new Date("2026-10-31T23:59:58Z") });
    const b = addCharts(again, samplePlacements(), { mtime: new Date("2026-10-31T23:59:58Z") });
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it("leaves the other parts as exceljs wrote them", () => {
    const before = unzipSync(input);
    for (const name of [
      "xl/styles.xml",
      "xl/sharedStrings.xml",
      "xl/media/image1.png",
      "xl/worksheets/sheet1.xml",
    ]) {
      expect(Buffer.from(files[name]!).equals(Buffer.from(before[name]!)), name).toBe(true);
    }
  });

  it("numbers parts after the ones already in the package", () => {
    const twice = unzipSync(addCharts(output, samplePlacements().slice(1, 2)));
    expect(Object.keys(twice).filter((f) => /^xl\/(charts|drawings)\/[^/]+$/.test(f))).toContain(
      "xl/charts/chart4.xml",
    );
    // Sheet 2 already had a drawing: the chart joins it instead of a second <drawing>.
    const sheet = parseXml(strFromU8(twice["xl/worksheets/sheet2.xml"]!));
    expect(sheet.children.filter((c) => local(c.name) === "drawing")).toHaveLength(1);
    expect(findAll(parseXml(strFromU8(twice["xl/drawings/drawing2.xml"]!)), "graphicFrame")).toHaveLength(2);
  });

  it("names the missing sheet when a placement points nowhere", () => {
    const [p] = samplePlacements();
    expect(() => addCharts(input, [{ ...p!, sheet: "Nope" }])).toThrow(/sheet "Nope".*"Daily data"/);
  });
});

describe("insertDrawing", () => {
  const sheet = (
    tail: string,
    ns = ' xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"',
  ) =>
    `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"${ns}>` +
    `<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>tableParts extLst</t></is></c></row></sheetData>${tail}</worksheet>`;

  it("goes before tableParts and a top-level extLst, not a nested one", () => {
    const nested =
      '<conditionalFormatting sqref="A1"><cfRule type="expression" priority="1"><formula>1</formula><extLst/></cfRule></conditionalFormatting>';
    const xml = insertDrawing(
      sheet(
        `${nested}<pageMargins left="0.7"/><tableParts count="1"><tablePart r:id="rId1"/></tableParts><extLst/>`,
      ),
      "rId2",
    );
    const order = parseXml(xml).children.map((c) => local(c.name));
    expect(order).toEqual([
      "sheetData",
      "conditionalFormatting",
      "pageMargins",
      "drawing",
      "tableParts",
      "extLst",
    ]);
  });

  it("goes last when nothing follows it, and declares the r namespace when missing", () => {
    const xml = insertDrawing(sheet('<pageMargins left="0.7"/>', ""), "rId1");
    const doc = parseXml(xml);
    expect(doc.children.map((c) => local(c.name))).toEqual(["sheetData", "pageMargins", "drawing"]);
    expect(doc.attrs["xmlns:r"]).toBe("http://schemas.openxmlformats.org/officeDocument/2006/relationships");
  });
});
