/**
 * Contract money worked by hand (DESIGN.md "Contracts and guarantees"). Every expected value
 * below is written out as the arithmetic a reader would do on paper.
 */
import { describe, expect, it } from "vitest";
import { type ContractDay, type ContractInput, plantContract } from "../../../src/metrics/contract.js";
import { attributeLoss } from "../../../src/metrics/contract-attribution.js";
import { adjustmentFactor, guaranteedPr, roundShortfall } from "../../../src/metrics/contract-damages.js";
import { settlementPeriod } from "../../../src/metrics/contract-period.js";
import { contractSums } from "../../../src/metrics/contract-sums.js";
import { decimalSum, minorUnitDecimals, roundHalfUp } from "../../../src/metrics/money.js";

const day = (date: string, v: Partial<ContractDay> = {}): ContractDay => ({
  date,
  yieldKwh: 1000,
  irradiationKwhM2: 5,
  cellTemperatureC: 25,
  overspillKwh: null,
  lossKwh: 0,
  meterYieldTotalKwh: 1000,
  ...v,
});

function input(over: Partial<ContractInput> & Pick<ContractInput, "terms">): ContractInput {
  return {
    events: [],
    days: [],
    lastDay: "2026-03-31",
    monthFrom: "2026-03-01",
    performanceLossKwh: 0,
    plant: { capacityKwp: 250, tariff: 0.1, temperatureCoefficient: -0.004 },
    moneyDecimals: 2,
    ...over,
  };
}

describe("settlement periods from the contract's start", () => {
  it("month, quarter and contract year containing the last day, to date", () => {
    expect(settlementPeriod("2021-07-01", "month", "2026-03-31")).toMatchObject({
      periodFrom: "2026-03-01",
      periodTo: "2026-03-31",
      provisional: false,
      settlesOn: "2026-04-01",
    });
    // Quarters from July: Jan–Mar is the third quarter of the contract year.
    expect(settlementPeriod("2021-07-01", "quarter", "2026-02-28")).toMatchObject({
      periodFrom: "2026-01-01",
      periodTo: "2026-02-28",
      provisional: true,
      settlesOn: "2026-04-01",
    });
    expect(settlementPeriod("2021-07-01", "contractYear", "2026-03-31")).toMatchObject({
      periodFrom: "2025-07-01",
      provisional: true,
      settlesOn: "2026-07-01",
      contractYears: 4,
    });
    // A start in mid-month: the period containing 2026-03-31 began on 2026-03-15.
    expect(settlementPeriod("2023-09-15", "month", "2026-03-31")).toMatchObject({
      periodFrom: "2026-03-15",
      settlesOn: "2026-04-15",
      provisional: true,
    });
    expect(settlementPeriod("2026-04-01", "month", "2026-03-31")).toBeNull();
  });
});

describe("availability: attribution of a day's loss", () => {
  it("splits a day's loss between two events of different categories by hours × share", () => {
    // forcedOutage 06:00–10:00 at share 0.5 → 2 h; forceMajeure 12:00–18:00 at 1 → 6 h; 90 kWh × 2/8 and × 6/8.
    // (Hours outside the day do not count: see the second case.)
    const split = attributeLoss("2026-03-04", 90, [
      { start: "2026-03-04T06:00", end: "2026-03-04T10:00", category: "forcedOutage", share: 0.5 },
      { start: "2026-03-04T12:00", end: "2026-03-04T18:00", category: "forceMajeure", share: 1 },
    ]);
    expect(Object.fromEntries(split)).toEqual({ forcedOutage: 22.5, forceMajeure: 67.5 });
    // An event from 18:00 the day before to 02:00 counts its 2 hours within the day.
    const across = attributeLoss("2026-03-04", 30, [
      { start: "2026-03-03T18:00", end: "2026-03-04T02:00", category: "scheduledMaintenance", share: 1 },
      { start: "2026-03-04T22:00", end: "2026-03-05T08:00", category: "forcedOutage", share: 0.5 },
    ]);
    expect(Object.fromEntries(across)).toEqual({ scheduledMaintenance: 20, forcedOutage: 10 });
  });

  it("gives a day with a loss and no event to the contractor", () => {
    expect(Object.fromEntries(attributeLoss("2026-03-05", 40, []))).toEqual({ contractor: 40 });
  });
});

