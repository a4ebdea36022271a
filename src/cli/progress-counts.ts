/** The progress bar's counts (reporter.ts): the time left and the requests a run will make. */

/**
 * Time left from the requests done against the plan (requests, not plants, pace a run: plants
 * finish in bursts). "–" until there is a rate to go by.
 */
export function eta(done: number, planned: number, elapsedMs: number): string {
  if (done <= 0 || elapsedMs <= 0) return "–";
  const secs = Math.max(0, Math.round(((planned - done) * elapsedMs) / done / 1000));
  return secs >= 60 ? `${Math.floor(secs / 60)}m${String(secs % 60).padStart(2, "0")}s` : `${secs}s`;
}

/**
 * The bar's "requests done/planned": a retry, a throttled request sent again, a token refresh
 * or a second login is a request the plan did not count, so it joins the plan; done never
 * exceeds planned ("370/314").
 */
export function requestsPlanned(s: {
  planned: number;
  retries: number;
  resends?: number;
  tokens: number;
  plannedLogins: number;
  requests: number;
}): number {
  const unplanned = s.retries + (s.resends ?? 0) + Math.max(0, s.tokens - s.plannedLogins);
  return Math.max(s.planned + unplanned, s.requests);
}
