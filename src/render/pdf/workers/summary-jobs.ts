/**
 * The portfolio PDF and the client packs as jobs: each carries only the part of the model it
 * needs (a pack its client and that client's plants), so a job is cheap to send to a worker
 * thread, and renders the same bytes wherever it runs.
 */
import type { ReportModel } from "../../../metrics/model.js";
import type { PdfOptions } from "../options.js";
import { renderClientPack, renderPortfolioPdf } from "../pages/summary/render-summary.js";

/** client: the index into `model.clients`, or null for the portfolio PDF. */
export interface SummaryJob {
  kind: "summary";
  client: number | null;
  model: ReportModel;
}

/** The portfolio PDF's job. */
export function portfolioJob(model: ReportModel): SummaryJob {
  return { kind: "summary", client: null, model: portfolioModel(model) };
}

export function summaryJobs(model: ReportModel): SummaryJob[] {
  const portfolio = portfolioJob(model);
  const packs = model.clients.map((c, i): SummaryJob => {
    const ids = new Set(c.plantIds);
    const own = { ...model, plants: model.plants.filter((p) => ids.has(p.id)), clients: [c] };
    return { kind: "summary", client: i, model: own };
  });
  return [portfolio, ...packs];
}

/**
 * The portfolio PDF draws no plant's days and no plant's trend (a pack's plant pages do): its
 * job leaves them behind, about nine tenths of a plant's size in the model.
 */
function portfolioModel(model: ReportModel): ReportModel {
  return { ...model, plants: model.plants.map((p) => ({ ...p, daily: [], trend: [] })) };
}

export function renderSummaryJob(job: SummaryJob, opts?: PdfOptions): Promise<Buffer> {
  return job.client === null ? renderPortfolioPdf(job.model, opts) : renderClientPack(job.model, 0, opts);
}
