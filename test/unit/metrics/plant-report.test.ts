import { describe, expect, it } from "vitest";
import type { ParsedFreshness } from "../../../src/api/types.js";
import {
  buildPlantReport,
  daysOfMonth,
  failedPlantReport,
  type PlantReportInput,
} from "../../../src/metrics/index.js";
import { reportWarning } from "../../../src/vocabulary/report-warning.js";
import { ALL_KPIS, CANONICAL, details, emptyValues, K, monthly, plant, RULES, series } from "./series.js";

const OCT = daysOfMonth("2026-10");
const FIRST_TEN = OCT.slice(0, 10);

// MWh and percent, as this definition declares the service's units.
const yieldMwh: Record<string, number | null> = Object.fromEntries(FIRST_TEN.map((d) => [d, 0.11]));
yieldMwh["2026-10-05"] = null;
yieldMwh["2026-10-12"] = 0.5; // after reportedThrough: must not count
yieldMwh["2026-09-30"] = 1;

const SERIES = series(
  {
    [K.yield]: yieldMwh,
    [K.meter]: {}, // returned, but empty: a gap
    [K.irradiation]: { "2026-10-01": 2, "2026-10-02": 6, "2026-09-30": 5 },
    [K.pr]: { "2026-10-01": 90, "2026-10-02": 70, "2026-09-30": 80 },
    [K.availability]: { "2026-10-01": 100, "2026-10-02": 95 },
    [K.overspill]: { "2026-10-01": 0.001 },
    // K.temperature is absent: the service dropped an unknown name
  },
  { missingKpis: [K.temperature], warnings: { nonNumeric: 2, outOfRange: 0, duplicates: 0, unalignedTs: 0 } },
);

const FRESHNESS: ParsedFreshness = {
  plantId: "p1",
  days: Object.fromEntries(
    [...FIRST_TEN, "2026-10-11"]
      .filter((d) => d !== "2026-10-09")
      .map((d) => [
        d,
        { status: d === "2026-10-03" || d === "2026-10-11" ? "No Update" : "Update", lastUpdate: null },
      ]),
  ),
};

function input(over: Partial<PlantReportInput> = {}): PlantReportInput {
  return {
    plant: plant("p1", "Solarpark Nørre Åby"),
    // Oct budget 2200 + 9·100 = 3100 kWh, Sep 3000; Oct irradiation normal 115 + 9 = 124
    details: details({
      capacityKwp: 500,
      tariff: 0.1,
      budgetKwh: monthly(2200, 100),
      irradiationNormalKwhM2: monthly(115, 1),
    }),
    series: SERIES,
    freshness: FRESHNESS,
    kpis: ALL_KPIS,
    units: { energy: "MWh", ratio: "percent" },
    month: "2026-10",
    dates: OCT,
    reportedThrough: "2026-10-10",
    historyMonths: ["2026-09", "2026-10"],
    verdictRules: RULES,
    ...over,
  };
}

