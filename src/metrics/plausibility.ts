/**
 * Values the service may send that no plant can produce (DESIGN.md "Monthly figures"):
 * they become null, are counted and named in the plant's warnings, and are never summed.
 * Checked in canonical units, so "150 %" means the same whatever the source units were.
 */

import { type ReportWarning, reportWarning } from "../vocabulary/report-warning.js";
import type { DailyField } from "./model.js";

/** A day's irradiation above this is beyond any site on Earth (clear-sky maximum ≈ 12). */
export const MAX_DAILY_IRRADIATION_KWH_M2 = 15;
/** A day's energy above 24 h at the full DC capacity is impossible. */
export const MAX_DAILY_HOURS_AT_CAPACITY = 24;
export const MAX_PR = 1.5;
/** Cell temperatures outside this band are sensor faults (module ratings span −40…+85 °C). */
export const CELL_TEMPERATURE_RANGE_C = [-60, 120] as const;

const ENERGY: ReadonlySet<DailyField> = new Set(["yieldKwh", "meterYieldKwh", "overspillKwh"]);

/** Why a value is impossible: a `reason` the catalogs name (warning.impossibleValue), its bounds, in English. */
export interface ImpossibleReason {
  reason: string;
  bounds: Record<string, number>;
  text: string;
}

const why = (reason: string, text: string, bounds: Record<string, number> = {}): ImpossibleReason => ({
  reason,
  bounds,
  text,
});

/** The unit a reader expects the refused value in: ratios as percent (the model keeps fractions). */
const UNIT: Partial<Record<DailyField, { unit: string; scale: number }>> = {
  yieldKwh: { unit: "kwh", scale: 1 },
  meterYieldKwh: { unit: "kwh", scale: 1 },
  overspillKwh: { unit: "kwh", scale: 1 },
  irradiationKwhM2: { unit: "kwhPerM2", scale: 1 },
  pr: { unit: "percent", scale: 100 },
  availability: { unit: "percent", scale: 100 },
  cellTemperatureC: { unit: "celsius", scale: 1 },
};

/** Why `value` (canonical units) is impossible for `field`, or null when it is plausible. */
export function impossibleReason(
  field: DailyField,
  value: number,
  capacityKwp: number | null,
): ImpossibleReason | null {
  if (!Number.isFinite(value)) return why("notFinite", "not a finite number");
  if (ENERGY.has(field)) {
    if (value < 0) return why("negativeEnergy", "negative energy");
    if (capacityKwp !== null && capacityKwp > 0 && value > MAX_DAILY_HOURS_AT_CAPACITY * capacityKwp) {
      const limit = MAX_DAILY_HOURS_AT_CAPACITY;
      return why("energyAboveCapacity", `more than ${limit} kWh per kWp of capacity in a day`, { limit });
    }
    return null;
  }
  switch (field) {
    case "irradiationKwhM2": {
      if (value < 0) return why("negativeIrradiation", "negative irradiation");
      const limit = MAX_DAILY_IRRADIATION_KWH_M2;
      return value > limit
        ? why("irradiationAboveLimit", `more than ${limit} kWh/m² in a day`, { limit })
        : null;
    }
    case "pr": {
      if (value < 0) return why("negativePr", "a negative PR");
      const limit = MAX_PR * 100;
      return value > MAX_PR ? why("prAboveLimit", `a PR above ${limit} %`, { limit }) : null;
    }
    case "availability":
      if (value < 0) return why("negativeAvailability", "a negative availability");
      return value > 1 ? why("availabilityAboveFull", "an availability above 100 %") : null;
    case "cellTemperatureC": {
      const [low, high] = CELL_TEMPERATURE_RANGE_C;
      return value < low || value > high
        ? why("cellTemperatureOutside", `a cell temperature outside ${low}…+${high} °C`, { low, high })
        : null;
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
  reason: ImpossibleReason;
  /** Which figure it would have been (its unit in the reader's message); absent: no unit. */
  field?: DailyField;
}

/** "historical_plant_daily_yield on 2026-10-04: -12 is negative energy: not used (set to no value)". */
export function impossibleWarning(v: ImpossibleValue): ReportWarning {
  const value = Number.isFinite(v.value) ? Number(v.value.toPrecision(6)) : String(v.value);
  const unit = v.field ? UNIT[v.field] : undefined;
  const shown = unit && typeof value === "number" ? Number((value * unit.scale).toPrecision(6)) : value;
  return reportWarning(
    "impossibleValue",
    {
      kpi: v.kpi,
      date: v.date,
      value: shown,
      unit: unit?.unit ?? "none",
      cause: v.reason.reason,
      ...v.reason.bounds,
    },
    `${v.kpi} on ${v.date}: ${String(value)} is ${v.reason.text}: not used (set to no value)`,
  );
}
