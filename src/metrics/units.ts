/**
 * Unit normalisation. The service's spec does not state units, so the report definition
 * declares them (DESIGN.md "Monthly figures") and every value is made canonical here:
 * energy kWh, ratios as fractions 0–1; irradiation (kWh/m²) and temperature (°C) pass through.
 */
import type { DailyField } from "./model.js";

export interface UnitSpec {
  energy: "kWh" | "MWh";
  ratio: "percent" | "fraction";
}

const ENERGY_FIELDS: ReadonlySet<DailyField> = new Set(["yieldKwh", "meterYieldKwh", "overspillKwh"]);
const RATIO_FIELDS: ReadonlySet<DailyField> = new Set(["pr", "availability"]);

/** Canonicalise one raw value of `field` as the service sent it in `units`. */
export function normalise(field: DailyField, value: number | null, units: UnitSpec): number | null {
  if (value === null) return null;
  if (ENERGY_FIELDS.has(field) && units.energy === "MWh") return value * 1000;
  if (RATIO_FIELDS.has(field) && units.ratio === "percent") return value / 100;
  return value;
}
