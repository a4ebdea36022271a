/**
 * Renders many plant PDFs, on worker threads when they exist as compiled JS and pay off
 * (several plants, more than one worker), else on the calling thread. Results reach
 * `onDone` as they finish; a worker renders its next plant while `onDone` writes the last.
 */
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { PlantReport, ReportModel } from "../../metrics/model.js";
import { type PdfOptions, POOL_DEFAULTS } from "./options.js";
import { renderPlantPdf } from "./renderPlantPdf.js";
import type { WorkerInit, WorkerResult } from "./workerProtocol.js";

export interface RenderPdfsOptions {
  /** Worker threads; 0 or 1 renders on the calling thread. Default: min(2, cores). */
  workers?: number;
  onDone?: (id: string, buf: Buffer) => Promise<void> | void;
  pdf?: PdfOptions;
}

type OnDone = NonNullable<RenderPdfsOptions["onDone"]>;

/**
 * The compiled sibling (dist/render/pdf/worker.js). Under vitest this module is the TS
 * source and no worker.js sits next to it, so rendering stays in-thread.
 */
export function workerFile(): URL | null {
  const url = new URL("./worker.js", import.meta.url);
  return url.protocol === "file:" && existsSync(fileURLToPath(url)) ? url : null;
}

export async function renderPdfs(
  model: ReportModel,
  plants: PlantReport[],
  opts: RenderPdfsOptions = {},
): Promise<void> {
  const onDone: OnDone = opts.onDone ?? (() => {});
  const workers = Math.min(
    opts.workers ?? Math.min(POOL_DEFAULTS.maxWorkers, availableParallelism()),
    plants.length,
  );
  const file = workerFile();
  if (file && workers > 1 && plants.length >= POOL_DEFAULTS.minPlantsForWorkers) {
    return renderInWorkers(file, model, plants, workers, opts.pdf ?? {}, onDone);
  }
  for (const plant of plants) await onDone(plant.id, await renderPlantPdf(model, plant, opts.pdf));
}

async function renderInWorkers(
  file: URL,
  model: ReportModel,
  plants: PlantReport[],
  count: number,
  pdf: PdfOptions,
  onDone: OnDone,
): Promise<void> {
  const init: WorkerInit = { model: { ...model, plants: [] }, pdf };
  const queue = [...plants];
  const pool = Array.from({ length: count }, () => new Worker(file, { workerData: init }));
  try {
    await Promise.all(pool.map((w) => drain(w, queue, onDone)));
  } catch (e) {
    queue.length = 0; // the other workers stop after their current plant
    throw e;
  } finally {
    await Promise.all(pool.map((w) => w.terminate()));
  }
}

async function drain(worker: Worker, queue: PlantReport[], onDone: OnDone): Promise<void> {
  let writing: Promise<void> = Promise.resolve();
  for (let plant = queue.shift(); plant; plant = queue.shift()) {
    const buf = await request(worker, plant);
    await writing;
    writing = Promise.resolve(onDone(plant.id, buf));
    writing.catch(() => {}); // handled by the next `await writing`; avoids an unhandled-rejection crash meanwhile
  }
  await writing;
}

function request(worker: Worker, plant: PlantReport): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
    };
    const onMessage = (m: WorkerResult) => {
      cleanup();
      if ("error" in m) reject(new Error(`PDF for plant ${m.id}: ${m.error}`));
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
