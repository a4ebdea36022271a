import { describe, expect, it } from "vitest";
import {
  buildPlantReport,
  buildPortfolio,
  daysOfMonth,
  failedPlantReport,
  WEIGHTING_RULES,
} from "../../../src/metrics/index.js";
import type { PlantReport } from "../../../src/metrics/model.js";
import { reportWarning } from "../../../src/vocabulary/report-warning.js";
import { ALL_KPIS, CANONICAL, details, emptyValues, K, monthly, plant, RULES, series } from "./series.js";

const FEB = daysOfMonth("2026-02");
const HISTORY = ["2026-01", "2026-02"];
const TARGETS = { pr: 0.8, availability: 0.98 };

function report(
  id: string,
  values: Record<string, Record<string, number | null>>,
  d = details(),
): PlantReport {
  return buildPlantReport({
    plant: plant(id),
    details: d,
    series: series(values),
    freshness: null,
    kpis: ALL_KPIS,
    units: CANONICAL,
    month: "2026-02",
    dates: FEB,
    reportedThrough: null,
    historyMonths: HISTORY,
    verdictRules: RULES,
  });
}

// A: 100 kWp, tariff 0.1, budget Jan 350 / Feb 400.
const A = report(
  "A",
  {
    [K.yield]: { "2026-02-01": 90, "2026-02-02": 210, "2026-01-15": 100 },
    [K.meter]: { "2026-02-01": 90, "2026-02-02": 210 },
    [K.irradiation]: { "2026-02-01": 1, "2026-02-02": 3, "2026-01-15": 2 },
    [K.pr]: { "2026-02-01": 0.9, "2026-02-02": 0.7, "2026-01-15": 0.8 },
    [K.availability]: { "2026-02-01": 1, "2026-02-02": 0.9, "2026-01-15": 1 },
  },
  details({ capacityKwp: 100, tariff: 0.1, budgetKwh: monthly(350, 50) }),
);

// B: no tariff, no budget; capacity 300 or unknown.
const B_VALUES = {
  [K.yield]: { "2026-02-01": 150, "2026-01-15": 200 },
  [K.meter]: { "2026-02-01": 150 },
  [K.irradiation]: { "2026-02-01": 2, "2026-01-15": 1 },
  [K.pr]: { "2026-02-01": 0.5, "2026-01-15": 0.6 },
  [K.availability]: { "2026-02-01": 0.8, "2026-01-15": 1 },
};
const B = report("B", B_VALUES, details({ capacityKwp: 300 }));
const B_NO_CAPACITY = report("B", B_VALUES);

const FAILED = failedPlantReport(
  plant("C"),
  reportWarning("plantFetchFailed", { reason: "timeout" }, "timeout"),
  details({ capacityKwp: 1000, budgetKwh: monthly(5000, 0) }),
  "2026-02",
  HISTORY,
  RULES,
);

