/** The bridge chart's value axis starts under its lowest level, at a round number, never above a step's base. */
import { describe, expect, it } from "vitest";
import { bridgeAxisFloor } from "../../../src/render/xlsx/bridge-axis.js";

/** Budget 100 000 kWh, weather −6 000, availability −2 500, performance +1 500, actual 93 000. */
const parts = {
  base: [null, 94_000, 91_500, 91_500, null],
  total: [100_000, null, null, null, 93_000],
  up: [null, null, null, 1_500, null],
  down: [null, 6_000, 2_500, null, null],
};

describe("bridgeAxisFloor", () => {
  it("starts under the lowest level by the bridge's height (at least a quarter of the top), rounded down", () => {
    const floor = bridgeAxisFloor(parts);
    // lowest level 91 500, top 100 000: 91 500 − 25 000 = 66 500 → a round 65 000 or so.
    expect(floor).toBeGreaterThan(0);
    expect(floor).toBeLessThanOrEqual(66_500);
    expect(floor).toBeGreaterThanOrEqual(60_000);
    expect(floor % 1000).toBe(0);
    for (const b of parts.base) if (b !== null) expect(floor).toBeLessThanOrEqual(b);
  });

  it("stays at 0 when a level is at or below 0, or there is nothing to draw", () => {
    expect(bridgeAxisFloor({ ...parts, total: [100_000, null, null, null, -5] })).toBe(0);
    expect(bridgeAxisFloor({ base: [], total: [], up: [], down: [] })).toBe(0);
  });

  it("stays at 0 when the steps are as large as the totals", () => {
    const deep = {
      base: [null, 10_000, null],
      total: [100_000, null, 10_000],
      up: [],
      down: [null, 90_000, null],
    };
    expect(bridgeAxisFloor(deep)).toBe(0);
  });
});
