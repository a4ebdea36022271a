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

/** `YYYY-MM-DD` of a day number. */
export function dayString(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return dayString(dayNumber(date) + days);
}
