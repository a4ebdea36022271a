import { describe, expect, it } from "vitest";
import { fillEstimates } from "../../../src/metrics/estimates.js";
import {
  availabilityLoss,
  estimationRatios,
  monthlyMetrics,
  plantBridge,
  sanityWarnings,
  verdicts,
  withEstimates,
} from "../../../src/metrics/index.js";
import type { DailyRow, DailyValues } from "../../../src/metrics/model.js";
import { RULES } from "./series.js";

const NONE: DailyValues = {
  yieldKwh: null,
  meterYieldKwh: null,
  irradiationKwhM2: null,
  pr: null,
  availability: null,
  cellTemperatureC: null,
  overspillKwh: null,
};
const NO_ESTIMATE = {
  yieldEstimatedKwh: null,
  yieldEstimateSource: null,
  meterYieldEstimatedKwh: null,
  meterYieldEstimateSource: null,
} as const;

function row(date: string, values: Partial<DailyValues>, late: boolean | null = false): DailyRow {
  return { date, status: "ok", late, outage: false, ...NONE, ...values, ...NO_ESTIMATE };
}

/*
 * A six-day period, hand-computed below (DESIGN.md "Monthly figures"):
 * d1, d2 normal days (d2 hot, at 90 % availability); d3 yield missing, meter present
 * (estimated from the meter); d4 yield and meter missing, irradiation present (estimated
 * from irradiation); d5 nothing at all (not estimable, late); d6 a day at 0 % availability.
 */
const MEASURED: DailyRow[] = [
  row("2026-09-01", {
    yieldKwh: 40,
    meterYieldKwh: 39,
    irradiationKwhM2: 5,
    pr: 0.82,
    availability: 1,
    cellTemperatureC: 35,
    overspillKwh: 0,
  }),
  row("2026-09-02", {
    yieldKwh: 36,
    meterYieldKwh: 35.1,
    irradiationKwhM2: 4,
    pr: 0.9,
    availability: 0.9,
    cellTemperatureC: 45,
    overspillKwh: 1.5,
  }),
  row("2026-09-03", { meterYieldKwh: 19.5, irradiationKwhM2: 3 }),
  row("2026-09-04", { irradiationKwhM2: 2 }),
  { ...row("2026-09-05", {}, true), status: "missing" },
  row("2026-09-06", {
    yieldKwh: 0,
    meterYieldKwh: 0,
    irradiationKwhM2: 4,
    pr: 0,
    availability: 0,
    cellTemperatureC: 20,
  }),
];
const CTX = {
  capacityKwp: 10,
  budgetKwh: 120,
  tariff: 0.2,
  daysInMonth: 6,
  temperatureCoefficient: -0.004,
  irradiationNormalKwhM2: 18,
};

