/**
 * One DailyRow per calendar day of the month from a plant's parsed series: values
 * normalised to canonical units, a status for completeness, and lateness from the
 * freshness report (spec, "POST /data/plant/last_24_hour_update_status").
 */
import type { ParsedFreshness, ParsedSeries } from "../api/types.js";
import type { DailyField, DailyRow, DailyValues, DayStatus } from "./model.js";
import { type ImpossibleValue, impossibleReason } from "./plausibility.js";
import { normalise, type UnitSpec } from "./units.js";

/** Which service KPI feeds which DailyRow field (the report definition decides). */
export type KpiMap = { field: DailyField; kpi: string }[];

function emptyValues(): DailyValues {
  return {
    yieldKwh: null,
    meterYieldKwh: null,
    irradiationKwhM2: null,
    pr: null,
    availability: null,
    cellTemperatureC: null,
    overspillKwh: null,
  };
}

/**
 * A day's values; fields no KPI feeds stay null. A physically impossible value (plausibility.ts)
 * is null and reported through `impossible`.
 */
export function dayValues(
  series: ParsedSeries,
  kpis: KpiMap,
  date: string,
  units: UnitSpec,
  capacityKwp: number | null = null,
  impossible: ImpossibleValue[] = [],
): DailyValues {
  const values = emptyValues();
  for (const { field, kpi } of kpis) {
    if (values[field] !== null) continue;
    const value = normalise(field, series.values[kpi]?.[date] ?? null, units);
    if (value === null) continue;
    const reason = impossibleReason(field, value, capacityKwp);
    if (reason === null) values[field] = value;
    else impossible.push({ date, kpi, value, reason, field });
  }
  return values;
}

/** What buildDailyRows needs of the plant besides its series. */
export interface DayContext {
  units: UnitSpec;
  freshness: ParsedFreshness | null;
  /** last day included when the month is still in progress, else null */
  reportedThrough: string | null;
  /** for the "24 kWh per kWp" plausibility rule */
  capacityKwp: number | null;
}

/** Measured rows before estimates: estimated-value fields are null here. */
const NO_ESTIMATE = {
  yieldEstimatedKwh: null,
  yieldEstimateSource: null,
  meterYieldEstimatedKwh: null,
  meterYieldEstimateSource: null,
} as const;

/** ok/partial/missing judged over the fields the definition maps: an unmapped field never makes a day partial. */
function dayStatus(values: DailyValues, kpis: KpiMap): DayStatus {
  const fields = new Set(kpis.map((k) => k.field));
  const present = [...fields].filter((field) => values[field] !== null).length;
  if (present === 0) return "missing";
  return present === fields.size ? "ok" : "partial";
}

/** `No Update` → late, `Update` → on time; a day outside the ~30-day window (or any other status) → unknown. */
function lateness(freshness: ParsedFreshness | null, date: string): boolean | null {
  const status = freshness?.days[date]?.status;
  if (status === "No Update") return true;
  if (status === "Update") return false;
  return null;
}

/**
 * Days after `reportedThrough` (a month still in progress) are `future`: they carry no
 * values and no lateness, so no figure, gap or late day is counted for them.
 */
export function buildDailyRows(
  series: ParsedSeries,
  kpis: KpiMap,
  dates: string[],
  ctx: DayContext,
  impossible: ImpossibleValue[] = [],
): DailyRow[] {
  return dates.map((date): DailyRow => {
    if (ctx.reportedThrough !== null && date > ctx.reportedThrough) {
      return { date, status: "future", late: null, ...emptyValues(), ...NO_ESTIMATE };
    }
    const values = dayValues(series, kpis, date, ctx.units, ctx.capacityKwp, impossible);
    return {
      date,
      status: dayStatus(values, kpis),
      late: lateness(ctx.freshness, date),
      ...values,
      ...NO_ESTIMATE,
    };
  });
}
