/**
 * The report month: `run --month` beats the definition's `period`; the month in progress
 * is reported up to yesterday (UTC), a future month is refused.
 */
import { DefinitionError } from "./errors.js";
import {
  addMonths,
  daysOfMonth,
  describeMonthRule,
  isValidMonth,
  monthOf,
  monthsEndingWith,
  PREVIOUS_MONTH,
  yesterdayUtc,
} from "./month.js";

export interface ResolvedMonth {
  /** YYYY-MM */
  month: string;
  /** Every calendar day of the month, YYYY-MM-DD. */
  dates: string[];
  /** Last day included when the month is still in progress; null for a complete month. */
  reportedThrough: string | null;
  /** The `n` months ending with the report month, oldest first (the trend window). */
  historyMonths(n: number): string[];
}

function pick(period: string, override: string | undefined, now: Date): string {
  if (override !== undefined) {
    if (!isValidMonth(override))
      throw new DefinitionError("--month", [
        {
          path: "",
          message: `${JSON.stringify(override)} is not a valid month: expected ${describeMonthRule()}`,
        },
      ]);
    return override;
  }
  return period === PREVIOUS_MONTH ? addMonths(monthOf(now), -1) : period;
}

export function resolveMonth(period: string, override: string | undefined, now: Date): ResolvedMonth {
  const month = pick(period, override, now);
  const current = monthOf(now);
  const source = override === undefined ? "period" : "--month";
  if (month > current)
    throw new DefinitionError(source, [{ path: "", message: `month ${month} is in the future` }]);
  let reportedThrough: string | null = null;
  if (month === current) {
    reportedThrough = yesterdayUtc(now);
    if (!reportedThrough.startsWith(month))
      throw new DefinitionError(source, [
        {
          path: "",
          message: `month ${month} has no complete day yet: report ${addMonths(month, -1)} instead`,
        },
      ]);
  }
  return {
    month,
    dates: daysOfMonth(month),
    reportedThrough,
    historyMonths: (n) => monthsEndingWith(month, n),
  };
}
