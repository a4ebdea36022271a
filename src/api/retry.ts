/**
 * Retry policy (DESIGN.md "Style": octokit plugin-retry/plugin-throttling): retry network
 * errors, timeouts, 429 and 5xx; never the explicit do-not-retry list, nor a TLS failure; exponential backoff
 * with jitter, or the server's `Retry-After` (RFC 9110 §10.2.3) capped. Sleeps happen in
 * the caller's loop, outside `schedule`, so a waiting retry holds no pool slot; a 429 or 503
 * the request pool took waits in the pool instead (throttle.ts).
 */
import { ApiError, type ApiErrorInit } from "./errors.js";
import { MAX_FREE_RESENDS } from "./throttle.js";

/** Statuses that a retry cannot fix (401 is the token layer's business). */
export const DO_NOT_RETRY: readonly number[] = [400, 401, 403, 404, 422];

export interface RetryPolicy {
  retries: number;
  minDelayMs: number;
  maxDelayMs: number;
  maxRetryAfterMs: number;
  random: () => number;
  sleep: (ms: number) => Promise<void>;
}

/**
 * Result of one HTTP attempt: a value, or an error not yet thrown (the loop decides).
 * `pooled`: a 429 or 503 the request pool took (throttle.ts): it waits `waitMs` before any
 * attempt, and when `free` the attempt does not spend a retry.
 */
export type Outcome<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      error: ApiErrorInit;
      retryAfterMs: number | null;
      pooled?: { free: boolean; waitMs: number };
    };

export function isRetryable(error: Pick<ApiErrorInit, "kind" | "status">): boolean {
  if (error.kind === "network" || error.kind === "timeout") return true;
  // A proxy that cannot be reached or fails (5xx) may be back in a moment; one that refuses
  // (407 credentials, 403 policy) will refuse again. A certificate never verifies by retrying.
  if (error.kind === "proxy") return error.status == null || error.status >= 500;
  if (error.kind !== "http" || error.status == null) return false;
  if (DO_NOT_RETRY.includes(error.status)) return false;
  return error.status === 429 || error.status >= 500;
}

/**
 * `Retry-After` as milliseconds from `nowMs`: delay-seconds or an HTTP-date (RFC 9110 §10.2.3).
 * Seconds with a fraction ("1.5", which RFC 9110 does not allow but services send) are read
 * as seconds, not handed to Date.parse (which reads "1.5" as a day in 2001, i.e. no wait).
 * A date must name a day of the week or a month (the HTTP-date forms all do). null when
 * absent or unreadable (the backoff applies then); the caller caps the wait.
 */
export function parseRetryAfter(header: string | null, nowMs: number): number | null {
  if (header === null) return null;
  const text = header.trim();
  if (/^\d+(?:\.\d+)?$/.test(text)) return Math.ceil(Number(text) * 1000);
  if (!/[a-z]{3}/i.test(text)) return null;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - nowMs);
}

/**
 * Delay before retry number `retry` (1-based): exponential ceiling minDelay·2^retry, capped
 * at maxDelay, with the delay drawn uniformly between minDelay and that ceiling (jitter
 * spreads the clients a 429 burst synchronised).
 */
export function backoffDelay(retry: number, policy: RetryPolicy): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.minDelayMs * 2 ** retry);
  const floor = Math.min(policy.minDelayMs, ceiling);
  return Math.round(floor + policy.random() * (ceiling - floor));
}

export function retryDelay(retry: number, retryAfterMs: number | null, policy: RetryPolicy): number {
  if (retryAfterMs !== null) return Math.min(retryAfterMs, policy.maxRetryAfterMs);
  return backoffDelay(retry, policy);
}

export interface RetryHooks {
  /** Called before each retry's sleep. */
  onRetry(failedAttempt: number, delayMs: number, error: ApiErrorInit): void;
}

/** Runs `attempt` (1-based number) until it succeeds, fails for good, or retries run out. */
export async function withRetries<T>(
  attempt: (n: number) => Promise<Outcome<T>>,
  policy: RetryPolicy,
  hooks: RetryHooks,
): Promise<T> {
  let spent = 0;
  let free = 0;
  for (let n = 1; ; n++) {
    const outcome = await attempt(n);
    if (outcome.ok) return outcome.value;
    const { error, pooled } = outcome;
    // The pool backed off for this throttle and holds every attempt until its wait is over.
    if (pooled?.free && free++ < MAX_FREE_RESENDS) continue;
    if (!isRetryable(error) || ++spent > policy.retries) {
      const reason = n > 1 ? `${error.reason} (gave up after ${n} attempts)` : error.reason;
      throw new ApiError({ ...error, reason });
    }
    const delayMs = pooled ? pooled.waitMs : retryDelay(spent, outcome.retryAfterMs, policy);
    hooks.onRetry(n, delayMs, error);
    if (!pooled) await policy.sleep(delayMs);
  }
}