const AVAIL = {
  name: "O&M",
  start: "2021-03-01",
  availability: {
    guaranteed: 0.98,
    excluded: ["forceMajeure"],
    period: "month" as const,
    scheme: "priceAdjustment" as const,
  },
};

describe("availability: price adjustment", () => {
  it("AA above, between and below the floor", () => {
    expect(adjustmentFactor(0.985, 0.98, 2, 0.7)).toBe(1);
    expect(adjustmentFactor(0.95, 0.98, 2, 0.7)).toBeCloseTo(1 - 2 * 0.03, 15); // 0.94
    expect(adjustmentFactor(0.69, 0.98, 2, 0.7)).toBe(0);
  });

  it("damages = (1 − AA) × the period's revenue; excluded loss leaves A_c", () => {
    // Day 1: E 900, L 100 (contractor). Day 2: E 800, L 200 (forceMajeure, excluded). Revenue 2000 kWh × 0.1 = 200.
    // A_tech = 1700 / 2000 = 0.85; A_c = 1 − 100 / (2000 − 200) = 1 − 1/18 = 0.94444…
    // AA = 1 − 2·(0.98 − 0.94444…) = 0.92888…; damages = 0.07111… × 200 = 14.2222… → €14.22.
    const c = plantContract(
      input({
        terms: AVAIL,
        lastDay: "2026-03-02",
        days: [
          day("2026-03-01", { yieldKwh: 900, lossKwh: 100 }),
          day("2026-03-02", { yieldKwh: 800, lossKwh: 200 }),
        ],
        events: [{ start: "2026-03-02T00:00", end: "2026-03-03T00:00", category: "forceMajeure", share: 1 }],
      }),
    );
    const a = c.availability!;
    expect(a).toMatchObject({
      periodFrom: "2026-03-01",
      periodTo: "2026-03-02",
      provisional: true,
      settlesOn: "2026-04-01",
    });
    expect(a.technical).toBeCloseTo(0.85, 15);
    expect(a.contractual).toBeCloseTo(1 - 1 / 18, 15);
    expect(a.lossKwh).toBe(300);
    expect(a.excludedLossKwh).toBe(200);
    expect(a.lossByCategoryKwh).toEqual({ contractor: 100, forceMajeure: 200 });
    expect(a.revenue).toBe(200);
    expect(a.damages).toBe(14.22);
    expect(a.guaranteed).toBe(0.98);
    expect(a.met).toBe(false);
    expect(c.damages).toBe(14.22);
  });
});

describe("availability: energy scheme with a cap", () => {
  it("max(0, A_g − A_c) × (E + L − L_excl) × price, cut to the cap", () => {
    // E 9000, L 1000 (contractor): A_c = 0.9; (0.98 − 0.9) × 10000 × 0.5 = 400 → cap 250.
    const terms = {
      ...AVAIL,
      availability: { ...AVAIL.availability, scheme: "energy" as const, price: 0.5, cap: 250 },
    };
    const days = [day("2026-03-01", { yieldKwh: 9000, lossKwh: 1000 })];
    const c = plantContract(input({ terms, days, lastDay: "2026-03-01" }));
    expect(c.availability!.contractual).toBeCloseTo(0.9, 15);
    expect(c.availability!.damages).toBe(250);
    expect(c.availability!.revenue).toBeNull();
    expect(c.availability!.met).toBe(false);
    const uncapped = plantContract(
      input({
        terms: { ...terms, availability: { ...terms.availability, cap: 1000 } },
        days,
        lastDay: "2026-03-01",
      }),
    );
    // 0.08 × 10000 × 0.5 = 400, which the doubles make 399.99999999999994: the cent is 400.
    expect(uncapped.availability!.damages).toBe(400);
  });
});

