/** Calendar-day arithmetic on `YYYY-MM-DD` strings, in whole days since 1970-01-01 (UTC, no DST). */
import { DAY_MS } from "./types.js";

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a valid `YYYY-MM-DD`; throws RangeError otherwise (e.g. 2026-02-30). */
export function dayNumber(date: string): number {
  const m = DATE_RE.exec(date);
  if (!m) throw new RangeError(`not a YYYY-MM-DD date: "${date}"`);
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (dayString(ms / DAY_MS) !== date) throw new RangeError(`no such date: "${date}"`);
  return ms / DAY_MS;
}

/**
 * `YYYY-MM-DD` of a day number. Every data point of every response goes through here (the
 * same few hundred days for all plants), so the strings are kept, and made without a `Date`.
 */
const dayStrings = new Map<number, string>();
const DAY_STRING_CACHE_LIMIT = 100_000;

export function dayString(day: number): string {
  let text = dayStrings.get(day);
  if (text === undefined) {
    text = Number.isInteger(day) && Math.abs(day) < 2_932_897 ? civilDate(day) : isoDay(day);
    if (dayStrings.size >= DAY_STRING_CACHE_LIMIT) dayStrings.clear();
    dayStrings.set(day, text);
  }
  return text;
}

/** Years 0000–9999 as `Date#toISOString` writes them (throws RangeError like it outside its range). */
function isoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Proleptic Gregorian date of a day number (H. Hinnant, "chrono-compatible low-level date
 * algorithms", civil_from_days), for years 0000–9999 where toISOString gives 4 digits.
 */
function civilDate(day: number): string {
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  if (y < 0 || y > 9999) return isoDay(day);
  return `${String(y).padStart(4, "0")}-${m < 10 ? "0" : ""}${m}-${d < 10 ? "0" : ""}${d}`;
}

export function addDays(date: string, days: number): string {
  return dayString(dayNumber(date) + days);
}
