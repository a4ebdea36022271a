/**
 * Validation and parsing of the daily/historical envelope (spec, "KPI data entry") into
 * ParsedSeries, and the merge of the series of split requests (≤5 / ≤10 KPIs, day ranges).
 * Shape problems throw TypeError; the client turns them into ApiError "bad-response".
 */
import { dayNumber } from "./dates.js";
import { emptyWarnings, parseTzOffset, parseValue, tsToDay } from "./parse.js";
import { isRecord, kindOf } from "./shape.js";
import type { ParsedSeries, ParseWarnings } from "./types.js";

export interface SeriesContext {
  plantId: string;
  /** KPI names this request asked for. */
  kpis: readonly string[];
  /**
   * Inclusive YYYY-MM-DD range of days requested; points outside are dropped and counted.
   * Absent for a daily call without a date ("the current day is used"): the entry's `date` then.
   */
  range?: { from: string; to: string };
  /** The plant's offset; absent: each entry's own `tz_offset`. */
  tzOffsetMinutes?: number;
  /**
   * Daily endpoint: a series is the day's intraday slots, all carrying the same day key, so a
   * repeated day is not a duplicate; the last non-null slot (the running day figure of the
   * cumulative KPIs) is kept.
   */
  intraday?: boolean;
}

export interface EntryContext {
  kpis: readonly string[];
  intraday: boolean;
  from: string;
  to: string;
  tzOffsetMinutes: number;
}

/**
 * Parses one response body. Never trusts order or completeness (DESIGN.md), nor whose data
 * it is: the spec promises "one KPI data entry per plant" whose `plant_id` echoes the request,
 * and an offline plant still has its entry (with empty lists, rule 2). So an empty array, or
 * an entry for another plant, is a malformed answer for this plant, never "no data".
 */
export function parseSeries(body: unknown, ctx: SeriesContext): ParsedSeries {
  if (!Array.isArray(body))
    throw new TypeError(`expected a JSON array of KPI data entries, got ${kindOf(body)}`);
  if (body.length === 0) {
    throw new TypeError(
      `an empty list instead of the KPI data entry of plant ${JSON.stringify(ctx.plantId)} ` +
        "(an offline plant still has an entry, with empty lists)",
    );
  }
  const warnings = emptyWarnings();
  const values: ParsedSeries["values"] = {};
  body.forEach((entry, i) => {
    if (!isRecord(entry) || !isRecord(entry.data)) {
      throw new TypeError(`entry ${i} has no "data" object (got ${kindOf(entry)})`);
    }
    checkPlantId(entry, ctx.plantId, i);
    const entryCtx = entryContext(entry, ctx, i);
    for (const [kpi, points] of Object.entries(entry.data)) {
      if (!Array.isArray(points))
        throw new TypeError(`entry ${i}: "${kpi}" is ${kindOf(points)}, not a list`);
      // Keys nobody asked for are ignored rather than trusted.
      if (!ctx.kpis.includes(kpi)) continue;
      values[kpi] ??= {};
      addPoints(values[kpi], points, entryCtx, warnings, `entry ${i}: "${kpi}"`);
    }
  });
  // Spec, "Behaviour common to the KPI endpoints": unknown names come back with no key at all.
  const missingKpis = ctx.kpis.filter((kpi) => !(kpi in values));
  return { plantId: ctx.plantId, values, missingKpis, warnings };
}

/** DESIGN.md: "`plant_id` of every entry must equal the plant requested; anything else is an error". */
export function checkPlantId(entry: Record<string, unknown>, plantId: string, i: number): void {
  if (entry.plant_id === plantId) return;
  const got = typeof entry.plant_id === "string" ? JSON.stringify(entry.plant_id.slice(0, 80)) : "none";
  throw new TypeError(
    `entry ${i} is for plant ${got}, not the plant requested (${JSON.stringify(plantId)}): not used as its data`,
  );
}

