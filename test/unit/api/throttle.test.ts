/**
 * How a 429 or 503 reaches the request pool (api/throttle.ts) and why a throttled attempt does
 * not spend the request's retries: the client over the run's own pool (plant-order-pool.ts),
 * with an injected clock and a sleep that returns at once (the pool's waits are recorded).
 */
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../src/api/errors.js";
import { MAX_FREE_RESENDS, reportToPool } from "../../../src/api/throttle.js";
import { PATHS } from "../../../src/api/types.js";
import { PlantOrderPool } from "../../../src/pipeline/fetch/plant-order-pool.js";
import { harness, reply } from "./fake-service.js";

/** A client over the run's pool whose plant list answers `statuses` in turn, then 200. */
function throttled(statuses: number[], headers: Record<string, string>, retries: number, concurrency = 8) {
  const poolWaits: number[] = [];
  const pool = new PlantOrderPool(concurrency, {
    now: () => 0,
    sleep: async (ms) => {
      poolWaits.push(ms);
    },
    maxWaitMs: 30_000,
    defaultWaitMs: 250,
  });
  const h = harness({ retries, schedule: (task, plantId) => pool.run(task, plantId) });
  let i = 0;
  h.service.routes.set(`GET ${PATHS.plantList}`, () => {
    const status = statuses[i++];
    return status === undefined ? reply([]) : reply({ detail: "Too Many Requests" }, status, headers);
  });
  return { ...h, pool, poolWaits };
}

describe("a 429 or 503 in the run's pool", () => {
  it("is sent again without spending a retry while the pool backs off (retries: 0)", async () => {
    const h = throttled([429, 503, 429], { "Retry-After": "2" }, 0);
    await expect(h.client.listPlants()).resolves.toEqual([]);
    // 8 → 4 → 2 → 1: each throttle halved the pool, so none cost a retry.
    expect(h.pool.limit.limit).toBe(1);
    expect(h.client.stats).toEqual({ requests: 5, retried: 3, failed: 0 }); // + the login
    // The pool waited as Retry-After said (503 too: it carried one); the loop itself never slept.
    expect(h.poolWaits).toEqual([2000, 2000, 2000]);
    expect(h.sleeps).toEqual([]);
    expect(h.events.filter((e) => e.type === "retry")).toEqual([]);
    expect(h.pool.summary.throttled).toBe(3);
  });

  it("spends a retry once the pool is at 1 and cannot back off further, still waiting in the pool", async () => {
    const h = throttled([429, 429, 429], { "Retry-After": "1" }, 1, 2);
    const err = (await h.client.listPlants().catch((e: unknown) => e)) as ApiError;
    // 2 → 1 for free; at 1 the second 429 spends the one retry and the third ends the request.
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(429);
    expect(err.message).toMatch(/gave up after 3 attempts/);
    expect(h.client.stats).toEqual({ requests: 4, retried: 2, failed: 1 });
    const retries = h.events.filter((e) => e.type === "retry");
    expect(retries.map((e) => [e.status, e.delayMs])).toEqual([[429, 1000]]);
    expect(h.sleeps).toEqual([]);
  });

  it("waits the backoff's first delay without a Retry-After, capped like Retry-After", async () => {
    const h = throttled([503], {}, 0);
    await h.client.listPlants();
    expect(h.poolWaits).toEqual([250]);
    const capped = throttled([429], { "Retry-After": "3600" }, 0);
    await capped.client.listPlants();
    expect(capped.poolWaits).toEqual([30_000]);
  });

  it(`sends one request again for free at most ${MAX_FREE_RESENDS} times, then spends retries`, async () => {
    // A pool that always says it backed off cannot keep a request that is always throttled going.
    const slot = { throttled: () => ({ free: true, waitMs: 0 }), answered: () => {} };
    const h = harness({ retries: 1, schedule: (task) => task(slot) });
    h.service.routes.set(`GET ${PATHS.plantList}`, () => reply({ detail: "Too Many Requests" }, 429));
    const err = (await h.client.listPlants().catch((e: unknown) => e)) as ApiError;
    expect(err.message).toMatch(new RegExp(`gave up after ${MAX_FREE_RESENDS + 2} attempts`));
    expect(h.client.stats.requests).toBe(1 + MAX_FREE_RESENDS + 2);
  });

  it("hands the answer to the slot only in a pool: a throttle comes back with the pool's decision", () => {
    const error = { kind: "http" as const, status: 503, method: "GET", url: "u", reason: "503" };
    const outcome = { ok: false as const, error, retryAfterMs: 1000 };
    const seen: unknown[] = [];
    const slot = {
      throttled: (status: number, retryAfterMs: number | null) => {
        seen.push([status, retryAfterMs]);
        return { free: true, waitMs: 1000 };
      },
      answered: () => seen.push("answered"),
    };
    expect(reportToPool(outcome, undefined)).toBe(outcome);
    expect(reportToPool(outcome, slot)).toEqual({ ...outcome, pooled: { free: true, waitMs: 1000 } });
    reportToPool({ ok: true, value: 1 }, slot);
    reportToPool({ ...outcome, error: { ...error, status: 500 } }, slot);
    reportToPool({ ...outcome, error: { ...error, kind: "network" as const, status: undefined } }, slot);
    expect(seen).toEqual([[503, 1000], "answered", "answered"]);
  });

  it("a 500 is no throttle: it spends retries as before and counts toward the pool's growth", async () => {
    const h = throttled([500], {}, 1);
    await h.client.listPlants();
    expect(h.client.stats).toEqual({ requests: 3, retried: 1, failed: 0 });
    expect(h.pool.summary.throttled).toBe(0);
    expect(h.pool.limit.limit).toBe(8);
    expect(h.sleeps).toHaveLength(1);
  });
});
