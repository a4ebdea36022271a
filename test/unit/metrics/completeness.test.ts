import { describe, expect, it } from "vitest";
import { buildDailyRows, completeness } from "../../../src/metrics/index.js";
import { ALL_KPIS, CANONICAL, K, series } from "./series.js";

describe("completeness", () => {
  it("counts, per field, the days with a value (future days have none)", () => {
    const s = series({
      [K.yield]: { "2026-10-01": 1, "2026-10-02": 2, "2026-10-03": 3 },
      [K.irradiation]: { "2026-10-01": 1, "2026-10-02": null },
      [K.pr]: { "2026-10-02": 0.8 },
    });
    const dates = ["2026-10-01", "2026-10-02", "2026-10-03"];
    const rows = buildDailyRows(s, ALL_KPIS, dates, {
      units: CANONICAL,
      freshness: null,
      reportedThrough: "2026-10-02",
      capacityKwp: null,
    });
    expect(completeness(rows)).toEqual({
      yieldKwh: 2,
      meterYieldKwh: 0,
      irradiationKwhM2: 1,
      pr: 1,
      availability: 0,
      cellTemperatureC: 0,
      overspillKwh: 0,
    });
  });
});
