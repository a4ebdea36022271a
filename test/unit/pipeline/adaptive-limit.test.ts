/**
 * The pool's adaptive limit (adaptive-limit.ts), as arithmetic on an injected clock: halving on
 * a 429 or 503 (once per burst), the floor of 1, growth after GROWTH_RUN answers up to the
 * start, the wait a Retry-After asks for (and its cap), and the figures the manifest reports.
 */
import { describe, expect, it } from "vitest";
import { AdaptiveLimit, GROWTH_RUN } from "../../../src/pipeline/fetch/adaptive-limit.js";

const T0 = 1_000_000;
const limitOf = (concurrency: number) =>
  new AdaptiveLimit({ concurrency, maxWaitMs: 30_000, defaultWaitMs: 250 });

/** `n` answers without a throttle. */
const answer = (l: AdaptiveLimit, n: number) => {
  for (let i = 0; i < n; i++) l.answered();
};

describe("AdaptiveLimit", () => {
  it("starts at the concurrency and halves on a 429 or 503, sending the request again for free", () => {
    const l = limitOf(16);
    expect(l.limit).toBe(16);
    const gen = l.start();
    expect(l.throttled(T0, gen, 1000)).toEqual({ free: true, waitMs: 1000, limit: 8 });
    expect(l.limit).toBe(8);
    expect(l.throttled(T0, l.start(), null)).toEqual({ free: true, waitMs: 250, limit: 4 });
    const odd = limitOf(5);
    odd.throttled(T0, odd.start(), 0);
    expect(odd.limit).toBe(2); // floor(5 / 2)
  });

  it("halves once per burst: attempts sent before the decrease wait, but do not halve it again", () => {
    const l = limitOf(16);
    const burst = Array.from({ length: 16 }, () => l.start());
    const outcomes = burst.map((gen, i) => l.throttled(T0 + i, gen, 1000));
    expect(outcomes.map((o) => o.limit)).toEqual(Array(16).fill(8));
    expect(outcomes.every((o) => o.free)).toBe(true);
    expect(l.lowest).toBe(8);
    // A 429 to an attempt sent under the new limit is news: it halves again.
    expect(l.throttled(T0 + 20, l.start(), 1000).limit).toBe(4);
  });

  it("never goes below 1, and a throttle at 1 spends the request's retry (the pool cannot back off)", () => {
    const l = limitOf(4);
    l.throttled(T0, l.start(), 0);
    l.throttled(T0, l.start(), 0);
    expect(l.limit).toBe(1);
    expect(l.throttled(T0, l.start(), 0)).toEqual({ free: false, waitMs: 0, limit: 1 });
    expect(l.limit).toBe(1);
    expect(l.lowest).toBe(1);
    expect(l.throttledCount).toBe(3);
  });

  it(`grows by one after ${GROWTH_RUN} answers in a row without a throttle, never above the concurrency`, () => {
    const l = limitOf(4);
    l.throttled(T0, l.start(), 0);
    expect(l.limit).toBe(2);
    answer(l, GROWTH_RUN - 1);
    expect(l.limit).toBe(2);
    expect(l.answered()).toBe(true);
    expect(l.limit).toBe(3);
    // A throttle breaks the run: the count starts again from it.
    answer(l, GROWTH_RUN - 1);
    l.throttled(T0, 0, 0); // an attempt from before the decrease: waits, no halving
    expect(l.limit).toBe(3);
    answer(l, GROWTH_RUN - 1);
    expect(l.limit).toBe(3);
    answer(l, 1 + GROWTH_RUN);
    expect(l.limit).toBe(4);
    answer(l, 10 * GROWTH_RUN);
    expect(l.limit).toBe(4);
  });

  it("holds every start for the Retry-After, by the injected clock", () => {
    const l = limitOf(8);
    expect(l.waitMs(T0)).toBe(0);
    l.throttled(T0, l.start(), 2000);
    expect(l.waitMs(T0)).toBe(2000);
    expect(l.waitMs(T0 + 1500)).toBe(500);
    expect(l.waitMs(T0 + 2000)).toBe(0);
    expect(l.waitMs(T0 + 9000)).toBe(0);
    // A later, longer wait extends it; a shorter one within it changes nothing.
    l.throttled(T0 + 100, 0, 3000);
    expect(l.waitMs(T0 + 2000)).toBe(1100);
    l.throttled(T0 + 200, 0, 10);
    expect(l.waitMs(T0 + 2000)).toBe(1100);
  });

  it("caps the wait at maxWaitMs, and waits defaultWaitMs without a Retry-After", () => {
    const l = new AdaptiveLimit({ concurrency: 8, maxWaitMs: 30_000, defaultWaitMs: 250 });
    expect(l.throttled(T0, l.start(), 3_600_000).waitMs).toBe(30_000);
    expect(l.waitMs(T0)).toBe(30_000);
    const m = new AdaptiveLimit({ concurrency: 8, maxWaitMs: 100, defaultWaitMs: 250 });
    expect(m.throttled(T0, m.start(), null).waitMs).toBe(100);
  });

  it("settles at the median of the limits the attempts were sent under", () => {
    const l = limitOf(16);
    expect(l.settled).toBe(16);
    for (let i = 0; i < 10; i++) l.start(); // 10 at 16
    l.throttled(T0, l.start(), 0); // the 11th at 16 → 8
    l.throttled(T0, l.start(), 0); // 1 at 8 → 4
    for (let i = 0; i < 30; i++) l.start(); // 30 at 4
    expect(l.settled).toBe(4);
    expect(l.lowest).toBe(4);
  });

  it("refuses a concurrency that is not a positive integer", () => {
    expect(() => limitOf(0)).toThrow(/positive integer, not 0/);
    expect(() => limitOf(1.5)).toThrow(/positive integer/);
  });
});
