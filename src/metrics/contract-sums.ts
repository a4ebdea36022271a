/**
 * Client and portfolio contract money (manifest `clients[].contract`, `portfolio.contract`):
 * Σ of the plants' kWh, damages and lost revenue by cause, each plant over its own settlement
 * period. A figure a plant cannot know (null) adds nothing. Money is the decimal sum of the
 * plants' rounded figures (money.ts), so a total equals the figures listed above it.
 */
import type { ContractSums, PlantContract } from "./contract-model.js";
import { decimalSum } from "./money.js";

function addInto(target: Record<string, number>, source: Record<string, number> | null): void {
  for (const [k, v] of Object.entries(source ?? {})) target[k] = (target[k] ?? 0) + v;
}

const money = (values: readonly (number | null | undefined)[]) =>
  decimalSum(values.filter((v): v is number => v != null));

/** The contractor first, then the excluded categories, curtailment and performance last. */
const causeRank = (k: string) =>
  k === "contractor" ? 0 : k === "curtailment" ? 2 : k === "performance" ? 3 : 1;

/** Σ per key, each key's money a decimal sum; causes in the order above. */
function moneyByKey(records: readonly (Record<string, number> | null)[]): Record<string, number> {
  const lists: Record<string, number[]> = {};
  for (const r of records)
    for (const [k, v] of Object.entries(r ?? {})) {
      lists[k] ??= [];
      lists[k].push(v);
    }
  const keys = Object.keys(lists).sort((a, b) => causeRank(a) - causeRank(b));
  return Object.fromEntries(keys.map((k) => [k, decimalSum(lists[k]!)]));
}

/** null when no plant has a contract. */
export function contractSums(contracts: readonly (PlantContract | null)[]): ContractSums | null {
  const list = contracts.filter((c): c is PlantContract => c !== null);
  if (list.length === 0) return null;
  const byCategory: Record<string, number> = {};
  for (const c of list) addInto(byCategory, c.availability?.lossByCategoryKwh ?? null);
  const availabilityDamages = money(list.map((c) => c.availability?.damages));
  const prDamages = money(list.map((c) => c.pr?.damages));
  return {
    plants: list.length,
    availability: {
      lossKwh: list.reduce((s, c) => s + (c.availability?.lossKwh ?? 0), 0),
      excludedLossKwh: list.reduce((s, c) => s + (c.availability?.excludedLossKwh ?? 0), 0),
      lossByCategoryKwh: byCategory,
      damages: availabilityDamages,
    },
    pr: { shortfallKwh: list.reduce((s, c) => s + (c.pr?.shortfallKwh ?? 0), 0), damages: prDamages },
    damages: decimalSum([availabilityDamages, prDamages]),
    lostRevenueByCause: moneyByKey(list.map((c) => c.lostRevenueByCause)),
  };
}
