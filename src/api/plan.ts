/**
 * Pure request planning (spec, "Limits": ≤5 KPIs per daily call, ≤10 per historical call;
 * historical ranges are `days` ending at `date`). The pipeline counts requests with these
 * functions and the client issues exactly what they return.
 */
import { addDays, dayNumber } from "./dates.js";
import { type DailyRequest, type HistoricalRequest, LIMITS } from "./types.js";

/** plant_id of planned requests; the client fills in the real one. */
export const PLANT_PLACEHOLDER = "";

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Requested names once each, in first-seen order (a repeat would only waste quota). */
export function uniqueKpis(kpis: readonly string[]): string[] {
  return [...new Set(kpis)];
}

export function planDailyRequests(kpis: readonly string[], date?: string): DailyRequest[] {
  if (date !== undefined) dayNumber(date);
  return chunk(uniqueKpis(kpis), LIMITS.dailyKpisPerRequest).map((group) => ({
    plant_id: PLANT_PLACEHOLDER,
    kpis: group,
    ...(date === undefined ? {} : { date }),
  }));
}

/**
 * Splits [startDate, endDate] (inclusive) into consecutive ranges of at most
 * `maxDaysPerRequest` days, oldest first, and each range's KPIs into groups of ≤10.
 */
export function planHistoricalRequests(
  kpis: readonly string[],
  startDate: string,
  endDate: string,
  maxDaysPerRequest: number,
): HistoricalRequest[] {
  const first = dayNumber(startDate);
  const last = dayNumber(endDate);
  if (last < first) throw new RangeError(`endDate ${endDate} is before startDate ${startDate}`);
  if (!Number.isInteger(maxDaysPerRequest) || maxDaysPerRequest < 1) {
    throw new RangeError(`maxDaysPerRequest must be a positive integer, got ${maxDaysPerRequest}`);
  }
  const groups = chunk(uniqueKpis(kpis), LIMITS.historicalKpisPerRequest);
  const requests: HistoricalRequest[] = [];
  for (let from = first; from <= last; from += maxDaysPerRequest) {
    const days = Math.min(maxDaysPerRequest, last - from + 1);
    const date = addDays(startDate, from - first + days - 1);
    for (const group of groups) requests.push({ plant_id: PLANT_PLACEHOLDER, kpis: group, date, days });
  }
  return requests;
}

/** First day (inclusive) of a historical request's range. */
export function rangeStart(request: Pick<HistoricalRequest, "date" | "days">): string {
  return addDays(request.date, 1 - request.days);
}
