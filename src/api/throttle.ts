/**
 * How a 429 or 503 reaches the request pool (DESIGN.md "Talking to a real service": the pool
 * adapts to the service's rate limits). The transport hands every answer of a pooled attempt
 * to its slot; a throttle comes back marked with what the pool did about it, which the retry
 * loop (retry.ts) reads: a throttle the pool backed off for is sent again without spending
 * one of the request's retries, and the pool's wait replaces the loop's own sleep.
 */
import type { AttemptSlot } from "./options.js";
import type { Outcome } from "./retry.js";

/** Answers that say "too many requests" (RFC 6585 §4) or "overloaded, come back" (RFC 9110 §15.6.4). */
export const THROTTLE_STATUSES: readonly number[] = [429, 503];

/**
 * Times one request is sent again for free. A pool at its floor of 1 spends retries, so only a
 * pool that keeps lowering its limit gives free attempts; this bound keeps a request that is
 * throttled every time it goes out (while others succeed) from going on forever.
 */
export const MAX_FREE_RESENDS = 10;

/** Tells the pool how the attempt was answered; a throttle comes back with the pool's decision. */
export function reportToPool<T>(outcome: Outcome<T>, slot: AttemptSlot | undefined): Outcome<T> {
  if (slot === undefined) return outcome;
  if (outcome.ok) {
    slot.answered();
    return outcome;
  }
  const { kind, status } = outcome.error;
  if (kind !== "http" || status == null) return outcome;
  if (!THROTTLE_STATUSES.includes(status)) {
    slot.answered();
    return outcome;
  }
  return { ...outcome, pooled: slot.throttled(status, outcome.retryAfterMs) };
}