describe("buildPlantReport: a month in progress", () => {
  const r = buildPlantReport(input());

  it("carries the plant's identity and definition facts", () => {
    expect(r).toMatchObject({
      id: "p1",
      name: "Solarpark Nørre Åby",
      label: "L-p1",
      country: "DE",
      tzOffset: "+01:00",
      plantType: "ground",
      capacityKwp: 500,
      tariff: 0.1,
      status: "ok",
      error: null,
    });
  });

  it("has one row per day of the month, future days empty", () => {
    expect(r.daily.map((d) => d.date)).toEqual(OCT);
    expect(r.daily[11]).toMatchObject({ date: "2026-10-12", status: "future", yieldKwh: null });
  });

  it("computes the figures from the reported days, in kWh and fractions", () => {
    const m = r.metrics;
    expect(m.yieldKwh).toBeCloseTo(990, 9); // 9 days × 110 kWh
    expect(m.daysWithData).toBe(9);
    expect(m.daysInMonth).toBe(31);
    expect(m.irradiationKwhM2).toBe(8);
    expect(m.pr).toBeCloseTo(0.055, 12); // IEC: (110 + 110) / (500 kWp · 8 kWh/m²)
    expect(m.prEffective).toBeCloseTo(0.75, 12); // (0.9·2 + 0.7·6)/8
    expect(m.availabilityLossKwh).toBeCloseTo((110 * 0.05) / 0.95, 9); // 10-02 at 95 %
    expect(m.daysEstimated).toBe(0); // 10-05 has neither meter nor irradiation: not estimable
    expect(m.yieldTotalKwh).toBeCloseTo(990, 9);
    expect(m.availability).toBeCloseTo(0.9625, 12); // (1·2 + 0.95·6)/8
    expect(m.cellTemperatureC).toBeNull();
    expect(m.overspillKwh).toBeCloseTo(1, 12);
    expect(m.meterYieldKwh).toBeNull();
    expect(m.revenue).toBeNull(); // a tariff but no meter yield
    expect(m.specificYieldKwhKwp).toBeCloseTo(1.98, 9); // 990 / 500
    expect(m.lateDays).toBe(1);
  });

  it("prorates the budget by days reported and says so", () => {
    expect(r.metrics.budgetKwh).toBeCloseTo(1000, 9); // 3100 × 10/31
    // like for like: 9 of the 10 reported days have a yield, so 900 kWh of it is due
    expect(r.metrics.budgetCoveredKwh).toBeCloseTo(900, 9);
    expect(r.metrics.budgetVariance).toBeCloseTo(0.1, 9); // 990/900 − 1
    expect(r.metrics.irradiationNormalKwhM2).toBeCloseTo(8, 9); // 124 × 2 days with H / 31
    expect(r.metrics.irradiationVariance).toBeCloseTo(0, 9);
    expect(r.targets).toMatchObject({ pr: 0.8, availability: 0.98 });
    expect(r.targets.budgetKwh).toBeCloseTo(1000, 9);
    expect(r.targets.irradiationKwhM2).toBeCloseTo(40, 9); // 124 × 10/31
    expect(r.quality.warnings).toContainEqual({
      code: "prorated",
      params: { through: "2026-10-10", what: "both", reported: 10, total: 31 },
      message:
        "month in progress through 2026-10-10: P50 budget and irradiation normal prorated to 10 of 31 days",
    });
  });

  it("reports gaps, late days, unknown freshness and KPI problems", () => {
    expect({ ...r.quality, warnings: r.quality.warnings.map((w) => w.message) }).toEqual({
      missingDays: ["2026-10-05"],
      lateDays: ["2026-10-03"],
      freshnessUnknownDays: ["2026-10-09"],
      nonNumericValues: 2,
      impossibleValues: 0,
      estimatedDays: [],
      meterEstimatedDays: [],
      outageDays: [],
      sanity: [],
      warnings: [
        "historical_plant_cell_temperature: not returned by the service: check the KPI name in the definition",
        "historical_plant_meter_yield: no data for the month",
        "month in progress through 2026-10-10: P50 budget and irradiation normal prorated to 10 of 31 days",
      ],
    });
  });

  it("counts completeness per field", () => {
    expect(r.completeness).toMatchObject({ yieldKwh: 9, irradiationKwhM2: 2, pr: 2, meterYieldKwh: 0 });
  });

  it("builds the trend, the report month repeating the month's own figures", () => {
    const [sep, oct] = r.trend;
    expect(sep).toMatchObject({ month: "2026-09", yieldKwh: 1000, irradiationKwhM2: 5, budgetKwh: 3000 });
    expect(sep?.pr).toBeCloseTo(0.4, 12); // 1000 / (500 · 5)
    expect(sep?.prEffective).toBeCloseTo(0.8, 12);
    expect(sep).toMatchObject({ daysWithData: 1, daysInMonth: 30 });
    expect(oct?.month).toBe("2026-10");
    expect(oct?.yieldKwh).toBe(r.metrics.yieldKwh);
    expect(oct?.budgetKwh).toBe(r.metrics.budgetKwh);
    expect(oct).toMatchObject({ daysWithData: 9, daysInMonth: 31 });
  });
});

describe("buildPlantReport: lateness that cannot be known", () => {
  it("is null with its reason when the freshness report failed, not a count of 0", () => {
    const r = buildPlantReport(input({ reportedThrough: null, freshness: null, freshnessUnavailable: true }));
    expect(r.metrics.lateDays).toBeNull();
    expect(r.unknownFigures).toEqual({ lateDays: "freshnessUnavailable" });
  });
});

