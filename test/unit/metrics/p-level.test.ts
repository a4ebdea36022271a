/**
 * P-levels (DESIGN.md "P-levels"): σ = (P50 − P90) / 1.2816, z = (E₁₂ − P50) / σ, exceedance
 * x = 100 · (1 − Φ(z)). Hand-worked: P50 = 1,000,000 kWh, P90 = 871,840 kWh, so σ = 100,000 kWh
 * exactly; P75 = P50 − 0.67449·σ.
 */
import { describe, expect, it } from "vitest";
import { previousMonths } from "../../../src/metrics/index.js";
import type { MonthSummary } from "../../../src/metrics/model.js";
import { upperTail } from "../../../src/metrics/normal.js";
import { P90_Z, pLevels } from "../../../src/metrics/p-level.js";

const P50 = 1_000_000;
const P90 = P50 - P90_Z * 100_000; // 871,840: σ = 100,000
const MONTHS = previousMonths("2026-10", 13);

function trend(total: number, over: Partial<MonthSummary> = {}, at = -1): MonthSummary[] {
  return MONTHS.map((month, i) => ({
    month,
    yieldKwh: null,
    yieldTotalKwh: i === 0 ? 5 : total / 12,
    meterYieldKwh: null,
    meterYieldTotalKwh: null,
    irradiationKwhM2: null,
    pr: null,
    referenceYieldKwh: null,
    prEffective: null,
    availability: null,
    budgetKwh: null,
    budgetCoveredKwh: null,
    revenue: null,
    daysWithData: 30,
    daysEstimated: 0,
    daysInMonth: 30,
    ...(i === (at < 0 ? MONTHS.length + at : at) ? over : {}),
  }));
}

const study = { p50AnnualKwh: P50, p90AnnualKwh: P90 };

describe("the rolling 12 months' exceedance level", () => {
  it("is 50 at P50, 90 at P90, 75 at P75", () => {
    expect(pLevels(trend(P50), study, null).rolling12!.exceedance).toBeCloseTo(50, 12);
    // 90.00085: 1.2816 is Φ⁻¹(0.9) = 1.28155 as yield studies round it
    expect(pLevels(trend(P90), study, null).rolling12!.exceedance).toBeCloseTo(90, 2);
    const p75 = P50 - 0.6744897501960817 * 100_000;
    expect(pLevels(trend(p75), study, null).rolling12!.exceedance).toBeCloseTo(75, 9);
  });

  it("hand-worked between: E₁₂ = 1,150,000 kWh is z = 1.5, the P6.68 value", () => {
    const r = pLevels(trend(1_150_000), study, null).rolling12!;
    expect(r).toMatchObject({ from: "2025-11", to: "2026-10", p50Kwh: P50, p90Kwh: P90 });
    expect(r.energyKwh).toBeCloseTo(1_150_000, 6); // the oldest of 13 months is left out
    expect(r.sigmaKwh).toBeCloseTo(100_000, 9);
    // 1 − Φ(1.5) = 0.0668072012688581 (tables: 0.06681)
    expect(r.exceedance).toBeCloseTo(6.68072012688581, 10);
  });

  it("is null without both P-values, without 12 months, or with a month that has no yield or has not ended", () => {
    expect(pLevels(trend(P50), { p50AnnualKwh: P50, p90AnnualKwh: null }, null)).toEqual({
      rolling12: null,
      missing: { reason: "noYieldStudy", months: [] },
    });
    expect(pLevels(trend(P50).slice(-11), study, null).missing!.reason).toBe("shortHistory");
    const empty = pLevels(trend(P50, { yieldTotalKwh: null, daysWithData: 0 }, 5), study, null);
    expect(empty).toEqual({ rolling12: null, missing: { reason: "incompleteMonths", months: ["2026-03"] } });
    expect(pLevels(trend(P50), study, "2026-10").missing).toEqual({
      reason: "incompleteMonths",
      months: ["2026-10"],
    });
  });

  it("counts the days without any yield, measured or estimated: they weigh as no energy", () => {
    const gaps = pLevels(trend(P50, { daysWithData: 27, daysEstimated: 1 }, 5), study, null).rolling12!;
    expect(gaps.daysWithoutData).toBe(2);
    expect(pLevels(trend(P50), study, null).rolling12!.daysWithoutData).toBe(0);
  });
});

describe("the normal distribution's upper tail", () => {
  it("matches published values to double precision", () => {
    expect(upperTail(0)).toBe(0.5);
    expect(upperTail(1)).toBeCloseTo(0.15865525393145707, 15);
    expect(upperTail(-1)).toBeCloseTo(0.8413447460685429, 15);
    expect(upperTail(2)).toBeCloseTo(0.022750131948179195, 15);
    expect(upperTail(3) / 0.0013498980316301035).toBeCloseTo(1, 12);
    expect(upperTail(5) / 2.866515718791939e-7).toBeCloseTo(1, 12);
    expect(upperTail(1.2815515655446004)).toBeCloseTo(0.1, 15);
  });
});
