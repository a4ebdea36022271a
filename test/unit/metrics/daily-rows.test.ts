import { describe, expect, it } from "vitest";
import type { ParsedFreshness } from "../../../src/api/types.js";
import { buildDailyRows, type KpiMap } from "../../../src/metrics/index.js";
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
  const rows = buildDailyRows(
    SERIES,
    KPIS,
    DATES,
    { energy: "MWh", ratio: "percent" },
    FRESHNESS,
    "2026-10-03",
  );

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
    const all = buildDailyRows(SERIES, KPIS, DATES, { energy: "kWh", ratio: "fraction" }, null, null);
    expect(all.map((r) => r.status)).toEqual(["ok", "partial", "missing", "ok"]);
    expect(all.map((r) => r.late)).toEqual([null, null, null, null]);
    expect(all[3]).toMatchObject({ yieldKwh: 3, pr: 82 });
  });

  it("marks every day missing when a mapped KPI was not returned at all", () => {
    const none = buildDailyRows(
      series({}, { missingKpis: [K.yield] }),
      KPIS,
      DATES,
      { energy: "kWh", ratio: "fraction" },
      null,
      null,
    );
    expect(none.every((r) => r.status === "missing" && r.yieldKwh === null)).toBe(true);
  });
});