describe("buildPlantReport: a complete month", () => {
  const r = buildPlantReport(input({ reportedThrough: null, freshness: null }));

  it("uses the full P50 budget without a proration warning", () => {
    expect(r.metrics.budgetKwh).toBe(3100);
    expect(r.targets.irradiationKwhM2).toBe(124);
    expect(r.quality.warnings.some((w) => w.message.includes("prorated"))).toBe(false);
  });

  it("counts the later day now, and marks lateness unknown without a freshness report", () => {
    expect(r.metrics.yieldKwh).toBeCloseTo(1490, 9); // 990 + 500
    // Not asked for (the month is outside the freshness window): unknown, never 0.
    expect(r.metrics.lateDays).toBeNull();
    expect(r.unknownFigures).toEqual({ lateDays: "outsideFreshnessWindow" });
    expect(r.quality.freshnessUnknownDays).toHaveLength(31);
    expect(r.quality.missingDays).toHaveLength(31 - 10);
  });
});

describe("buildPlantReport: a plant that answered with no data at all", () => {
  const r = buildPlantReport(
    input({ series: series(emptyValues()), units: CANONICAL, reportedThrough: null, freshness: null }),
  );

  it("is ok with null figures and daysWithData 0", () => {
    expect(r.status).toBe("ok");
    expect(r.metrics).toMatchObject({
      yieldKwh: null,
      meterYieldKwh: null,
      irradiationKwhM2: null,
      pr: null,
      availability: null,
      specificYieldKwhKwp: null,
      budgetKwh: 3100,
      budgetVariance: null,
      revenue: null,
      daysWithData: 0,
      daysInMonth: 31,
    });
    expect(r.daily.every((d) => d.status === "missing")).toBe(true);
  });

  it("lists every day as missing and every KPI as without data", () => {
    expect(r.quality.missingDays).toEqual(OCT);
    expect(r.quality.warnings).toEqual(
      ALL_KPIS.map(({ kpi }) => ({
        code: "kpiNoData",
        params: { kpi },
        message: `${kpi}: no data for the month`,
      })),
    );
  });
});

