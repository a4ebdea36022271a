/**
 * `maxRequestsPerSecond` (request-pace.ts) on an injected clock: N starts a second over any
 * long stretch, at most B = max(2, round(N / 10)) at once and N + B in any second, and a timer
 * that fires late does not push every later start back.
 */
import { describe, expect, it } from "vitest";
import { RequestPace } from "../../../src/pipeline/fetch/request-pace.js";

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

/** The most starts in any window of `ms` beginning at a start. */
function mostIn(times: number[], ms: number): number {
  return Math.max(...times.map((t, i) => times.slice(i).filter((u) => u < t + ms).length));
}

describe("RequestPace", () => {
  it("lets a burst of B go at once, then one an interval", () => {
    const pace = new RequestPace(50);
    expect(pace.burst).toBe(5);
    // By hand: interval 20 ms, tolerance (5 − 1) · 20 = 80 ms; the k-th start is due at 20·k − 80.
    expect(startTimes(pace, 8, () => 0)).toEqual([0, 0, 0, 0, 0, 20, 40, 60]);
    expect(new RequestPace(5).burst).toBe(2);
    expect(new RequestPace(400).burst).toBe(40);
  });

  it("keeps 50 a second over 1,000 starts though every timer fires 1 ms late", () => {
    const times = startTimes(new RequestPace(50), 1001, () => 1);
    // 1,000 intervals of 20 ms less the first burst's 80 ms: not the 21 s a pace that counts from each late start takes.
    expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual(19_900);
    expect(times.at(-1)! - times[0]!).toBeLessThanOrEqual(20_000);
  });

  it("makes up timers 30 ms late (a busy machine): still 50 a second, never more than 5 at once", () => {
    // Every third wait ends 30 ms late, one and a half intervals: a strict spacing loses all of it.
    const times = startTimes(new RequestPace(50), 1001, (i) => (i % 3 === 0 ? 30 : 0));
    expect(times.at(-1)! - times[0]!).toBeLessThanOrEqual(20_000);
    expect(mostIn(times, 1)).toBeLessThanOrEqual(5);
    expect(mostIn(times, 1000)).toBeLessThanOrEqual(55);
  });

  it("never lets more than N + B start in any second, however the starts bunch", () => {
    const times = startTimes(new RequestPace(20), 200, () => 0);
    expect(mostIn(times, 1000)).toBeLessThanOrEqual(22);
  });

  it("banks no more than its burst while idle: after a pause, B at once, then the pace", () => {
    const pace = new RequestPace(10);
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
