/**
 * The run's request pool (plant-order-pool.ts): never more than `concurrency` attempts in
 * flight, every result and error handed back, and waiting attempts served by plant (first
 * seen, first served), requests for no plant first, arrival order within a plant.
 */
import { describe, expect, it } from "vitest";
import { PlantOrderPool } from "../../../src/pipeline/fetch/plant-order-pool.js";

/** A task that runs until `release()`; `started` says whether the pool has started it. */
function gate<T>(value: T) {
  let release!: () => void;
  const released = new Promise<void>((r) => {
    release = r;
  });
  const g = {
    started: false,
    release,
    task: async () => {
      g.started = true;
      await released;
      return value;
    },
  };
  return g;
}

const ticks = async (n = 5) => {
  for (let i = 0; i < n; i++) await Promise.resolve();
};

describe("PlantOrderPool", () => {
  it("keeps at most `concurrency` attempts in flight and runs every one", async () => {
    const pool = new PlantOrderPool(3);
    let inFlight = 0;
    let most = 0;
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        pool.run(
          async () => {
            inFlight++;
            most = Math.max(most, inFlight);
            for (let k = 0; k < (i % 4) + 1; k++) await new Promise((r) => setImmediate(r));
            inFlight--;
            return i * 2;
          },
          `plant-${i % 7}`,
        ),
      ),
    );
    expect(most).toBe(3);
    expect(results).toEqual(Array.from({ length: 40 }, (_, i) => i * 2));
    expect(pool.activeCount).toBe(0);
    expect(pool.pendingCount).toBe(0);
  });

  it("hands back a rejection and a synchronous throw, and frees the slot", async () => {
    const pool = new PlantOrderPool(1);
    await expect(pool.run(() => Promise.reject(new Error("503 from the service")), "a")).rejects.toThrow(
      "503 from the service",
    );
    await expect(
      pool.run(() => {
        throw new Error("the run was interrupted");
      }, "a"),
    ).rejects.toThrow("the run was interrupted");
    await expect(pool.run(async () => "next", "b")).resolves.toBe("next");
    expect(pool.activeCount).toBe(0);
  });

  it("serves waiting attempts by plant in the order first seen, unranked ones first", async () => {
    const pool = new PlantOrderPool(1);
    const started: string[] = [];
    const tracked = (name: string) => async () => {
      started.push(name);
    };
    const blocker = gate("blocker");
    const running: Promise<unknown>[] = [pool.run(blocker.task, "A")];
    // A, B, C are seen in that order; then more of A and B arrive, and a request for no plant.
    running.push(pool.run(tracked("B freshness"), "B"));
    running.push(pool.run(tracked("C freshness"), "C"));
    running.push(pool.run(tracked("A history"), "A"));
    running.push(pool.run(tracked("B history"), "B"));
    running.push(pool.run(tracked("plant list"), undefined));
    running.push(pool.run(tracked("A retry"), "A"));
    await ticks();
    expect(blocker.started).toBe(true);
    expect(started).toEqual([]);
    blocker.release();
    await Promise.all(running);
    expect(started).toEqual([
      "plant list",
      "A history",
      "A retry",
      "B freshness",
      "B history",
      "C freshness",
    ]);
  });

  it("starts the first plant's next attempt before later plants' earlier ones (a 1,000-plant queue)", async () => {
    const pool = new PlantOrderPool(2);
    const order: string[] = [];
    const first = [gate(0), gate(0)];
    const all: Promise<unknown>[] = [pool.run(first[0]!.task, "p0"), pool.run(first[1]!.task, "p1")];
    for (let i = 2; i < 1000; i++)
      all.push(
        pool.run(async () => {
          order.push(`freshness ${i}`);
        }, `p${i}`),
      );
    // The first two plants' history is asked only now (after a decision, as with "auto").
    all.push(pool.run(async () => void order.push("history 1"), "p1"));
    all.push(pool.run(async () => void order.push("history 0"), "p0"));
    first[0]!.release();
    first[1]!.release();
    await Promise.all(all);
    expect(order.slice(0, 3)).toEqual(["history 0", "history 1", "freshness 2"]);
    expect(order).toHaveLength(1000);
  });

  it("refuses a concurrency that is not a positive integer", () => {
    expect(() => new PlantOrderPool(0)).toThrow(/positive integer, not 0/);
    expect(() => new PlantOrderPool(2.5)).toThrow(/positive integer/);
  });
});

/** An injected clock and a sleep that resolves only when the test moves the clock past it. */
function fakeTime(start = 1_000_000) {
  let now = start;
  const sleeps: { until: number; ms: number; resolve: () => void }[] = [];
  return {
    now: () => now,
    sleep: (ms: number) =>
      new Promise<void>((resolve) => {
        sleeps.push({ until: now + ms, ms, resolve });
      }),
    /** The waits asked for, in ms. */
    asked: () => sleeps.map((s) => s.ms),
    async advance(ms: number) {
      now += ms;
      for (const s of sleeps.filter((x) => x.until <= now)) s.resolve();
      await ticks(20);
    },
  };
}

