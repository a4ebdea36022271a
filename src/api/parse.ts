/**
 * Parsing of the service's scalar fields (DESIGN.md "Reading the service's data safely"):
 * string values, `ts` day keys, `tz_offset` and freshness timestamps.
 */
import { dayString } from "./dates.js";
import { DAY_MS, type ParseWarnings } from "./types.js";

export function emptyWarnings(): ParseWarnings {
  return { nonNumeric: 0, outOfRange: 0, duplicates: 0, unalignedTs: 0 };
}

/**
 * Plain decimal or scientific notation only. A comma is rejected on purpose: "12,5" may be a
 * decimal comma or a thousands separator, and guessing would silently scale a figure by 1000.
 */
const NUMBER_RE = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * A KPI `value` (a string per spec, "Point fields") as a number. null stays null (spec rule 3:
 * a missing value is null); anything non-numeric or non-finite is null and counted.
 */
export function parseValue(value: string | number | null, warnings?: ParseWarnings): number | null {
  if (value === null) return null;
  const text = typeof value === "number" ? String(value) : value.trim();
  const number = NUMBER_RE.test(text) ? Number(text) : Number.NaN;
  if (Number.isFinite(number)) return number;
  if (warnings) warnings.nonNumeric++;
  return null;
}

const OFFSET_RE = /^([+-])(\d{2}):(\d{2})$/;

/** `+HH:MM` / `-HH:MM` (spec, "Plant") in minutes east of UTC; real offsets lie in −12:00…+14:00. */
export function parseTzOffset(offset: string): number {
  const m = OFFSET_RE.exec(offset);
  const minutes = Number(m?.[3]);
  const magnitude = Number(m?.[2]) * 60 + minutes;
  // "-00:00" is 0, not -0.
  const total = m?.[1] === "-" && magnitude !== 0 ? -magnitude : magnitude;
  if (!m || minutes >= 60 || total < -12 * 60 || total > 14 * 60) {
    throw new RangeError(`not a time-zone offset (+HH:MM or -HH:MM within -12:00..+14:00): "${offset}"`);
  }
  return total;
}

/**
 * The plant-local calendar day a `ts` day key (epoch ms) stands for. The service may encode a
 * day as its UTC midnight or as the plant's local midnight (spec, "Point fields": a day key,
 * not a measurement time), so: an exact UTC midnight is that date; an exact local midnight
 * (ts + offset ≡ 0 mod 1 day) is that date; anything else maps to the nearest day of
 * ts + offset and is counted as unaligned.
 * (DESIGN.md's `round(ts / 86 400 000)` sends local midnights of offsets beyond ±12:00 to
 * the wrong day, e.g. +13:00 → the day before, so it is not used.)
 */
export function tsToDay(ts: string, tzOffsetMinutes: number, warnings?: ParseWarnings): string {
  const text = ts.trim();
  const ms = /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(ms)) throw new RangeError(`not an epoch-milliseconds day key: "${ts}"`);
  if (mod(ms, DAY_MS) === 0) return dayString(ms / DAY_MS);
  const local = ms + tzOffsetMinutes * 60_000;
  if (mod(local, DAY_MS) === 0) return dayString(local / DAY_MS);
  if (warnings) warnings.unalignedTs++;
  return dayString(Math.round(local / DAY_MS));
}

function mod(a: number, n: number): number {
  return ((a % n) + n) % n;
}

const FRESHNESS_TS_RE = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?)(?:([+-]\d{2}):?(\d{2})|Z)$/;

/**
 * A freshness `last_data_update` (`YYYY-MM-DDTHH:MM:SS+hhmm`, spec "Freshness report entry")
 * as ISO 8601 with a `+hh:mm` offset; throws RangeError when it is neither form.
 */
export function toIsoTimestamp(text: string): string {
  const m = FRESHNESS_TS_RE.exec(text.trim());
  if (!m || Number.isNaN(Date.parse(`${m[1]}Z`))) throw new RangeError(`not a timestamp: "${text}"`);
  return m[2] === undefined ? `${m[1]}+00:00` : `${m[1]}${m[2]}:${m[3]}`;
}

/**
 * The service's bodies nest at most a handful of levels (spec, "KPI data entry": list →
 * entry → data → KPI list → point). Anything far deeper is hostile or broken, and would
 * overflow the stack of every recursive walk after JSON.parse (JSON.stringify in messages,
 * structured clone to the PDF workers).
 */
export const MAX_JSON_DEPTH = 64;

/**
 * The deepest array/object nesting of a parsed JSON value, without recursion (V8's JSON.parse
 * is iterative, so a hostile text parses; only the walks after it would overflow); stops as
 * soon as `limit` is exceeded and returns limit + 1. It visits only containers and their
 * members, about a tenth of the work of scanning every character of the text beforehand.
 */
export function valueDepth(value: unknown, limit = MAX_JSON_DEPTH): number {
  if (typeof value !== "object" || value === null) return 0;
  const stack: unknown[] = [value];
  const depths: number[] = [1];
  let max = 0;
  while (stack.length > 0) {
    const node = stack.pop() as object;
    const depth = depths.pop() as number;
    if (depth > max) {
      max = depth;
      if (max > limit) return max;
    }
    const members = Array.isArray(node) ? node : Object.values(node);
    for (const member of members) {
      if (typeof member !== "object" || member === null) continue;
      stack.push(member);
      depths.push(depth + 1);
    }
  }
  return max;
}

/**
 * The deepest array/object nesting of a JSON text, scanning the text once (no parse, no
 * recursion); stops counting as soon as `limit` is exceeded and returns limit + 1.
 */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > max) {
        max = depth;
        if (max > limit) return max;
      }
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return max;
}
