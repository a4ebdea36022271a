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
  const date = new Date(day * DAY_MS);
  return day - Date.UTC(date.getUTCFullYear(), 0, 1) / DAY_MS + 1;
}

/** Spec, freshness entry: `YYYY-MM-DDTHH:MM:SS` in plant-local time with the offset written `+hhmm`. */
export function formatLocalTimestamp(ms: number, offsetMin: number): string {
  const local = new Date(ms + offsetMin * 60_000).toISOString().slice(0, 19);
  const abs = Math.abs(offsetMin);
  const hh = String(Math.floor(abs / 60)).padStart(2, "0");
  const mm = String(abs % 60).padStart(2, "0");
  return `${local}${offsetMin < 0 ? "-" : "+"}${hh}${mm}`;
}
