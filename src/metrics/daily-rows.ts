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

/** A KPI of the definition with its series looked up once, for every day of a month. */
interface KpiSource {
  field: DailyField;
  kpi: string;
  days: Record<string, number | null> | undefined;
}

const sourcesOf = (series: ParsedSeries, kpis: KpiMap): KpiSource[] =>
  kpis.map(({ field, kpi }) => ({ field, kpi, days: series.values[kpi] }));

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
  return valuesOf(sourcesOf(series, kpis), date, units, capacityKwp, impossible);
}

function valuesOf(
  sources: KpiSource[],
  date: string,
  units: UnitSpec,
  capacityKwp: number | null,
  impossible: ImpossibleValue[],
): DailyValues {
  const values = emptyValues();
  for (const { field, kpi, days } of sources) {
    if (values[field] !== null) continue;
    const value = normalise(field, days?.[date] ?? null, units);
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

/** ok/partial/missing judged over the fields the definition maps: an unmapped field never makes a day partial. */
function dayStatus(values: DailyValues, fields: readonly DailyField[]): DayStatus {
  let present = 0;
  for (const field of fields) if (values[field] !== null) present++;
  if (present === 0) return "missing";
  return present === fields.length ? "ok" : "partial";
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
  dates: readonly string[],
  ctx: DayContext,
  impossible: ImpossibleValue[] = [],
): DailyRow[] {
  const sources = sourcesOf(series, kpis);
  const fields = [...new Set(kpis.map((k) => k.field))];
  const rows: DailyRow[] = new Array(dates.length);
  for (let i = 0; i < dates.length; i++) {
    const date = dates[i]!;
    if (ctx.reportedThrough !== null && date > ctx.reportedThrough) {
      rows[i] = row(date, "future", null, emptyValues());
      continue;
    }
    const values = valuesOf(sources, date, ctx.units, ctx.capacityKwp, impossible);
    rows[i] = row(date, dayStatus(values, fields), lateness(ctx.freshness, date), values);
  }
  return rows;
}

/** 0 kWh measured while the plant was down (0 % availability) or the sun shone without an availability. */
export function isOutage(v: DailyValues): boolean {
  if (v.yieldKwh !== 0) return false;
  return v.availability === 0 || (v.availability === null && (v.irradiationKwhM2 ?? 0) > 0);
}

/** A measured row, its fields in the model's order; estimated-value fields are null here (estimates.ts fills them). */
function row(date: string, status: DayStatus, late: boolean | null, v: DailyValues): DailyRow {
  return {
    date,
    status,
    late,
    outage: isOutage(v),
    yieldKwh: v.yieldKwh,
    meterYieldKwh: v.meterYieldKwh,
    irradiationKwhM2: v.irradiationKwhM2,
    pr: v.pr,
    availability: v.availability,
    cellTemperatureC: v.cellTemperatureC,
    overspillKwh: v.overspillKwh,
    yieldEstimatedKwh: null,
    yieldEstimateSource: null,
    meterYieldEstimatedKwh: null,
    meterYieldEstimateSource: null,
  };
}
