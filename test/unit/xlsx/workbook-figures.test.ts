/**
 * What the workbooks show of the monthly figures: estimated days styled and named in the
 * Daily sheets, Summary headers that are unique and never cut off, notes with estimates and
 * sanity warnings, the variance ranking in the model's order and without unranked plants, the
 * bridge's drawing columns closing to the actual and the metered yield (the money bridge
 * ending at the revenue), and no chart series without a value to draw.
 */
import ExcelJS from "exceljs";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { buildWorkbook, WORKBOOK_KINDS } from "../../../src/render/xlsx/index.js";
import { SUMMARY_FIRST_ROW, SUMMARY_HEADER_ROW } from "../../../src/render/xlsx/summary-sheet.js";
import { sampleModel } from "../../fixtures/model.js";

async function open(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(new Uint8Array(bytes).buffer);
  return wb;
}

const model = sampleModel({ plants: 5, withFailures: true });
const yieldBytes = buildWorkbook("yield", model, { perPlantSheetLimit: 50 });

describe("Daily sheets", () => {
  it("put each estimate beside the empty measured cell, italic on grey, with its source after the number", async () => {
    const ws = (await open(await yieldBytes)).getWorksheet("Daily yield")!;
    const p0 = model.plants[0]!;
    const estimated = p0.daily.filter((r) => r.yieldEstimatedKwh !== null);
    expect(estimated.map((r) => r.yieldEstimateSource).sort()).toEqual(["irradiation", "meter"]);
    expect(ws.getCell(2, 2).value).toBe("kWh measured");
    expect(ws.getCell(2, 3).value).toBe("kWh estimated");
    for (const r of estimated) {
      const row = 3 + model.dates.indexOf(r.date);
      expect(ws.getCell(row, 2).value).toBeNull();
      const cell = ws.getCell(row, 3);
      expect(cell.value).toBe(r.yieldEstimatedKwh);
      expect(cell.font?.italic).toBe(true);
      expect(cell.fill).toMatchObject({ pattern: "solid", fgColor: { argb: "FFEDEDED" } });
      expect(cell.numFmt).toContain(`(${r.yieldEstimateSource})`);
    }
    const filled = (col: number) =>
      model.dates.filter((_, d) => typeof ws.getCell(3 + d, col).value === "number");
    expect(filled(2)).toHaveLength(p0.metrics.daysWithData);
    expect(filled(3)).toHaveLength(p0.metrics.daysEstimated);
    const legend = String(ws.getCell(3 + model.dates.length + 1, 1).value);
    expect(legend).toMatch(/^Estimated \(italic, grey\).*meter.*irradiation/);
  });
});

describe("Summary", () => {
  it.each(WORKBOOK_KINDS)(
    "%s: headers are unique, wrap, and no column is narrower than a header word",
    async (kind) => {
      const ws = (await open(await buildWorkbook(kind, model, { perPlantSheetLimit: 0 }))).getWorksheet(
        "Summary",
      )!;
      const row = ws.getRow(SUMMARY_HEADER_ROW);
      const headers = (row.values as unknown[]).slice(1).map(String);
      expect(new Set(headers).size).toBe(headers.length);
      headers.forEach((h, i) => {
        const longest = Math.max(...h.split(/\s+/).map((w) => w.length));
        expect(ws.getColumn(i + 1).width, h).toBeGreaterThanOrEqual(longest + 2);
        expect(row.getCell(i + 1).alignment?.wrapText, h).toBe(true);
      });
      expect(row.height).toBeGreaterThanOrEqual(36);
    },
  );

  it("notes each plant's estimated days and its sanity warnings", async () => {
    const m = sampleModel({ plants: 4, withFailures: true });
    m.plants[3]!.metrics.pr = 2.5;
    m.plants[3]!.quality.sanity.push({
      code: "prAboveOne",
      message: "PR 250.0 % is above 100 %: check the capacity",
    });
    const ws = (await open(await buildWorkbook("yield", m, { perPlantSheetLimit: 0 }))).getWorksheet(
      "Summary",
    )!;
    const headers = (ws.getRow(SUMMARY_HEADER_ROW).values as unknown[]).map(String);
    const notes = (i: number) =>
      String(ws.getCell(SUMMARY_FIRST_ROW + i, headers.indexOf("Notes (estimates, sanity checks)")).value);
    // Days as the reader's locale writes them (the fixture's en-GB: "5 Oct").
    expect(notes(0)).toMatch(/yield estimated on 5 Oct \(from meter\), 8 Oct \(from irradiation\)/);
    expect(notes(0)).toMatch(/no yield and no estimate on 12 Oct/);
    // The sanity check in the workbook's words, with the plant's own figure.
    expect(notes(3)).toContain("PR 250% is above 100%: the capacity");
  });
});

