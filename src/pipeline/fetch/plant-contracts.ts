/**
 * Which contract covers a plant (its id in `plants`, or its client's plants) and which events
 * are its own (the events file names a plant by id or by its name as the service lists it),
 * and how far back the contracts' settlement periods reach: the fetched window starts there
 * when that is before the trend window (the trend's own figures do not change).
 */
import type { Plant } from "../../api/types.js";
import type { ClientPlants, ReportDefinition } from "../../definition/index.js";
import { contractFrom } from "../../metrics/contract.js";
import type { PlantContractTerms } from "../../metrics/plant-contract.js";

export type ContractFinder = (plant: Pick<Plant, "id" | "name">) => PlantContractTerms | null;

export function contractFinder(def: ReportDefinition, clients: readonly ClientPlants[]): ContractFinder {
  return (plant) => {
    const id = plant.id.toLowerCase();
    const terms = def.contracts.find((c) =>
      c.plants !== undefined
        ? c.plants.some((p) => p.toLowerCase() === id)
        : (clients.find((k) => k.name === c.client)?.plantIds ?? []).some((p) => p.toLowerCase() === id),
    );
    if (terms === undefined) return null;
    const name = plant.name.toLowerCase();
    const events = def.events.filter((e) => e.plant.toLowerCase() === id || e.plant.toLowerCase() === name);
    return { terms, events, currency: def.currency };
  };
}

/** The first day to fetch: the trend window's, or the earliest settlement period's start before it (a month's first day). */
export function fetchStart(def: ReportDefinition, historyStart: string, days: readonly string[]): string {
  const starts = def.contracts.flatMap((c) =>
    [days[0]!, days[days.length - 1]!].flatMap((d) => {
      const from = contractFrom(c, d);
      return from === null ? [] : [`${from.slice(0, 7)}-01`];
    }),
  );
  return [historyStart, ...starts].sort()[0]!;
}

/** Events whose plant is neither an id nor a name of the account's plants: said, then left out. */
export function unmatchedEventWarnings(
  def: ReportDefinition,
  plants: readonly Pick<Plant, "id" | "name">[],
): string[] {
  const known = new Set(plants.flatMap((p) => [p.id.toLowerCase(), p.name.toLowerCase()]));
  return def.events
    .filter((e) => !known.has(e.plant.toLowerCase()))
    .map(
      (e) =>
        `events row ${e.row}: no plant of the account has the id or name ${JSON.stringify(e.plant)}: the event is left out (write the id as \`solar-report plants\` lists it)`,
    );
}
