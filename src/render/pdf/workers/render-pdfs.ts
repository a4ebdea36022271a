/**
 * Renders many plant PDFs, on worker threads when they exist as compiled JS and pay off
 * (enough plants, at least one worker), else on the calling thread. Plants come as a list
 * or as a PlantQueue filled while the run still fetches (`expected` plants then decides the
 * workers). Results reach `onDone` as they finish; a worker renders its next plant while
 * `onDone` handles the last. One plant whose PDF cannot be rendered goes to `onFailed` and
 * never stops the others. A worker that dies (its heap limit reached, options.ts) fails the
 * plant it was rendering; a fresh worker takes the next one.
 */
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type PlantReport, REPORT_HEADER_KEYS, type ReportHeader } from "../../../metrics/model.js";
import { type PdfOptions, POOL_DEFAULTS } from "../options.js";
import { renderPlantPdf } from "../pages/render-plant-pdf.js";
import { PlantQueue } from "./plant-queue.js";
import { lowerOtherThreadsPriority } from "./thread-priority.js";
import { type WorkerHeapMb, WorkerPool } from "./worker-pool.js";
import { spoolFileName, type WorkerInit } from "./worker-protocol.js";
import { WorkerSession } from "./worker-session.js";

export interface RenderPdfsOptions {
  /** Worker threads; 0 renders on the calling thread. Default: plantWorkers() (one fewer than the cores). */
  workers?: number;
  onDone?: (id: string, buf: Buffer) => Promise<void> | void;
  /**
   * A folder: each PDF is written there by the thread that rendered it and reaches
   * `onSpooled` as a file path instead of `onDone` as bytes. A write that fails fails the
   * call (the disk, not the plant), as a failing `onDone` does.
   */
  spool?: { dir: string; onSpooled: (id: string, file: string) => void };
  /** A plant whose PDF could not be rendered, with the reason (default: rethrown). */
  onFailed?: (id: string, error: string) => void;
  pdf?: PdfOptions;
  /** With a PlantQueue: how many plants will come (decides whether workers pay off). */
  expected?: number;
  /** Each worker's heap limits (default POOL_DEFAULTS.workerHeapMb.plant). */
  workerHeapMb?: WorkerHeapMb;
  /** The workers' nice value (default POOL_DEFAULTS.workerNice). */
  workerNice?: number;
  /**
   * When the workers start, the process's other threads (V8's helpers, which compile and
   * collect for the workers too) drop to the workers' priority as well: for a caller whose
   * own thread has latency-bound work meanwhile, the run's fetch (thread-priority.ts).
   */
  yieldHelpers?: boolean;
}

type OnDone = NonNullable<RenderPdfsOptions["onDone"]>;
type OnFailed = NonNullable<RenderPdfsOptions["onFailed"]>;
type OnSpooled = NonNullable<RenderPdfsOptions["spool"]>["onSpooled"];

const rethrow: OnFailed = (id, error) => {
  throw new Error(`PDF for plant ${id}: ${error}`);
};

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/**
 * The compiled sibling (dist/render/pdf/worker.js). Under vitest this module is the TS
 * source and no worker.js sits next to it, so rendering stays in-thread.
 */
export function workerFile(): URL | null {
  const url = new URL("./worker.js", import.meta.url);
  return url.protocol === "file:" && existsSync(fileURLToPath(url)) ? url : null;
}

/**
 * Worker threads for plant PDFs on `cores` cores: one fewer than the cores, at least one, at
 * most POOL_DEFAULTS.maxWorkers (options.ts: what a second isolate costs on two cores).
 */
export function plantWorkers(cores = availableParallelism()): number {
  return Math.max(1, Math.min(POOL_DEFAULTS.maxWorkers, cores - 1));
}

