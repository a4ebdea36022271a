import { describe, expect, it } from "vitest";
import { dayOfYear, parseDay } from "../../../src/sandbox/calendar.js";
import { TotalYieldCounter } from "../../../src/sandbox/counter.js";
import { dayFigures, deliveryDelayMs, isNullValue, isOffline, RATES } from "../../../src/sandbox/figures.js";
import { catalogueSite } from "../../../src/sandbox/plants.js";
import { extraterrestrialKwhM2 } from "../../../src/sandbox/solar.js";

const sites = Array.from({ length: 30 }, (_, i) => catalogueSite(7, "plant", i));
const first = parseDay("2025-01-01")!;
const days = Array.from({ length: 365 }, (_, i) => first + i);
const all = sites.flatMap((site) => days.map((day) => ({ site, day, f: dayFigures(site, day) })));

describe("daily figures", () => {
  it("are a pure function of plant and day", () => {
    const again = catalogueSite(7, "plant", 4);
    expect(dayFigures(again, first + 100)).toEqual(dayFigures(sites[4]!, first + 100));
    expect(dayFigures(sites[4]!, first + 100)).not.toEqual(dayFigures(sites[4]!, first + 101));
  });

  it("stay in physically plausible ranges", () => {
    for (const { site, day, f } of all) {
      const h0 = extraterrestrialKwhM2(site.lat, dayOfYear(day));
      expect(f.kt).toBeGreaterThanOrEqual(0.25);
      expect(f.kt).toBeLessThanOrEqual(0.75);
      expect(f.irradiationKwhM2).toBeLessThanOrEqual(h0 * 0.75 + 1e-4);
      if (f.availability === 0) {
        // A plant down all day (a trip day): nothing produced, PR reported as 0.
        expect([f.pr, f.yieldKwh, f.meterYieldKwh, f.overspillKwh]).toEqual([0, 0, 0, 0]);
        expect(f.irradiationKwhM2).toBeGreaterThan(0);
      } else {
        expect(f.pr).toBeGreaterThanOrEqual(0.6);
        expect(f.pr).toBeLessThanOrEqual(0.98);
        expect(f.availability).toBeGreaterThanOrEqual(0.3);
      }
      expect(f.availability).toBeLessThanOrEqual(1);
      expect(f.cellTemperatureC).toBeGreaterThan(-30);
      expect(f.cellTemperatureC).toBeLessThan(75);
      const expected = site.capacityKwp * f.irradiationKwhM2 * f.pr * f.availability;
      expect(f.yieldKwh).toBeCloseTo(expected, 2);
      expect(f.meterYieldKwh).toBeCloseTo(f.yieldKwh * 0.985, 2);
      if (!site.exportLimited) expect(f.overspillKwh).toBe(0);
    }
  });

  it("gives export-limited plants overspill on sunny days only", () => {
    const limited = all.filter((x) => x.site.exportLimited);
    expect(limited.some((x) => x.f.overspillKwh > 0)).toBe(true);
    for (const x of limited) expect(x.f.overspillKwh > 0).toBe(x.f.kt > 0.6 && x.f.availability > 0);
  });

  it("has mostly high availability with occasional outages", () => {
    const high = all.filter((x) => x.f.availability >= 0.97).length / all.length;
    expect(high).toBeGreaterThan(0.95);
    expect(all.some((x) => x.f.availability < 0.9)).toBe(true);
  });

  it("lowers PR on hot days and raises it on cold ones by the plant's temperature coefficient", () => {
    const hot = all.filter((x) => x.f.cellTemperatureC > 45);
    const cool = all.filter((x) => x.f.cellTemperatureC < 25);
    const mean = (xs: typeof all) => xs.reduce((a, x) => a + x.f.pr, 0) / xs.length;
    expect(hot.length).toBeGreaterThan(100);
    expect(mean(hot)).toBeLessThan(mean(cool) - 0.03);
    const producing = all.filter((x) => x.f.availability > 0 && x.f.pr > 0.6 && x.f.pr < 0.98);
    for (const { site, f } of producing) {
      const thermal = site.prBase * (1 + site.temperatureCoefficient * (f.cellTemperatureC - 25));
      // ±1 % day-to-day noise on top of the thermal model (figures.ts).
      expect(Math.abs(f.pr - thermal)).toBeLessThanOrEqual(0.01 + 1e-4);
    }
  });

  it("has cell temperatures hotter in the local summer and nearer the equator", () => {
    const mean = (pred: (x: (typeof all)[number]) => boolean) => {
      const xs = all.filter(pred);
      return xs.reduce((a, x) => a + x.f.cellTemperatureC, 0) / xs.length;
    };
    const month = (day: number) => new Date(day * 86_400_000).getUTCMonth();
    const north = (x: (typeof all)[number]) => x.site.lat > 40;
    const south = (x: (typeof all)[number]) => x.site.lat < -30;
    expect(mean((x) => north(x) && month(x.day) === 6)).toBeGreaterThan(
      mean((x) => north(x) && month(x.day) === 0) + 15,
    );
    expect(mean((x) => south(x) && month(x.day) === 0)).toBeGreaterThan(
      mean((x) => south(x) && month(x.day) === 6) + 10,
    );
    const tropics = mean((x) => Math.abs(x.site.lat) < 15);
    expect(tropics).toBeGreaterThan(mean((x) => Math.abs(x.site.lat) > 50) + 10);
    expect(tropics).toBeLessThan(60);
  });

  it("is persistent from day to day (autocorrelated clearness)", () => {
    const kts = days.map((d) => dayFigures(sites[0]!, d).kt);
    const mean = kts.reduce((a, b) => a + b, 0) / kts.length;
    let num = 0;
    let den = 0;
    for (let i = 1; i < kts.length; i++) num += (kts[i]! - mean) * (kts[i - 1]! - mean);
    for (const k of kts) den += (k - mean) ** 2;
    expect(num / den).toBeGreaterThan(0.3);
  });

  it("has nulls, offline days and late days at about the configured rates", () => {
    const active = all.filter((x) => x.day >= x.site.commissionDay);
    const rate = (pred: (x: (typeof all)[number]) => boolean) => active.filter(pred).length / active.length;
    expect(rate((x) => isOffline(x.site, x.day))).toBeCloseTo(RATES.offline, 2);
    expect(rate((x) => isNullValue(x.site, x.day, "historical_plant_daily_yield"))).toBeCloseTo(
      RATES.nullValue,
      2,
    );
    expect(rate((x) => deliveryDelayMs(x.site, x.day) > 24 * 3_600_000)).toBeCloseTo(RATES.late, 2);
  });
});

describe("total yield counter", () => {
  it("is zero before commissioning and grows by each day's yield", () => {
    const site = sites[2]!;
    const counter = new TotalYieldCounter();
    expect(counter.at(site, site.commissionDay - 1)).toBe(0);
    const day = parseDay("2026-02-10")!;
    const diff = counter.at(site, day) - counter.at(site, day - 1);
    expect(diff).toBeCloseTo(dayFigures(site, day).yieldKwh, 2);
    expect(new TotalYieldCounter().at(site, day)).toBe(counter.at(site, day));
  });
});