describe("estimates for missing days", () => {
  const k = estimationRatios(MEASURED);
  const rows = withEstimates(MEASURED, k);

  it("fills copies, leaving the measured rows as they were; in place the same rows come out", () => {
    expect(MEASURED.every((r) => r.yieldEstimatedKwh === null && r.meterYieldEstimatedKwh === null)).toBe(
      true,
    );
    const inPlace = MEASURED.map((r) => ({ ...r }));
    expect(fillEstimates(inPlace, k)).toBe(inPlace);
    expect(inPlace).toEqual(rows);
    expect(inPlace.map((r) => Object.keys(r))).toEqual(rows.map((r) => Object.keys(r)));
  });

  it("takes each ratio from the days where both values are measured", () => {
    expect(k.meterPerYield).toBeCloseTo(74.1 / 76, 14); // (39 + 35.1 + 0) / (40 + 36 + 0) = 0.975
    expect(k.yieldPerIrradiation).toBeCloseTo(76 / 13, 14); // d1, d2, d6
    expect(k.meterPerIrradiation).toBeCloseTo(93.6 / 16, 14); // d1, d2, d3, d6 = 5.85
  });

  it("estimates a yield from the meter first: Ê = M / k_ME", () => {
    expect(rows[2]!.yieldEstimatedKwh).toBeCloseTo(20, 12); // 19.5 / 0.975
    expect(rows[2]!.yieldEstimateSource).toBe("meter");
    expect(rows[2]!.yieldKwh).toBeNull(); // the measured value stays missing
  });

  it("estimates from irradiation when the meter is missing too: Ê = H · k_EH, M̂ = H · k_MH", () => {
    expect(rows[3]!.yieldEstimatedKwh).toBeCloseTo(152 / 13, 12); // 2 · 76/13
    expect(rows[3]!.yieldEstimateSource).toBe("irradiation");
    expect(rows[3]!.meterYieldEstimatedKwh).toBeCloseTo(11.7, 12); // 2 · 5.85
    expect(rows[3]!.meterYieldEstimateSource).toBe("irradiation");
  });

  it("estimates nothing for a day without any value, nor for a measured day", () => {
    expect(rows[4]).toMatchObject(NO_ESTIMATE);
    expect(rows[0]).toMatchObject(NO_ESTIMATE);
  });

  it("estimates a missing meter day from the yield: M̂ = E · k_ME", () => {
    const gap = withEstimates(
      [MEASURED[0]!, row("2026-09-02", { yieldKwh: 20, irradiationKwhM2: 2 })],
      estimationRatios(MEASURED),
    );
    expect(gap[1]!.meterYieldEstimatedKwh).toBeCloseTo(19.5, 12); // 20 · 0.975
    expect(gap[1]!.meterYieldEstimateSource).toBe("yield");
  });

  it("has no ratio without a day that has both values", () => {
    const k0 = estimationRatios([
      row("2026-09-01", { yieldKwh: 5 }),
      row("2026-09-02", { meterYieldKwh: 5 }),
    ]);
    expect(k0).toEqual({ meterPerYield: null, yieldPerIrradiation: null, meterPerIrradiation: null });
  });
});

