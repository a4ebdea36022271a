/**
 * `maxRequestsPerSecond` (request-pace.ts) on an injected clock: N starts a second over any
 * long stretch, never two closer than half an interval, and a timer that fires late does not
 * push every later start back.
 */
import { describe, expect, it } from "vitest";
import { RequestPace } from "../../../src/pipeline/fetch/request-pace.js";

/** Starts `n` attempts, each as soon as the pace allows plus `lateMs` (a timer firing late). */
function startTimes(pace: RequestPace, n: number, lateMs: number, t0 = 0): number[] {
  const times: number[] = [];
  let now = t0;
  for (let i = 0; i < n; i++) {
    const wait = pace.waitMs(now);
    if (wait > 0) now += wait + lateMs;
    pace.take(now);
    times.push(now);
  }
  return times;
}

describe("RequestPace", () => {
  it("lets the first attempt go at once and the next after the interval, less half of it", () => {
    const pace = new RequestPace(50);
    expect(pace.waitMs(0)).toBe(0);
    pace.take(0);
    expect(pace.waitMs(0)).toBe(10);
    expect(pace.waitMs(10)).toBe(0);
  });

  it("keeps 50 a second over 1,000 starts though every timer fires 1 ms late", () => {
    const times = startTimes(new RequestPace(50), 1001, 1);
    // 1,000 intervals of 20 ms: 20 s, not the 21 s a pace that counts from each late start takes.
    expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual(19_990);
    expect(times.at(-1)! - times[0]!).toBeLessThanOrEqual(20_010);
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(10);
  });

  it("never lets more than N + 1 start in any second, however the starts bunch", () => {
    const pace = new RequestPace(20);
    const times = startTimes(pace, 200, 0);
    for (const [i, t] of times.entries()) {
      const inSecond = times.slice(i).filter((u) => u < t + 1000).length;
      expect(inSecond).toBeLessThanOrEqual(21);
    }
  });

  it("does not bank the time it was idle: after a pause the pace starts again, without a burst", () => {
    const pace = new RequestPace(10);
    pace.take(0);
    const after = startTimes(pace, 5, 0, 60_000);
    expect(after).toEqual([60_000, 60_050, 60_150, 60_250, 60_350]);
  });

  it("paces below one a second, and refuses a rate that is not above 0", () => {
    const pace = new RequestPace(0.5);
    pace.take(0);
    expect(pace.waitMs(0)).toBe(1000);
    expect(() => new RequestPace(0)).toThrow(/above 0/);
    expect(() => new RequestPace(Number.NaN)).toThrow(/above 0/);
  });
});
