/** Partial data (sandbox/gaps.ts): what each gap kind serves, on which plants, every month. */
import { describe, expect, it } from "vitest";
import { formatDay, parseDay } from "../../../src/sandbox/calendar.js";
import { Dataset } from "../../../src/sandbox/dataset.js";
import { GAP_PLAN, type GapKind, hasGapKind, isGapDay } from "../../../src/sandbox/gaps.js";
import { catalogueSite, type PlantSite } from "../../../src/sandbox/plants.js";

const NOW = Date.parse("2026-11-05T06:00:00Z");
const KPI = {
  yield: "historical_plant_daily_yield",
  meter: "historical_plant_meter_yield",
  irr: "historical_plant_irradiation",
  pr: "historical_plant_daily_effective_pr",
  avail: "historical_plant_effective_availability",
};
/** The demo's catalogue (seed 1, 24 plants) and the demo's report month. */
const sites = Array.from({ length: 24 }, (_, i) => catalogueSite(1, "plant", i));
const monthDays = (month: string) =>
  Array.from({ length: 31 }, (_, i) => parseDay(`${month}-01`)! + i).filter((d) =>
    formatDay(d).startsWith(month),
  );
const OCT = monthDays("2026-10");

function dataset(plants: PlantSite[] = sites): Dataset {
  const ds = new Dataset({ units: { energy: "kWh", ratio: "percent" }, tsEncoding: "utc", now: () => NOW });
  for (const s of plants) ds.add(s);
  return ds;
}
const ds = dataset();
const v = (site: PlantSite, kpi: string, day: number) => ds.value(site, kpi, day);
const num = (x: number | null | undefined): x is number => typeof x === "number";
const kindDays = (kind: GapKind) =>
  sites.flatMap((site) =>
    OCT.filter((day) => isGapDay(site.plant.id, day, kind)).map((day) => ({ site, day })),
  );

describe("gap plants and days", () => {
  it("gives each kind to a few plants, and those plants such days in every month", () => {
    for (const kind of Object.keys(GAP_PLAN) as GapKind[]) {
      const plants = sites.filter((s) => hasGapKind(s.plant.id, kind));
      expect(plants.length, kind).toBeGreaterThanOrEqual(3);
      expect(plants.length, kind).toBeLessThan(sites.length / 2);
      for (const site of plants)
        for (let month = 1; month <= 12; month++) {
          const days = monthDays(`2026-${String(month).padStart(2, "0")}`);
          expect(days.some((d) => isGapDay(site.plant.id, d, kind))).toBe(true);
        }
      for (const site of sites.filter((s) => !hasGapKind(s.plant.id, kind)))
        expect(OCT.some((d) => isGapDay(site.plant.id, d, kind))).toBe(false);
    }
  });

  it("serves the meter but no yield on a yield-gap day (estimable from the meter)", () => {
    const days = kindDays("yield").filter(({ site, day }) => num(v(site, KPI.meter, day)));
    expect(days.length).toBeGreaterThanOrEqual(3);
    for (const { site, day } of days) expect(v(site, KPI.yield, day)).toBeUndefined();
    // Only gaps leave a yield point out while the meter has one: random faults serve null.
    for (const site of sites.filter(
      (s) => !hasGapKind(s.plant.id, "yield") && !hasGapKind(s.plant.id, "logger"),
    ))
      for (const day of OCT)
        if (num(v(site, KPI.meter, day))) expect(v(site, KPI.yield, day)).not.toBeUndefined();
  });

  it("serves the yield but no meter reading on a meter-gap day", () => {
    const days = kindDays("meter").filter(({ site, day }) => num(v(site, KPI.yield, day)));
    expect(days.length).toBeGreaterThanOrEqual(2);
    for (const { site, day } of days) expect(v(site, KPI.meter, day)).toBeUndefined();
  });

  it("serves only irradiation (and temperature) on a logger day (estimable from irradiation)", () => {
    const days = kindDays("logger").filter(({ site, day }) => num(v(site, KPI.irr, day)));
    expect(days.length).toBeGreaterThanOrEqual(2);
    for (const { site, day } of days) {
      for (const kpi of [KPI.yield, KPI.meter, KPI.pr, KPI.avail]) expect(v(site, kpi, day)).toBeUndefined();
      expect(v(site, KPI.irr, day)).toBeGreaterThan(0);
    }
  });

  it("has days at 0 % availability with zero yield, meter yield and PR under sunshine", () => {
    const trips = kindDays("trip").filter(({ site, day }) => v(site, KPI.avail, day) === 0);
    expect(trips.length).toBeGreaterThanOrEqual(2);
    for (const { site, day } of trips) {
      expect(v(site, KPI.irr, day)).toBeGreaterThan(0);
      for (const kpi of [KPI.yield, KPI.meter, KPI.pr])
        expect([0, null, undefined]).toContain(v(site, kpi, day));
    }
  });

  it("is deterministic: the same seed serves the same data, another seed other data", () => {
    const kpis = Object.values(KPI);
    const end = OCT.at(-1)!;
    const again = dataset(Array.from({ length: 24 }, (_, i) => catalogueSite(1, "plant", i)));
    for (const [i, site] of sites.entries())
      expect(again.historical(again.sites.get(site.plant.id)!, kpis, end, 31)).toEqual(
        ds.historical(sites[i]!, kpis, end, 31),
      );
    const other = catalogueSite(2, "plant", 0);
    expect(dataset([other]).historical(other, kpis, end, 31).data).not.toEqual(
      ds.historical(sites[0]!, kpis, end, 31).data,
    );
  });
});
