/**
 * Renders many plant PDFs, on worker threads when they exist as compiled JS and pay off
 * (several plants, more than one worker), else on the calling thread. Plants come as a list
 * or as a PlantQueue filled while the run still fetches (`expected` plants then decides the
 * workers). Results reach `onDone` as they finish; a worker renders its next plant while
 * `onDone` handles the last. One plant whose PDF cannot be rendered goes to `onFailed` and
 * never stops the others. A worker that dies (its heap limit reached, options.ts) fails the
 * plant it was rendering; a fresh worker takes the next one.
 */
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import type { Worker } from "node:worker_threads";
import { type PlantReport, REPORT_HEADER_KEYS, type ReportHeader } from "../../metrics/model.js";
import { type PdfOptions, POOL_DEFAULTS } from "./options.js";
import { PlantQueue } from "./plant-queue.js";
import { renderPlantPdf } from "./render-plant-pdf.js";
import { type WorkerHeapMb, WorkerPool } from "./worker-pool.js";
import type { WorkerResult } from "./worker-protocol.js";

export interface RenderPdfsOptions {
  /** Worker threads; 0 or 1 renders on the calling thread. Default: min(2, cores). */
  workers?: number;
  onDone?: (id: string, buf: Buffer) => Promise<void> | void;
  /** A plant whose PDF could not be rendered, with the reason (default: rethrown). */
  onFailed?: (id: string, error: string) => void;
  pdf?: PdfOptions;
  /** With a PlantQueue: how many plants will come (decides whether workers pay off). */
  expected?: number;
  /** Each worker's heap limits (default POOL_DEFAULTS.workerHeapMb.plant). */
  workerHeapMb?: WorkerHeapMb;
}

type OnDone = NonNullable<RenderPdfsOptions["onDone"]>;
type OnFailed = NonNullable<RenderPdfsOptions["onFailed"]>;

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

export async function renderPdfs(
  model: ReportHeader,
  plants: PlantReport[] | PlantQueue,
  opts: RenderPdfsOptions = {},
): Promise<void> {
  const onDone: OnDone = opts.onDone ?? (() => {});
  const onFailed: OnFailed = opts.onFailed ?? rethrow;
  const queue = Array.isArray(plants) ? PlantQueue.of(plants) : plants;
  const count = Array.isArray(plants) ? plants.length : (opts.expected ?? 0);
  const workers = Math.min(opts.workers ?? Math.min(POOL_DEFAULTS.maxWorkers, availableParallelism()), count);
  const file = workerFile();
  if (file && workers > 1 && count >= POOL_DEFAULTS.minPlantsForWorkers) {
    const pool = new WorkerPool(
      file,
      { model: header(model), pdf: opts.pdf ?? {} },
      opts.workerHeapMb ?? POOL_DEFAULTS.workerHeapMb.plant,
    );
    return renderInWorkers(pool, queue, workers, onDone, onFailed);
  }
  for (let plant = await queue.next(); plant; plant = await queue.next()) {
    let buf: Buffer;
    try {
      buf = await renderPlantPdf(model, plant, opts.pdf);
    } catch (e) {
      onFailed(plant.id, message(e));
      continue;
    }
    await onDone(plant.id, buf);
  }
}

async function renderInWorkers(
  pool: WorkerPool,
  queue: PlantQueue,
  count: number,
  onDone: OnDone,
  onFailed: OnFailed,
): Promise<void> {
  try {
    await Promise.all(Array.from({ length: count }, () => drain(pool, queue, onDone, onFailed)));
  } catch (e) {
    queue.clear(); // the other workers stop after their current plant
    throw e;
  } finally {
    await pool.terminate();
  }
}

/** Only the header travels to the workers (a whole ReportModel would be cloned with every plant). */
function header(m: ReportHeader): ReportHeader {
  return Object.fromEntries(REPORT_HEADER_KEYS.map((k) => [k, m[k]])) as ReportHeader;
}

async function drain(pool: WorkerPool, queue: PlantQueue, onDone: OnDone, onFailed: OnFailed): Promise<void> {
  let writing: Promise<void> = Promise.resolve();
  let worker = pool.spawn();
  for (let plant = await queue.next(); plant; plant = await queue.next()) {
    let buf: Buffer | string;
    try {
      buf = await request(pool, worker, plant);
    } catch (e) {
      // The worker died with this plant (e.g. its heap limit): this PDF fails, the next plant gets a new worker.
      buf = message(e);
      worker = pool.spawn();
    }
    await writing;
    if (typeof buf === "string") {
      onFailed(plant.id, buf);
      continue;
    }
    writing = Promise.resolve(onDone(plant.id, buf));
    writing.catch(() => {}); // handled by the next `await writing`; avoids an unhandled-rejection crash meanwhile
  }
  await writing;
}

/** The plant's PDF, or why it could not be rendered; rejects only when the worker itself fails. */
function request(pool: WorkerPool, worker: Worker, plant: PlantReport): Promise<Buffer | string> {
  return new Promise((resolve, reject) => {
    const gone = pool.goneReason(worker);
    if (gone !== null) return reject(new Error(`${gone} before rendering plant ${plant.id}`));
    const cleanup = () => {
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
    };
    const onMessage = (m: WorkerResult) => {
      cleanup();
      if ("error" in m) resolve(m.error);
      else resolve(Buffer.from(m.pdf.buffer, m.pdf.byteOffset, m.pdf.byteLength));
    };
    const onError = (e: Error) => {
      cleanup();
      reject(e);
    };
    const onExit = (code: number) => {
      cleanup();
      reject(new Error(`PDF worker exited (code ${code}) while rendering plant ${plant.id}`));
    };
    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.on("exit", onExit);
    worker.postMessage(plant);
  });
}
