/**
 * The sandbox's token bucket (sandbox/rate-limit.ts) on an injected clock: a burst, then N a
 * second; Retry-After in whole seconds, rounded up; one bucket per account.
 */
import { describe, expect, it } from "vitest";
import { AccountRateLimits, TokenBucket } from "../../../src/sandbox/rate-limit.js";

describe("TokenBucket", () => {
  it("gives a full burst at once, then one token every 1/N s", () => {
    let t = 0;
    const bucket = new TokenBucket(10, 3, () => t);
    expect([bucket.take(), bucket.take(), bucket.take()]).toEqual([null, null, null]);
    expect(bucket.take()).toBeCloseTo(100, 6);
    t = 40;
    expect(bucket.take()).toBeCloseTo(60, 6);
    t = 100;
    expect(bucket.take()).toBeNull();
    expect(bucket.take()).toBeCloseTo(100, 6);
  });

  it("holds no more than the burst, however long it was idle", () => {
    let t = 0;
    const bucket = new TokenBucket(50, 50, () => t);
    for (let i = 0; i < 50; i++) bucket.take();
    t = 60_000;
    const admitted = Array.from({ length: 60 }, () => bucket.take()).filter((w) => w === null).length;
    expect(admitted).toBe(50);
  });
});

describe("AccountRateLimits", () => {
  it("answers 429 in the spec's error shape with Retry-After in whole seconds, per account", () => {
    let t = 0;
    const limits = new AccountRateLimits({ perSecond: 2, burst: 1 }, () => t);
    expect(limits.admit("a")).toBeNull();
    const refused = limits.admit("a")!;
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      detail: "Rate limit exceeded: at most 2 requests a second for this account",
    });
    // 500 ms until the next token: rounded up to 1 s (RFC 9110: delay-seconds is an integer).
    expect(refused.headers).toEqual({ "retry-after": "1" });
    expect(limits.admit("b")).toBeNull();
    t = 500;
    expect(limits.admit("a")).toBeNull();
  });

  it("holds at least one token below one request a second, and refuses a burst below one", () => {
    let t = 0;
    const slow = new AccountRateLimits({ perSecond: 0.25 }, () => t);
    expect(slow.admit("a")).toBeNull();
    expect(slow.admit("a")!.headers).toEqual({ "retry-after": "4" });
    t = 4000;
    expect(slow.admit("a")).toBeNull();
    expect(() => new AccountRateLimits({ perSecond: 5, burst: 0.5 })).toThrow(/burst of at least 1/);
  });
});
