/**
 * Parsing of the service's scalar fields (DESIGN.md "Reading the service's data safely"):
 * string values, `ts` day keys, `tz_offset` and freshness timestamps.
 */
import { dayString } from "./dates.js";
import { DAY_MS, type ParseWarnings } from "./types.js";

export { jsonDepth, MAX_JSON_DEPTH, valueDepth } from "./json-depth.js";

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
  if (typeof value === "string") {
    const plain = plainDecimalAt(value, 0, value.length);
    if (plain !== undefined) return plain;
  }
  const text = typeof value === "number" ? String(value) : value.trim();
  const number = NUMBER_RE.test(text) ? Number(text) : Number.NaN;
  if (Number.isFinite(number)) return number;
  if (warnings) warnings.nonNumeric++;
  return null;
}

/** Exact powers of ten, as literals (Math.pow need not be exact). */
const POW10 = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];

/**
 * The service's usual value, read without a regular expression (every point of every response
 * comes here): an optional sign, at most 15 digits with at most one point. Its digits make an
 * integer below 2^53 and its scale a power of ten up to 10^15, both exact doubles, so their
 * quotient is the correctly rounded value, the very double Number() gives (W. D. Clinger, "How
 * to read floating point numbers accurately", 1990: the fast path). Anything else: undefined,
 * and the long way.
 */
export function plainDecimalAt(text: string, start: number, end: number): number | undefined {
  if (end <= start || end - start > 17) return undefined;
  const first = text.charCodeAt(start);
  let i = first === 0x2b || first === 0x2d ? start + 1 : start;
  if (i >= end || !isDigit(text.charCodeAt(i))) return undefined;
  let digits = 0;
  let scale = -1;
  let m = 0;
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (isDigit(c)) {
      m = m * 10 + (c - 0x30);
      digits++;
      if (scale >= 0) scale++;
    } else if (c === 0x2e && scale < 0) scale = 0;
    else return undefined;
  }
  if (digits > 15) return undefined;
  const value = scale > 0 ? m / POW10[scale]! : m;
  return first === 0x2d ? -value : value;
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
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
  return msToDay(epochMsAt(ts, 0, ts.length) ?? epochMsOfText(ts), tzOffsetMinutes, warnings);
}

/** tsToDay of a key already read as epoch milliseconds (a safe integer). */
export function msToDay(ms: number, tzOffsetMinutes: number, warnings?: ParseWarnings): string {
  const utc = wholeDays(ms);
  if (utc !== undefined) return dayString(utc);
  const local = ms + tzOffsetMinutes * 60_000;
  const day = wholeDays(local);
  if (day !== undefined) return dayString(day);
  if (warnings) warnings.unalignedTs++;
  return dayString(Math.round(local / DAY_MS));
}

/**
 * ms / DAY_MS when ms is a whole number of days, else undefined. Below 2^52 the product of
 * whole days and DAY_MS is exact, so the test needs no remainder (a slow floating-point
 * modulo, twice for every point of every answer).
 */
function wholeDays(ms: number): number | undefined {
  if (Math.abs(ms) < 2 ** 52) {
    const days = Math.floor(ms / DAY_MS);
    return days * DAY_MS === ms ? days : undefined;
  }
  return mod(ms, DAY_MS) === 0 ? ms / DAY_MS : undefined;
}

/**
 * The usual day key, `text` from `start` to `end`: up to 15 plain digits (always a safe
 * integer), read digit by digit; undefined for anything else (a sign, spaces, more digits),
 * which takes the long way.
 */
export function epochMsAt(text: string, start: number, end: number): number | undefined {
  if (end <= start || end - start > 15) return undefined;
  let ms = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (!isDigit(c)) return undefined;
    ms = ms * 10 + (c - 0x30);
  }
  return ms;
}

function epochMsOfText(ts: string): number {
  const text = ts.trim();
  const ms = /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(ms)) throw new RangeError(`not an epoch-milliseconds day key: "${ts}"`);
  return ms;
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
