/**
 * Which months of the trend window a response cache may keep. A month is settled, and so
 * cacheable, when it is complete, is not the report month (finance signs that one off from
 * fresh data) and ends before the freshness window (spec, "Limits": the freshness report
 * covers about the last 30 days; the service still delivers late data inside it). Settled
 * months are the oldest ones, so they form a prefix; the rest of the window is fetched live.
 */
import { addDays } from "../../api/dates.js";
import { daysOfMonth } from "../../definition/month.js";
import { type DateWindow, freshnessOverlaps } from "./plan.js";

export interface HistorySplit {
  /** The whole trend window: first day of the oldest month → last reported day. */
  window: DateWindow;
  /** Settled months, oldest first, each one calendar month. */
  cacheable: DateWindow[];
  /** The rest of the window, fetched as one range as without a cache. */
  live: DateWindow;
}

/** The whole window live: what a run without a cache fetches. */
export function unsplitHistory(window: DateWindow): HistorySplit {
  return { window, cacheable: [], live: window };
}

/** `reportMonthStart` is the report month's first day; `today` is the run's UTC date. */
export function splitHistory(window: DateWindow, reportMonthStart: string, today: string): HistorySplit {
  const cacheable: DateWindow[] = [];
  let start = window.start;
  while (start < reportMonthStart) {
    const days = daysOfMonth(start.slice(0, 7));
    const month = { start: days[0]!, end: days[days.length - 1]! };
    if (month.end > window.end || freshnessOverlaps(month, today)) break;
    cacheable.push(month);
    start = addDays(month.end, 1);
  }
  return { window, cacheable, live: { start, end: window.end } };
}
