import { describe, expect, it } from "vitest";
import { planDailyRequests, planHistoricalRequests, rangeStart } from "../../../src/api/plan.js";
import { HISTORICAL_KPIS } from "../../../src/api/types.js";

const twelve = [...HISTORICAL_KPIS, "k9", "k10", "k11", "k12"];

describe("planHistoricalRequests", () => {
  it("fits a month of 8 KPIs into one request", () => {
    expect(planHistoricalRequests([...HISTORICAL_KPIS], "2026-10-01", "2026-10-31", 31)).toEqual([
      { plant_id: "", kpis: [...HISTORICAL_KPIS], date: "2026-10-31", days: 31 },
    ]);
  });

  it("splits KPIs into groups of at most 10 and ranges of at most maxDays, each ending at a date", () => {
    const plan = planHistoricalRequests(twelve, "2026-12-20", "2027-01-10", 10);
    expect(plan.map((r) => [r.date, r.days, r.kpis.length])).toEqual([
      ["2026-12-29", 10, 10],
      ["2026-12-29", 10, 2],
      ["2027-01-08", 10, 10],
      ["2027-01-08", 10, 2],
      ["2027-01-10", 2, 10],
      ["2027-01-10", 2, 2],
    ]);
    expect(plan.map(rangeStart)).toEqual([
      "2026-12-20",
      "2026-12-20",
      "2026-12-30",
      "2026-12-30",
      "2027-01-09",
      "2027-01-09",
    ]);
  });

  it("covers every day of the range exactly once per KPI, across a leap February", () => {
    const plan = planHistoricalRequests(["a"], "2024-01-15", "2024-03-15", 7);
    const days = plan.reduce((n, r) => n + r.days, 0);
    expect(days).toBe(31 - 14 + 29 + 15);
    expect(plan.at(-1)?.date).toBe("2024-03-15");
  });

  it("asks for each KPI once and plans nothing for no KPIs", () => {
    expect(planHistoricalRequests(["a", "b", "a"], "2026-10-01", "2026-10-01", 31)[0]?.kpis).toEqual([
      "a",
      "b",
    ]);
    expect(planHistoricalRequests([], "2026-10-01", "2026-10-31", 31)).toEqual([]);
  });

  it("rejects reversed ranges, impossible dates and a bad maxDays", () => {
    expect(() => planHistoricalRequests(["a"], "2026-10-02", "2026-10-01", 31)).toThrow(/before/);
    expect(() => planHistoricalRequests(["a"], "2026-02-30", "2026-03-01", 31)).toThrow(/no such date/);
    expect(() => planHistoricalRequests(["a"], "2026-10-01", "2026-10-31", 0)).toThrow(/maxDaysPerRequest/);
  });
});

describe("planDailyRequests", () => {
  it("splits into groups of at most 5 KPIs", () => {
    const plan = planDailyRequests(["a", "b", "c", "d", "e", "f", "g"], "2026-10-03");
    expect(plan).toEqual([
      { plant_id: "", kpis: ["a", "b", "c", "d", "e"], date: "2026-10-03" },
      { plant_id: "", kpis: ["f", "g"], date: "2026-10-03" },
    ]);
    expect(planDailyRequests(["a"])).toEqual([{ plant_id: "", kpis: ["a"] }]);
  });
});