describe("monthlyMetrics", () => {
  const rows = withEstimates(MEASURED, estimationRatios(MEASURED));
  const m = monthlyMetrics(rows, CTX);

  it("keeps measured sums apart from totals with estimates", () => {
    expect(m.yieldKwh).toBe(76);
    expect(m.yieldEstimatedKwh).toBeCloseTo(412 / 13, 12); // 20 + 152/13
    expect(m.yieldTotalKwh).toBeCloseTo(1400 / 13, 12); // 76 + 412/13 = 107.69
    expect(m.meterYieldKwh).toBeCloseTo(93.6, 12);
    expect(m.meterYieldEstimatedKwh).toBeCloseTo(11.7, 12);
    expect(m.meterYieldTotalKwh).toBeCloseTo(105.3, 12);
    expect(m.daysWithData).toBe(3);
    expect(m.daysEstimated).toBe(2);
    expect(m.irradiationKwhM2).toBe(18);
    expect(m.overspillKwh).toBe(1.5);
  });

  it("computes the IEC 61724-1 PR from yield, irradiation and capacity", () => {
    expect(m.pr).toBeCloseTo(76 / 130, 14); // Σ E / (P0 · Σ H) over d1, d2, d6 = 0.5846
    expect(m.referenceYieldKwh).toBeCloseTo(130, 12);
  });

  it("keeps the service's effective PR apart, weighted by irradiation", () => {
    expect(m.prEffective).toBeCloseTo(7.7 / 13, 14); // (0.82·5 + 0.9·4 + 0·4) / 13
  });

  it("corrects PR to 25 °C: a hot month's PR at 25 °C is above its PR", () => {
    // Σ H·(1 + γ(T − 25)) = 5·0.96 + 4·0.92 + 4·1.02 = 12.56
    expect(m.prTemperatureCorrected).toBeCloseTo(76 / 125.6, 14);
    expect(m.prTemperatureCorrected!).toBeGreaterThan(m.pr!);
    const cold = monthlyMetrics(
      rows.map((r) => ({ ...r, cellTemperatureC: r.cellTemperatureC === null ? null : 5 })),
      CTX,
    );
    expect(cold.prTemperatureCorrected!).toBeLessThan(cold.pr!);
  });

  it("weights availability and cell temperature by irradiation", () => {
    expect(m.availability).toBeCloseTo(8.6 / 13, 14); // (1·5 + 0.9·4 + 0·4) / 13
    expect(m.cellTemperatureC).toBeCloseTo(435 / 13, 12); // (35·5 + 45·4 + 20·4) / 13
  });

  it("counts availability loss, a day at 0 % at the full-availability yield of its irradiation", () => {
    // d2: 36·0.1/0.9 = 4; d6: H·k100 = 4 · (40/1 + 36/0.9)/(5 + 4) = 320/9
    expect(m.availabilityLossKwh).toBeCloseTo(4 + 320 / 9, 12);
    expect(availabilityLoss([row("2026-09-01", { yieldKwh: 5 })])).toBeNull();
  });

  it("compares yield with the budget of the days it covers, and with the full budget beside it", () => {
    expect(m.budgetKwh).toBe(120);
    expect(m.budgetCoveredKwh).toBeCloseTo(100, 12); // 120 · (3 + 2) / 6
    expect(m.budgetVariance).toBeCloseTo(1400 / 1300 - 1, 12); // +7.7 %, not −10 % against 120
    // The contract's view: d5 without any value counts against the plant. (1400/13)/120 − 1 = −10.3 %
    expect(m.budgetVarianceFull).toBeCloseTo(1400 / 1560 - 1, 12);
  });

  it("counts the days behind each figure", () => {
    expect(m.daysCovered).toBe(5); // 3 measured + 2 estimated
    expect(m.daysReported).toBe(6);
    expect(m.daysWithoutData).toBe(1); // the sixth day: neither measured nor estimated
    expect(m.dataCompleteness).toBeCloseTo(3 / 6, 14);
    expect(m.availabilityIrradiationKwhM2).toBe(13); // d1 5 + d2 4 + d6 4: the days with A and H
  });

  it("compares irradiation with the normal of the days that have it", () => {
    expect(m.irradiationNormalKwhM2).toBeCloseTo(15, 12); // 18 · 5/6
    expect(m.irradiationVariance).toBeCloseTo(0.2, 12); // 18/15 − 1
  });

  it("values revenue on the total meter yield and divides the total yield by capacity", () => {
    expect(m.revenue).toBeCloseTo(21.06, 12); // 105.3 × 0.2
    expect(m.specificYieldKwhKwp).toBeCloseTo(140 / 13, 12); // (1400/13) / 10
    expect(m.lateDays).toBe(1);
  });

  it("gives null, never 0, for figures without capacity, budget, tariff, normal or coefficient", () => {
    const bare = monthlyMetrics(rows, { capacityKwp: null, budgetKwh: null, tariff: null, daysInMonth: 6 });
    for (const key of [
      "pr",
      "referenceYieldKwh",
      "prTemperatureCorrected",
      "specificYieldKwhKwp",
      "budgetKwh",
      "budgetCoveredKwh",
      "budgetVariance",
      "irradiationNormalKwhM2",
      "irradiationVariance",
      "revenue",
    ] as const) {
      expect(bare[key], key).toBeNull();
    }
    expect(bare.prEffective).toBeCloseTo(7.7 / 13, 14);
    const zero = monthlyMetrics(rows, { ...CTX, capacityKwp: 0, budgetKwh: 0 });
    expect(zero.budgetVariance).toBeNull();
    expect(zero.pr).toBeNull();
    expect(zero.specificYieldKwhKwp).toBeNull();
  });

  it("gives null figures and zero counts for a plant with no data at all", () => {
    const empty = ["2026-09-01", "2026-09-02"].map((d) => ({ ...row(d, {}), status: "missing" as const }));
    const m0 = monthlyMetrics(empty, CTX);
    expect(m0.yieldTotalKwh).toBeNull();
    expect(m0.yieldEstimatedKwh).toBeNull();
    expect(m0.budgetCoveredKwh).toBe(0); // no day covered: nothing of the budget is due
    expect(m0.budgetVariance).toBeNull();
    expect(m0.pr).toBeNull();
    expect(m0.availabilityLossKwh).toBeNull();
    expect(m0.daysWithData).toBe(0);
    expect(m0.daysEstimated).toBe(0);
  });

  it("gives a null PR when every day had zero irradiation", () => {
    const dark = [row("2026-09-01", { yieldKwh: 0, irradiationKwhM2: 0, pr: 0.8, availability: 1 })];
    const m0 = monthlyMetrics(dark, CTX);
    expect(m0.pr).toBeNull();
    expect(m0.prEffective).toBeNull();
    expect(m0.availability).toBeNull();
    expect(m0.yieldKwh).toBe(0);
  });

  it("never reports a sum that overflowed: finite days can add up to Infinity", () => {
    const huge = [
      row("2026-09-01", { yieldKwh: 1e308, meterYieldKwh: 1e308 }),
      row("2026-09-02", { yieldKwh: 1e308, meterYieldKwh: 1e308 }),
    ];
    const m0 = monthlyMetrics(huge, { ...CTX, capacityKwp: null });
    expect(m0.yieldKwh).toBeNull();
    expect(m0.yieldTotalKwh).toBeNull();
    expect(m0.revenue).toBeNull();
    expect(Object.values(m0).every((v) => v === null || Number.isFinite(v))).toBe(true);
  });
});