export function entryContext(entry: Record<string, unknown>, ctx: SeriesContext, i: number): EntryContext {
  let range = ctx.range;
  if (!range) {
    if (typeof entry.date !== "string") throw new TypeError(`entry ${i} has no date`);
    dayNumber(entry.date);
    range = { from: entry.date, to: entry.date };
  }
  let tzOffsetMinutes = ctx.tzOffsetMinutes;
  if (tzOffsetMinutes === undefined) {
    if (typeof entry.tz_offset !== "string") throw new TypeError(`entry ${i} has no tz_offset`);
    tzOffsetMinutes = parseTzOffset(entry.tz_offset);
  }
  return { kpis: ctx.kpis, intraday: ctx.intraday ?? false, ...range, tzOffsetMinutes };
}

/** Every point of every response passes here: one loop, no closure, one lookup per day. */
function addPoints(
  series: Record<string, number | null>,
  points: unknown[],
  ctx: EntryContext,
  warnings: ParseWarnings,
  where: string,
): void {
  for (let i = 0; i < points.length; i++) {
    const point = points[i];
    // Spec rule 3: a missing value inside a series may be a null point; it has no day to fill.
    if (point === null) continue;
    if (!isRecord(point) || !isTsLike(point.ts) || !isValueLike(point.value)) {
      throw new TypeError(`${where}: a point is not {ts, value}: ${JSON.stringify(point)?.slice(0, 80)}`);
    }
    const ts = point.ts;
    const day = tsToDay(typeof ts === "string" ? ts : String(ts), ctx.tzOffsetMinutes, warnings);
    addPoint(series, day, parseValue(point.value, warnings), ctx, warnings);
  }
}

/** A point's day and value into its KPI's series: out-of-range days dropped, repeated days counted. */
export function addPoint(
  series: Record<string, number | null>,
  day: string,
  value: number | null,
  ctx: EntryContext,
  warnings: ParseWarnings,
): void {
  if (day < ctx.from || day > ctx.to) {
    warnings.outOfRange++;
    return;
  }
  // A stored value is a number or null, never undefined: undefined means the day is new.
  const stored = series[day];
  if (stored === undefined) series[day] = value;
  else if (!ctx.intraday) warnings.duplicates++;
  else if (value !== null) series[day] = value;
}

/** Merges the parts of one logical request; `requested` fixes the KPI order of missingKpis. */
export function mergeSeries(
  plantId: string,
  requested: readonly string[],
  parts: ParsedSeries[],
): ParsedSeries {
  // One part (a month in one request): nothing to merge, its series are used as they are.
  if (parts.length === 1) {
    const [part] = parts as [ParsedSeries];
    return {
      plantId,
      values: part.values,
      missingKpis: missing(requested, part.values),
      warnings: { ...part.warnings },
    };
  }
  const values: ParsedSeries["values"] = {};
  const warnings = emptyWarnings();
  for (const part of parts) {
    // for-in: the same own keys in the same order as Object.entries, without an array per KPI.
    for (const kpi in part.values) {
      const days = part.values[kpi]!;
      values[kpi] ??= {};
      const into = values[kpi];
      for (const day in days) {
        // A stored value is a number or null, never undefined.
        if (into[day] !== undefined) warnings.duplicates++;
        else into[day] = days[day] as number | null;
      }
    }
    for (const key of Object.keys(warnings) as (keyof ParseWarnings)[]) warnings[key] += part.warnings[key];
  }
  return { plantId, values, missingKpis: missing(requested, values), warnings };
}

function missing(requested: readonly string[], values: ParsedSeries["values"]): string[] {
  return requested.filter((kpi) => !(kpi in values));
}

function isTsLike(ts: unknown): ts is string | number {
  return typeof ts === "string" || typeof ts === "number";
}

function isValueLike(value: unknown): value is string | number | null {
  return value === null || typeof value === "string" || typeof value === "number";
}
