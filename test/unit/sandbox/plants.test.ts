import { describe, expect, it } from "vitest";
import { catalogueSite, sandboxPlantCapacity } from "../../../src/sandbox/plants.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const catalogue = (seed: number, n = 60) =>
  Array.from({ length: n }, (_, i) => catalogueSite(seed, "plant", i));

describe("plant catalogue", () => {
  it("is deterministic per seed and differs between seeds", () => {
    expect(catalogue(1)).toEqual(catalogue(1));
    expect(catalogue(2)[0]!.plant.id).not.toBe(catalogue(1)[0]!.plant.id);
  });

  it("has unique UUIDs, non-ASCII names and varied offsets", () => {
    const sites = catalogue(1);
    const ids = sites.map((s) => s.plant.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(sites.some((s) => /[^\p{ASCII}]/u.test(s.plant.name))).toBe(true);
    expect(sites.some((s) => /\p{Script=Greek}/u.test(s.plant.name))).toBe(true);
    expect(sites.some((s) => /\p{Script=Cyrillic}/u.test(s.plant.name))).toBe(true);
    const offsets = new Set(sites.map((s) => s.plant.tz_offset));
    for (const tz of ["-03:00", "-05:00", "+05:30", "+09:30", "+00:00", "+01:00", "+12:45"]) {
      expect(offsets).toContain(tz);
    }
  });

  it("sizes plants between 200 and 20 000 kWp and limits export on every 5th", () => {
    const sites = catalogue(3, 200);
    for (const s of sites) {
      expect(s.capacityKwp).toBeGreaterThanOrEqual(200);
      expect(s.capacityKwp).toBeLessThanOrEqual(20_000);
      expect(sandboxPlantCapacity(s.plant.id)).toBe(s.capacityKwp);
    }
    expect(sites.filter((s) => s.exportLimited)).toHaveLength(40);
    expect(Math.min(...sites.map((s) => s.capacityKwp))).toBeLessThan(1000);
    expect(Math.max(...sites.map((s) => s.capacityKwp))).toBeGreaterThan(5000);
  });

  it("never encodes ts as local midnight beyond ±12 h (it would round to the wrong day)", () => {
    for (const s of catalogue(5, 200)) if (Math.abs(s.offsetMin) >= 720) expect(s.localTs).toBe(false);
  });
});