describe("buildPortfolio with every capacity known: irradiation × capacity", () => {
  const p = buildPortfolio([A, B, FAILED], FEB, HISTORY, RULES);
  const m = p.metrics;

  it("says how it weighted", () => {
    expect(p.weighting).toBe("irradiation×capacity");
    expect(p.weightingRule).toBe(WEIGHTING_RULES["irradiation×capacity"]);
    expect(p.weightingRule).toMatch(/PR \(IEC 61724-1\) is a ratio of sums/);
    expect(p.weightingRule).toMatch(/divided by their budget for the days covered, minus 1/);
    expect(p.targets).toEqual(TARGETS);
  });

  it("sums energy, capacity and revenue over ok plants only", () => {
    expect(m).toMatchObject({ plants: 3, plantsOk: 2, plantsFailed: 1 });
    expect(m.yieldKwh).toBe(450); // 300 + 150
    expect(m.meterYieldKwh).toBe(450);
    expect(m.capacityKwp).toBe(400); // the failed plant's 1000 kWp is not counted
    expect(m.specificYieldKwhKwp).toBe(1.125); // 450 / 400
    expect(m.revenue).toBeCloseTo(30, 12); // only A has a tariff: 300 × 0.1
    expect(m.overspillKwh).toBeNull();
  });

  it("takes the capacity-weighted mean of the plants' irradiation", () => {
    expect(m.irradiationKwhM2).toBe(2.5); // (4·100 + 2·300) / 400
  });

  it("takes PR as a ratio of sums, never a mean of the plants' PRs", () => {
    // Σ E / Σ P0·H: (90 + 210 + 150) / (100·(1 + 3) + 300·2) = 450/1000
    expect(m.pr).toBeCloseTo(0.45, 12);
    expect(m.referenceYieldKwh).toBeCloseTo(1000, 12);
    // the plants' own PRs are 300/400 = 0.75 and 150/600 = 0.25: their mean 0.5 is not the portfolio's
    expect(A.metrics.pr).toBeCloseTo(0.75, 12);
    expect(B.metrics.pr).toBeCloseTo(0.25, 12);
    expect(m.pr).not.toBeCloseTo(0.5, 3);
  });

  it("weights the effective PR and availability by irradiation × capacity over plant-days", () => {
    // (0.9·1·100 + 0.7·3·100 + 0.5·2·300) / (1·100 + 3·100 + 2·300) = 600/1000
    expect(m.prEffective).toBeCloseTo(0.6, 12);
    // availability: (1·100 + 0.9·300 + 0.8·600) / 1000
    expect(m.availability).toBeCloseTo(0.85, 12);
  });

  it("compares the yield of plants with a budget against their budget", () => {
    expect(m.budgetKwh).toBe(400); // only A has one; the failed plant's is not counted
    // A has 2 of February's 28 days: 400 · 2/28 of its budget is due
    expect(m.budgetCoveredKwh).toBeCloseTo(400 / 14, 12);
    expect(m.budgetVariance).toBeCloseTo(300 / (400 / 14) - 1, 12); // B's 150 kWh not counted
  });

  it("sums the plants' bridges, and the sum closes", () => {
    const b = p.bridge!;
    expect(b.budgetKwh).toBeCloseTo(400 / 14, 12);
    expect(b.weatherKwh).toBeNull(); // A has no irradiation normal
    expect(b.availabilityKwh).toBeCloseTo(-(210 * 0.1) / 0.9, 12);
    expect(b.actualKwh).toBe(300);
    expect(b.budgetKwh + (b.weatherKwh ?? 0) + b.availabilityKwh! + b.performanceKwh).toBeCloseTo(
      b.actualKwh,
      12,
    );
    expect(b.value!.actual).toBeCloseTo(30, 12);
  });

  it("sums year to date over the plants, the variance over those with a budget", () => {
    const y = p.ytd!;
    expect(y).toMatchObject({ from: "2026-01", to: "2026-02", yieldTotalKwh: 750 });
    expect(y.budgetKwh).toBeCloseTo(350 / 31 + 400 / 14, 12); // A: 1 of 31 days, 2 of 28 days
    expect(y.budgetVariance).toBeCloseTo(400 / (350 / 31 + 400 / 14) - 1, 12); // A's 100 + 300 kWh
    expect(y.revenue).toBeCloseTo(30, 12); // January has no meter value, estimable or not
  });

  it("decides the portfolio's verdicts from its own figures", () => {
    expect(p.verdicts.pr).toMatchObject({ metric: "pr", value: m.pr, target: 0.8, verdict: "below" });
    expect(p.verdicts.energy).toMatchObject({ value: m.budgetVariance, verdict: "target" });
    expect(p.verdicts.irradiation.verdict).toBeNull();
  });

  it("builds the daily series", () => {
    expect(p.daily).toHaveLength(28);
    const [d1, d2, d3] = p.daily;
    expect(d1).toMatchObject({
      date: "2026-02-01",
      yieldKwh: 240,
      irradiationKwhM2: 1.75,
      plantsReporting: 2,
    });
    expect(d1?.pr).toBeCloseTo(240 / 700, 12); // (90 + 150) / (100·1 + 300·2)
    expect(d1?.prEffective).toBeCloseTo(390 / 700, 12); // (0.9·1·100 + 0.5·2·300) / (100 + 600)
    expect(d1?.yieldTotalKwh).toBe(240);
    expect(d1?.availability).toBeCloseTo(580 / 700, 12); // (1·100 + 0.8·600) / 700
    expect(d2).toMatchObject({ yieldKwh: 210, irradiationKwhM2: 3, plantsReporting: 1 });
    expect(d2?.pr).toBeCloseTo(0.7, 12);
    expect(d3).toEqual({
      date: "2026-02-03",
      yieldKwh: null,
      yieldEstimatedKwh: null,
      yieldTotalKwh: null,
      irradiationKwhM2: null,
      pr: null,
      prEffective: null,
      availability: null,
      plantsReporting: 0,
    });
  });

  it("builds the trend the same way, the report month repeating the month's figures", () => {
    const [jan, feb] = p.trend;
    expect(jan).toMatchObject({
      month: "2026-01",
      yieldKwh: 300,
      budgetKwh: 350,
      daysWithData: 1,
      daysInMonth: 31,
    });
    expect(jan?.irradiationKwhM2).toBeCloseTo(1.25, 12); // (2·100 + 1·300) / 400
    expect(jan?.pr).toBeCloseTo(0.6, 12); // (100 + 200) / (100·2 + 300·1)
    expect(jan?.prEffective).toBeCloseTo(0.68, 12); // (0.8·2·100 + 0.6·1·300) / (200 + 300)
    expect(jan?.availability).toBeCloseTo(1, 12);
    expect(feb).toMatchObject({
      month: "2026-02",
      yieldKwh: 450,
      budgetKwh: 400,
      daysWithData: 2,
      daysInMonth: 28,
    });
    expect(feb?.pr).toBe(m.pr);
  });

  it("does not let a plant without data (and without capacity) change the weighting", () => {
    const silent = report("D", emptyValues());
    const q = buildPortfolio([A, B, silent], FEB, HISTORY, RULES);
    expect(q.weighting).toBe("irradiation×capacity");
    expect(q.metrics.pr).toBeCloseTo(0.45, 12);
    expect(q.metrics.prEffective).toBeCloseTo(0.6, 12);
    expect(q.metrics.plantsOk).toBe(3);
    expect(q.metrics.yieldKwh).toBe(450);
  });
});

