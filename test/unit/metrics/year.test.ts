import { describe, expect, it } from "vitest";
import { buildPlantReport, daysOfMonth, previousMonths } from "../../../src/metrics/index.js";
import { ALL_KPIS, CANONICAL, details, K, monthly, plant, RULES, series } from "./series.js";

/*
 * March 2026 in progress through the 10th. Hand-computed:
 * 2025-03: 5 kWh a day → the same ten days last year made 50 kWh (the whole month 155).
 * 2026-01: 10 kWh a day, 310 kWh, budget 300 for 31 of 31 days.
 * 2026-02: 10 kWh a day but the 5th missing, its meter 9.8 → estimated 9.8 / 0.98 = 10: 280 kWh,
 *          budget 280 for 28 of 28 days.
 * 2026-03: 12 kWh a day through the 10th: 120 kWh; budget 310 × 10/31 = 100 for 10 of 10 days.
 * The meter reads 0.98 of the yield every day; tariff 0.1 per kWh of meter yield.
 */
const values: Record<string, Record<string, number | null>> = { [K.yield]: {}, [K.meter]: {} };
function fill(month: string, perDay: number, through = 31) {
  for (const d of daysOfMonth(month).filter((d) => Number(d.slice(8)) <= through)) {
    values[K.yield]![d] = perDay;
    values[K.meter]![d] = perDay * 0.98;
  }
}
fill("2025-03", 5);
fill("2026-01", 10);
fill("2026-02", 10);
values[K.yield]!["2026-02-05"] = null;
fill("2026-03", 12, 10);

const budgets = [300, 280, 310, ...monthly(0, 0).slice(3)];

function report(historyMonths: string[]) {
  return buildPlantReport({
    plant: plant("y1"),
    details: details({ capacityKwp: 10, tariff: 0.1, budgetKwh: budgets }),
    series: series(values),
    freshness: null,
    kpis: ALL_KPIS,
    units: CANONICAL,
    month: "2026-03",
    dates: daysOfMonth("2026-03"),
    reportedThrough: "2026-03-10",
    historyMonths,
    verdictRules: RULES,
  });
}

describe("year to date and last year", () => {
  const r = report(previousMonths("2026-03", 13));

  it("sums January through the report month, each month from its own days and estimates", () => {
    expect(r.trend.find((t) => t.month === "2026-02")).toMatchObject({ daysEstimated: 1 });
    expect(r.ytd!.from).toBe("2026-01");
    expect(r.ytd!.to).toBe("2026-03");
    expect(r.ytd!.yieldTotalKwh).toBeCloseTo(710, 9); // 310 + 280 + 120
    expect(r.ytd!.meterYieldTotalKwh).toBeCloseTo(695.8, 9); // 0.98 × 710
    expect(r.ytd!.revenue).toBeCloseTo(69.58, 9);
    expect(r.ytd!.budgetKwh).toBeCloseTo(680, 9); // 300 + 280 + 100 (March prorated)
    expect(r.ytd!.budgetVariance).toBeCloseTo(710 / 680 - 1, 12);
  });

  it("compares a month in progress with the same days last year, not the whole month", () => {
    expect(r.metrics.yieldTotalKwh).toBeCloseTo(120, 9);
    expect(r.lastYear).toEqual({ month: "2025-03", yieldTotalKwh: 50, change: expect.any(Number) });
    expect(r.lastYear!.change).toBeCloseTo(120 / 50 - 1, 12); // +140 %, not 120/155 − 1
  });

  it("has neither when the history does not reach January or last year", () => {
    const short = report(["2026-02", "2026-03"]);
    expect(short.ytd).toBeNull();
    expect(short.lastYear).toBeNull();
  });
});
