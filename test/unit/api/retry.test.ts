import { describe, expect, it } from "vitest";
import { ApiError } from "../../../src/api/errors.js";
import { backoffDelay, isRetryable, parseRetryAfter, type RetryPolicy } from "../../../src/api/retry.js";
import { PATHS } from "../../../src/api/types.js";
import { harness, reply } from "./fake-service.js";

const policy = (random: () => number): RetryPolicy => ({
  retries: 4,
  minDelayMs: 250,
  maxDelayMs: 8000,
  maxRetryAfterMs: 30_000,
  random,
  sleep: async () => {},
});

/** A client whose plant list answers `statuses` in turn, then 200. */
function flaky(statuses: number[], headers: Record<string, string> = {}, overrides = {}) {
  const h = harness(overrides);
  let i = 0;
  h.service.routes.set(`GET ${PATHS.plantList}`, () => {
    const status = statuses[i++];
    return status === undefined ? reply([]) : reply({ detail: `failure ${status}` }, status, headers);
  });
  return h;
}

const plantListCalls = (h: ReturnType<typeof harness>) =>
  h.calls.filter((c) => c.path === PATHS.plantList).length;

describe("retry matrix", () => {
  it.each([429, 500, 502, 503, 504])("retries %d and then succeeds", async (status) => {
    const h = flaky([status, status]);
    await expect(h.client.listPlants()).resolves.toEqual([]);
    expect(plantListCalls(h)).toBe(3);
    expect(h.client.stats).toEqual({ requests: 4, retried: 2, failed: 0 }); // + the login
  });

  it.each([400, 403, 404, 422])("never retries %d", async (status) => {
    const h = flaky([status]);
    const err = await h.client.listPlants().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(status);
    expect((err as ApiError).detail).toBe(`failure ${status}`);
    expect(plantListCalls(h)).toBe(1);
    expect(h.sleeps).toEqual([]);
    expect(h.client.stats.failed).toBe(1);
  });

  it("gives up after `retries` retries and says the service is failing", async () => {
    const h = flaky([500, 500, 500, 500, 500, 500], {}, { retries: 2 });
    const err = (await h.client.listPlants().catch((e: unknown) => e)) as ApiError;
    expect(err.kind).toBe("http");
    expect(err.status).toBe(500);
    expect(err.message).toMatch(/gave up after 3 attempts.*service is failing; retry later/);
    expect(plantListCalls(h)).toBe(3);
    expect(h.client.stats).toEqual({ requests: 4, retried: 2, failed: 1 });
  });

  it("classifies network errors and timeouts as retryable, bad bodies not", () => {
    expect(isRetryable({ kind: "network" })).toBe(true);
    expect(isRetryable({ kind: "timeout" })).toBe(true);
    expect(isRetryable({ kind: "bad-response", status: 200 })).toBe(false);
    expect(isRetryable({ kind: "response-too-large" })).toBe(false);
    expect(isRetryable({ kind: "http", status: 401 })).toBe(false);
    expect(isRetryable({ kind: "http", status: 409 })).toBe(false);
  });
});

describe("delays", () => {
  it("honours Retry-After in seconds", async () => {
    const h = flaky([429, 503], { "Retry-After": "7" });
    await h.client.listPlants();
    expect(h.sleeps).toEqual([7000, 7000]);
    const retries = h.events.filter((e) => e.type === "retry");
    expect(retries.map((e) => [e.status, e.attempt, e.delayMs])).toEqual([
      [429, 1, 7000],
      [503, 2, 7000],
    ]);
  });

  it("honours Retry-After as an HTTP date, relative to the injected clock", async () => {
    const clock = Date.UTC(2026, 9, 1, 12, 0, 0);
    const h = flaky([429], { "Retry-After": new Date(clock + 12_000).toUTCString() }, { now: () => clock });
    await h.client.listPlants();
    expect(h.sleeps).toEqual([12_000]);
  });

  it("caps Retry-After at maxRetryAfterMs and accepts 0", async () => {
    const h = flaky([429], { "Retry-After": "3600" });
    await h.client.listPlants();
    expect(h.sleeps).toEqual([30_000]);
    const zero = flaky([429, 429], { "Retry-After": "0" });
    await zero.client.listPlants();
    expect(zero.sleeps).toEqual([0, 0]);
  });

  it("parses Retry-After forms and ignores garbage", () => {
    expect(parseRetryAfter("120", 0)).toBe(120_000);
    expect(parseRetryAfter("Wed, 21 Oct 2015 07:28:00 GMT", Date.UTC(2015, 9, 21, 7, 27, 0))).toBe(60_000);
    expect(parseRetryAfter("Wed, 21 Oct 2015 07:28:00 GMT", Date.UTC(2016, 0, 1))).toBe(0);
    expect(parseRetryAfter("soon", 0)).toBeNull();
    // Fractional seconds are seconds, not a day in 2001 (Date.parse("1.5")); the caller caps them.
    expect(parseRetryAfter("1.5", Date.UTC(2026, 9, 1))).toBe(1500);
    expect(parseRetryAfter(" 0.25 ", 0)).toBe(250);
    expect(parseRetryAfter("-1", 0)).toBeNull();
    expect(parseRetryAfter("2026", Date.UTC(2025, 0, 1))).toBe(2_026_000);
    expect(parseRetryAfter(null, 0)).toBeNull();
  });

  it("backs off exponentially with jitter between minDelayMs and the capped ceiling", () => {
    const low = policy(() => 0);
    const high = policy(() => 0.999999);
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffDelay(n, low))).toEqual([
      250, 250, 250, 250, 250, 250, 250,
    ]);
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffDelay(n, high))).toEqual([
      500, 1000, 2000, 4000, 8000, 8000, 8000,
    ]);
    const mid = policy(() => 0.5);
    expect(backoffDelay(3, mid)).toBe(1125);
  });

  it("uses the backoff when there is no Retry-After, sleeping outside the request pool", async () => {
    let held = 0;
    const heldDuringSleep: number[] = [];
    const h = flaky(
      [500, 500],
      {},
      {
        schedule: async <T>(task: () => Promise<T>) => {
          held++;
          try {
            return await task();
          } finally {
            held--;
          }
        },
        sleep: async () => {
          heldDuringSleep.push(held);
        },
        random: () => 0,
      },
    );
    await h.client.listPlants();
    expect(heldDuringSleep).toEqual([0, 0]);
    expect(h.client.stats.requests).toBe(4);
  });
});
