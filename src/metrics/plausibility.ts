/**
 * Values the service may send that no plant can produce (DESIGN.md "Monthly figures"):
 * they become null, are counted and named in the plant's warnings, and are never summed.
 * Checked in canonical units, so "150 %" means the same whatever the source units were.
 */
import type { DailyField } from "./model.js";

/** A day's irradiation above this is beyond any site on Earth (clear-sky maximum ≈ 12). */
export const MAX_DAILY_IRRADIATION_KWH_M2 = 15;
/** A day's energy above 24 h at the full DC capacity is impossible. */
export const MAX_DAILY_HOURS_AT_CAPACITY = 24;
export const MAX_PR = 1.5;
/** Cell temperatures outside this band are sensor faults (module ratings span −40…+85 °C). */
export const CELL_TEMPERATURE_RANGE_C = [-60, 120] as const;

const ENERGY: ReadonlySet<DailyField> = new Set(["yieldKwh", "meterYieldKwh", "overspillKwh"]);

/** Why `value` (canonical units) is impossible for `field`, or null when it is plausible. */
export function impossibleReason(
  field: DailyField,
  value: number,
  capacityKwp: number | null,
): string | null {
  if (!Number.isFinite(value)) return "not a finite number";
  if (ENERGY.has(field)) {
    if (value < 0) return "negative energy";
    if (capacityKwp !== null && capacityKwp > 0 && value > MAX_DAILY_HOURS_AT_CAPACITY * capacityKwp) {
      return `more than ${MAX_DAILY_HOURS_AT_CAPACITY} kWh per kWp of capacity in a day`;
    }
    return null;
  }
  switch (field) {
    case "irradiationKwhM2":
      if (value < 0) return "negative irradiation";
      return value > MAX_DAILY_IRRADIATION_KWH_M2
        ? `more than ${MAX_DAILY_IRRADIATION_KWH_M2} kWh/m² in a day`
        : null;
    case "pr":
      if (value < 0) return "a negative PR";
      return value > MAX_PR ? `a PR above ${MAX_PR * 100} %` : null;
    case "availability":
      if (value < 0) return "a negative availability";
      return value > 1 ? "an availability above 100 %" : null;
    case "cellTemperatureC": {
      const [lo, hi] = CELL_TEMPERATURE_RANGE_C;
      return value < lo || value > hi ? `a cell temperature outside ${lo}…+${hi} °C` : null;
    }
    default:
      return null;
  }
}

/** One value set to null, for the plant's warnings. */
export interface ImpossibleValue {
  date: string;
  kpi: string;
  /** canonical units */
  value: number;
  reason: string;
}

/** "historical_plant_daily_yield on 2026-10-04: -12 (negative energy), not used". */
export function impossibleWarning(v: ImpossibleValue): string {
  return `${v.kpi} on ${v.date}: ${formatRaw(v.value)} is ${v.reason}: not used (set to no value)`;
}

function formatRaw(value: number): string {
  return Number.isFinite(value) ? String(Number(value.toPrecision(6))) : String(value);
}
