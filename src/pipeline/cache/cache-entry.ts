/**
 * What one response-cache file holds and when a fetched month may be kept. Pure: text in,
 * series (or null for "treat as a miss") out. The file repeats its key so a hash collision,
 * a hand-edited or truncated file can never be read as another plant's data.
 */
import { isRecord } from "../../api/shape.js";
import type { ParsedSeries, ParseWarnings } from "../../api/types.js";
import { type CacheKey, keyText } from "./cache-key.js";

/** The raw parsed series of a month, before any unit normalisation; the plant id is in the key. */
export type CachedSeries = Omit<ParsedSeries, "plantId">;

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const WARNING_KEYS: (keyof ParseWarnings)[] = ["nonNumeric", "outOfRange", "duplicates", "unalignedTs"];

/**
 * Only complete months with data: every requested KPI came back (a missing key is a definition
 * problem, not data) and at least one value is non-null. A month with no value at all is most
 * often a plant that was offline, whose logger may still deliver it late: fetched again.
 */
export function isCacheable(series: ParsedSeries): boolean {
  if (series.missingKpis.length > 0) return false;
  return Object.values(series.values).some((days) => Object.values(days).some((v) => v !== null));
}

export function entryText(key: CacheKey, series: ParsedSeries): string {
  const { values, missingKpis, warnings } = series;
  return `${JSON.stringify({ key: JSON.parse(keyText(key)), series: { values, missingKpis, warnings } })}\n`;
}

/** The cached series when `text` is a well-formed entry for exactly `key`; null otherwise. */
export function parseEntry(text: string, key: CacheKey): CachedSeries | null {
  let entry: unknown;
  try {
    entry = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(entry) || !isRecord(entry.key) || !isRecord(entry.series)) return null;
  if (JSON.stringify(entry.key) !== keyText(key)) return null;
  const { values, missingKpis, warnings } = entry.series;
  if (!isValues(values, key) || !isStringList(missingKpis) || !isWarnings(warnings)) return null;
  return { values, missingKpis, warnings };
}

/** KPI → day → value, every day inside the key's range. */
function isValues(v: unknown, key: CacheKey): v is CachedSeries["values"] {
  if (!isRecord(v)) return false;
  const inRange = ([day, x]: [string, unknown]) =>
    DAY_RE.test(day) && day >= key.from && day <= key.to && (x === null || Number.isFinite(x));
  return Object.values(v).every((days) => isRecord(days) && Object.entries(days).every(inRange));
}

function isStringList(v: unknown): v is string[] {
  return Array.isArray(v) && v.every((x) => typeof x === "string");
}

function isWarnings(v: unknown): v is ParseWarnings {
  return isRecord(v) && WARNING_KEYS.every((k) => Number.isInteger(v[k]) && (v[k] as number) >= 0);
}