describe("failedPlantReport", () => {
  const r = failedPlantReport(
    { id: "x9", name: "X9" },
    reportWarning(
      "plantFetchFailed",
      { reason: "HTTP 500 from POST /data/plant/historical after 4 attempts" },
      "HTTP 500 from POST /data/plant/historical after 4 attempts",
    ),
    details({ capacityKwp: 100, tariff: 0.1, budgetKwh: monthly(2200, 100) }),
    "2026-10",
    ["2026-09", "2026-10"],
    RULES,
  );

  it("is failed with the reason and defaults for what the plant list did not say", () => {
    expect(r).toMatchObject({
      id: "x9",
      name: "X9",
      label: "",
      country: "",
      tzOffset: "",
      plantType: null,
      status: "failed",
      error: "HTTP 500 from POST /data/plant/historical after 4 attempts",
      daily: [],
      capacityKwp: 100,
    });
  });

  it("has null figures, zero counts and daysInMonth set", () => {
    const {
      daysWithData,
      daysEstimated,
      daysCovered,
      daysReported,
      daysWithoutData,
      daysInMonth,
      lateDays,
      ...figures
    } = r.metrics;
    expect({
      daysWithData,
      daysEstimated,
      daysCovered,
      daysReported,
      daysWithoutData,
      daysInMonth,
      lateDays,
    }).toEqual({
      daysWithData: 0,
      daysEstimated: 0,
      daysCovered: 0,
      daysReported: 0,
      daysWithoutData: 0,
      daysInMonth: 31,
      lateDays: null,
    });
    expect(Object.entries(figures).filter(([, v]) => v !== null)).toEqual([]);
    expect(r.bridge).toBeNull();
    expect(r.ytd).toBeNull();
    expect(r.lastYear).toBeNull();
    expect(Object.values(r.verdicts).map((v) => v.verdict)).toEqual([null, null, null, null]);
    expect(Object.values(r.completeness)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it("keeps the trend's budgets with null figures", () => {
    expect(r.trend.map((t) => [t.month, t.budgetKwh, t.yieldKwh, t.daysWithData, t.daysInMonth])).toEqual([
      ["2026-09", 3000, null, 0, 30],
      ["2026-10", 3100, null, 0, 31],
    ]);
    expect(r.targets).toEqual({ pr: 0.8, availability: 0.98, budgetKwh: null, irradiationKwhM2: null });
  });
});

describe("buildPlantReport: a plant that serves only nulls", () => {
  const nulls = Object.fromEntries(
    ALL_KPIS.map(({ kpi }) => [kpi, Object.fromEntries(OCT.map((d) => [d, null]))]),
  );
  const r = buildPlantReport(
    input({ series: series(nulls), units: CANONICAL, reportedThrough: null, freshness: null }),
  );

  it("is ok with null figures, nothing estimated, no bridge and no verdict", () => {
    expect(r.status).toBe("ok");
    expect(r.metrics.yieldTotalKwh).toBeNull();
    expect(r.metrics.daysEstimated).toBe(0);
    expect(r.quality.estimatedDays).toEqual([]);
    expect(r.bridge).toBeNull();
    expect(Object.values(r.verdicts).map((v) => v.verdict)).toEqual([null, null, null, null]);
  });
});

describe("buildPlantReport: impossible values and sanity", () => {
  const bad = series({
    [K.yield]: { "2026-10-01": -5, "2026-10-02": 100, "2026-10-03": 1e9 },
    [K.irradiation]: { "2026-10-01": 4, "2026-10-02": 4, "2026-10-03": 4 },
    [K.pr]: { "2026-10-01": 2.5 },
  });
  const r = buildPlantReport(
    input({
      series: bad,
      units: CANONICAL,
      reportedThrough: null,
      freshness: null,
      details: details({ capacityKwp: 20, budgetKwh: monthly(1, 0) }),
    }),
  );

  it("never sums an impossible value and names each one", () => {
    expect(r.metrics.yieldKwh).toBe(100); // −5 and 1e9 (over 24 h × 20 kWp) are not used
    expect(r.quality.impossibleValues).toBe(3);
    expect(r.quality.warnings.filter((w) => w.message.includes("not used")).map((w) => w.message)).toEqual([
      "historical_plant_daily_yield on 2026-10-01: -5 is negative energy: not used (set to no value)",
      "historical_plant_daily_effective_pr on 2026-10-01: 2.5 is a PR above 150 %: not used (set to no value)",
      "historical_plant_daily_yield on 2026-10-03: 1000000000 is more than 24 kWh per kWp of capacity in a day: not used (set to no value)",
    ]);
  });

  it("names the likely cause of figures that cannot be right", () => {
    // PR = 100 / (20 · 4) = 1.25; a 1 kWh budget: the yield is 99 times over it
    expect(r.metrics.pr).toBeCloseTo(1.25, 12);
    expect(r.quality.sanity.map((s) => s.code)).toEqual([
      "prAboveOne",
      "specificYieldAboveIrradiation",
      "budgetVarianceExtreme",
    ]);
  });
});

describe("buildPlantReport: outage days", () => {
  // 0 kWh at 0 % availability (a trip) on the 3rd; 0 kWh with irradiation and no availability on
  // the 4th; 0 kWh at 100 % (snow on the modules, not a trip) on the 6th; a trip on the 12th,
  // after the last reported day, does not count.
  const r = buildPlantReport(
    input({
      series: series({
        [K.yield]: { "2026-10-01": 0.2, "2026-10-03": 0, "2026-10-04": 0, "2026-10-06": 0, "2026-10-12": 0 },
        [K.irradiation]: { "2026-10-03": 4, "2026-10-04": 3.5, "2026-10-06": 1 },
        [K.availability]: { "2026-10-01": 100, "2026-10-03": 0, "2026-10-06": 100, "2026-10-12": 0 },
      }),
      kpis: ALL_KPIS.filter((k) => ["yieldKwh", "irradiationKwhM2", "availability"].includes(k.field)),
    }),
  );

  it("lists the reported days that are outages, in date order, as the daily rows mark them", () => {
    expect(r.quality.outageDays).toEqual(["2026-10-03", "2026-10-04"]);
    expect(r.daily.filter((d) => d.outage).map((d) => d.date)).toEqual(r.quality.outageDays);
  });
});
