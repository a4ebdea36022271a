/**
 * Contracts and events given as data (the demo's, made from the sandbox's plants) put into a
 * definition, meeting the same rules and messages as the YAML and the events file.
 */
import { contractCoverageIssues } from "./contract-coverage.js";
import { contracts as contractsSchema } from "./contracts.js";
import type { DetailsTable } from "./details-table.js";
import { DefinitionError } from "./errors.js";
import { eventIssues } from "./event-checks.js";
import { tableEvents } from "./events-file.js";
import { definitionIssues } from "./issues.js";
import type { ReportDefinition } from "./parse.js";

export function withContracts(
  def: ReportDefinition,
  contracts: unknown,
  events: { header: string[]; rows: string[][] },
  source: string,
): ReportDefinition {
  const parsed = contractsSchema.safeParse(contracts);
  const table: DetailsTable = {
    header: events.header,
    rows: events.rows.map((cells, i) => ({ row: i + 2, cells })),
  };
  const read = tableEvents(table, `${source} events`);
  const issues = parsed.success
    ? [
        ...read.issues,
        ...contractCoverageIssues({ ...def, contracts: parsed.data }),
        ...eventIssues(read.events, `${source} events`, parsed.data, def.clients),
      ]
    : definitionIssues(contractsSchema, contracts, parsed.error.issues);
  if (!parsed.success || issues.length > 0) throw new DefinitionError(source, issues);
  return { ...def, contracts: parsed.data, events: read.events };
}
