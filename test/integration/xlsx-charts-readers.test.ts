/**
 * Real readers open a workbook with native charts: openpyxl finds every chart on its
 * sheet with series that point at existing, filled ranges; LibreOffice converts it to
 * PDF and draws the charts (their titles come out of pdftotext).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCharts } from "../../src/render/xlsx/chart/index.js";
import { toolsAvailable } from "../helpers/tools.js";
import { convertWithLibreOffice, inspectCharts } from "../helpers/xlsx-readers.js";
import {
  DAILY,
  LINKS,
  PLANTS,
  samplePlacements,
  sampleWorkbook,
  TITLES,
} from "../unit/xlsx/sample-workbook.js";

const dir = mkdtempSync(join(tmpdir(), "xlsx-charts-"));
const file = join(dir, "charts.xlsx");
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeAll(async () => {
  writeFileSync(file, addCharts(await sampleWorkbook(), samplePlacements()));
});

describe.skipIf(!toolsAvailable(["openpyxl"], "chart inspection with openpyxl"))(
  "charts as openpyxl reads them",
  () => {
    it("finds every chart on its sheet with series over filled ranges", () => {
      const charts = inspectCharts(file);
      expect(Object.keys(charts)).toEqual([DAILY, PLANTS, LINKS]);
      expect(charts[DAILY]!.map((c) => c.title)).toEqual([TITLES[0]]);
      expect(charts[PLANTS]!.map((c) => c.title)).toEqual([TITLES[1]]);
      expect(charts[LINKS]!.map((c) => c.title)).toEqual([TITLES[2]]);
      const [combo] = charts[DAILY]!;
      expect(combo!.groups.map((g) => g.type)).toEqual(["barChart", "lineChart", "lineChart"]);
      // The secondary line group uses its own pair of axes.
      expect(combo!.groups[2]!.axIds).not.toEqual(combo!.groups[0]!.axIds);
      const expected = samplePlacements().flatMap((p) => p.chart.series);
      const series = Object.values(charts).flatMap((cs) =>
        cs.flatMap((c) => c.groups.flatMap((g) => g.series)),
      );
      expect(series).toHaveLength(expected.length);
      for (const [i, s] of series.entries()) {
        const want = expected[i]!;
        const filled = want.valueCache.filter((v) => v !== null).length;
        expect(s.valCells, s.val ?? "").toEqual({
          sheet: want.values.sheet,
          missing: false,
          cells: want.valueCache.length,
          nonEmpty: filled,
        });
        expect(s.catCells).toEqual({
          sheet: want.categories.sheet,
          missing: false,
          cells: want.categoryCache.length,
          nonEmpty: want.categoryCache.length,
        });
      }
      expect(series[0]!.val).toBe("'Daily data'!$B$2:$B$32");
      expect(series[3]!.cat).toBe("'Plant''s yield & PR'!$A$2:$A$5");
    });
  },
);

describe.skipIf(!toolsAvailable(["soffice", "pdftotext"], "workbook charts drawn by LibreOffice"))(
  "charts as LibreOffice draws them",
  () => {
    it("converts to PDF with every chart title and axis title on the page", { timeout: 240_000 }, () => {
      const pdf = convertWithLibreOffice(file);
      expect(existsSync(pdf)).toBe(true);
      const text = execFileSync("pdftotext", ["-enc", "UTF-8", pdf, "-"], { encoding: "utf8" }).replace(
        /\s+/g,
        " ",
      );
      for (const title of [...TITLES, "Energy (kWh)", "Performance ratio", "Day of month", "Yield (kWh)"]) {
        expect(text).toContain(title);
      }
    });
  },
);
