/**
 * maxDaysPerRequest "auto": one probe per run decides between one long call and 31-day
 * windows; a refusal naming the range and a silently shortened answer both fall back, a
 * plant's own failure decides nothing, and every day of the range arrives exactly once.
 */
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../src/api/index.js";
import { unsplitHistory } from "../../../src/pipeline/fetch/history-split.js";
import { planRun } from "../../../src/pipeline/fetch/plan.js";
import { WindowPolicy } from "../../../src/pipeline/fetch/window-policy.js";
import { expectEveryDayOnce, KPIS, service, YEAR } from "./window-service.js";

describe("WindowPolicy with a number", () => {
  it("splits by the number, as today, and never probes", async () => {
    const s = service();
    const policy = new WindowPolicy(31, KPIS);
    expectEveryDayOnce(await policy.fetch(YEAR, s.fetchFor("a")), YEAR);
    expect(s.sent).toHaveLength(13);
    expect(policy.outcome).toBeNull();
    expect(policy.extraRequests).toBe(0);
  });
});

describe('WindowPolicy "auto"', () => {
  it("asks a range of at most 31 days as one call, without a probe", async () => {
    const s = service({ cap: 31 });
    const policy = new WindowPolicy("auto", KPIS);
    const month = { start: "2026-10-01", end: "2026-10-31" };
    expectEveryDayOnce(await policy.fetch(month, s.fetchFor("a")), month);
    expect(s.sent).toEqual([{ plant: "a", date: "2026-10-31", days: 31 }]);
    expect(policy.outcome).toBeNull();
  });

  it("probes with ONE plant while the others wait, then asks each plant's range in one call", async () => {
    const s = service();
    const release = s.hold();
    const policy = new WindowPolicy("auto", KPIS);
    const pending = ["a", "b", "c"].map((p) => policy.fetch(YEAR, s.fetchFor(p)));
    await new Promise((r) => setTimeout(r, 10));
    expect(s.calls.map((c) => c.plant)).toEqual(["a"]);
    release();
    for (const series of await Promise.all(pending)) expectEveryDayOnce(series, YEAR);
    expect(s.sent.map((c) => c.days)).toEqual([396, 396, 396]);
    expect(policy.outcome).toEqual({ mode: "long" });
    expect(policy.warning()).toBeNull();
    expect(policy.extraRequests).toBe(0);
  });

  it("falls back to 31-day windows when the range is refused, re-asking the probe's range", async () => {
    const s = service({ cap: 100 });
    const heard: number[] = [];
    const policy = new WindowPolicy("auto", KPIS, (extra) => heard.push(extra));
    const all = await Promise.all(["a", "b", "c"].map((p) => policy.fetch(YEAR, s.fetchFor(p))));
    for (const series of all) expectEveryDayOnce(series, YEAR);
    // The refused probe, then 13 windows for each plant.
    expect(s.sent.filter((c) => c.days > 31)).toEqual([{ plant: "a", date: "2026-10-31", days: 396 }]);
    expect(s.sent).toHaveLength(1 + 3 * 13);
    expect(policy.outcome).toMatchObject({ mode: "fallback" });
    expect(policy.warning()?.message).toMatch(/refused 396 days in one call.*31-day windows/);
    // Planned: one call per plant; asked: 40.
    expect(3 + policy.extraRequests).toBe(s.sent.length);
    // The listener heard each new total, rising, ending at the extra requests.
    expect(heard.at(-1)).toBe(policy.extraRequests);
    expect(heard).toEqual([...heard].sort((a, b) => a - b));
  });

  it("falls back to the smaller limit a refusal names", async () => {
    const s = service({ cap: 20 });
    const policy = new WindowPolicy("auto", KPIS);
    expectEveryDayOnce(await policy.fetch(YEAR, s.fetchFor("a")), YEAR);
    expect(s.sent).toHaveLength(1 + Math.ceil(396 / 20));
    expect(policy.warning()?.message).toMatch(/20-day windows/);
  });

  it.each([40, 31, 1])(
    "fetches what a service capping at %i days left out, each day once, and falls back",
    async (cap) => {
      const s = service({ cap, mode: "truncate" });
      const policy = new WindowPolicy("auto", KPIS);
      const all = await Promise.all(["a", "b"].map((p) => policy.fetch(YEAR, s.fetchFor(p))));
      for (const series of all) expectEveryDayOnce(series, YEAR);
      expect(policy.warning()?.message).toMatch(new RegExp(`answered ${cap} of the 396 days`));
      expect(2 + policy.extraRequests).toBe(s.sent.length);
    },
  );

  it("a plant without data at the window's edges costs one more call, not the fallback", async () => {
    const s = service({ noData: (d) => d < "2025-10-05" || d > "2026-10-29" });
    const policy = new WindowPolicy("auto", KPIS);
    const series = await policy.fetch(YEAR, s.fetchFor("a"));
    expect(Object.keys(series.values[KPIS[0]!]!)).toHaveLength(396 - 4 - 2);
    expect(s.sent.map((c) => c.days)).toEqual([396, 4, 2]);
    expect(policy.outcome).toEqual({ mode: "long" });
    expect(policy.extraRequests).toBe(2);
  });

  it("a plant's own failure (403) decides nothing: the next plant probes", async () => {
    const s = service();
    const policy = new WindowPolicy("auto", KPIS);
    const forbidden = async () => {
      throw new ApiError({
        kind: "http",
        status: 403,
        detail: "Access to the Plant/Devices is forbidden. (days)",
        method: "POST",
        url: "http://x/v1/data/plant/historical",
        reason: "403",
      });
    };
    const a = policy.fetch(YEAR, forbidden);
    const b = policy.fetch(YEAR, s.fetchFor("b"));
    await expect(a).rejects.toThrow(ApiError);
    expectEveryDayOnce(await b, YEAR);
    expect(s.sent.map((c) => c.days)).toEqual([396]);
    expect(policy.outcome).toEqual({ mode: "long" });
  });

  it("an oversized body is the plant's failure, not a fallback", async () => {
    const policy = new WindowPolicy("auto", KPIS);
    const huge = async () => {
      throw new ApiError({
        kind: "response-too-large",
        method: "POST",
        url: "http://x/v1/data/plant/historical",
        reason: "too large",
      });
    };
    await expect(policy.fetch(YEAR, huge)).rejects.toThrow(ApiError);
    expect(policy.outcome).toBeNull();
  });

  it("a 422 about something else than the range is the plant's failure, not a fallback", async () => {
    const policy = new WindowPolicy("auto", KPIS);
    const detail = [{ type: "too_long", loc: ["body", "kpis"], msg: "List should have at most 10 items" }];
    const bad = async () => {
      throw new ApiError({
        kind: "http",
        status: 422,
        detail,
        method: "POST",
        url: "http://x/v1/data/plant/historical",
        reason: "422",
      });
    };
    await expect(policy.fetch(YEAR, bad)).rejects.toThrow(ApiError);
    expect(policy.outcome).toBeNull();
  });
});

describe("planRun with maxDaysPerRequest", () => {
  const plant = {
    id: "a",
    name: "a",
    label: "",
    tz_offset: "+01:00",
    country: "",
    plant_biz_model: "",
    plant_type: null,
    string_count_per_scb: null,
  };
  const month = { start: "2026-10-01", end: "2026-10-31" };
  it('"auto" plans the whole window as one call per KPI group; 31 plans 13', () => {
    const auto = planRun([plant], KPIS, unsplitHistory(YEAR), month, "auto", "2026-11-05");
    const fixed = planRun([plant], KPIS, unsplitHistory(YEAR), month, 31, "2026-11-05");
    expect(auto.plants[0]!.historicalRequests).toBe(1);
    expect(fixed.plants[0]!.historicalRequests).toBe(13);
    // + the plant list and one freshness call
    expect(auto.totalRequests).toBe(3);
    expect(fixed.totalRequests).toBe(15);
  });
});