describe("PR guarantee", () => {
  it("degrades linearly and compound in contract year 3 (two completed years)", () => {
    expect(guaranteedPr(0.82, 0.005, "linear", 2)).toBeCloseTo(0.82 * 0.99, 15); // 0.8118
    expect(guaranteedPr(0.82, 0.005, "compound", 2)).toBeCloseTo(0.82 * 0.995 * 0.995, 15); // 0.8118205
  });

  it("rounds the shortfall half-up to 0.001", () => {
    expect(roundShortfall(0.0125)).toBe(0.013);
    expect(roundShortfall(0.81 - 0.7975)).toBe(0.013); // 0.0125 after binary noise
    expect(roundShortfall(0.01249)).toBe(0.012);
  });

  it("shortfall, its energy and damages in contract year 3", () => {
    // Start 2024-01-01, March 2026 is in contract year 3 (y = 2). Linear: PR_g = 0.82 × 0.99 = 0.8118;
    // × (1 − 0.03) = 0.787446. One day: P0 250, H 5, T 35, γ −0.004, T_ref 25:
    // reference = 250 × 5 × (1 − 0.04) = 1200 kWh; E = 900 → PR_c = 0.75. Δ = 0.037446 → 0.037.
    // shortfall energy = 0.037 × 1200 = 44.4 kWh; damages at 0.09 = 3.996 → €4.00.
    const terms = {
      name: "PPA",
      start: "2024-01-01",
      pr: {
        guaranteed: 0.82,
        degradation: 0.005,
        degradationMode: "linear" as const,
        tolerance: 0.03,
        referenceTemperatureC: 25,
        period: "contractYear" as const,
        price: 0.09,
      },
    };
    const days = [day("2026-03-10", { yieldKwh: 900, cellTemperatureC: 35 })];
    const c = plantContract(input({ terms, days }));
    expect(c.pr).toMatchObject({ periodFrom: "2026-01-01", provisional: true, settlesOn: "2027-01-01" });
    expect(c.pr!.guaranteed).toBeCloseTo(0.8118, 15);
    expect(c.pr!.measured).toBeCloseTo(0.75, 15);
    expect(c.pr!.shortfall).toBe(0.037);
    expect(c.pr!.shortfallKwh).toBeCloseTo(44.4, 10);
    expect(c.pr!.damages).toBe(4);
    expect(c.pr!.met).toBe(false);
    // With the availability guarantee too: A_c = 1 − 100/1000 = 0.9, AA = 1 − 2·0.08 = 0.84,
    // revenue 1000 × 0.1 = 100 → 16; total 16 + 4.00. Without a tariff the price adjustment is unknown.
    const both = { ...terms, availability: AVAIL.availability };
    const daysWithLoss = [day("2026-03-10", { yieldKwh: 900, cellTemperatureC: 35, lossKwh: 100 })];
    expect(plantContract(input({ terms: both, days: daysWithLoss })).damages).toBe(20);
    const noTariff = { capacityKwp: 250, tariff: null, temperatureCoefficient: -0.004 };
    expect(plantContract(input({ terms: both, days: daysWithLoss, plant: noTariff })).damages).toBeNull();
    // Compound: 0.82 × 0.995² × 0.97 = 0.78746... → Δ = 0.03746 → 0.037; per point 1000 → 3700.
    const compound = plantContract(
      input({
        terms: {
          ...terms,
          pr: { ...terms.pr, degradationMode: "compound", price: undefined, pricePerPoint: 1000 },
        },
        days,
      }),
    );
    expect(compound.pr!.guaranteed).toBeCloseTo(0.82 * 0.995 ** 2, 15);
    expect(compound.pr!.shortfall).toBe(0.037);
    // 0.037 / 0.01 × 1000 is 3699.9999999999995 in doubles: the cent is 3700.
    expect(compound.pr!.damages).toBe(3700);
  });

  it("leaves out days with an excluded event", () => {
    const terms = {
      name: "PPA",
      start: "2024-01-01",
      availability: { ...AVAIL.availability },
      pr: {
        guaranteed: 0.8,
        degradation: 0,
        degradationMode: "linear" as const,
        tolerance: 0,
        referenceTemperatureC: 25,
        period: "month" as const,
      },
    };
    // Day 1: E 1000 / (250 × 5) = 0.8; day 2 (forceMajeure) E 100 left out → PR_c = 0.8, no shortfall.
    const days = [day("2026-03-01"), day("2026-03-02", { yieldKwh: 100 })];
    const events = [
      { start: "2026-03-02T10:00", end: "2026-03-02T11:00", category: "forceMajeure", share: 1 },
    ];
    const c = plantContract(input({ terms, days, events, lastDay: "2026-03-02" }));
    expect(c.pr!.measured).toBeCloseTo(0.8, 15);
    expect(c.pr!.shortfall).toBe(0);
    expect(c.pr!.damages).toBe(0);
    expect(c.pr!.met).toBe(true);
  });
});

