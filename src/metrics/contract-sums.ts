/**
 * Client and portfolio contract money (manifest `clients[].contract`, `portfolio.contract`):
 * Σ of the plants' kWh, damages and lost revenue by cause, each plant over its own settlement
 * period. A figure a plant cannot know (null) adds nothing.
 */
import type { ContractSums, PlantContract } from "./contract-model.js";

function addInto(target: Record<string, number>, source: Record<string, number> | null): void {
  for (const [k, v] of Object.entries(source ?? {})) target[k] = (target[k] ?? 0) + v;
}

/** null when no plant has a contract. */
export function contractSums(contracts: readonly (PlantContract | null)[]): ContractSums | null {
  const list = contracts.filter((c): c is PlantContract => c !== null);
  if (list.length === 0) return null;
  const sums: ContractSums = {
    plants: list.length,
    availability: { lossKwh: 0, excludedLossKwh: 0, lossByCategoryKwh: {}, damages: 0 },
    pr: { shortfallKwh: 0, damages: 0 },
    damages: 0,
    lostRevenueByCause: {},
  };
  for (const c of list) {
    const a = c.availability;
    sums.availability.lossKwh += a?.lossKwh ?? 0;
    sums.availability.excludedLossKwh += a?.excludedLossKwh ?? 0;
    addInto(sums.availability.lossByCategoryKwh, a?.lossByCategoryKwh ?? null);
    sums.availability.damages += a?.damages ?? 0;
    sums.pr.shortfallKwh += c.pr?.shortfallKwh ?? 0;
    sums.pr.damages += c.pr?.damages ?? 0;
    addInto(sums.lostRevenueByCause, c.lostRevenueByCause);
  }
  sums.damages = sums.availability.damages + sums.pr.damages;
  return sums;
}
