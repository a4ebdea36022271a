/** Which months a response cache may keep, and the request count the plan reports for them. */
import { describe, expect, it } from "vitest";
import type { ConfiguredPlant } from "../../../src/api/types.js";
import { splitHistory, unsplitHistory } from "../../../src/pipeline/fetch/history-split.js";
import { planRun } from "../../../src/pipeline/fetch/plan.js";

const KPIS = ["historical_plant_daily_yield", "historical_plant_irradiation"];
const plant = (id: string): ConfiguredPlant => ({
  id,
  name: id,
  label: "",
  tz_offset: "+01:00",
  country: "",
  plant_biz_model: "",
  plant_type: null,
  string_count_per_scb: null,
});

describe("splitHistory", () => {
  it("keeps complete months that end before the ~30-day freshness window; the report month stays live", () => {
    // Report October on 5 November: September ended 36 days before, October overlaps the window.
    const s = splitHistory({ start: "2026-05-01", end: "2026-10-31" }, "2026-10-01", "2026-11-05");
    expect(s.cacheable.map((m) => `${m.start}..${m.end}`)).toEqual([
      "2026-05-01..2026-05-31",
      "2026-06-01..2026-06-30",
      "2026-07-01..2026-07-31",
      "2026-08-01..2026-08-31",
      "2026-09-01..2026-09-30",
    ]);
    expect(s.live).toEqual({ start: "2026-10-01", end: "2026-10-31" });
  });

  it("leaves a month ending inside the window live, with the month in progress", () => {
    // 20 November, month in progress: October ended 20 days before, so it may still change.
    const s = splitHistory({ start: "2026-08-01", end: "2026-11-19" }, "2026-11-01", "2026-11-20");
    expect(s.cacheable.map((m) => m.start)).toEqual(["2026-08-01", "2026-09-01"]);
    expect(s.live).toEqual({ start: "2026-10-01", end: "2026-11-19" });
  });

  it("a month ending exactly 30 days before today is still inside the window", () => {
    const s = splitHistory({ start: "2026-09-01", end: "2026-10-31" }, "2026-10-01", "2026-10-30");
    expect(s.cacheable).toEqual([]);
    const t = splitHistory({ start: "2026-09-01", end: "2026-10-31" }, "2026-10-01", "2026-10-31");
    expect(t.cacheable).toEqual([{ start: "2026-09-01", end: "2026-09-30" }]);
  });

  it("never caches the report month, even an old one", () => {
    const s = splitHistory({ start: "2025-01-01", end: "2025-03-31" }, "2025-03-01", "2026-11-05");
    expect(s.cacheable.map((m) => m.start)).toEqual(["2025-01-01", "2025-02-01"]);
    expect(s.live).toEqual({ start: "2025-03-01", end: "2025-03-31" });
  });
});

describe("planRun with settled months", () => {
  const window = { start: "2025-11-01", end: "2026-10-31" };
  const month = { start: "2026-10-01", end: "2026-10-31" };
  const today = "2026-11-05";

  it("costs a cold cache no more than the one-range plan (12 months at ≤31 days a call)", () => {
    const plants = [plant("a"), plant("b")];
    const cold = planRun(plants, KPIS, splitHistory(window, month.start, today), month, 31, today);
    const plain = planRun(plants, KPIS, unsplitHistory(window), month, 31, today);
    expect(cold.plants[0]!.historicalRequests).toBe(12);
    expect(cold.totalRequests).toBe(plain.totalRequests);
    expect(cold.totalRequests).toBe(1 + 2 * (12 + 1));
  });

  it("counts only the months the cache does not hold", () => {
    const split = splitHistory(window, month.start, today);
    const warm = planRun([plant("a"), plant("b")], KPIS, split, month, 31, today, (id, m) =>
      id === "a" ? true : m.start !== "2026-09-01",
    );
    expect(warm.plants.map((p) => p.historicalRequests)).toEqual([1, 2]);
    expect(warm.totalRequests).toBe(1 + (1 + 1) + (2 + 1));
    expect(warm.plants[1]!.months.filter((m) => !m.cached).map((m) => m.window.start)).toEqual([
      "2026-09-01",
    ]);
  });

  it("splits a settled month by maxDaysPerRequest and KPIs by 10", () => {
    const kpis = Array.from({ length: 11 }, (_, i) => `k${i}`);
    const split = splitHistory({ start: "2026-08-01", end: "2026-10-31" }, month.start, today);
    const plan = planRun([plant("a")], kpis, split, month, 16, today);
    // Aug and Sep: 2 ranges each; Oct live: 2 ranges; every range 2 KPI groups.
    expect(plan.plants[0]!.historicalRequests).toBe((2 + 2 + 2) * 2);
  });
});
