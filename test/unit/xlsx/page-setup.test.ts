/**
 * Every sheet prints whole and readable: a reader applies fitToWidth/fitToHeight only when the
 * sheet's fitToPage is set (sheetPr/pageSetUpPr, ISO/IEC 29500-1 §18.3.1.65); without it
 * LibreOffice printed a plant's chart across two pages. Each sheet fits its width; a sheet
 * holding charts (a drawing) fits one page tall as well; a table repeats its header rows on
 * every page (_xlnm.Print_Titles, §18.2.6) and prints landscape when it is wide; the Summary's
 * plant rows are all one height. Checked in the workbook's own XML.
 */
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { ReportModel } from "../../../src/metrics/model.js";
import { buildWorkbook, WORKBOOK_KINDS, type WorkbookKind } from "../../../src/render/xlsx/index.js";
import { xlsxLabels } from "../../../src/render/xlsx/labels.js";
import { SUMMARY_FIRST_ROW } from "../../../src/render/xlsx/summary-sheet.js";
import { sampleModel } from "../../fixtures/model.js";

interface PrintedSheet {
  name: string;
  xml: string;
  setup: Record<string, string>;
  titles: string | undefined;
  width: number;
}

const attrs = (tag: string) =>
  Object.fromEntries([...tag.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
const unescapeXml = (s: string) =>
  s.replaceAll("&apos;", "'").replaceAll("&amp;", "&").replaceAll("&quot;", '"');

/** Each worksheet in workbook order with its page setup, print titles and total column width. */
async function printedSheets(kind: WorkbookKind, model: ReportModel): Promise<PrintedSheet[]> {
  const parts = unzipSync(new Uint8Array(await buildWorkbook(kind, model, { perPlantSheetLimit: 50 })));
  const text = (n: string) => Buffer.from(parts[n]!).toString("utf8");
  const workbook = text("xl/workbook.xml");
  const rels = text("xl/_rels/workbook.xml.rels");
  const titles = new Map(
    [...workbook.matchAll(/<definedName name="_xlnm.Print_Titles" localSheetId="(\d+)">([^<]*)</g)].map(
      (m) => [Number(m[1]), unescapeXml(m[2]!)],
    ),
  );
  return [...workbook.matchAll(/<sheet [^>]*>/g)].map((m, i) => {
    const a = attrs(m[0]);
    const target = new RegExp(`Id="${a.id}"[^>]*Target="([^"]+)"|Target="([^"]+)"[^>]*Id="${a.id}"`).exec(
      rels,
    )!;
    const xml = text(`xl/${(target[1] ?? target[2])!.replace(/^\/?xl\//, "")}`);
    const widths = [...xml.matchAll(/<col [^>]*>/g)].map((c) => {
      const { min, max, width } = attrs(c[0]);
      return (Number(max) - Number(min) + 1) * Number(width);
    });
    return {
      name: unescapeXml(a.name!),
      xml,
      setup: attrs(/<pageSetup [^>]*>/.exec(xml)?.[0] ?? ""),
      titles: titles.get(i),
      width: widths.reduce((s, w) => s + w, 0),
    };
  });
}

describe("page setup of every sheet", () => {
  it.each(WORKBOOK_KINDS)(
    "%s: every sheet fits its width, charts one page, tables repeat their headers",
    async (kind) => {
      const model = sampleModel({ plants: 3 });
      const L = xlsxLabels(model.locale);
      const sheets = await printedSheets(kind, model);
      expect(sheets.length).toBeGreaterThan(5);
      let withCharts = 0;
      for (const s of sheets) {
        // The Bridge prints at 100 % between page breaks: its own test below.
        if (s.name === L.sheets.bridge) continue;
        expect(s.xml, s.name).toMatch(/<pageSetUpPr fitToPage="1"\/>/);
        expect(s.setup.paperSize, s.name).toBe("9");
        expect(Number(s.setup.fitToWidth), s.name).toBeGreaterThanOrEqual(1);
        if (s.xml.includes("<drawing ")) {
          withCharts++;
          expect([s.setup.fitToWidth, s.setup.fitToHeight], s.name).toEqual(["1", "1"]);
          continue;
        }
        // Landscape where wide: no table wider than a portrait page prints portrait.
        if (s.width > 100) expect(s.setup.orientation, `${s.name} (${s.width} wide)`).toBe("landscape");
        if (s.name === L.sheets.method || s.name === L.sheets.bridge) continue;
        // Every other table repeats its header row(s) or its first column on each page.
        expect(s.titles, `${s.name}: print titles`).toBeDefined();
      }
      // The Charts sheet and one sheet per plant.
      expect(withCharts).toBe(1 + 3);
      const summary = sheets.find((s) => s.name === L.sheets.summary)!;
      expect(summary.titles).toBe(`'${summary.name}'!$A:$A,'${summary.name}'!$6:$7`);
      expect(summary.setup.orientation).toBe("landscape");
      expect(summary.setup.fitToHeight).toBe("0");
      const trend = sheets.find((s) => s.name === L.sheets.trend)!;
      expect(trend.titles).toContain(`'${trend.name}'!$1:$1`);
    },
  );

  it("the Bridge prints each block whole, at 100 %, without its helper column", async () => {
    const model = sampleModel({ plants: 6 });
    const L = xlsxLabels(model.locale);
    const bridge = (await printedSheets("yield", model)).find((s) => s.name === L.sheets.bridge)!;
    // Excel ignores manual breaks on a sheet fitted to pages: none here.
    expect(bridge.xml).not.toMatch(/fitToPage="1"/);
    expect(bridge.setup).toMatchObject({ paperSize: "9", orientation: "landscape", scale: "100" });
    // "Base (hidden)", the waterfall's invisible base, is column D: hidden, so not printed.
    expect(bridge.xml).toMatch(/<col min="4" max="4"[^>]*hidden="1"/);
    // A block: its title row, then its header row (32 pt), then its steps.
    const rows = [...bridge.xml.matchAll(/<row [^>]*>/g)].map((m) => {
      const a = attrs(m[0]);
      return { r: Number(a.r), ht: Number(a.ht ?? 15) };
    });
    const starts = rows.filter((x) => x.ht === 32).map((x) => x.r - 1);
    expect(starts.length).toBe(1 + 6);
    const breaks = [...bridge.xml.matchAll(/<brk id="(\d+)"[^>]*man="1"/g)].map((m) => Number(m[1]));
    expect(breaks.length).toBeGreaterThan(0);
    // Each break falls just before a block's title: no block split across pages.
    for (const b of breaks) expect(starts, `break after row ${b}`).toContain(b + 1);
    // Each page's rows fit a landscape A4 page at 100 %: 595 pt less 0.75 in margins top and bottom.
    const pages = [1, ...breaks.map((b) => b + 1), Number.POSITIVE_INFINITY];
    for (let i = 0; i + 1 < pages.length; i++) {
      const on = rows.filter((x) => x.r >= pages[i]! && x.r < pages[i + 1]!);
      const height = on.reduce((sum, x) => sum + x.ht, 0);
      expect(height, `page ${i + 1}`).toBeLessThanOrEqual(595 - 108);
    }
  });

  it("the Bridge's waterfall charts draw their hidden base column", async () => {
    const model = sampleModel({ plants: 2 });
    const L = xlsxLabels(model.locale);
    const parts = unzipSync(new Uint8Array(await buildWorkbook("yield", model, { perPlantSheetLimit: 50 })));
    const charts = Object.keys(parts)
      .filter((n) => /^xl\/charts\/chart\d+\.xml$/.test(n))
      .map((n) => Buffer.from(parts[n]!).toString("utf8"));
    const base = charts.filter((x) => x.includes(`<c:f>&apos;${L.sheets.bridge}&apos;!$D$`));
    expect(base.length).toBe(1 + 2);
    for (const x of base) expect(x).toContain('<c:plotVisOnly val="0"/>');
    for (const x of charts.filter((c) => !base.includes(c))) expect(x).toContain('<c:plotVisOnly val="1"/>');
  });

  it("per-plant sheets print their charts on one portrait page", async () => {
    const model = sampleModel({ plants: 2 });
    const sheets = await printedSheets("yield", model);
    for (const p of model.plants) {
      const s = sheets.find((x) => x.name === p.name)!;
      expect(s.xml, p.name).toContain("<drawing ");
      expect(s.setup, p.name).toMatchObject({ orientation: "portrait", fitToWidth: "1", fitToHeight: "1" });
    }
  });

  it("a narrow table prints portrait, a wide one landscape, each with its header on every page", async () => {
    const model = sampleModel({ plants: 3 });
    const L = xlsxLabels(model.locale);
    const sheets = await printedSheets("yield", model);
    const daily = sheets.find((s) => s.name === L.sheets.portfolioDaily)!;
    expect(daily.width).toBeLessThanOrEqual(100);
    expect(daily.setup).toMatchObject({ orientation: "portrait", fitToWidth: "1", fitToHeight: "0" });
    expect(daily.titles).toBe(`'${daily.name}'!$1:$1`);
    const ranking = sheets.find((s) => s.name === L.sheets.ranking)!;
    expect(ranking.width).toBeGreaterThan(100);
    expect(ranking.setup).toMatchObject({ orientation: "landscape", fitToWidth: "1", fitToHeight: "0" });
    expect(ranking.titles).toBe(`'${ranking.name}'!$1:$1`);
  });

  it("gives every plant row of the Summary one height, however long one plant's note", async () => {
    const model = sampleModel({ plants: 4, withFailures: true });
    for (const kind of WORKBOOK_KINDS) {
      const summary = (await printedSheets(kind, model)).find(
        (s) => s.name === xlsxLabels(model.locale).sheets.summary,
      )!;
      const heights = model.plants.map((_, i) => {
        const row = new RegExp(`<row r="${SUMMARY_FIRST_ROW + i}"[^>]*>`).exec(summary.xml)![0];
        return attrs(row).ht ?? "default";
      });
      expect(new Set(heights).size, `${kind}: ${heights.join(", ")}`).toBe(1);
      // The failed plant's reason wraps: the rows are taller than one line, all of them.
      expect(heights[0], kind).not.toBe("default");
    }
  });
});