describe("charts of the yield workbook", () => {
  it("ranks plants in the model's ranking, best first, leaving out plants without a rank", async () => {
    const ws = (await open(await yieldBytes)).getWorksheet("Budget ranking")!;
    const ranked = model.portfolio.ranking.filter((e) => e.rank !== null);
    expect(ranked.length).toBeGreaterThan(1);
    expect(ranked.length).toBeLessThan(model.plants.length);
    const byId = new Map(model.plants.map((p) => [p.id, p]));
    ranked.forEach((e, j) => {
      const p = byId.get(e.plantId)!;
      expect(ws.getCell(2 + j, 1).value).toBe(e.rank);
      expect(ws.getCell(2 + j, 2).value).toBe(p.name);
      expect((ws.getCell(2 + j, 3).value as { result: number }).result).toBe(p.metrics.budgetVariance);
    });
    expect(ws.getCell(2 + ranked.length, 2).value).toBeNull();
  });

  it("draws the bridge from parts that close: budget + rises − falls = actual, + export loss = metered", async () => {
    const wb = await open(await yieldBytes);
    const ws = wb.getWorksheet("Bridge")!;
    const result = (r: number, c: number) => {
      const v = ws.getCell(r, c).value as { result?: unknown } | null;
      return typeof v?.result === "number" ? v.result : null;
    };
    const num = (r: number, c: number) => result(r, c) ?? 0;
    const b = model.portfolio.bridge!;
    expect(ws.getCell(1, 1).value).toBe("Portfolio");
    const steps = [3, 4, 5, 6, 7, 8, 9, 10].map((r) => ws.getCell(r, 1).value);
    expect(steps).toEqual([
      "Budget (days covered)",
      "Weather",
      "Availability",
      "Curtailment",
      "Performance",
      "Actual (total)",
      "Export/meter loss",
      "Metered, revenue basis",
    ]);
    expect(b.curtailmentKwh).toBeLessThan(0);
    expect(num(3, 5)).toBe(b.budgetKwh);
    let level = num(3, 5);
    const float = (r: number) => {
      const rise = num(r, 6);
      const fall = num(r, 7);
      expect(num(r, 4)).toBeCloseTo(rise > 0 ? level : level - fall, 6);
      level += rise - fall;
    };
    for (let r = 4; r <= 7; r++) float(r);
    expect(num(8, 5)).toBe(b.actualKwh);
    expect(level).toBeCloseTo(b.actualKwh, 6);
    level = num(8, 5);
    float(9);
    expect(num(10, 5)).toBe(b.meteredKwh);
    expect(level).toBeCloseTo(b.meteredKwh!, 6);
    // The money column ends at the revenue: the same figure as the Summary's revenue cell.
    expect(result(10, 3)).toBe(b.value!.metered);
    expect(b.value!.metered).toBe(model.portfolio.metrics.revenue);
    const summary = wb.getWorksheet("Summary")!;
    const headers = (summary.getRow(SUMMARY_HEADER_ROW).values as unknown[]).map(String);
    const at = (i: number, h: string) =>
      (summary.getCell(SUMMARY_FIRST_ROW + i, headers.indexOf(h)).value as { result?: unknown })?.result;
    model.plants.forEach((p, i) => {
      const metered = at(i, "Metered, revenue basis (EUR)");
      expect(metered, p.name).toBe(p.bridge?.value?.metered ?? undefined);
      if (p.bridge?.meteredKwh != null) expect(metered).toBe(at(i, "Revenue on total meter yield (EUR)"));
    });
  });

  it.each(WORKBOOK_KINDS)(
    "%s: every chart series has a value to draw (none for failed or empty plants)",
    async (kind) => {
      const files = unzipSync(new Uint8Array(await buildWorkbook(kind, model, { perPlantSheetLimit: 50 })));
      const charts = Object.keys(files).filter((f) => /^xl\/charts\/chart\d+\.xml$/.test(f));
      expect(charts.length).toBeGreaterThan(2);
      for (const part of charts) {
        const xml = strFromU8(files[part]!);
        for (const ser of xml.split("<c:ser>").slice(1)) {
          const val = ser.slice(ser.indexOf("<c:val>"));
          expect(val, `${part}: ${ser.slice(0, 120)}`).toMatch(/<c:pt idx="\d+"><c:v>/);
        }
      }
      const failed = model.plants.filter((p) => p.status === "failed" || p.metrics.daysWithData === 0);
      for (const p of failed)
        for (const part of charts) expect(strFromU8(files[part]!)).not.toContain(`<a:t>${p.name}: daily`);
    },
  );
});
