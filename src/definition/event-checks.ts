/**
 * What the events file must agree with: the contracts. An event for a plant in no contract is
 * a slip (a wrong id, a contract not written yet); two events of one plant that overlap would
 * attribute one hour's loss twice.
 */

import { type ClientDefinition, exactIds } from "./clients.js";
import type { ContractDefinition } from "./contracts.js";
import type { DefinitionIssue } from "./errors.js";
import type { ContractEvent } from "./events-file.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every plant id the contracts name exactly; null when a contract's client selects by filter. */
function contractIds(contracts: ContractDefinition[], clients: ClientDefinition[]): Set<string> | null {
  const ids = new Set<string>();
  for (const c of contracts) {
    const client = c.client === undefined ? null : clients.find((k) => k.name === c.client);
    const list = c.plants ?? (client ? exactIds(client.plants) : null);
    if (list === null) return null;
    for (const id of list) ids.add(id.toLowerCase());
  }
  return ids;
}

function overlaps(events: ContractEvent[], file: string): DefinitionIssue[] {
  const byPlant = new Map<string, ContractEvent[]>();
  for (const e of events)
    byPlant.set(e.plant.toLowerCase(), [...(byPlant.get(e.plant.toLowerCase()) ?? []), e]);
  const issues: DefinitionIssue[] = [];
  for (const list of byPlant.values()) {
    const sorted = [...list].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.row - b.row));
    sorted.forEach((e, i) => {
      const prev = sorted[i - 1];
      if (prev && e.start < prev.end)
        issues.push({
          path: `${file} row ${e.row}, start`,
          message: `overlaps row ${prev.row} of the same plant (${prev.start}–${prev.end}): end one event before the other starts, or give each its share`,
        });
    });
  }
  return issues;
}

export function eventIssues(
  events: ContractEvent[],
  file: string,
  contracts: ContractDefinition[],
  clients: ClientDefinition[],
): DefinitionIssue[] {
  if (contracts.length === 0 && events.length > 0)
    return [
      { path: "events", message: "events are given but no contracts: add contracts, or remove events" },
    ];
  const ids = contractIds(contracts, clients);
  const outside = events
    .filter((e) => ids !== null && UUID.test(e.plant) && !ids.has(e.plant.toLowerCase()))
    .map((e) => ({
      path: `${file} row ${e.row}, plant`,
      message: `plant ${e.plant} is in no contract: add it to a contract's plants, or remove the event`,
    }));
  return [...outside, ...overlaps(events, file)];
}

/** A contract's `client` must be one of `clients`. */
export function contractClientIssues(
  contracts: ContractDefinition[],
  clients: ClientDefinition[],
): DefinitionIssue[] {
  return contracts.flatMap((c, i) =>
    c.client === undefined || clients.some((k) => k.name === c.client)
      ? []
      : [
          {
            path: `contracts[${i}].client`,
            message: `no client named ${JSON.stringify(c.client)} in clients: use one of ${clients.map((k) => JSON.stringify(k.name)).join(", ") || "(none defined)"}`,
          },
        ],
  );
}
