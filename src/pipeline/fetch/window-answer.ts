/**
 * Reading a long historical answer (window-policy.ts): was the range refused, and which days
 * of the range did the answer reach. The spec gives no maximum of `days` ("POST
 * /data/plant/historical": "the maximum of days: not shown") and says nothing of what the
 * service does beyond it, so both ways are read: a 4xx that names the range, or an answer
 * that silently covers fewer days than asked.
 */

import { addDays } from "../../api/dates.js";
import { ApiError } from "../../api/index.js";
import type { ParsedSeries } from "../../api/types.js";
import type { DateWindow } from "./plan.js";

/** Statuses that speak of the caller, not of the request's range (spec, "Errors"). */
const NOT_ABOUT_THE_RANGE = new Set([401, 403, 404, 429]);

/**
 * Whether the service refused the request because of its range: a 4xx other than auth, plant
 * ownership (403), not found or rate limiting, whose detail names `days` or the range (a 422's
 * validation items carry `loc: ["body", "days"]`). A plant-specific refusal (403: plant outside
 * the account) is never taken for one, nor is a broken or oversized body (that plant's answer
 * fails it, as with any window size: a year of eight KPIs is far below the client's size cap).
 */
export function isRangeRefusal(err: unknown): err is ApiError {
  if (!(err instanceof ApiError)) return false;
  const status = err.status;
  if (err.kind !== "http" || status === null || status < 400 || status >= 500) return false;
  if (NOT_ABOUT_THE_RANGE.has(status)) return false;
  const text = typeof err.detail === "string" ? err.detail : (JSON.stringify(err.detail) ?? "");
  return /\bdays?\b|\brange\b/i.test(text);
}

/** The service's own words about a failure: a 422's validation messages, else its detail; null when it sent none. */
export function refusalWords(err: ApiError): string | null {
  const d = err.detail;
  const msgs = Array.isArray(d)
    ? d.flatMap((i) => (typeof i?.msg === "string" ? [i.msg as string] : []))
    : [];
  const text = msgs.length > 0 ? msgs.join("; ") : typeof d === "string" ? d : "";
  return text.trim() === "" ? null : text.slice(0, 200);
}

/** The refusal in a few words: its status and the service's words (our reason only when it sent none). */
export function refusalText(err: ApiError): string {
  return `${err.status ?? err.kind}: ${refusalWords(err) ?? err.reason.slice(0, 200)}`;
}

/** The largest `days` a refusal names ("less than or equal to 20", pydantic's wording), or null. */
export function namedLimit(err: ApiError): number | null {
  const text = typeof err.detail === "string" ? err.detail : (JSON.stringify(err.detail) ?? "");
  const m = /less than or equal to (\d+)|at most (\d+)/i.exec(text);
  const n = Number(m?.[1] ?? m?.[2]);
  return Number.isInteger(n) && n >= 1 ? n : null;
}

/** The first and last day any KPI of the answer has a point for (a null value is a point), or null. */
export function answeredSpan(series: ParsedSeries): DateWindow | null {
  let start: string | null = null;
  let end: string | null = null;
  for (const kpi in series.values) {
    const days = series.values[kpi]!;
    for (const day in days) {
      if (start === null || day < start) start = day;
      if (end === null || day > end) end = day;
    }
  }
  return start === null || end === null ? null : { start, end };
}

/** Whether any KPI of the series has a point (a null value is one) on `day`. */
function answers(series: ParsedSeries, day: string): boolean {
  for (const kpi in series.values) if (series.values[kpi]![day] !== undefined) return true;
  return false;
}

/**
 * The parts of `window` before and after the answer's span: days the answer did not reach.
 * They may be days without data (an offline plant answers empty lists, spec rule 2) or days
 * a capping service left out; only asking for them again in short windows tells which.
 */
export function unansweredEdges(series: ParsedSeries, window: DateWindow): DateWindow[] {
  // The usual answer reaches both ends: then its span covers the window, whatever lies between.
  if (answers(series, window.start) && answers(series, window.end)) return [];
  const span = answeredSpan(series);
  if (span === null) return [window];
  const edges: DateWindow[] = [];
  if (span.start > window.start) edges.push({ start: window.start, end: addDays(span.start, -1) });
  if (span.end < window.end) edges.push({ start: addDays(span.end, 1), end: window.end });
  return edges;
}

/** Whether any KPI of the series has a point. */
export function hasPoints(series: ParsedSeries): boolean {
  return Object.values(series.values).some((days) => Object.keys(days).length > 0);
}

/** Days of an inclusive window. */
export function windowDays(window: DateWindow): number {
  return Math.round((Date.parse(window.end) - Date.parse(window.start)) / 86_400_000) + 1;
}
