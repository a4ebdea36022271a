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
