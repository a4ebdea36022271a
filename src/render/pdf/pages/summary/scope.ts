/**
 * What a summary (the portfolio PDF, a client pack's first pages) is about: a set of plants
 * and the model's figures over them. The figures and verdicts are the model's (buildPortfolio
 * over these plants); the summary pages only format them.
 */
import type { PlantReport, PortfolioSummary, ReportModel } from "../../../../metrics/model.js";

export interface SummaryScope {
  /** The client's name; null for the whole portfolio. */
  client: string | null;
  summary: PortfolioSummary;
  /** The scope's plants in report order, failed ones included. */
  plants: PlantReport[];
}

export function portfolioScope(model: ReportModel): SummaryScope {
  return { client: null, summary: model.portfolio, plants: model.plants };
}

/** The client's plants as its summary lists them (ids compared as the metrics compare them). */
export function clientScope(model: ReportModel, index: number): SummaryScope {
  const client = model.clients[index];
  if (!client) throw new Error(`no client ${index} in the model`);
  const ids = new Set(client.plantIds);
  return { client: client.name, summary: client, plants: model.plants.filter((p) => ids.has(p.id)) };
}