describe("buildPortfolio with a capacity unknown: irradiation only", () => {
  const p = buildPortfolio([A, B_NO_CAPACITY], FEB, HISTORY, RULES);
  const m = p.metrics;

  it("says it fell back to irradiation weighting", () => {
    expect(p.weighting).toBe("irradiation");
    expect(p.weightingRule).toBe(WEIGHTING_RULES.irradiation);
    expect(p.weightingRule).toMatch(/not every plant's capacity is known/);
  });

  it("weights PR and availability by irradiation alone", () => {
    expect(m.prEffective).toBeCloseTo(4 / 6, 12); // (0.9·1 + 0.7·3 + 0.5·2) / 6
    expect(m.availability).toBeCloseTo(5.3 / 6, 12); // (1·1 + 0.9·3 + 0.8·2) / 6
    expect(m.prEffective).not.toBeCloseTo(0.6, 3);
    expect(m.pr).toBeCloseTo(0.75, 12); // IEC over the plants with a capacity: A's 300 / 400
  });

  it("takes the plain mean of irradiation and the specific yield of plants with a capacity", () => {
    expect(m.irradiationKwhM2).toBe(3); // (4 + 2) / 2
    expect(m.capacityKwp).toBe(100);
    expect(m.specificYieldKwhKwp).toBe(3); // A: 300 / 100
  });

  it("applies the same weighting to days and trend", () => {
    expect(p.daily[0]?.irradiationKwhM2).toBe(1.5);
    expect(p.daily[0]?.prEffective).toBeCloseTo(1.9 / 3, 12); // (0.9·1 + 0.5·2) / 3
    expect(p.trend[0]?.prEffective).toBeCloseTo(2.2 / 3, 12); // (0.8·2 + 0.6·1) / 3
  });
});

describe("buildPortfolio with no ok plant", () => {
  it("has null figures, not zeros", () => {
    const p = buildPortfolio([FAILED], FEB, HISTORY, RULES);
    const {
      plants,
      plantsOk,
      plantsFailed,
      plantsWithBudget,
      plantDaysEstimated,
      plantDaysWithoutData,
      ...figures
    } = p.metrics;
    expect({
      plants,
      plantsOk,
      plantsFailed,
      plantsWithBudget,
      plantDaysEstimated,
      plantDaysWithoutData,
    }).toEqual({
      plants: 1,
      plantsOk: 0,
      plantsFailed: 1,
      plantsWithBudget: 0,
      plantDaysEstimated: 0,
      plantDaysWithoutData: 0,
    });
    expect(Object.entries(figures).filter(([, v]) => v !== null)).toEqual([]);
    expect(p.bridge).toBeNull();
    expect(p.ytd).toBeNull();
    expect(p.daily.every((d) => d.plantsReporting === 0 && d.yieldKwh === null)).toBe(true);
    expect(p.trend[0]).toMatchObject({ yieldKwh: null, budgetKwh: null, daysWithData: 0 });
  });
});

describe("portfolio targets weighted as their figures are (DESIGN.md 'Portfolio figures')", () => {
  // B's own targets differ from A's (0.8, 0.98): PR 0.75, availability 0.95.
  const ownTargets = report(
    "B",
    B_VALUES,
    details({ capacityKwp: 300, prTarget: 0.75, availabilityTarget: 0.95 }),
  );

  it("weights the PR target by the plants' reference yields", () => {
    const p = buildPortfolio([A, ownTargets, FAILED], FEB, HISTORY, RULES);
    // R_A = 100 kWp · (1 + 3) = 400, R_B = 300 · 2 = 600: (0.8·400 + 0.75·600) / 1000
    expect(A.metrics.referenceYieldKwh).toBe(400);
    expect(ownTargets.metrics.referenceYieldKwh).toBe(600);
    expect(p.targets.pr).toBeCloseTo(0.77, 14);
    // The portfolio's PR, 0.45, is judged against 0.77, not the definition's flat 0.8.
    expect(p.verdicts.pr).toMatchObject({ target: p.targets.pr, value: p.metrics.pr });
  });

  it("weights the availability target by irradiation × capacity over the days behind availability", () => {
    const p = buildPortfolio([A, ownTargets], FEB, HISTORY, RULES);
    // H_A = 1 + 3 = 4 at 100 kWp, H_B = 2 at 300 kWp: (0.98·400 + 0.95·600) / 1000
    expect(A.metrics.availabilityIrradiationKwhM2).toBe(4);
    expect(p.targets.availability).toBeCloseTo(0.962, 14);
    expect(p.verdicts.availability.target).toBe(p.targets.availability);
  });

  it("weights by irradiation alone when the portfolio does", () => {
    const noCapacity = report("B", B_VALUES, details({ prTarget: 0.75, availabilityTarget: 0.95 }));
    const p = buildPortfolio([A, noCapacity], FEB, HISTORY, RULES);
    expect(p.weighting).toBe("irradiation");
    expect(p.targets.availability).toBeCloseTo((0.98 * 4 + 0.95 * 2) / 6, 14);
    // IEC PR only over the plants with a capacity: B has none, so A's target alone.
    expect(p.targets.pr).toBeCloseTo(0.8, 14);
  });

  it("has no target without a plant that has both a target and the figure", () => {
    const p = buildPortfolio([FAILED], FEB, HISTORY, RULES);
    expect(p.targets).toEqual({ pr: null, availability: null });
  });
});

describe("the portfolio's bridge ends at the revenue of the plants it sums", () => {
  it("sums the new steps and closes in kWh and in money", () => {
    const p = buildPortfolio([A, B, FAILED], FEB, HISTORY, RULES);
    const b = p.bridge!;
    // Only A has a budget: the bridge is A's.
    expect(b).toEqual(A.bridge);
    expect(b.value!.metered).toBe(A.metrics.revenue);
    expect(b.actualKwh + b.exportLossKwh!).toBeCloseTo(b.meteredKwh!, 12);
  });
});
