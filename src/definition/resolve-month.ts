/**
 * The report month: `run --month` beats the definition's `period`; a future month is refused,
 * and so is a month none of whose days has ended anywhere yet. Whether the month is complete is
 * decided per plant, by its time zone (metrics/plant-time.ts); here only the last day that
 * has ended anywhere (at UTC+14:00) is known: the last day any plant may be reported through.
 */
import { DefinitionError } from "./errors.js";
import {
  addMonths,
  daysOfMonth,
  describeMonthRule,
  isValidMonth,
  lastDayEndedAnywhere,
  monthOf,
  monthsEndingWith,
  PREVIOUS_MONTH,
} from "./month.js";

export interface ResolvedMonth {
  /** YYYY-MM */
  month: string;
  /** Every calendar day of the month, YYYY-MM-DD. */
  dates: string[];
  /**
   * The last day of the month that has ended somewhere (at UTC+14:00), the last day any plant
   * can be reported through; null when the month has ended there. A plant's own is its
   * offset's (metrics/plant-time.ts).
   */
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
  const dates = daysOfMonth(month);
  const lastEnded = lastDayEndedAnywhere(now);
  if (lastEnded < dates[0]!)
    throw new DefinitionError(source, [
      {
        path: "",
        message:
          `month ${month} has no complete day yet in any time zone (its first day ends at ` +
          `${dates[0]}T10:00Z at the earliest, for plants at UTC+14:00): report ${addMonths(month, -1)} instead`,
      },
    ]);
  const reportedThrough = lastEnded >= dates[dates.length - 1]! ? null : lastEnded;
  return {
    month,
    dates,
    reportedThrough,
    historyMonths: (n) => monthsEndingWith(month, n),
  };
}
