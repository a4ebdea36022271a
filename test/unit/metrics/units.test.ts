import { describe, expect, it } from "vitest";
import { normalise, type UnitSpec } from "../../../src/metrics/index.js";

const MWH_PERCENT: UnitSpec = { energy: "MWh", ratio: "percent" };
const KWH_FRACTION: UnitSpec = { energy: "kWh", ratio: "fraction" };

describe("normalise", () => {
  it("turns MWh into kWh for every energy field", () => {
    expect(normalise("yieldKwh", 1.5, MWH_PERCENT)).toBe(1500);
    expect(normalise("meterYieldKwh", 0.25, MWH_PERCENT)).toBe(250);
    expect(normalise("overspillKwh", 2, MWH_PERCENT)).toBe(2000);
  });

  it("turns percent into fractions for PR and availability", () => {
    expect(normalise("pr", 85, MWH_PERCENT)).toBe(0.85);
    expect(normalise("availability", 99.5, MWH_PERCENT)).toBe(0.995);
  });

  it("leaves irradiation and temperature alone whatever the units", () => {
    expect(normalise("irradiationKwhM2", 4.2, MWH_PERCENT)).toBe(4.2);
    expect(normalise("cellTemperatureC", 31, MWH_PERCENT)).toBe(31);
  });

  it("leaves kWh and fractions as they are", () => {
    expect(normalise("yieldKwh", 1.5, KWH_FRACTION)).toBe(1.5);
    expect(normalise("pr", 0.85, KWH_FRACTION)).toBe(0.85);
  });

  it("keeps null as null", () => {
    expect(normalise("yieldKwh", null, MWH_PERCENT)).toBeNull();
    expect(normalise("pr", null, MWH_PERCENT)).toBeNull();
  });
});
