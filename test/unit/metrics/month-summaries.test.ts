import { describe, expect, it } from "vitest";
import { monthSummaries } from "../../../src/metrics/index.js";
import { ALL_KPIS, K, monthly, series } from "./series.js";

const SERIES = series({
  [K.yield]: { "2026-01-10": 1, "2026-01-20": 2 },
  [K.meter]: { "2026-01-10": 0.5 },
  [K.irradiation]: { "2026-01-10": 1, "2026-01-20": 3 },
  [K.pr]: { "2026-01-10": 90, "2026-01-20": 70 },
  [K.availability]: { "2026-01-10": 100, "2026-01-20": 90 },
});
const MWH_PERCENT = { energy: "MWh", ratio: "percent" } as const;
const FACTS = {
  capacityKwp: null,
  tariff: null,
  temperatureCoefficient: null,
  budgetKwh: monthly(100, 100),
  irradiationNormalKwhM2: null,
};

describe("monthSummaries", () => {
  const [jan, feb] = monthSummaries(SERIES, ALL_KPIS, ["2026-01", "2026-02"], MWH_PERCENT, FACTS);

  it("applies the monthly formulas per month, in canonical units", () => {
    expect(jan).toMatchObject({ month: "2026-01", yieldKwh: 3000, meterYieldKwh: 500, irradiationKwhM2: 4 });
    expect(jan?.prEffective).toBeCloseTo(0.75, 12); // (0.9·1 + 0.7·3)/4, not the plain mean 0.8
    expect(jan?.pr).toBeNull(); // IEC PR needs a capacity
    expect(jan?.availability).toBeCloseTo(0.925, 12); // (1·1 + 0.9·3)/4
    expect(jan?.daysWithData).toBe(2);
    expect(jan?.daysInMonth).toBe(31);
  });

  it("takes the budget of each calendar month from the 12-value P50 list", () => {
    expect(jan?.budgetKwh).toBe(100);
    expect(feb?.budgetKwh).toBe(200);
  });

  it("gives a month without data null figures, not zeros", () => {
    expect(feb).toEqual({
      month: "2026-02",
      yieldKwh: null,
      yieldTotalKwh: null,
      meterYieldKwh: null,
      meterYieldTotalKwh: null,
      irradiationKwhM2: null,
      pr: null,
      referenceYieldKwh: null,
      prEffective: null,
      availability: null,
      budgetKwh: 200,
      budgetCoveredKwh: 0,
      revenue: null,
      daysWithData: 0,
      daysEstimated: 0,
      daysInMonth: 28,
    });
  });

  it("has no budget without a budget list", () => {
    const [s] = monthSummaries(SERIES, ALL_KPIS, ["2026-01"], MWH_PERCENT, { ...FACTS, budgetKwh: null });
    expect(s?.budgetKwh).toBeNull();
  });
});
