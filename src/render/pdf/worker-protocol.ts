/** Messages between renderPdfs and its worker threads (structured-clone plain data). */
import type { PlantReport, ReportHeader } from "../../metrics/model.js";
import type { PdfOptions } from "./options.js";

/** Sent once per worker: the model without its plants (each plant travels with its job). */
export interface WorkerInit {
  model: ReportHeader;
  pdf: PdfOptions;
}

export type WorkerJob = PlantReport;

export type WorkerResult = { id: string; pdf: Uint8Array } | { id: string; error: string };
