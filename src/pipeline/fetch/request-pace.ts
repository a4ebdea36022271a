/**
 * `maxRequestsPerSecond`: the start of every attempt paced to N a second, for an account whose
 * terms are known. The generic cell rate algorithm (ITU-T I.371, virtual scheduling): attempt k
 * is due at TAT = max(TAT, now) + 1/N and may leave up to (B − 1) intervals early, so at most
 * B = max(2, round(N / 10)) start at once (a tenth of a second's worth) and at most N + B in any
 * second once the run is under way. The burst is what lets the pace keep its rate on a busy
 * machine: a timer that fires late, or an answer parsed while a start was due, is made up by the
 * next starts instead of pushing every later one back (a strict spacing loses each such delay
 * for good, and on a loaded machine fell well short of the rate it was given).
 *
 * The run's first starts: a service that limits with a token bucket (as API gateways commonly
 * do, and the sandbox, rate-limit.ts) holds a second's worth, N, for an account that has been
 * idle, and refills it at N a second. The opening is the same bucket on this side, less a
 * margin: it holds N − 3B starts when the run begins, gains N a second from the first start on
 * (never above N − 3B), and its starts go as soon as the pool has a slot; once the run has
 * caught up with it (a start finds less than one), the pace with its burst takes over. So in
 * any stretch of time the run starts at most N − 2B more than N a second: 2B tokens, a fifth
 * of a second's worth, stay in the service's bucket as a margin. The service's bucket refills
 * from the moment the run's first counted request reaches it, which may be well after it left
 * (a new connection, a service slow to answer its first requests), and requests may reach it
 * in another order than they left. Without the opening, a run of R requests took R / N
 * seconds, not about (R − N) / N: it sent B in its first instant where the bucket held N. An
 * opening that did not refill lost what the service refilled while the run's first answers
 * were slow (every slot of the pool taken): about 0.7 s of a 1,000-plant run (BENCHMARKS.md).
 * An account whose bucket is not full at the start (another run just ended) or that counts in
 * windows answers some of the opening 429: the pool backs off and retries them (adaptive-limit.ts).
 * Pure arithmetic: the clock is passed in.
 *
 * It paces one process. Shards are processes of their own: each needs its share of the
 * account's rate (README "Rate limits").
 */
export class RequestPace {
  readonly burst: number;
  /** The most the opening holds: N − 3B starts (see above). */
  readonly opening: number;
  private readonly intervalMs: number;
  private readonly toleranceMs: number;
  /** When the next attempt is due (theoretical arrival time). */
  private due = Number.NEGATIVE_INFINITY;
  /** The opening's starts left (fractions accrue), as of `heldAt`; null once the pace has taken over. */
  private held: number | null;
  /** When `held` was counted: null before the run's first start (the opening is full until then). */
  private heldAt: number | null = null;

  constructor(readonly perSecond: number) {
    if (!(Number.isFinite(perSecond) && perSecond > 0))
      throw new RangeError(`maxRequestsPerSecond must be a number above 0, not ${perSecond}`);
    this.intervalMs = 1000 / perSecond;
    this.burst = Math.max(2, Math.round(perSecond / 10));
    this.toleranceMs = (this.burst - 1) * this.intervalMs;
    this.opening = Math.max(0, Math.floor(perSecond) - 3 * this.burst);
    this.held = this.opening > 0 ? this.opening : null;
  }

  /** The opening's starts at `now`, refilled at N a second up to its size; null once it is over. */
  private openingAt(now: number): number | null {
    if (this.held === null || this.heldAt === null) return this.held;
    return Math.min(this.opening, this.held + ((now - this.heldAt) * this.perSecond) / 1000);
  }

  /** Milliseconds before the next attempt may start at `now` (0: at once). */
  waitMs(now: number): number {
    if ((this.openingAt(now) ?? 0) >= 1) return 0;
    return Math.max(0, this.due - this.toleranceMs - now);
  }

  /** An attempt starts at `now` (after `waitMs(now)` returned 0). */
  take(now: number): void {
    const held = this.openingAt(now);
    if (held !== null && held >= 1) {
      this.held = held - 1;
      this.heldAt = now;
      return;
    }
    // Caught up with the opening: the pace from here on.
    this.held = null;
    this.due = Math.max(this.due, now) + this.intervalMs;
  }
}
