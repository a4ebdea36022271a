/**
 * `maxRequestsPerSecond`: the start of every attempt paced to N a second, for an account whose
 * terms are known. The generic cell rate algorithm (ITU-T I.371, virtual scheduling): attempt k
 * is due at TAT = max(TAT, now) + 1/N and may leave up to (B − 1) intervals early, so at most
 * B = max(2, round(N / 10)) start at once (a tenth of a second's worth) and at most N + B in any
 * second. The burst is what lets the pace keep its rate on a busy machine: a timer that fires
 * late, or an answer parsed while a start was due, is made up by the next starts instead of
 * pushing every later one back (a strict spacing loses each such delay for good, and on a
 * loaded machine fell well short of the rate it was given).
 * A service's own bucket admits bursts of its rate or a good part of it; B stays far below.
 * Pure arithmetic: the clock is passed in.
 *
 * It paces one process. Shards are processes of their own: each needs its share of the
 * account's rate (README "Rate limits").
 */
export class RequestPace {
  readonly burst: number;
  private readonly intervalMs: number;
  private readonly toleranceMs: number;
  /** When the next attempt is due (theoretical arrival time). */
  private due = Number.NEGATIVE_INFINITY;

  constructor(readonly perSecond: number) {
    if (!(Number.isFinite(perSecond) && perSecond > 0))
      throw new RangeError(`maxRequestsPerSecond must be a number above 0, not ${perSecond}`);
    this.intervalMs = 1000 / perSecond;
    this.burst = Math.max(2, Math.round(perSecond / 10));
    this.toleranceMs = (this.burst - 1) * this.intervalMs;
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
