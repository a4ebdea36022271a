/**
 * A PDF worker can die between documents (its heap limit while loading fonts, a crash): its
 * death must never be an unheard 'error' (which ends the process) and must be known to the next
 * request at once. Deterministic: the worker's script throws as it starts.
 */
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { WorkerPool } from "../../../src/render/pdf/workers/worker-pool.js";

const THROWS = new URL(
  `data:text/javascript,${encodeURIComponent('throw new Error("fonts could not be read")')}`,
);
const IDLE = new URL(`data:text/javascript,${encodeURIComponent("setInterval(() => {}, 1000)")}`);

describe("WorkerPool", () => {
  it("hears a worker that dies while idle, and says why it is gone", async () => {
    const pool = new WorkerPool(THROWS, { model: {} as never, pdf: {} }, { old: 64, young: 8 });
    const worker = pool.spawn();
    // No 'error' listener of the caller's: without the pool's own, this error would be uncaught.
    await new Promise((resolve) => worker.on("exit", resolve));
    expect(pool.goneReason(worker)).toBe("fonts could not be read");
    await pool.terminate();
  });

  it("a live worker has no reason; one terminated says it exited", async () => {
    const pool = new WorkerPool(IDLE, { model: {} as never, pdf: {} }, { old: 64, young: 8 });
    const worker = pool.spawn();
    await once(worker, "online");
    expect(pool.goneReason(worker)).toBeNull();
    await pool.terminate();
    expect(pool.goneReason(worker)).toMatch(/^PDF worker exited \(code \d+\)$/);
  });

  it("starts no worker once terminated (one started then would outlive the run)", async () => {
    const pool = new WorkerPool(IDLE, { model: {} as never, pdf: {} }, { old: 64, young: 8 });
    await pool.terminate();
    expect(() => pool.spawn()).toThrow("the PDF workers were stopped");
  });
});