export async function renderPdfs(
  model: ReportHeader,
  plants: PlantReport[] | PlantQueue,
  opts: RenderPdfsOptions = {},
): Promise<void> {
  const onDone: OnDone = opts.onDone ?? (() => {});
  const onFailed: OnFailed = opts.onFailed ?? rethrow;
  const queue = Array.isArray(plants) ? PlantQueue.of(plants) : plants;
  const count = Array.isArray(plants) ? plants.length : (opts.expected ?? 0);
  const workers = Math.min(opts.workers ?? plantWorkers(), count);
  const file = workerFile();
  if (file && workers >= 1 && count >= POOL_DEFAULTS.minPlantsForWorkers) {
    const init: WorkerInit = {
      model: header(model),
      pdf: opts.pdf ?? {},
      spool: opts.spool?.dir,
      ...(opts.workerNice === undefined ? {} : { nice: opts.workerNice }),
    };
    if (opts.yieldHelpers) lowerOtherThreadsPriority(POOL_DEFAULTS.workerNice);
    const pool = new WorkerPool(file, init, opts.workerHeapMb ?? POOL_DEFAULTS.workerHeapMb.plant);
    return renderInWorkers(pool, queue, workers, onDone, onFailed, opts.spool?.onSpooled);
  }
  let spooled = 0;
  for (let plant = await queue.next(); plant; plant = await queue.next()) {
    let buf: Buffer;
    try {
      buf = await renderPlantPdf(model, plant, opts.pdf);
    } catch (e) {
      onFailed(plant.id, message(e));
      continue;
    }
    if (!opts.spool) {
      await onDone(plant.id, buf);
      continue;
    }
    const file = join(opts.spool.dir, spoolFileName(0, ++spooled));
    await writeFile(file, buf);
    opts.spool.onSpooled(plant.id, file);
  }
}

async function renderInWorkers(
  pool: WorkerPool,
  queue: PlantQueue,
  count: number,
  onDone: OnDone,
  onFailed: OnFailed,
  onSpooled?: OnSpooled,
): Promise<void> {
  // Each worker has POOL_DEFAULTS.sentAhead lanes: each lane takes a plant, sends it and
  // handles its PDF, so a worker always has its next plant while this thread is busy.
  const slots = Array.from({ length: count }, () => new Slot(pool));
  // After a failure the other lanes stop after their current plant, and the workers are
  // terminated only once every lane has stopped: a lane still running would start a fresh
  // worker for its plant after the pool was terminated, and keep the process alive.
  const lanes = slots.flatMap((slot) =>
    Array.from({ length: POOL_DEFAULTS.sentAhead }, () =>
      drain(slot, queue, onDone, onFailed, onSpooled).catch((e: unknown) => {
        queue.clear();
        throw e;
      }),
    ),
  );
  try {
    const failed = (await Promise.allSettled(lanes)).find((l) => l.status === "rejected");
    if (failed) throw failed.reason;
  } finally {
    await pool.terminate();
  }
}

/** Only the header travels to the workers (a whole ReportModel would be cloned with every plant). */
function header(m: ReportHeader): ReportHeader {
  return Object.fromEntries(REPORT_HEADER_KEYS.map((k) => [k, m[k]])) as ReportHeader;
}

/** A worker's place: a dead worker's session is replaced once, by whichever lane finds it. */
class Slot {
  private session: WorkerSession;
  constructor(private readonly pool: WorkerPool) {
    this.session = new WorkerSession(pool);
  }
  current(): WorkerSession {
    if (this.session.dead) this.session = new WorkerSession(this.pool);
    return this.session;
  }
}

async function drain(
  slot: Slot,
  queue: PlantQueue,
  onDone: OnDone,
  onFailed: OnFailed,
  onSpooled?: OnSpooled,
): Promise<void> {
  let writing: Promise<void> = Promise.resolve();
  for (let plant = await queue.next(); plant; plant = await queue.next()) {
    let outcome = await slot.current().render(plant);
    // Queued behind the plant its worker died with, never started: a fresh worker renders it.
    while ("died" in outcome && !outcome.culprit) outcome = await slot.current().render(plant);
    await writing;
    if ("spoolError" in outcome)
      throw new Error(`PDF for plant ${plant.id} not written: ${outcome.spoolError}`);
    if ("file" in outcome) {
      onSpooled?.(plant.id, outcome.file);
      continue;
    }
    if (!("pdf" in outcome)) {
      // The worker died with this plant (e.g. its heap limit) or the render failed: this PDF fails.
      onFailed(plant.id, "died" in outcome ? outcome.died : outcome.error);
      continue;
    }
    writing = Promise.resolve(onDone(plant.id, outcome.pdf));
    writing.catch(() => {}); // handled by the next `await writing`; avoids an unhandled-rejection crash meanwhile
  }
  await writing;
}
