/**
 * The content stream's numbers spelled from their rounded digits (render/pdf/decimals.ts): the
 * same strings as V8's own spelling of the rounded fraction, for every kind of value a page
 * writes and the edges of the rounding.
 */
import { describe, expect, it } from "vitest";
import { fixed3, fixed6 } from "../../../src/render/pdf/engine/decimals.js";

const reference3 = (n: number) => String(Math.round(n * 1000) / 1000 + 0);
const reference6 = (n: number) => String(Math.round(n * 1e6) / 1e6);

/** A deterministic stream of values: coordinates, colour channels, tiny and huge numbers. */
function values(count: number): number[] {
  let seed = 0x2f6e2b1;
  const next = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 2 ** 32;
  };
  const scales = [1, 1e-3, 1e-6, 1e-7, 10, 841.89, 1e4, 1e6, 1e9, 1e12, 1e16, 1e22];
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const scale = scales[i % scales.length] as number;
    out.push((next() - 0.4) * 2 * scale);
  }
  return out;
}

const EDGES = [
  0,
  -0,
  1,
  -1,
  0.5,
  -0.5,
  0.0005,
  -0.0005,
  0.0004999,
  -0.0004999,
  0.00049999999,
  1.9995,
  -1.9995,
  2.0005,
  0.0000005,
  -0.0000005,
  0.0000004999,
  -0.0000004999,
  0.000001,
  -0.000001,
  1e-7,
  -1e-7,
  0.1,
  0.2,
  0.3,
  0.1 + 0.2,
  841.89,
  595.28,
  12.345678,
  -12.345678,
  999.9995,
  999.9999995,
  1 / 3,
  -2 / 3,
  0.999,
  0.9995,
  0.001,
  0.01,
  0.05,
  0.12,
  0.12,
  0.102,
  0.0125,
  123456789.123456,
  999999999.9999,
  1e9,
  -1e9,
  1e12,
  -1e12,
  999999999999.9,
  1e15,
  1e21,
  -1e21,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_VALUE,
  -Number.MIN_VALUE,
  Number.MAX_VALUE,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
];

describe("fixed3 (path coordinates and colour channels)", () => {
  it("spells the edges of the rounding as V8 spells the rounded fraction", () => {
    for (const v of EDGES) expect([v, fixed3(v)]).toEqual([v, reference3(v)]);
  });

  it("spells 100,000 values of every magnitude the same way", () => {
    const diffs = values(100_000).filter((v) => fixed3(v) !== reference3(v));
    expect(diffs).toEqual([]);
  });

  it("writes what a page needs by hand: no trailing zeros, no negative zero, a leading zero", () => {
    expect(fixed3(152.4957)).toBe("152.496");
    expect(fixed3(-0.0004)).toBe("0");
    expect(fixed3(-0.25)).toBe("-0.25");
    expect(fixed3(0.1204)).toBe("0.12");
    expect(fixed3(3.0001)).toBe("3");
    expect(fixed3(0.05)).toBe("0.05");
  });
});

describe("fixed6 (text positions and sizes, as pdfkit writes numbers)", () => {
  it("spells the edges of the rounding as V8 spells the rounded fraction", () => {
    for (const v of EDGES) expect([v, fixed6(v)]).toEqual([v, reference6(v)]);
  });

  it("spells 100,000 values of every magnitude the same way", () => {
    const diffs = values(100_000).filter((v) => fixed6(v) !== reference6(v));
    expect(diffs).toEqual([]);
  });

  it("writes what a page needs by hand", () => {
    expect(fixed6(799.535996)).toBe("799.535996");
    expect(fixed6(-30.7617187)).toBe("-30.761719");
    expect(fixed6(8.5)).toBe("8.5");
    expect(fixed6(0.000012)).toBe("0.000012");
    expect(fixed6(2.0000004)).toBe("2");
    expect(fixed6(-0.0000004)).toBe("0");
  });
});
