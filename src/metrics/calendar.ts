/**
 * Calendar helpers for report months (YYYY-MM) and plant-local days (YYYY-MM-DD).
 * Pure: the current date is never read here; callers pass months in.
 */

const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;

function parseMonth(month: string): { year: number; monthIndex: number } {
  const m = MONTH_RE.exec(month);
  if (!m) throw new RangeError(`invalid month "${month}": expected YYYY-MM`);
  return { year: Number(m[1]), monthIndex: Number(m[2]) - 1 };
}

function formatMonth(year: number, monthIndex: number): string {
  return `${String(year).padStart(4, "0")}-${String(monthIndex + 1).padStart(2, "0")}`;
}

/** 0 for January … 11 for December: the index into a definition's 12-value monthly lists. */
export function calendarMonthIndex(month: string): number {
  return parseMonth(month).monthIndex;
}

/** Every calendar day of `month`, in order, as YYYY-MM-DD (a copy the caller may change). */
export function daysOfMonth(month: string): string[] {
  return [...monthDays(month)];
}

/**
 * The same days, shared: every plant's report asks for the same trend months, so each month's
 * list is made once per process (a few hundred months at most: bounded by the runs' windows).
 */
const monthDayLists = new Map<string, readonly string[]>();

export function monthDays(month: string): readonly string[] {
  let days = monthDayLists.get(month);
  if (days === undefined) {
    const { year, monthIndex } = parseMonth(month);
    // Day 0 of the next month is the last day of this one (UTC, so no DST surprises).
    const count = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
    days = Object.freeze(
      Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, "0")}`),
    );
    monthDayLists.set(month, days);
  }
  return days;
}

/** The `count` months ending with `month`, oldest first (the trend window). */
export function previousMonths(month: string, count: number): string[] {
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError(`invalid month count ${count}: expected a positive integer`);
  }
  const { year, monthIndex } = parseMonth(month);
  const end = year * 12 + monthIndex;
  return Array.from({ length: count }, (_, i) => {
    const n = end - (count - 1 - i);
    return formatMonth(Math.floor(n / 12), n % 12);
  });
}
