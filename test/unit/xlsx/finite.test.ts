/** The renderers' non-finite guard copies only what it changes (no second copy of a clean model). */
import { describe, expect, it } from "vitest";
import { finiteOnly } from "../../../src/render/finite.js";
import { sampleModel } from "../../fixtures/model.js";

describe("finiteOnly", () => {
  it("hands back a clean model itself, not a copy", () => {
    const model = sampleModel();
    expect(finiteOnly(model)).toBe(model);
  });

  it("replaces NaN and ±Infinity with null in a copy of the changed branches only, leaving the input alone", () => {
    const clean = { days: [1, 2], name: "a" };
    const input = {
      clean,
      figures: { a: 1, b: Number.NaN, c: [0, Number.POSITIVE_INFINITY, -0] },
      when: new Date(0),
    };
    const out = finiteOnly(input);
    expect(out).toEqual({ clean, figures: { a: 1, b: null, c: [0, null, -0] }, when: new Date(0) });
    expect(out.clean).toBe(clean);
    expect(out.when).toBe(input.when);
    expect(input.figures.b).toBeNaN();
    expect(input.figures.c[1]).toBe(Number.POSITIVE_INFINITY);
    expect(Object.keys(out.figures)).toEqual(["a", "b", "c"]);
  });
});
