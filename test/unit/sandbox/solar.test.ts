import { describe, expect, it } from "vitest";
import { declinationDeg, extraterrestrialKwhM2, sunsetHourAngleDeg } from "../../../src/sandbox/solar.js";

describe("extraterrestrial irradiation (Duffie & Beckman)", () => {
  // Duffie & Beckman, 4th ed., Example 1.10.1: φ = 43° N, April 15 (n = 105):
  // δ = 9.4°, ωs = 98.9°, H0 = 33.8 MJ/m² = 9.39 kWh/m².
  it("reproduces the textbook example", () => {
    expect(declinationDeg(105)).toBeCloseTo(9.41, 1);
    expect(sunsetHourAngleDeg(43, 105)).toBeCloseTo(98.9, 1);
    expect(extraterrestrialKwhM2(43, 105)).toBeCloseTo(33.8 / 3.6, 1);
  });

  it("is zero in polar night and positive in polar day", () => {
    expect(extraterrestrialKwhM2(80, 355)).toBe(0);
    expect(extraterrestrialKwhM2(80, 172)).toBeGreaterThan(11);
  });

  it("mirrors the seasons between hemispheres", () => {
    expect(extraterrestrialKwhM2(-40, 355)).toBeGreaterThan(extraterrestrialKwhM2(40, 355) * 2);
    expect(extraterrestrialKwhM2(-40, 172)).toBeLessThan(extraterrestrialKwhM2(40, 172) / 2);
  });
});
