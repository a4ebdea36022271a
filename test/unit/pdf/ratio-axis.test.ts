import { describe, expect, it } from "vitest";
import { ratioDomain } from "../../../src/render/pdf/pages/ratio-axis.js";

describe("ratioDomain", () => {
  it("keeps a 2-point wobble small: at least 20 points tall, 100 % on top", () => {
    const [lo, hi] = ratioDomain([0.97, 0.99, 0.98, 0.975]);
    expect(hi).toBe(1);
    expect(lo).toBeCloseTo(0.8, 12);
    // The wobble takes a tenth of the height, not all of it.
    expect((0.99 - 0.97) / (hi - lo)).toBeCloseTo(0.1, 12);
  });

  it("starts at a rounded value a little below the lowest value", () => {
    expect(ratioDomain([0.74, 0.86, 0.8])[0]).toBeCloseTo(0.7, 12);
    expect(ratioDomain([0.82, 0.86, 0.8])[0]).toBeCloseTo(0.7, 12);
  });

  it("never goes below 0 and reaches 0 for a day at 0 %", () => {
    expect(ratioDomain([0, 0.98])).toEqual([0, 1]);
    expect(ratioDomain([])).toEqual([0, 1]);
    expect(ratioDomain([null, null])).toEqual([0, 1]);
  });

  it("extends the top for a value above 100 %", () => {
    const [, hi] = ratioDomain([0.9, 1.12]);
    expect(hi).toBeCloseTo(1.2, 12);
  });
});