describe("the budget bridge", () => {
  const m = monthlyMetrics(withEstimates(MEASURED, estimationRatios(MEASURED)), CTX);
  const b = plantBridge(m, 0.2)!;

  it("goes budget → weather → availability → curtailment → performance → actual → metered, hand-computed", () => {
    expect(b.budgetKwh).toBeCloseTo(100, 12);
    expect(b.weatherKwh).toBeCloseTo(20, 12); // 100 · (18/15 − 1)
    expect(b.availabilityKwh).toBeCloseTo(-(4 + 320 / 9), 12);
    expect(b.curtailmentKwh).toBe(-1.5); // d2's overspill
    expect(b.actualKwh).toBeCloseTo(1400 / 13, 12);
    expect(b.performanceKwh).toBeCloseTo(1400 / 13 - 100 - 20 + (4 + 320 / 9) + 1.5, 12);
    // metered: 93.6 measured + 11.7 estimated = 105.3; export loss 105.3 − 1400/13
    expect(b.meteredKwh).toBeCloseTo(105.3, 12);
    expect(b.exportLossKwh).toBeCloseTo(105.3 - 1400 / 13, 12);
  });

  it("closes exactly, in kWh and in money, and ends at the revenue", () => {
    const steps = b.budgetKwh + b.weatherKwh! + b.availabilityKwh! + b.curtailmentKwh + b.performanceKwh;
    expect(steps).toBeCloseTo(b.actualKwh, 12);
    expect(b.actualKwh + b.exportLossKwh!).toBeCloseTo(b.meteredKwh!, 12);
    const v = b.value!;
    expect(v.budget + v.weather! + v.availability! + v.curtailment + v.performance).toBeCloseTo(v.actual, 12);
    expect(v.actual).toBeCloseTo((1400 / 13) * 0.2, 12);
    expect(v.curtailment).toBeCloseTo(-0.3, 12); // −1.5 kWh × 0.2
    expect(v.actual + v.exportLoss!).toBeCloseTo(v.metered!, 12);
    // The money bridge ends where the revenue tile does, to the last bit, not just to the cent.
    expect(v.metered).toBe(m.revenue);
    expect(v.metered).toBeCloseTo(21.06, 12); // 105.3 × 0.2
  });

  it("has no curtailment step without overspill, and no export loss or metered step without a meter total", () => {
    const none = plantBridge({ ...m, overspillKwh: null, meterYieldTotalKwh: null, revenue: null }, 0.2)!;
    expect(none.curtailmentKwh).toBe(0);
    expect(none.exportLossKwh).toBeNull();
    expect(none.meteredKwh).toBeNull();
    expect(none.value!.metered).toBeNull();
    expect(none.value!.exportLoss).toBeNull();
    expect(none.budgetKwh + none.weatherKwh! + none.availabilityKwh! + none.performanceKwh).toBeCloseTo(
      none.actualKwh,
      12,
    );
  });

  it("leaves an unknowable step null and still closes: the rest is performance", () => {
    const noNormal = plantBridge({ ...m, irradiationVariance: null }, null)!;
    expect(noNormal.weatherKwh).toBeNull();
    expect(noNormal.value).toBeNull();
    const { budgetKwh, availabilityKwh, curtailmentKwh, performanceKwh } = noNormal;
    expect(budgetKwh + availabilityKwh! + curtailmentKwh + performanceKwh).toBeCloseTo(
      noNormal.actualKwh,
      12,
    );
  });

  it("has no bridge without a budget or without any yield", () => {
    expect(plantBridge({ ...m, budgetCoveredKwh: null }, 0.2)).toBeNull();
    expect(plantBridge({ ...m, yieldTotalKwh: null }, 0.2)).toBeNull();
  });
});

