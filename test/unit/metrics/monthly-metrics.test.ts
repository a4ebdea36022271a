import { describe, expect, it } from "vitest";
import { monthlyMetrics } from "../../../src/metrics/index.js";
import type { DailyRow, DailyValues } from "../../../src/metrics/model.js";

const NONE: DailyValues = {
  yieldKwh: null,
  meterYieldKwh: null,
  irradiationKwhM2: null,
  pr: null,
  availability: null,
  cellTemperatureC: null,
  overspillKwh: null,
};

function row(date: string, values: Partial<DailyValues>, late: boolean | null = false): DailyRow {
  return { date, status: "ok", late, ...NONE, ...values };
}

// Hand-computed below; every figure of DESIGN.md "Monthly figures".
const ROWS: DailyRow[] = [
  row("2026-09-01", {
    yieldKwh: 100,
    meterYieldKwh: 98,
    irradiationKwhM2: 1,
    pr: 0.9,
    availability: 1,
    cellTemperatureC: 20,
    overspillKwh: 1,
  }),
  row("2026-09-02", {
    yieldKwh: 300,
    meterYieldKwh: 294,
    irradiationKwhM2: 3,
    pr: 0.7,
    availability: 0.9,
    cellTemperatureC: 30,
    overspillKwh: 0,
  }),
  { ...row("2026-09-03", {}, true), status: "missing" },
  // PR/availability/temperature without irradiation: no weight, so they do not count.
  row("2026-09-04", { yieldKwh: 50, pr: 0.5, availability: 0.5, cellTemperatureC: 10 }, null),
  { ...row("2026-09-05", {}, true), status: "missing" },
];
const CTX = { capacityKwp: 10, budgetKwh: 500, tariff: 0.2, daysInMonth: 30 };

describe("monthlyMetrics", () => {
  const m = monthlyMetrics(ROWS, CTX);

  it("sums energy and irradiation, skipping null days", () => {
    expect(m.yieldKwh).toBe(450); // 100 + 300 + 50
    expect(m.meterYieldKwh).toBe(392); // 98 + 294
    expect(m.irradiationKwhM2).toBe(4); // 1 + 3
    expect(m.overspillKwh).toBe(1); // 1 + 0: a zero is a value, not a gap
  });

  it("weights PR by irradiation: 0.9 @ H=1 and 0.7 @ H=3 → 0.75, not the plain mean 0.8", () => {
    expect(m.pr).toBeCloseTo(0.75, 12); // (0.9·1 + 0.7·3) / 4
    expect(m.pr).not.toBeCloseTo(0.8, 3);
  });

  it("weights availability and cell temperature by irradiation too", () => {
    expect(m.availability).toBeCloseTo(0.925, 12); // (1·1 + 0.9·3) / 4
    expect(m.cellTemperatureC).toBeCloseTo(27.5, 12); // (20·1 + 30·3) / 4
  });

  it("derives specific yield, budget variance and revenue", () => {
    expect(m.specificYieldKwhKwp).toBe(45); // 450 / 10
    expect(m.budgetKwh).toBe(500);
    expect(m.budgetVariance).toBeCloseTo(-0.1, 12); // 450 / 500 − 1
    expect(m.revenue).toBeCloseTo(78.4, 10); // 392 × 0.2 (meter yield, not plant yield)
  });

  it("counts days with a yield and late days", () => {
    expect(m.daysWithData).toBe(3);
    expect(m.lateDays).toBe(2);
    expect(m.daysInMonth).toBe(30);
  });

  it("gives null, never 0, for figures without capacity, budget or tariff", () => {
    const bare = monthlyMetrics(ROWS, { capacityKwp: null, budgetKwh: null, tariff: null, daysInMonth: 30 });
    expect(bare.specificYieldKwhKwp).toBeNull();
    expect(bare.budgetKwh).toBeNull();
    expect(bare.budgetVariance).toBeNull();
    expect(bare.revenue).toBeNull();
  });

  it("has no variance against a zero budget and no specific yield for zero capacity", () => {
    const zero = monthlyMetrics(ROWS, { capacityKwp: 0, budgetKwh: 0, tariff: 0.2, daysInMonth: 30 });
    expect(zero.budgetVariance).toBeNull();
    expect(zero.specificYieldKwhKwp).toBeNull();
  });

  it("gives null figures and zero counts for a plant with no data at all", () => {
    const rows = ["2026-09-01", "2026-09-02"].map((d) => ({ ...row(d, {}), status: "missing" as const }));
    const m0 = monthlyMetrics(rows, CTX);
    expect(m0).toEqual({
      yieldKwh: null,
      meterYieldKwh: null,
      irradiationKwhM2: null,
      pr: null,
      availability: null,
      cellTemperatureC: null,
      overspillKwh: null,
      specificYieldKwhKwp: null,
      budgetKwh: 500,
      budgetVariance: null,
      revenue: null,
      daysWithData: 0,
      daysInMonth: 30,
      lateDays: 0,
    });
  });

  it("gives a null PR when every day with a PR had zero irradiation", () => {
    const dark = [row("2026-09-01", { yieldKwh: 0, irradiationKwhM2: 0, pr: 0.8, availability: 1 })];
    const m0 = monthlyMetrics(dark, CTX);
    expect(m0.pr).toBeNull();
    expect(m0.availability).toBeNull();
    expect(m0.irradiationKwhM2).toBe(0);
    expect(m0.yieldKwh).toBe(0);
  });
});
