/**
 * The run's request limit, adapted to what the service answers (DESIGN.md "Talking to a real
 * service": the spec shows no rate limits, they are set per account). Additive increase,
 * multiplicative decrease, as TCP does on loss (RFC 5681 §3.1):
 *
 * - it starts at the definition's `concurrency`, and never goes above it;
 * - a 429 or 503 halves it (at least 1), and no attempt starts until the wait the answer
 *   asked for has passed: its `Retry-After`, capped at `maxWaitMs` (the definition's
 *   `retry.maxRetryAfterMs`), or `defaultWaitMs` without one;
 * - `GROWTH_RUN` answers in a row without a 429 or 503 raise it by one.
 *
 * One burst is one decrease: the attempts in flight when the limit was halved were sent under
 * the old limit, and their 429s are the same news, so they wait but do not halve it again.
 * Such a throttle is `free` (the request is sent again without spending a retry, the pool
 * having backed off for it); only a throttle at the floor of 1 that the pool cannot back off
 * for spends one. Pure arithmetic: the clock is passed in.
 */

/** Answers in a row without a 429 or 503 before the limit grows by one. */
export const GROWTH_RUN = 50;

export interface AdaptiveLimitOptions {
  /** The definition's `concurrency`: the first limit and the highest. */
  concurrency: number;
  /** The longest wait a `Retry-After` may impose, ms. */
  maxWaitMs: number;
  /** The wait after a 429 or 503 without a (readable) `Retry-After`, ms. */
  defaultWaitMs: number;
}

/** What a throttled answer did to the pool. */
export interface ThrottleOutcome {
  /** The pool backed off for it: the request is sent again without spending a retry. */
  free: boolean;
  /** No attempt starts for this long (capped). */
  waitMs: number;
  /** The limit after it. */
  limit: number;
}

export class AdaptiveLimit {
  private current: number;
  /** Decreases so far: an attempt remembers the one it started in. */
  private generation = 0;
  private streak = 0;
  private resumeAt = Number.NEGATIVE_INFINITY;
  private lowestLimit: number;
  private throttles = 0;
  /** limit → attempts started under it. */
  private readonly starts = new Map<number, number>();

  constructor(private readonly opts: AdaptiveLimitOptions) {
    const { concurrency } = opts;
    if (!Number.isInteger(concurrency) || concurrency < 1)
      throw new RangeError(`the pool's concurrency must be a positive integer, not ${concurrency}`);
    this.current = concurrency;
    this.lowestLimit = concurrency;
  }

  /** Attempts that may be in flight now. */
  get limit(): number {
    return this.current;
  }

  /** Milliseconds before the next attempt may start at `now` (0: at once). */
  waitMs(now: number): number {
    return Math.max(0, this.resumeAt - now);
  }

  /** An attempt starts: returns the generation it belongs to (pass it to `throttled`). */
  start(): number {
    this.starts.set(this.current, (this.starts.get(this.current) ?? 0) + 1);
    return this.generation;
  }

  /** An answer that was neither 429 nor 503. Returns true when the limit grew. */
  answered(): boolean {
    if (++this.streak < GROWTH_RUN) return false;
    this.streak = 0;
    if (this.current >= this.opts.concurrency) return false;
    this.current++;
    return true;
  }

  /** A 429 or 503 at `now` to an attempt started in `generation`, with its Retry-After (ms) or null. */
  throttled(now: number, generation: number, retryAfterMs: number | null): ThrottleOutcome {
    this.throttles++;
    this.streak = 0;
    const waitMs = Math.min(retryAfterMs ?? this.opts.defaultWaitMs, this.opts.maxWaitMs);
    this.resumeAt = Math.max(this.resumeAt, now + waitMs);
    // Sent before the last decrease: the pool has already backed off for this burst.
    if (generation < this.generation) return { free: true, waitMs, limit: this.current };
    if (this.current === 1) return { free: false, waitMs, limit: 1 };
    this.current = Math.max(1, Math.floor(this.current / 2));
    this.generation++;
    this.lowestLimit = Math.min(this.lowestLimit, this.current);
    return { free: true, waitMs, limit: this.current };
  }

  /** 429 and 503 answers so far. */
  get throttledCount(): number {
    return this.throttles;
  }

  /** The lowest limit the run went down to. */
  get lowest(): number {
    return this.lowestLimit;
  }

  /**
   * Where the run settled: the median of the limits its attempts started under (half of them
   * left under this limit or a lower one). The start limit before any attempt.
   */
  get settled(): number {
    const total = [...this.starts.values()].reduce((a, b) => a + b, 0);
    let seen = 0;
    for (const limit of [...this.starts.keys()].sort((a, b) => a - b)) {
      seen += this.starts.get(limit)!;
      if (2 * seen >= total) return limit;
    }
    return this.opts.concurrency;
  }
}