describe("verdicts", () => {
  const base = {
    budgetVariance: 0,
    pr: 0.8,
    prEffective: 0.85,
    prTemperatureCorrected: 0.82,
    availability: 0.98,
    irradiationVariance: 0,
  };
  const targets = { pr: 0.8, availability: 0.98 };

  it("is on target at the target, watch within the band, below beyond it", () => {
    expect(verdicts(base, targets, RULES).pr.verdict).toBe("target");
    expect(verdicts({ ...base, pr: 0.7999 }, targets, RULES).pr.verdict).toBe("watch");
    expect(verdicts({ ...base, pr: 0.79 }, targets, RULES).pr.verdict).toBe("watch");
    expect(verdicts({ ...base, pr: 0.77 }, targets, RULES).pr.verdict).toBe("below");
  });

  it("never calls a value on the wrong side of its target 'target'", () => {
    const v = verdicts({ ...base, budgetVariance: -0.0001, availability: 0.9799 }, targets, RULES);
    expect(v.energy.verdict).toBe("watch");
    expect(v.availability.verdict).toBe("watch");
    expect(verdicts({ ...base, budgetVariance: -0.06 }, targets, RULES).energy.verdict).toBe("below");
    expect(verdicts({ ...base, irradiationVariance: -0.11 }, targets, RULES).irradiation.verdict).toBe(
      "below",
    );
  });

  it("holds the value, target and watch threshold a workbook rule re-derives it from, and the gap", () => {
    const v = verdicts({ ...base, pr: 0.785 }, targets, RULES).pr;
    expect(v).toEqual({
      verdict: "watch",
      metric: "pr",
      fallbackFrom: null,
      value: 0.785,
      target: 0.8,
      watchFrom: 0.8 - 0.02,
      gap: 0.785 - 0.8,
      decimals: 1, // 78.5 % against 80.0 %: one decimal tells them apart
    });
  });

  it("judges the PR the rules name, and gives no verdict without a value or a target", () => {
    const effective = verdicts(base, targets, { ...RULES, pr: { watch: 0.02, metric: "prEffective" } }).pr;
    expect(effective).toMatchObject({ metric: "prEffective", value: 0.85, verdict: "target" });
    expect(verdicts({ ...base, pr: null }, targets, RULES).pr.verdict).toBeNull();
    expect(verdicts(base, { pr: null, availability: null }, RULES).availability.verdict).toBeNull();
  });
});

describe("sanity warnings", () => {
  const m = monthlyMetrics(withEstimates(MEASURED, estimationRatios(MEASURED)), CTX);

  it("names the capacity for a PR above 100 % and a specific yield above the irradiation", () => {
    const codes = sanityWarnings({ ...m, pr: 2.5, specificYieldKwhKwp: 45, irradiationKwhM2: 18 }, 10);
    expect(codes.map((w) => w.code)).toEqual(["prAboveOne", "specificYieldAboveIrradiation"]);
    expect(codes[0]!.message).toBe(
      "PR 250.0 % is above 100 %: the capacity (10 kWp) is probably too small, or the irradiation is not in kWh/m²",
    );
    expect(codes[1]!.message).toContain("check the capacity (kWp) and the energy units");
  });

  it("names the budget for a variance beyond ±50 %", () => {
    const w = sanityWarnings({ ...m, budgetVariance: -0.9 }, 10);
    expect(w).toEqual([
      {
        code: "budgetVarianceExtreme",
        message:
          "yield is -90.0 % against the budget: check the budget (kWh, not MWh or Wh; twelve values, January first)",
      },
    ]);
    expect(sanityWarnings(m, 10)).toEqual([]);
  });
});
