/**
 * Day numbers (days since 1970-01-01) and the service's time formats. The spec's day
 * window is the plant's local day per tz_offset (spec, KPI data entry, rule 4).
 */
import { DAY_MS } from "../api/types.js";

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** YYYY-MM-DD → day number, or undefined when it is not a real calendar date. */
export function parseDay(date: string): number | undefined {
  const m = DATE_RE.exec(date);
  if (!m) return undefined;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const day = ms / DAY_MS;
  return formatDay(day) === date ? day : undefined;
}

export function formatDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** "+05:30" → 330, "-03:00" → -180. */
export function offsetMinutes(tzOffset: string): number {
  const m = /^([+-])(\d{2}):(\d{2})$/.exec(tzOffset);
  if (!m) throw new Error(`bad tz_offset ${tzOffset}`);
  const minutes = Number(m[2]) * 60 + Number(m[3]);
  return m[1] === "-" ? -minutes : minutes;
}

/** The plant-local calendar day at instant `ms`. */
export function localDay(ms: number, offsetMin: number): number {
  return Math.floor((ms + offsetMin * 60_000) / DAY_MS);
}

/** Instant (UTC ms) at which plant-local day `day` starts. */
export function localMidnight(day: number, offsetMin: number): number {
  return day * DAY_MS - offsetMin * 60_000;
}

/** Day of year 1–366 (Duffie & Beckman's n). */
export function dayOfYear(day: number): number {
  return day - daysFromCivil(civil(day).year, 1, 1) + 1;
}

/**
 * Proleptic Gregorian year, month (0–11), day of month and month length of a day number
 * (days since 1970-01-01), without a Date (H. Hinnant's civil_from_days).
 */
export function civil(day: number): { year: number; month: number; date: number; length: number } {
  const z = day + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const date = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 2 : mp - 10;
  const year = yoe + era * 400 + (month <= 1 ? 1 : 0);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const length = month === 1 ? (leap ? 29 : 28) : [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month]!;
  return { year, month, date, length };
}

/** Day number of a proleptic Gregorian date (month 1–12), H. Hinnant's days_from_civil. */
export function daysFromCivil(year: number, month: number, date: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + date - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Spec, freshness entry: `YYYY-MM-DDTHH:MM:SS` in plant-local time with the offset written `+hhmm`. */
export function formatLocalTimestamp(ms: number, offsetMin: number): string {
  const local = new Date(ms + offsetMin * 60_000).toISOString().slice(0, 19);
  const abs = Math.abs(offsetMin);
  const hh = String(Math.floor(abs / 60)).padStart(2, "0");
  const mm = String(abs % 60).padStart(2, "0");
  return `${local}${offsetMin < 0 ? "-" : "+"}${hh}${mm}`;
}