describe("PlantOrderPool adapting to the service", () => {
  it("halves its limit on a 429, holds every start for its Retry-After, then starts at the new limit", async () => {
    const time = fakeTime();
    const pool = new PlantOrderPool(4, { now: time.now, sleep: time.sleep });
    const started: number[] = [];
    const gates = Array.from({ length: 12 }, (_, i) => gate(i));
    const all = gates.map((g, i) =>
      pool.run(async (slot) => {
        started.push(i);
        const value = await g.task();
        if (i !== 0) {
          slot.answered();
          return value;
        }
        expect(slot.throttled(429, 1500)).toEqual({ free: true, waitMs: 1500 });
        return -1;
      }, `plant-${i}`),
    );
    await ticks(20);
    expect(started).toEqual([0, 1, 2, 3]);
    // The first comes back 429: the limit is 2, and nothing starts for 1.5 s.
    gates[0]!.release();
    await ticks(20);
    expect(pool.limit.limit).toBe(2);
    for (const g of gates.slice(1, 4)) g.release();
    await ticks(20);
    // Nothing in flight, yet nothing starts: the pool waits for the Retry-After.
    expect(pool.activeCount).toBe(0);
    expect(time.asked()).toEqual([1500]);
    expect(started).toEqual([0, 1, 2, 3]);
    await time.advance(1499);
    expect(started).toEqual([0, 1, 2, 3]);
    await time.advance(1);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(pool.activeCount).toBe(2);
    for (const g of gates) g.release();
    await Promise.all(all);
    expect(pool.summary).toEqual({
      throttled: 1,
      concurrency: { start: 4, settled: 2, lowest: 2 },
      maxRequestsPerSecond: null,
    });
  });

  it("serves a throttled plant's request again before plants not started yet", async () => {
    const time = fakeTime();
    const pool = new PlantOrderPool(2, { now: time.now, sleep: time.sleep });
    const order: string[] = [];
    let first = true;
    // As the client's retry loop does: the attempt ends, then the request is sent again.
    const sendA = async (): Promise<string> => {
      const answer = await pool.run(async (slot) => {
        order.push("A");
        await ticks(2);
        if (!first) return "A ok";
        first = false;
        return slot.throttled(429, 1000).free ? "again" : "failed";
      }, "A");
      return answer === "again" ? sendA() : answer;
    };
    const a = sendA();
    const rest = ["B", "C", "D"].map((p) =>
      pool.run(async () => {
        order.push(p);
        await ticks(10);
      }, p),
    );
    await ticks(20);
    // A and B went together; A came back 429 and waits with C and D for the Retry-After.
    expect(order).toEqual(["A", "B"]);
    await time.advance(1000);
    await expect(a).resolves.toBe("A ok");
    await Promise.all(rest);
    expect(order).toEqual(["A", "B", "A", "C", "D"]);
  });

  it("paces the starts with maxRequestsPerSecond by the injected clock", async () => {
    const time = fakeTime(0);
    const pool = new PlantOrderPool(8, { maxRequestsPerSecond: 5, now: time.now, sleep: time.sleep });
    const at: number[] = [];
    const all = Array.from({ length: 6 }, (_, i) => pool.run(async () => void at.push(time.now()), `p${i}`));
    for (let i = 0; i < 40; i++) await time.advance(25);
    await Promise.all(all);
    // No opening (5 − 3 · 2 is below 0) and a burst of two (B = max(2, 5 / 10)) at once, then
    // 200 ms apart (request-pace.ts).
    expect(at).toEqual([0, 0, 200, 400, 600, 800]);
    expect(pool.summary.maxRequestsPerSecond).toBe(5);
  });

  it("does not spin when the injected sleep returns at once but the clock stands still", async () => {
    const pool = new PlantOrderPool(2, { now: () => 0, sleep: async () => {} });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        pool.run(async (slot) => {
          if (i < 2) slot.throttled(503, null);
          return i;
        }, `p${i}`),
      ),
    );
    expect(results).toEqual([0, 1, 2, 3, 4, 5]);
    expect(pool.summary.throttled).toBe(2);
    expect(pool.limit.limit).toBe(1);
  });

  it("flush starts the waiting attempts at once, Retry-After or not (an aborted run refuses them)", async () => {
    const pool = new PlantOrderPool(2);
    const blocked = pool.run(async (slot) => slot.throttled(429, 30_000), "a");
    await blocked;
    const waiting = pool.run(async () => "refused at once", "b");
    await ticks(20);
    expect(pool.pendingCount).toBe(1);
    pool.flush();
    await expect(waiting).resolves.toBe("refused at once");
  });
});
