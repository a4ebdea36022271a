/** The bridge chart's value axis starts under its lowest level, at a multiple of its round step, never above a step's base. */
import { describe, expect, it } from "vitest";
import { bridgeAxisScale } from "../../../src/render/xlsx/bridge-axis.js";

/** Budget 100 000 kWh, weather −6 000, availability −2 500, performance +1 500, actual 93 000. */
const parts = {
  base: [null, 94_000, 91_500, 91_500, null],
  total: [100_000, null, null, null, 93_000],
  up: [null, null, null, 1_500, null],
  down: [null, 6_000, 2_500, null, null],
};

describe("bridgeAxisScale", () => {
  it("starts under the lowest level by the bridge's height (at least a quarter of the top), on a round step", () => {
    // Lowest level 91 500, top 100 000: 91 500 − max(8 500, 25 000) = 66 500. The axis shows
    // 33 500; a quarter is 8 375, whose round step below is 5 000; 66 500 rounds down to 65 000.
    expect(bridgeAxisScale(parts)).toEqual({ min: 65_000, majorUnit: 5_000 });
  });

  it("ticks at round millions and halves for a portfolio of 13 GWh (9.0M, 9.5M, … not 9.4M, 9.9M)", () => {
    // Budget 13 000 000, weather −300 000 (base 12 700 000), actual 12 700 000.
    const portfolio = {
      base: [null, 12_700_000, null],
      total: [13_000_000, null, 12_700_000],
      up: [null, null, null],
      down: [null, 300_000, null],
    };
    // 12 700 000 − max(300 000, 3 250 000) = 9 450 000; (13 000 000 − 9 450 000) / 4 = 887 500
    // → a step of 500 000; 9 450 000 rounds down to 9 000 000.
    const scale = bridgeAxisScale(portfolio);
    expect(scale).toEqual({ min: 9_000_000, majorUnit: 500_000 });
    for (const b of portfolio.base) if (b !== null) expect(scale.min).toBeLessThanOrEqual(b);
  });

  it("stays at 0, the step the reader's, when a level is at or below 0, or there is nothing to draw", () => {
    expect(bridgeAxisScale({ ...parts, total: [100_000, null, null, null, -5] })).toEqual({ min: 0 });
    expect(bridgeAxisScale({ base: [], total: [], up: [], down: [] })).toEqual({ min: 0 });
  });

  it("stays at 0 when the steps are as large as the totals", () => {
    const deep = {
      base: [null, 10_000, null],
      total: [100_000, null, 10_000],
      up: [],
      down: [null, 90_000, null],
    };
    expect(bridgeAxisScale(deep)).toEqual({ min: 0 });
  });
});
