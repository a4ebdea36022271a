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
 * idle. The first N − 2B starts (the opening) go at once, then the pace with its burst: at
 * most N − B at once and N more each second after, so B tokens stay in the service's bucket
 * as a margin for requests that reach it later than they left (a new connection) or in
 * another order. Without the opening, a run of R requests took R / N seconds, not about
 * (R − N) / N: it sent B in its first instant where the bucket held N.
 * An account whose bucket is not full at the start (another run just ended) or that counts in
 * windows answers some of the opening 429: the pool backs off and retries them (adaptive-limit.ts).
 * Pure arithmetic: the clock is passed in.
 *
 * It paces one process. Shards are processes of their own: each needs its share of the
 * account's rate (README "Rate limits").
 */
export class RequestPace {
  readonly burst: number;
  /** Starts that go at once when the run begins, before the pace (see above). */
  readonly opening: number;
  private readonly intervalMs: number;
  private readonly toleranceMs: number;
  /** When the next attempt is due (theoretical arrival time). */
  private due = Number.NEGATIVE_INFINITY;
  /** Starts of the opening not yet taken. */
  private openingLeft: number;

  constructor(readonly perSecond: number) {
    if (!(Number.isFinite(perSecond) && perSecond > 0))
      throw new RangeError(`maxRequestsPerSecond must be a number above 0, not ${perSecond}`);
    this.intervalMs = 1000 / perSecond;
    this.burst = Math.max(2, Math.round(perSecond / 10));
    this.toleranceMs = (this.burst - 1) * this.intervalMs;
    this.opening = Math.max(0, Math.floor(perSecond) - 2 * this.burst);
    this.openingLeft = this.opening;
  }

  /** Milliseconds before the next attempt may start at `now` (0: at once). */
  waitMs(now: number): number {
    if (this.openingLeft > 0) return 0;
    return Math.max(0, this.due - this.toleranceMs - now);
  }

  /** An attempt starts at `now` (after `waitMs(now)` returned 0). */
  take(now: number): void {
    if (this.openingLeft > 0) {
      this.openingLeft--;
      return;
    }
    this.due = Math.max(this.due, now) + this.intervalMs;
  }
}
