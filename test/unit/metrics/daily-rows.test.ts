import { describe, expect, it } from "vitest";
import type { ParsedFreshness } from "../../../src/api/types.js";
import { buildDailyRows, type KpiMap } from "../../../src/metrics/index.js";
import { type ImpossibleValue, impossibleWarning } from "../../../src/metrics/plausibility.js";
import { K, series } from "./series.js";

const KPIS: KpiMap = [
  { field: "yieldKwh", kpi: K.yield },
  { field: "irradiationKwhM2", kpi: K.irradiation },
  { field: "pr", kpi: K.pr },
];
const DATES = ["2026-10-01", "2026-10-02", "2026-10-03", "2026-10-04"];

const SERIES = series({
  // MWh and percent as the service sends them for this definition
  [K.yield]: { "2026-10-01": 2, "2026-10-02": 1.5, "2026-10-03": null, "2026-10-04": 3 },
  [K.irradiation]: { "2026-10-01": 4.5, "2026-10-04": 5 },
  [K.pr]: { "2026-10-01": 80, "2026-10-04": 82 },
});

const FRESHNESS: ParsedFreshness = {
  plantId: "p1",
  days: {
    "2026-10-01": { status: "Update", lastUpdate: "2026-10-02T04:00:00+01:00" },
    "2026-10-02": { status: "No Update", lastUpdate: null },
    "2026-10-04": { status: "No Update", lastUpdate: null },
  },
};

describe("buildDailyRows", () => {
  const rows = buildDailyRows(SERIES, KPIS, DATES, {
    units: { energy: "MWh", ratio: "percent" },
    freshness: FRESHNESS,
    reportedThrough: "2026-10-03",
    capacityKwp: null,
  });

  it("makes one row per date, in order, with canonical units", () => {
    expect(rows.map((r) => r.date)).toEqual(DATES);
    expect(rows[0]).toMatchObject({ yieldKwh: 2000, irradiationKwhM2: 4.5, pr: 0.8 });
    expect(rows[1]).toMatchObject({ yieldKwh: 1500, irradiationKwhM2: null, pr: null });
  });

  it("leaves fields no KPI feeds null", () => {
    expect(rows[0]).toMatchObject({
      meterYieldKwh: null,
      availability: null,
      cellTemperatureC: null,
      overspillKwh: null,
    });
  });

  it("marks ok, partial and missing over the mapped fields only", () => {
    expect(rows.map((r) => r.status)).toEqual(["ok", "partial", "missing", "future"]);
  });

  it("maps freshness: Update → false, No Update → true, absent → null", () => {
    expect(rows.slice(0, 3).map((r) => r.late)).toEqual([false, true, null]);
  });

  it("gives days after reportedThrough no values and no lateness even if the service had some", () => {
    expect(rows[3]).toMatchObject({
      status: "future",
      late: null,
      yieldKwh: null,
      irradiationKwhM2: null,
      pr: null,
    });
  });

  it("treats every day as reported and lateness as unknown without reportedThrough or freshness", () => {
    const all = buildDailyRows(SERIES, KPIS, DATES, {
      units: { energy: "kWh", ratio: "percent" },
      freshness: null,
      reportedThrough: null,
      capacityKwp: null,
    });
    expect(all.map((r) => r.status)).toEqual(["ok", "partial", "missing", "ok"]);
    expect(all.map((r) => r.late)).toEqual([null, null, null, null]);
    expect(all[3]).toMatchObject({ yieldKwh: 3, pr: 0.82 });
  });

  it("sets physically impossible values to null and names each one", () => {
    const hostile = series({
      [K.yield]: {
        "2026-10-01": -12,
        "2026-10-02": 250,
        "2026-10-03": 239.9,
        "2026-10-04": Number.POSITIVE_INFINITY,
      },
      [K.irradiation]: { "2026-10-01": 15.5, "2026-10-02": -0.1, "2026-10-03": 15 },
      [K.pr]: { "2026-10-01": 250, "2026-10-02": -1, "2026-10-03": 150 },
    });
    const impossible: ImpossibleValue[] = [];
    const rows = buildDailyRows(
      hostile,
      KPIS,
      DATES,
      { units: { energy: "kWh", ratio: "percent" }, freshness: null, reportedThrough: null, capacityKwp: 10 },
      impossible,
    );
    // 24 h × 10 kWp = 240 kWh a day at most; 15 kWh/m² and a PR of 150 % are the limits themselves.
    expect(rows.map((r) => r.yieldKwh)).toEqual([null, null, 239.9, null]);
    expect(rows.map((r) => r.irradiationKwhM2)).toEqual([null, null, 15, null]);
    expect(rows.map((r) => r.pr)).toEqual([null, null, 1.5, null]);
    expect(impossible.map((v) => impossibleWarning(v).message)).toEqual([
      "historical_plant_daily_yield on 2026-10-01: -12 is negative energy: not used (set to no value)",
      "historical_plant_irradiation on 2026-10-01: 15.5 is more than 15 kWh/m² in a day: not used (set to no value)",
      "historical_plant_daily_effective_pr on 2026-10-01: 2.5 is a PR above 150 %: not used (set to no value)",
      "historical_plant_daily_yield on 2026-10-02: 250 is more than 24 kWh per kWp of capacity in a day: not used (set to no value)",
      "historical_plant_irradiation on 2026-10-02: -0.1 is negative irradiation: not used (set to no value)",
      "historical_plant_daily_effective_pr on 2026-10-02: -0.01 is a negative PR: not used (set to no value)",
      "historical_plant_daily_yield on 2026-10-04: Infinity is not a finite number: not used (set to no value)",
    ]);
  });

  it("checks availability, cell temperature and the meter too", () => {
    const kpis: KpiMap = [
      { field: "meterYieldKwh", kpi: K.meter },
      { field: "availability", kpi: K.availability },
      { field: "cellTemperatureC", kpi: K.temperature },
    ];
    const impossible: ImpossibleValue[] = [];
    buildDailyRows(
      series({
        [K.meter]: { "2026-10-01": -1 },
        [K.availability]: { "2026-10-01": 100.5, "2026-10-02": 100 },
        [K.temperature]: { "2026-10-01": 150, "2026-10-02": 60 },
      }),
      kpis,
      DATES,
      {
        units: { energy: "kWh", ratio: "percent" },
        freshness: null,
        reportedThrough: null,
        capacityKwp: null,
      },
      impossible,
    );
    expect(impossible.map((v) => v.reason.text)).toEqual([
      "negative energy",
      "an availability above 100 %",
      "a cell temperature outside -60…+120 °C",
    ]);
  });

  it("marks every day missing when a mapped KPI was not returned at all", () => {
    const none = buildDailyRows(series({}, { missingKpis: [K.yield] }), KPIS, DATES, {
      units: { energy: "kWh", ratio: "fraction" },
      freshness: null,
      reportedThrough: null,
      capacityKwp: null,
    });
    expect(none.every((r) => r.status === "missing" && r.yieldKwh === null)).toBe(true);
  });
});
