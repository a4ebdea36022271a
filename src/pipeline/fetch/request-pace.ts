/**
 * `maxRequestsPerSecond`: the start of every attempt paced to at most N a second, for an
 * account whose terms are known. The generic cell rate algorithm (ITU-T I.371, virtual
 * scheduling): attempt k is due at TAT = max(TAT, now) + 1/N, and may leave up to half an
 * interval early, so a timer that fires a millisecond late does not push every later attempt
 * back (a pace of 50 a second would otherwise come out near 48), while no two attempts ever
 * leave closer together than half an interval. Pure arithmetic: the clock is passed in.
 *
 * It paces one process. Shards are processes of their own: each needs its share of the
 * account's rate (README "Rate limits").
 */
export class RequestPace {
  private readonly intervalMs: number;
  private readonly toleranceMs: number;
  /** When the next attempt is due (theoretical arrival time). */
  private due = Number.NEGATIVE_INFINITY;

  constructor(readonly perSecond: number) {
    if (!(Number.isFinite(perSecond) && perSecond > 0))
      throw new RangeError(`maxRequestsPerSecond must be a number above 0, not ${perSecond}`);
    this.intervalMs = 1000 / perSecond;
    this.toleranceMs = this.intervalMs / 2;
  }

  /** Milliseconds before the next attempt may start at `now` (0: at once). */
  waitMs(now: number): number {
    return Math.max(0, this.due - this.toleranceMs - now);
  }

  /** An attempt starts at `now` (after `waitMs(now)` returned 0). */
  take(now: number): void {
    this.due = Math.max(this.due, now) + this.intervalMs;
  }
}
