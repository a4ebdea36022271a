/**
 * The yield workbook's figures at the edges of DESIGN.md "Monthly figures": the full-budget
 * variance beside the like-for-like one (month, year to date, portfolio), each labelled; the
 * rolling 12 months' P-level with the normal distribution stated; and renderers that compute
 * nothing: days of the period, completeness, days covered and the portfolio's estimated yield
 * per day are the model's fields, shown even where a renderer's own count would differ.
 */
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { CATALOGS } from "../../../src/i18n/index.js";
import type { ReportModel } from "../../../src/metrics/model.js";
import { buildWorkbook } from "../../../src/render/xlsx/index.js";
import { SUMMARY_FIRST_ROW, SUMMARY_HEADER_ROW } from "../../../src/render/xlsx/summary-sheet.js";
import { sampleModel } from "../../fixtures/model.js";
import { cachedValues } from "../../helpers/xlsx-cached.js";
import { edgeModel } from "./edge-model.js";

async function yieldWorkbook(m: ReportModel) {
  const bytes = new Uint8Array(await buildWorkbook("yield", m, { perPlantSheetLimit: 0 }));
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes.buffer);
  const ws = wb.getWorksheet("Summary")!;
  const shown = cachedValues(bytes, "Summary");
  const headers = (ws.getRow(SUMMARY_HEADER_ROW).values as unknown[]).map(String);
  const cell = (row: number | "portfolio", header: string) => {
    const col = headers.indexOf(header);
    if (col < 0) throw new Error(`no column ${header}`);
    return ws.getCell(
      row === "portfolio" ? SUMMARY_FIRST_ROW + m.plants.length : SUMMARY_FIRST_ROW + row,
      col,
    );
  };
  return {
    wb,
    bytes,
    cell,
    value: (row: number | "portfolio", header: string) => shown.get(cell(row, header).address),
    methodText: () =>
      (wb.getWorksheet("Method")!.getSheetValues() as unknown[][])
        .flatMap((r) => (r ?? []).map((c) => String(c ?? "")))
        .join("\n"),
  };
}

describe("full budget beside the like-for-like one", () => {
  const model = sampleModel({ plants: 5, withFailures: true });

  it("shows both variances, labelled, for every plant and the portfolio", async () => {
    const { value } = await yieldWorkbook(model);
    const both = (m: { budgetVariance: number | null; budgetVarianceFull: number | null }) => [
      m.budgetVariance ?? undefined,
      m.budgetVarianceFull ?? undefined,
    ];
    const shown = (row: number | "portfolio") => [
      value(row, "Variance to budget (days covered)"),
      value(row, "Variance to the full P50 budget"),
    ];
    model.plants.forEach((p, i) => {
      expect(shown(i), p.name).toEqual(both(p.metrics));
    });
    expect(shown("portfolio")).toEqual(both(model.portfolio.metrics));
    // Plant 0 misses a day: the contract's view is below the like-for-like one.
    const m0 = model.plants[0]!.metrics;
    expect(m0.budgetVarianceFull!).toBeLessThan(m0.budgetVariance!);
  });

  it("year to date: the budget for the days covered and the full budget, each with its variance", async () => {
    const { value } = await yieldWorkbook(model);
    const rows: [number | "portfolio", ReportModel["portfolio"]["ytd"]][] = [
      ...model.plants.map((p, i): [number, typeof p.ytd] => [i, p.ytd]),
      ["portfolio", model.portfolio.ytd],
    ];
    for (const [row, ytd] of rows) {
      expect(value(row, "YTD budget for the days covered (kWh)")).toBe(ytd?.budgetKwh ?? undefined);
      expect(value(row, "YTD variance to budget")).toBe(ytd?.budgetVariance ?? undefined);
      expect(value(row, "YTD full P50 budget (kWh)")).toBe(ytd?.budgetFullKwh ?? undefined);
      expect(value(row, "YTD variance to the full budget")).toBe(ytd?.budgetVarianceFull ?? undefined);
    }
    expect(model.portfolio.ytd?.budgetFullKwh).toBeGreaterThan(0);
  });

  it("says on the Method sheet how each variance is made", async () => {
    const text = (await yieldWorkbook(model)).methodText();
    expect(text).toContain("like for like: a missing day does not count against the plant");
    expect(text).toContain("Variance to the full budget");
    expect(text).toContain("the contract's view: a day without data counts against the plant");
    expect(text).toContain("the full YTD budget each month's P50 budget");
    expect(text).toContain("curtailment (− overspill)");
    expect(text).toContain("valued at the tariff the metered step is the revenue");
  });
});