describe("lost revenue and sums", () => {
  it("splits the report month's losses by cause at the tariff, and sums plants", () => {
    // Contractor 100 kWh, forcedOutage (not excluded → contractor) 50, forceMajeure 200, overspill 30, performance 20; tariff 0.1.
    const days = [
      day("2026-02-28", { lossKwh: 999 }),
      day("2026-03-01", { lossKwh: 100, overspillKwh: 30 }),
      day("2026-03-02", { lossKwh: 50 }),
      day("2026-03-03", { lossKwh: 200 }),
    ];
    const events = [
      { start: "2026-03-02T08:00", end: "2026-03-02T09:00", category: "forcedOutage", share: 1 },
      { start: "2026-03-03T08:00", end: "2026-03-03T09:00", category: "forceMajeure", share: 1 },
    ];
    const c = plantContract(
      input({ terms: AVAIL, days, events, lastDay: "2026-03-03", performanceLossKwh: 20 }),
    );
    expect(c.lostRevenueByCause).toEqual({
      contractor: 15,
      forceMajeure: 20,
      curtailment: 3,
      performance: 2,
    });
    const sums = contractSums([c, null, c]);
    expect(sums).toMatchObject({
      plants: 2,
      lostRevenueByCause: { contractor: 30, forceMajeure: 40, curtailment: 6, performance: 4 },
    });
    expect(sums!.availability.lossKwh).toBe(700);
    expect(contractSums([null])).toBeNull();
  });
});

describe("verdicts on the contract's figures", () => {
  it("availability met at or above the guarantee, PR met when the rounded shortfall is 0, null when unknown", () => {
    // E 980, L 20 (contractor): A_c = 1 − 20/1000 = 0.98 = A_g → met, AA = 1, no damages.
    const at = plantContract(
      input({
        terms: AVAIL,
        days: [day("2026-03-01", { yieldKwh: 980, lossKwh: 20 })],
        lastDay: "2026-03-01",
      }),
    );
    expect(at.availability).toMatchObject({ contractual: 0.98, met: true, damages: 0 });
    // E 979, L 21: A_c = 0.979 < 0.98 → not met; AA = 1 − 2 × 0.001 = 0.998; 0.002 × (1000 × 0.1) = €0.20.
    const below = plantContract(
      input({
        terms: AVAIL,
        days: [day("2026-03-01", { yieldKwh: 979, lossKwh: 21 })],
        lastDay: "2026-03-01",
      }),
    );
    expect(below.availability).toMatchObject({ met: false, damages: 0.2 });
    // No day with a loss value: contractual unknown, and so is the verdict.
    const none = plantContract(
      input({ terms: AVAIL, days: [day("2026-03-01", { lossKwh: null })], lastDay: "2026-03-01" }),
    );
    expect(none.availability).toMatchObject({ contractual: null, met: null, damages: null });
    // PR: guaranteed 0.8, tolerance 0.03 → 0.776; measured 970 / 1250 = 0.776 → shortfall 0, met.
    // Measured 0.7755 → 0.0005 rounds half-up to 0.001: not met, though by a hair.
    const pr = (yieldKwh: number) =>
      plantContract(
        input({
          terms: {
            name: "PPA",
            start: "2024-01-01",
            pr: {
              guaranteed: 0.8,
              degradation: 0,
              degradationMode: "linear",
              tolerance: 0.03,
              referenceTemperatureC: 25,
              period: "month",
              price: 0.1,
            },
          },
          days: [day("2026-03-01", { yieldKwh })],
          lastDay: "2026-03-01",
        }),
      ).pr!;
    expect(pr(970)).toMatchObject({ shortfall: 0, met: true, damages: 0 });
    // 0.001 × 1250 kWh × €0.10 = €0.125 → €0.13 (half-up).
    expect(pr(969.375)).toMatchObject({ shortfall: 0.001, met: false, damages: 0.13 });
    const unknown = plantContract(
      input({
        terms: { name: "PPA", start: "2024-01-01", pr: PR_TERMS },
        days: [day("2026-03-01")],
        lastDay: "2026-03-01",
        plant: { capacityKwp: null, tariff: 0.1, temperatureCoefficient: null },
      }),
    ).pr!;
    expect(unknown).toMatchObject({ measured: null, met: null, damages: null });
  });
});

