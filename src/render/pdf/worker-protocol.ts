/** Messages between renderPdfs and its worker threads (structured-clone plain data). */
import type { PlantReport, ReportHeader } from "../../metrics/model.js";
import type { PdfOptions } from "./options.js";
import type { SummaryJob } from "./summary-jobs.js";

/** Sent once per worker: the model without its plants (each plant travels with its job). */
export interface WorkerInit {
  model: ReportHeader;
  pdf: PdfOptions;
}

/** A plant's PDF, or (render-summaries.ts) the portfolio PDF or a client pack. */
export type WorkerJob = PlantReport | SummaryJob;

export type WorkerResult = { id: string; pdf: Uint8Array } | { id: string; error: string };
