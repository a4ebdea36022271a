/**
 * Each client's figures: the portfolio's formulas (portfolio.ts) over that client's plants
 * alone, in report order, so a client's energy is the sum of its plants' and its ratios are
 * weighted exactly as the portfolio's are.
 */
import type { ClientSummary, PlantReport, VerdictRules } from "./model.js";
import { buildPortfolio } from "./portfolio.js";

export interface ClientMembership {
  name: string;
  locale: string;
  /** Ids of the client's plants; those not among `plants` (another shard's) are left out. */
  plantIds: string[];
}

export function buildClients(
  clients: readonly ClientMembership[],
  plants: PlantReport[],
  dates: string[],
  historyMonths: string[],
  rules: VerdictRules,
): ClientSummary[] {
  return clients.map((c) => {
    const ids = new Set(c.plantIds.map((id) => id.toLowerCase()));
    const own = plants.filter((p) => ids.has(p.id.toLowerCase()));
    return {
      name: c.name,
      locale: c.locale,
      plantIds: own.map((p) => p.id),
      ...buildPortfolio(own, dates, historyMonths, rules),
    };
  });
}
