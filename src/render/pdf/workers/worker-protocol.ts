/** Messages between renderPdfs and its worker threads (structured-clone plain data). */
import type { PlantReport, ReportHeader } from "../../../metrics/model.js";
import type { PdfOptions } from "../options.js";
import type { SummaryJob } from "./summary-jobs.js";

/** Sent once per worker: the model without its plants (each plant travels with its job). */
export interface WorkerInit {
  model: ReportHeader;
  pdf: PdfOptions;
  /**
   * A folder: the worker writes each plant's PDF there itself and answers with the file's
   * path, so the bytes never cross to the calling thread (pipeline/run/pdf-stream.ts's spool).
   */
  spool?: string;
  /** The worker thread's nice value (default POOL_DEFAULTS.workerNice; never below the process's). */
  nice?: number;
}

/**
 * Sent to a summary worker started before the model is complete (render-summaries.ts): it
 * fills the thread's caches for the report's header, and answers under WARM_UP_ID. With a
 * rehearsal, it renders that document (the portfolio PDF of the first plants to arrive) and
 * drops it: the code the real document runs is compiled by then.
 */
export interface WarmUpJob {
  kind: "warm-up";
  rehearsal?: SummaryJob;
}

/** A plant's PDF, or (render-summaries.ts) the portfolio PDF or a client pack, or a warm-up. */
export type WorkerJob = PlantReport | SummaryJob | WarmUpJob;

export type WorkerResult =
  | { id: string; pdf: Uint8Array }
  | { id: string; file: string }
  | { id: string; error: string }
  /** The PDF was rendered but could not be written to the spool (the run's disk, not the plant). */
  | { id: string; spoolError: string };

/** The spool file of the `n`th PDF a thread writes (thread 0: the calling thread). */
export function spoolFileName(thread: number, n: number): string {
  return `${thread}-${n}.pdf`;
}

/** The id a warm-up is answered under (never a plant's: a summary worker renders no plant). */
export const WARM_UP_ID = "warm-up";

/** The answer to a WarmUpJob. */
export type WarmUpResult =
  | { id: typeof WARM_UP_ID; warmedUp: true }
  | { id: typeof WARM_UP_ID; error: string };