const PR_TERMS = {
  guaranteed: 0.8,
  degradation: 0,
  degradationMode: "linear" as const,
  tolerance: 0.03,
  referenceTemperatureC: 25,
  period: "month" as const,
};

describe("money rounding", () => {
  it("half-up to the currency's minor unit, totals the decimal sum of the rounded figures", () => {
    expect(minorUnitDecimals("EUR")).toBe(2);
    expect(minorUnitDecimals("JPY")).toBe(0);
    expect(minorUnitDecimals("KWD")).toBe(3);
    expect(roundHalfUp(1.005, 2)).toBe(1.01); // 1.00499999999999989… as a double
    expect(roundHalfUp(14.2249, 2)).toBe(14.22);
    expect(roundHalfUp(1234.5, 0)).toBe(1235);
    expect(1.1 + 2.2).not.toBe(3.3);
    expect(decimalSum([1.1, 2.2])).toBe(3.3);
    expect(decimalSum([0.1, 0.2])).toBe(0.3);
    expect(decimalSum([120, 239.99])).toBe(359.99);
    expect(decimalSum([])).toBe(0);
  });

  it("rounds damages and lost revenue at the plant and sums the rounded figures", () => {
    // Lost revenue: contractor 33.333 kWh × 0.1 = 3.3333 → 3.33; curtailment 0.125 kWh × 0.1 = 0.0125 → 0.01.
    const c = plantContract(
      input({
        terms: AVAIL,
        days: [day("2026-03-01", { yieldKwh: 966.667, lossKwh: 33.333, overspillKwh: 0.125 })],
        lastDay: "2026-03-01",
      }),
    );
    expect(c.lostRevenueByCause).toEqual({
      contractor: 3.33,
      forceMajeure: 0,
      curtailment: 0.01,
      performance: 0,
    });
    // A_c = 1 − 33.333/1000 = 0.966667; AA = 1 − 2 × 0.013333 = 0.973334; (1 − AA) × 100 = 2.6666 → 2.67.
    expect(c.availability!.damages).toBe(2.67);
    const sums = contractSums([c, c, c])!;
    expect(sums.availability.damages).toBe(8.01);
    expect(sums.damages).toBe(8.01);
    expect(sums.lostRevenueByCause).toEqual({
      contractor: 9.99,
      forceMajeure: 0,
      curtailment: 0.03,
      performance: 0,
    });
  });
});

describe("the contract's rules, defaults filled in", () => {
  it("states slope and floor for a price adjustment, the price for energy, PR's excluded days", () => {
    const c = plantContract(input({ terms: { ...AVAIL, pr: PR_TERMS } }));
    expect(c.rules).toEqual({
      start: "2021-03-01",
      availability: {
        period: "month",
        excluded: ["forceMajeure"],
        scheme: "priceAdjustment",
        slope: 2,
        floor: 0.7,
        price: null,
        cap: null,
      },
      pr: {
        period: "month",
        guaranteedFirstYear: 0.8,
        degradation: 0,
        degradationMode: "linear",
        tolerance: 0.03,
        referenceTemperatureC: 25,
        excluded: ["forceMajeure"],
        price: null,
        pricePerPoint: null,
        cap: null,
      },
    });
    const energy = { ...AVAIL.availability, scheme: "energy" as const, price: 0.5, cap: 250 };
    expect(
      plantContract(input({ terms: { ...AVAIL, availability: energy } })).rules!.availability,
    ).toMatchObject({
      slope: null,
      floor: null,
      price: 0.5,
      cap: 250,
    });
  });
});
