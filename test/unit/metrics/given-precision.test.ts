/** Tariffs and prices are printed with the precision they were given, never rounded to cents. */
import { describe, expect, it } from "vitest";
import { givenDecimals } from "../../../src/metrics/given-precision.js";

describe("givenDecimals", () => {
  it("keeps a tariff's own decimals, at least two", () => {
    expect(givenDecimals(0.0479)).toBe(4); // "€0.0479", not "€0.05"
    expect(givenDecimals(0.1141)).toBe(4); // "0,1141 €", not "0,11 €"
    expect(givenDecimals(0.1)).toBe(2);
    expect(givenDecimals(12)).toBe(2);
    expect(givenDecimals(0.07125)).toBe(5);
  });

  it("reads a tiny price written with an exponent, and stops at six", () => {
    expect(givenDecimals(5e-7)).toBe(6);
    expect(givenDecimals(0.000123)).toBe(6);
    expect(givenDecimals(1.5e-5)).toBe(6);
    expect(givenDecimals(null)).toBeNull();
  });
});
