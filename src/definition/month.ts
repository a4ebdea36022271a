/**
 * Report months: validation of YYYY-MM, the period a definition asks for, and the calendar
 * helpers the pipeline needs. Pure: the current time is always passed in.
 */
import { LIMITS } from "./defaults.js";

export const PREVIOUS_MONTH = "previous-month";

/** YYYY-MM with month 01–12 and year 2000–2100 (both ends inclusive). */
export const MONTH_PATTERN = /^(20\d\d|2100)-(0[1-9]|1[0-2])$/;

export function isValidMonth(month: string): boolean {
  return MONTH_PATTERN.test(month);
}

export function describeMonthRule(): string {
  return `YYYY-MM with month 01–12 and year ${LIMITS.year[0]}–${LIMITS.year[1]}`;
}

function monthNumber(month: string): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
}

function formatMonth(n: number): string {
  return `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, "0")}`;
}

/** The month `delta` months after `month` (negative: before). */
export function addMonths(month: string, delta: number): string {
  return formatMonth(monthNumber(month) + delta);
}

/** The calendar month of a date, in UTC. */
export function monthOf(date: Date): string {
  return formatMonth(date.getUTCFullYear() * 12 + date.getUTCMonth());
}

/** Every calendar day of `month`, YYYY-MM-DD, in order. */
export function daysOfMonth(month: string): string[] {
  // Day 0 of the next month is this month's last day; UTC, so no DST surprises.
  const count = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, "0")}`);
}

/** The `count` months ending with `month`, oldest first. */
export function monthsEndingWith(month: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addMonths(month, i - count + 1));
}

/**
 * YYYY-MM-DD of the last day that has ended anywhere at `now`: the day before the local date at
 * UTC+14:00, the earliest offset (a plant-local day ends at (d + 1) 00:00 − offset in UTC).
 * Each plant's own last day is decided by its offset (metrics/plant-time.ts).
 */
export function lastDayEndedAnywhere(now: Date): string {
  return new Date(now.getTime() + 14 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
}
