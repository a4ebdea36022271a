/**
 * `maxRequestsPerSecond` (request-pace.ts) on an injected clock: an opening of N − 3B starts
 * that refills at N a second until the run catches up with it, then N starts a second over any
 * long stretch, at most B = max(2, round(N / 10)) at once and N + B in any second, and a timer
 * that fires late does not push every later start back.
 */
import { describe, expect, it } from "vitest";
import { RequestPace } from "../../../src/pipeline/fetch/request-pace.js";
import { TokenBucket } from "../../../src/sandbox/rate-limit.js";

/** Starts `n` attempts, each as soon as the pace allows plus `late(i)` (a timer firing late). */
function startTimes(pace: RequestPace, n: number, late: (i: number) => number, t0 = 0): number[] {
  const times: number[] = [];
  let now = t0;
  for (let i = 0; i < n; i++) {
    const wait = pace.waitMs(now);
    if (wait > 0) now += wait + late(i);
    pace.take(now);
    times.push(now);
  }
  return times;
}

/** A pace whose opening was taken at `t`: from then on, the pace alone. */
function opened(perSecond: number, t = 0): RequestPace {
  const pace = new RequestPace(perSecond);
  for (let i = 0; i < pace.opening; i++) pace.take(t);
  return pace;
}

/** The most starts in any window of `ms` beginning at a start. */
function mostIn(times: number[], ms: number): number {
  return Math.max(...times.map((t, i) => times.slice(i).filter((u) => u < t + ms).length));
}

describe("RequestPace", () => {
  it("lets a burst of B go at once, then one an interval", () => {
    const pace = opened(50);
    expect(pace.burst).toBe(5);
    // By hand: interval 20 ms, tolerance (5 − 1) · 20 = 80 ms; the k-th start is due at 20·k − 80.
    expect(startTimes(pace, 8, () => 0)).toEqual([0, 0, 0, 0, 0, 20, 40, 60]);
    expect(new RequestPace(5).burst).toBe(2);
    expect(new RequestPace(400).burst).toBe(40);
  });

  it("opens with N − 3B at once, then the burst: N − 2B at the start, then one an interval", () => {
    const pace = new RequestPace(50);
    // By hand: 50 − 3 · 5 = 35, then the burst of 5, all at 0; then 20, 40, 60 ms.
    expect(pace.opening).toBe(35);
    expect(startTimes(pace, 43, () => 0)).toEqual([...Array<number>(40).fill(0), 20, 40, 60]);
    expect(new RequestPace(20).opening).toBe(14);
    expect(new RequestPace(7).opening).toBe(1);
    expect(new RequestPace(5).opening).toBe(0);
    expect(new RequestPace(0.5).opening).toBe(0);
    expect(new RequestPace(400).opening).toBe(280);
  });

  it("refills the opening at N a second while the first answers are slow, up to N − 3B", () => {
    const pace = new RequestPace(50);
    // The pool's 16 slots at once, then every slot waits for its answer.
    for (let i = 0; i < 16; i++) pace.take(0);
    // By hand at 300 ms: 35 − 16 + 0.3 s · 50 = 34 in the opening, then the burst of 5, then one each 20 ms.
    expect(startTimes(pace, 42, () => 0, 300)).toEqual([...Array<number>(34 + 5).fill(300), 320, 340, 360]);
    // Never more than N − 3B, however long the wait: 35 − 16 + 500 is 35.
    const slow = new RequestPace(50);
    for (let i = 0; i < 16; i++) slow.take(0);
    expect(startTimes(slow, 41, () => 0, 10_000)).toEqual([...Array<number>(35 + 5).fill(10_000), 10_020]);
  });

  it("never takes more than a full token bucket of N less 2B: 1,000 starts, none refused", () => {
    // As fast as the pace allows; and with slow first answers (every 16th start waits 150 ms
    // more for a free slot, the first 400), which the opening's refill makes up.
    const slowStart = (i: number) => (i < 400 && i % 16 === 15 ? 150 : 0);
    for (const perSecond of [50, 20, 7])
      for (const slots of [() => 0, slowStart]) {
        const pace = new RequestPace(perSecond);
        let now = 0;
        // The service's bucket with 2B tokens fewer than it holds (and a thousandth for rounding):
        // the pace leaves them as a margin.
        const bucket = new TokenBucket(perSecond, perSecond - 2 * pace.burst + 0.001, () => now);
        for (let i = 0; i < 1000; i++) {
          now += pace.waitMs(now) + slots(i);
          pace.take(now);
          expect(bucket.take(), `start ${i} at ${now} ms, ${perSecond} a second`).toBeNull();
        }
      }
  });

  it("keeps 50 a second over 1,000 starts though every timer fires 1 ms late", () => {
    const times = startTimes(opened(50), 1001, () => 1);
    // 1,000 intervals of 20 ms less the first burst's 80 ms: not the 21 s a pace that counts from each late start takes.
    expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual(19_900);
    expect(times.at(-1)! - times[0]!).toBeLessThanOrEqual(20_000);
  });

  it("makes up timers 30 ms late (a busy machine): still 50 a second, never more than 5 at once", () => {
    // Every third wait ends 30 ms late, one and a half intervals: a strict spacing loses all of it.
    const times = startTimes(opened(50), 1001, (i) => (i % 3 === 0 ? 30 : 0));
    expect(times.at(-1)! - times[0]!).toBeLessThanOrEqual(20_000);
    expect(mostIn(times, 1)).toBeLessThanOrEqual(5);
    expect(mostIn(times, 1000)).toBeLessThanOrEqual(55);
  });

  it("never lets more than N + B start in any second after the opening, however the starts bunch", () => {
    const times = startTimes(opened(20), 200, () => 0);
    expect(mostIn(times, 1000)).toBeLessThanOrEqual(22);
    // With the opening, the first second holds it too: 14 + 2 at once, then 19 more by 1 s.
    expect(
      mostIn(
        startTimes(new RequestPace(20), 200, () => 0),
        1000,
      ),
    ).toBe(14 + 2 + 19);
  });

  it("banks no more than its burst while idle: after a pause, B at once, then the pace", () => {
    const pace = opened(10);
    pace.take(0);
    const after = startTimes(pace, 5, () => 0, 60_000);
    expect(after).toEqual([60_000, 60_000, 60_100, 60_200, 60_300]);
  });

  it("paces below one a second, and refuses a rate that is not above 0", () => {
    const pace = new RequestPace(0.5);
    pace.take(0);
    // Burst 2: the second may go at once, the third 2 s after the first.
    expect(pace.waitMs(0)).toBe(0);
    pace.take(0);
    expect(pace.waitMs(0)).toBe(2000);
    expect(() => new RequestPace(0)).toThrow(/above 0/);
    expect(() => new RequestPace(Number.NaN)).toThrow(/above 0/);
  });
});
