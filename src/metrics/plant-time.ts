/**
 * Plant-local time (DESIGN.md "Monthly figures"): a plant-local day counts only once it has
 * ended in the plant's time zone. Day d of a plant at UTC offset o ends at (d + 1) 00:00 − o
 * in UTC (spec, "KPI data entry" rule 4: the day window is the plant's local day). So whether
 * a month is complete, and through which day it is reported, is decided per plant, never for
 * the whole run in UTC. Pure: the clock comes in as an argument.
 */

import { type ReportWarning, reportWarning } from "../vocabulary/report-warning.js";

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The offsets the service may give (spec "Plant": tz_offset within −12:00..+14:00), in minutes. */
export const EARLIEST_OFFSET_MIN = 14 * 60;

function dayStartUtcMs(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

function formatDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The UTC instant (ms) at which plant-local day `date` ends for a plant at `offsetMin`. */
export function dayEndsAt(date: string, offsetMin: number): number {
  return dayStartUtcMs(date) + DAY_MS - offsetMin * MINUTE_MS;
}

/** The last plant-local day that has ended at `nowMs` for a plant at `offsetMin`. */
export function lastEndedDay(nowMs: number, offsetMin: number): string {
  // The local date at now is the day in progress; the one before it has ended.
  return formatDate(Math.floor((nowMs + offsetMin * MINUTE_MS) / DAY_MS) * DAY_MS - DAY_MS);
}

export interface PlantPeriod {
  /**
   * The last day of the month that has ended for the plant, YYYY-MM-DD; null when the whole
   * month has. Before the month's first day has ended it is the day before that day (no day
   * of the month is reported).
   */
  reportedThrough: string | null;
  /** When the plant's month ends (its last day ends), ISO 8601 UTC. */
  monthEndsAt: string;
}

/** `dates`: every calendar day of the month, in order. */
export function plantPeriod(dates: readonly string[], offsetMin: number, now: Date): PlantPeriod {
  const last = dates[dates.length - 1]!;
  const endsAt = dayEndsAt(last, offsetMin);
  const ended = lastEndedDay(now.getTime(), offsetMin);
  return {
    reportedThrough: ended >= last ? null : ended,
    monthEndsAt: new Date(endsAt).toISOString(),
  };
}

/** Days of `dates` reported for a plant reported through `through` (null: all of them). */
export function reportedDays(dates: readonly string[], through: string | null): number {
  if (through === null) return dates.length;
  let n = 0;
  for (const d of dates) if (d <= through) n++;
  return n;
}

/** The plant's quality note while its month has not ended: until when, and through which day it is reported. */
export function monthNotEndedWarning(
  offset: string,
  through: string,
  endsAt: string,
  reported: number,
): ReportWarning {
  const upTo = reported === 0 ? "no day of the month has ended there yet" : `figures through ${through}`;
  return reportWarning(
    "monthNotEnded",
    { offset, through, endsAt, reported, started: reported === 0 ? "no" : "yes" },
    `the month has not ended in the plant's time zone (UTC${offset}) until ${endsAt}: ${upTo}, ` +
      "reported like a month in progress",
  );
}
