/**
 * Plants sent ahead to a PDF worker (worker-session.ts): answers come in the order sent, and
 * when the worker dies the plant it was rendering fails while the plants queued behind it are
 * reported as never started (the caller sends them to a fresh worker). Deterministic: the
 * worker's script exits on a given plant id.
 */
import { describe, expect, it } from "vitest";
import type { PlantReport } from "../../../src/metrics/model.js";
import { WorkerPool } from "../../../src/render/pdf/workers/worker-pool.js";
import { WorkerSession } from "../../../src/render/pdf/workers/worker-session.js";

const SCRIPT = `
import { parentPort } from "node:worker_threads";
parentPort.on("message", (plant) => {
  if (plant.id === "boom") process.exit(3);
  if (plant.id === "bad") return parentPort.postMessage({ id: plant.id, error: "no data to draw" });
  parentPort.postMessage({ id: plant.id, pdf: new TextEncoder().encode("pdf of " + plant.id) });
});
`;
const FILE = new URL(`data:text/javascript,${encodeURIComponent(SCRIPT)}`);
const plant = (id: string) => ({ id }) as PlantReport;
const pool = () => new WorkerPool(FILE, { model: {} as never, pdf: {} }, { old: 64, young: 8 });

describe("WorkerSession", () => {
  it("answers plants sent ahead in the order sent, errors included", async () => {
    const p = pool();
    const session = new WorkerSession(p);
    const outcomes = await Promise.all(["a", "bad", "c"].map((id) => session.render(plant(id))));
    expect(outcomes.map((o) => ("pdf" in o ? o.pdf.toString() : o))).toEqual([
      "pdf of a",
      { error: "no data to draw" },
      "pdf of c",
    ]);
    expect(session.inFlight).toBe(0);
    await p.terminate();
  });

  it("fails the plant the worker died with; the ones behind it were never started", async () => {
    const p = pool();
    const session = new WorkerSession(p);
    const outcomes = await Promise.all(["a", "boom", "c", "d"].map((id) => session.render(plant(id))));
    expect("pdf" in outcomes[0]! && outcomes[0].pdf.toString()).toBe("pdf of a");
    expect(outcomes[1]).toEqual({
      died: "PDF worker exited (code 3) while rendering plant boom",
      culprit: true,
    });
    expect(outcomes.slice(2)).toEqual([
      { died: "PDF worker exited (code 3)", culprit: false },
      { died: "PDF worker exited (code 3)", culprit: false },
    ]);
    expect(session.dead).toBe(true);
    // A plant sent to a dead worker finds out at once.
    expect(await session.render(plant("e"))).toEqual({
      died: "PDF worker exited (code 3) before rendering plant e",
      culprit: true,
    });
    // A fresh session renders the plants the dead worker never started.
    const fresh = new WorkerSession(p);
    const again = await Promise.all(["c", "d"].map((id) => fresh.render(plant(id))));
    expect(again.map((o) => "pdf" in o && o.pdf.toString())).toEqual(["pdf of c", "pdf of d"]);
    await p.terminate();
  });
});
