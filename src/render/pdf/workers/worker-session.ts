/**
 * One PDF worker with plants sent ahead: it starts its next plant the moment one is done,
 * without a round trip through the calling thread, which may be busy for a while (parsing
 * responses during the fetch, building a workbook). The worker renders its jobs one at a time
 * in the order sent (worker.ts) and answers in that order, so when it dies (its heap limit, a
 * crash) the plant it was rendering is the oldest one still unanswered: Node delivers every
 * message a worker posted before its 'error' and 'exit' events. That plant fails; the plants
 * queued behind it were never started and go to a fresh worker.
 */
import type { Worker } from "node:worker_threads";
import type { PlantReport } from "../../../metrics/model.js";
import type { WorkerPool } from "./worker-pool.js";
import type { WorkerResult } from "./worker-protocol.js";

/** The plant's PDF; a message why it could not be rendered; or the worker died first. */
export type PlantOutcome =
  | { pdf: Buffer }
  /** Written to the spool folder by the worker (WorkerInit.spool). */
  | { file: string }
  | { spoolError: string }
  | { error: string }
  | { died: string /** true: it died rendering this plant; false: it never started it */; culprit: boolean };

interface Sent {
  plant: PlantReport;
  settle: (outcome: PlantOutcome) => void;
}

export class WorkerSession {
  private readonly worker: Worker;
  /** Sent and not yet answered, oldest first: the first is the one being rendered. */
  private readonly unanswered: Sent[] = [];
  private deathReason: string | null = null;

  constructor(private readonly pool: WorkerPool) {
    this.worker = pool.spawn();
    this.worker.on("message", (m: WorkerResult) => {
      const sent = this.unanswered.shift();
      if (!sent) return;
      if ("error" in m) sent.settle({ error: m.error });
      else if ("file" in m) sent.settle({ file: m.file });
      else if ("spoolError" in m) sent.settle({ spoolError: m.spoolError });
      else sent.settle({ pdf: Buffer.from(m.pdf.buffer, m.pdf.byteOffset, m.pdf.byteLength) });
    });
    const die = () => {
      if (this.deathReason !== null) return;
      this.deathReason = pool.goneReason(this.worker) ?? "PDF worker stopped";
      const [rendering, ...queued] = this.unanswered.splice(0);
      rendering?.settle({
        died: `${this.deathReason} while rendering plant ${rendering.plant.id}`,
        culprit: true,
      });
      for (const q of queued) q.settle({ died: this.deathReason, culprit: false });
    };
    // Only on 'exit': Node delivers the messages a worker posted, then emits 'exit' (an
    // uncaught error's 'error' event travels on another channel and may come first).
    this.worker.on("exit", die);
  }

  /** Whether the worker is gone (a new session should take its place). */
  get dead(): boolean {
    return this.deathReason !== null || this.pool.goneReason(this.worker) !== null;
  }

  /** Plants sent and not yet answered. */
  get inFlight(): number {
    return this.unanswered.length;
  }

  render(plant: PlantReport): Promise<PlantOutcome> {
    const gone = this.deathReason ?? this.pool.goneReason(this.worker);
    // Dead before this plant reached it: the plant is the one that finds out, as before any render.
    if (gone !== null)
      return Promise.resolve({ died: `${gone} before rendering plant ${plant.id}`, culprit: true });
    return new Promise((settle) => {
      this.unanswered.push({ plant, settle });
      this.worker.postMessage(plant);
    });
  }
}
