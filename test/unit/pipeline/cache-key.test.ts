/** The response cache's key and entry format: what makes two entries the same, and what a read accepts. */
import { describe, expect, it } from "vitest";
import type { ParsedSeries } from "../../../src/api/types.js";
import { entryText, isCacheable, parseEntry } from "../../../src/pipeline/cache/cache-entry.js";
import { cacheKey, keyHash, keyText, serviceId } from "../../../src/pipeline/cache/cache-key.js";

const parts = {
  baseUrl: "https://user:secret@api.example.com/v1/",
  plantId: "p-1",
  tzOffset: "+02:00",
  kpis: ["historical_plant_irradiation", "historical_plant_daily_yield"],
  range: { start: "2026-09-01", end: "2026-09-30" },
  units: { energy: "kWh", ratio: "percent" } as const,
};

const series = (values: ParsedSeries["values"], missingKpis: string[] = []): ParsedSeries => ({
  plantId: "p-1",
  values,
  missingKpis,
  warnings: { nonNumeric: 1, outOfRange: 0, duplicates: 0, unalignedTs: 0 },
});

describe("cache key", () => {
  it("names the service by host and path, never by credentials or query", () => {
    expect(serviceId("https://user:secret@api.example.com/v1/?token=x")).toBe("api.example.com/v1");
    expect(keyText(cacheKey(parts))).not.toMatch(/secret|user|token/);
  });

  it("is the same for the same KPI set in any order or with repeats", () => {
    const a = cacheKey(parts);
    const b = cacheKey({ ...parts, kpis: [...parts.kpis].reverse().concat(parts.kpis[0]!) });
    expect(keyHash(a)).toBe(keyHash(b));
    expect(keyHash(a)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("differs by plant, range, units, service, KPI set and day cut", () => {
    const base = keyHash(cacheKey(parts));
    const variants = [
      { ...parts, plantId: "p-2" },
      { ...parts, range: { start: "2026-08-01", end: "2026-08-31" } },
      { ...parts, units: { energy: "MWh", ratio: "percent" } as const },
      { ...parts, units: { energy: "kWh", ratio: "fraction" } as const },
      { ...parts, baseUrl: "https://other.example.com/v1" },
      { ...parts, baseUrl: "https://api.example.com/v2" },
      { ...parts, kpis: ["historical_plant_daily_yield"] },
      { ...parts, tzOffset: "+01:00" },
    ];
    const hashes = new Set(variants.map((v) => keyHash(cacheKey(v))));
    expect(hashes.size).toBe(variants.length);
    expect(hashes.has(base)).toBe(false);
  });
});

describe("cache entry", () => {
  const key = cacheKey(parts);
  const good = series({
    historical_plant_daily_yield: { "2026-09-01": 12.5, "2026-09-02": null },
    historical_plant_irradiation: {},
  });

  it("round-trips the raw series and repeats its key", () => {
    const text = entryText(key, good);
    expect(JSON.parse(text).key).toEqual(JSON.parse(keyText(key)));
    expect(parseEntry(text, key)).toEqual({
      values: good.values,
      missingKpis: [],
      warnings: good.warnings,
    });
  });

  it("is a miss when the key differs, the file is corrupt or a value is not a number", () => {
    const text = entryText(key, good);
    expect(parseEntry(text, cacheKey({ ...parts, units: { energy: "MWh", ratio: "percent" } }))).toBeNull();
    expect(parseEntry(text.slice(0, 40), key)).toBeNull();
    expect(parseEntry("", key)).toBeNull();
    expect(parseEntry(text.replace("12.5", '"12.5"'), key)).toBeNull();
    expect(parseEntry(text.replace("2026-09-02", "2026-10-02"), key)).toBeNull();
  });

  it("keeps only complete months with at least one value", () => {
    expect(isCacheable(good)).toBe(true);
    expect(isCacheable(series({ historical_plant_daily_yield: { "2026-09-01": null } }))).toBe(false);
    expect(isCacheable(series({ historical_plant_daily_yield: {} }))).toBe(false);
    expect(
      isCacheable(
        series({ historical_plant_daily_yield: { "2026-09-01": 1 } }, ["historical_plant_irradiation"]),
      ),
    ).toBe(false);
  });
});