describe("P-level of the rolling 12 months", () => {
  const model = edgeModel();

  it("shows E₁₂, P50, P90, σ, the exceedance level and the months, or why there is none", async () => {
    const { value, cell } = await yieldWorkbook(model);
    const p = model.plants[0]!.pLevel.rolling12!;
    expect(value(0, "E₁₂: total yield of the 12 months (kWh)")).toBe(p.energyKwh);
    expect(value(0, "P50 (kWh/year)")).toBe(1_150_000);
    expect(value(0, "P90 (kWh/year)")).toBe(1_050_000);
    expect(value(0, "σ = (P50 − P90) ÷ 1.2816 (kWh)")).toBe(p.sigmaKwh);
    expect(value(0, "P-level of E₁₂ (exceedance)")).toBe(p.exceedance);
    expect(value(0, "Days without data in the 12 months (no energy)")).toBe(p.daysWithoutData);
    expect(cell(0, "P-level of E₁₂ (exceedance)").numFmt).toBe('[$-809]"P"0'); // en-GB's locale tag
    expect(cell(0, "12 months from").value).toEqual(new Date(Date.UTC(2025, 10, 1)));
    expect(cell(0, "12 months to").value).toEqual(new Date(Date.UTC(2026, 9, 1)));
    expect(value(3, "No P-level because")).toBe("no yield study (P50/P90) given");
    expect(value(1, "No P-level because")).toMatch(/^no yield study/);
    expect(value(2, "No P-level because")).toBeUndefined();
  });

  it("says a normal distribution is assumed, in the heading and on the Method sheet", async () => {
    const { cell, methodText } = await yieldWorkbook(model);
    const group = cell(0, "P50 (kWh/year)").worksheet.getCell(
      SUMMARY_HEADER_ROW - 1,
      cell(0, "12 months from").col,
    );
    expect(String(group.value)).toContain("a normal distribution assumed");
    expect(methodText()).toContain("σ = (P50 − P90) ÷ 1.2816");
    expect(methodText()).toContain("A normal distribution of the annual yield is assumed");
    expect(methodText()).toContain(
      "a day with neither a measured nor an estimated yield counting as no energy",
    );
  });

  it("names the months that keep a plant with a yield study from a P-level", async () => {
    const m = edgeModel();
    const p = m.plants[1]!;
    p.pLevel = { rolling12: null, missing: { reason: "incompleteMonths", months: ["2026-03", "2026-04"] } };
    const { value } = await yieldWorkbook(m);
    expect(value(1, "No P-level because")).toBe(
      "it needs 12 ended months with a yield: March 2026, April 2026 have not ended or have no yield",
    );
  });
});

describe("renderers compute nothing", () => {
  it("the model's estimated yield per portfolio day is the plants' estimates of the day", () => {
    const model = sampleModel({ plants: 4 });
    const estimated = (date: string) =>
      model.plants.map((p) => p.daily.find((r) => r.date === date)?.yieldEstimatedKwh ?? null);
    // 5 Oct: only plant 0 has no measured yield, estimated from its meter.
    expect(estimated("2026-10-05").filter((v) => v !== null)).toHaveLength(1);
    const day = model.portfolio.daily.find((d) => d.date === "2026-10-05")!;
    expect(day.yieldEstimatedKwh).toBe(estimated("2026-10-05")[0]);
    expect(day.yieldTotalKwh).toBeCloseTo(day.yieldKwh! + day.yieldEstimatedKwh!, 6);
    expect(model.portfolio.daily.find((d) => d.date === "2026-10-01")!.yieldEstimatedKwh).toBeNull();
  });

  it("days of the period, completeness, days covered and the portfolio's estimated days are the model's", async () => {
    const model = sampleModel({ plants: 3 });
    // Fields a renderer could count itself, set to values no count gives: the workbook shows them.
    const m0 = model.plants[0]!.metrics;
    Object.assign(m0, { daysReported: 20, dataCompleteness: 0.425, daysCovered: 19 });
    const day = model.portfolio.daily[4]!;
    day.yieldEstimatedKwh = 123.25;
    const { value, wb, bytes } = await yieldWorkbook(model);
    expect(value(0, "Days in period")).toBe(20);
    expect(value(0, "Completeness")).toBe(0.425);
    expect(value(0, "Days covered (measured or estimated)")).toBe(19);
    const daily = wb.getWorksheet("Portfolio daily")!;
    const col = (daily.getRow(1).values as unknown[]).indexOf("Portfolio yield, estimated (kWh)");
    expect(cachedValues(bytes, "Portfolio daily").get(daily.getCell(2 + 4, col).address)).toBe(123.25);
  });
});

describe("Summary headers in every language", () => {
  it.each(Object.keys(CATALOGS))("%s: every header of the yield and PR Summary is unique", async (locale) => {
    for (const kind of ["yield", "pr"] as const) {
      const m = { ...edgeModel(), locale };
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(new Uint8Array(await buildWorkbook(kind, m, { perPlantSheetLimit: 0 })).buffer);
      const headers = (wb.worksheets[0]!.getRow(SUMMARY_HEADER_ROW).values as unknown[]).slice(1).map(String);
      const twice = headers.filter((h, i) => headers.indexOf(h) !== i);
      expect(twice, `${locale} ${kind}`).toEqual([]);
    }
  });
});
