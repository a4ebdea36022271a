/**
 * The sandbox's deterministic randomness (sandbox/random.ts): hashUnit is cyrb53 of the parts
 * joined with "|", computed part by part from a remembered first part. Same seed, same data:
 * these values are what every earlier sandbox served.
 */
import { describe, expect, it } from "vitest";
import { hashUnit, hashUnitOfJoined } from "../../../src/sandbox/random.js";

describe("hashUnit", () => {
  it("keeps the values the sandbox has always drawn", () => {
    // Computed with the former implementation (cyrb53 of parts.join("|")).
    expect(hashUnit("11299ee7-1d10-456e-94db-a6610caa81f8", 20400, "kt")).toBe(0.5214754399031752);
    expect(hashUnit("p", -3, "x")).toBe(0.28092790505734855);
    expect(hashUnit("gap-plant")).toBe(0.5836833089760434);
    expect(hashUnit(1, "plant", 0)).toBe(0.7085572286199074);
  });

  it("equals cyrb53 of the joined parts for every kind of part", () => {
    const firsts: (string | number)[] = ["11299ee7-1d10-456e-94db-a6610caa81f8", "", "é|ü", 7, -12, 0.5];
    const rests: (string | number)[][] = [
      [],
      [0],
      [-0],
      [20400, "kt"],
      [-1, "x"],
      [999_999_999, 1_000_000_000, 123_456_789_012],
      [0.1, 1e21, -2.5e-7, Number.NaN, Number.POSITIVE_INFINITY],
      ["", "", ""],
      ["gap-day", "logger", 2026, 10, 0],
      ["ٔ٣", "日本", "a|b"],
    ];
    for (const first of firsts)
      for (const rest of rests) {
        // Twice: the first call fills the prefix memo, the second continues from it.
        expect(hashUnit(first, ...rest)).toBe(hashUnitOfJoined(first, ...rest));
        expect(hashUnit(first, ...rest)).toBe(hashUnitOfJoined(first, ...rest));
      }
  });

  it("is uniform enough for the sandbox's draws", () => {
    const n = 20_000;
    const bins = new Array<number>(10).fill(0);
    for (let d = 0; d < n; d++) {
      const u = hashUnit("plant-x", d, "kt");
      expect(u).toBeGreaterThanOrEqual(0);
      expect(u).toBeLessThan(1);
      bins[Math.floor(u * 10)]!++;
    }
    for (const count of bins) expect(Math.abs(count - n / 10)).toBeLessThan(n / 10 / 5);
  });
});
