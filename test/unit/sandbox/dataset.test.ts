import { describe, expect, it } from "vitest";
import { DAY_MS } from "../../../src/api/types.js";
import { localMidnight, parseDay } from "../../../src/sandbox/calendar.js";
import { Dataset, type TsEncoding } from "../../../src/sandbox/dataset.js";
import { monthlyBudgetsKwh } from "../../../src/sandbox/details.js";
import { freshnessEntry } from "../../../src/sandbox/freshness.js";
import { dailyEntry, SLOTS_PER_DAY } from "../../../src/sandbox/intraday.js";
import type { Units } from "../../../src/sandbox/kpis.js";
import { catalogueSite } from "../../../src/sandbox/plants.js";

const NOW = Date.parse("2026-03-15T12:00:00Z");
const sites = Array.from({ length: 24 }, (_, i) => catalogueSite(1, "plant", i));
const dataset = (tsEncoding: TsEncoding = "mixed", units: Units = { energy: "kWh", ratio: "percent" }) => {
  const ds = new Dataset({ tsEncoding, units, now: () => NOW });
  for (const s of sites) ds.add(s);
  return ds;
};
const febEnd = parseDay("2026-02-28")!;

describe("dataset", () => {
  it("serves values per units: kWh/percent or MWh/fraction", () => {
    const site = sites[0]!;
    const day = febEnd - 3;
    const kwh = dataset().served(site, "historical_plant_daily_yield", day);
    const mwh = dataset("utc", { energy: "MWh", ratio: "fraction" }).served(
      site,
      "historical_plant_daily_yield",
      day,
    );
    expect(Number(mwh)).toBeCloseTo(Number(kwh) / 1000, 6);
    const pr = dataset().value(site, "historical_plant_daily_effective_pr", day)!;
    expect(dataset().served(site, "historical_plant_daily_effective_pr", day)).toBe((pr * 100).toFixed(3));
    expect(pr).toBeLessThan(1);
  });

  it("encodes ts as UTC midnight or plant-local midnight", () => {
    const site = sites.find((s) => s.offsetMin !== 0)!;
    const day = febEnd;
    expect(dataset("utc").dayKey(site, day)).toBe(String(day * DAY_MS));
    expect(dataset("local").dayKey(site, day)).toBe(String(localMidnight(day, site.offsetMin)));
    const mixed = sites.map((s) => dataset("mixed").dayKey(s, day) === String(day * DAY_MS));
    expect(mixed).toContain(true);
    expect(mixed).toContain(false);
  });

  it("has no points for future days or days not yet delivered", () => {
    const ds = dataset();
    for (const site of sites) {
      const today = ds.today(site);
      expect(ds.value(site, "historical_plant_daily_yield", today + 1)).toBeUndefined();
      expect(ds.value(site, "historical_plant_irradiation", site.commissionDay - 1)).toBeUndefined();
    }
  });

  it("serves the plant-local day in progress as far as it has come, as a real service does", () => {
    const ds = dataset();
    const live = sites.filter((s) => ds.shareSoFar(s, ds.today(s)) !== null && !ds.offline(s, ds.today(s)));
    expect(live.length).toBeGreaterThan(10);
    let partial = 0;
    for (const site of live) {
      const today = ds.today(site);
      const share = ds.shareSoFar(site, today)!;
      const f = ds.figures(site, today);
      const served = ds.value(site, "historical_plant_daily_yield", today);
      if (served === undefined) continue; // a gap KPI that day
      expect(served).toBeCloseTo(f.yieldKwh * share, 9);
      expect(ds.value(site, "historical_plant_effective_availability", today) ?? f.availability).toBe(
        f.availability,
      );
      if (share > 0 && share < 1) partial++;
    }
    // At 12:00 UTC most plants are in the middle of their day: a part of it, not all of it.
    expect(partial).toBeGreaterThan(5);
  });

  it("shuffles point order for some plants, never the content", () => {
    const ds = dataset("utc");
    const shuffled = sites.find((s) => s.shuffled)!;
    const entry = ds.historical(shuffled, ["historical_plant_irradiation"], febEnd, 28);
    const ts = entry.data.historical_plant_irradiation!.map((p) => Number(p.ts));
    expect(ts).not.toEqual([...ts].sort((a, b) => a - b));
    expect(new Set(ts).size).toBe(ts.length);
  });

  it("serves 96 quarter-hour points for a past day, integrating to the day's figures", () => {
    const ds = dataset("utc");
    const site = sites.find((s) => ds.hasData(s, febEnd - 1))!;
    const kpis = ["real_time_plant_irradiance", "real_time_plant_daily_yield", "real_time_plant_total_yield"];
    const entry = dailyEntry(ds, site, kpis, febEnd - 1);
    const irr = entry.data.real_time_plant_irradiance!;
    expect(irr).toHaveLength(SLOTS_PER_DAY);
    for (const p of irr) expect(p.ts).toBe(String((febEnd - 1) * DAY_MS));
    const h = irr.reduce((a, p) => a + Number(p.value ?? 0), 0) * 0.25;
    const hDay = ds.value(site, "historical_plant_irradiation", febEnd - 1) ?? 0;
    expect(h / 1000).toBeCloseTo(hDay, 0);
    const cum = entry.data.real_time_plant_daily_yield!.map((p) => Number(p.value ?? 0));
    const lastNonNull = entry.data.real_time_plant_daily_yield!.filter((p) => p.value !== null).at(-1)!;
    expect(Number(lastNonNull.value)).toBeCloseTo(Math.max(...cum), 3);
  });

  it("reports 30 freshness days before today, late days consistent with the data", () => {
    const ds = dataset();
    for (const site of sites) {
      const entry = freshnessEntry(ds, site);
      expect(entry.data).toHaveLength(30);
      for (const d of entry.data) {
        const day = parseDay(d.date)!;
        const has = ds.hasData(site, day);
        expect(d.last_data_update === null).toBe(!has);
        if (d.update_status === "Update") expect(has).toBe(true);
        if (d.last_data_update)
          expect(d.last_data_update).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d{4}$/);
      }
    }
    const late = sites.flatMap((s) =>
      freshnessEntry(ds, s).data.filter((d) => d.update_status === "No Update"),
    );
    expect(late.some((d) => d.last_data_update !== null)).toBe(true);
  });

  it("budgets a plausible specific yield per year", () => {
    for (const site of sites) {
      const annual = monthlyBudgetsKwh(site).reduce((a, b) => a + b, 0) / site.capacityKwp;
      expect(annual).toBeGreaterThan(600);
      expect(annual).toBeLessThan(2300);
    }
  });
});
