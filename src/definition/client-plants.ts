/**
 * Which of the report's plants each client owns, once the account's plant list is known:
 * a client's `plants` are resolved as the top-level `plants` are (select.ts). A plant that
 * two clients' filters both match is a usage error naming both (exit 2): a pack must never
 * carry another owner's plant.
 */
import type { Plant } from "../api/types.js";
import { type ReportWarning, reportWarning } from "../vocabulary/report-warning.js";
import type { ReportDefinition } from "./parse.js";
import { selectPlants } from "./select.js";

export interface ClientPlants {
  name: string;
  /** The client's locale, else the definition's. */
  locale: string;
  /** Its plants among the report's, in report order. */
  plantIds: string[];
}

export class ClientsError extends Error {
  override name = "ClientsError";
}

export function resolveClients(
  def: Pick<ReportDefinition, "clients" | "locale">,
  plantList: readonly Plant[],
  selectionIds: readonly string[],
): { clients: ClientPlants[]; warnings: ReportWarning[] } {
  const rank = new Map(selectionIds.map((id, i) => [id.toLowerCase(), i]));
  const nameOf = (id: string) => plantList.find((p) => p.id.toLowerCase() === id.toLowerCase())?.name;
  const label = (id: string) => (nameOf(id) ? `${id} (${nameOf(id)})` : id);
  const owner = new Map<string, string>();
  const warnings: ReportWarning[] = [];
  const clients = def.clients.map((c): ClientPlants => {
    const { selected, unknownIds } = selectPlants(c, [...plantList]);
    const ids = [...selected.map((p) => p.id), ...unknownIds];
    const plantIds: string[] = [];
    for (const id of ids) {
      const key = id.toLowerCase();
      if (!rank.has(key)) {
        warnings.push(
          reportWarning(
            "clientPlantOutside",
            { client: c.name, plant: label(id) },
            `client "${c.name}": plant ${label(id)} is not among the report's plants: not in its pack`,
          ),
        );
        continue;
      }
      const other = owner.get(key);
      if (other !== undefined && other !== c.name)
        throw new ClientsError(
          `plant ${label(id)} is in clients "${other}" and "${c.name}": a plant belongs to one client at most; narrow their \`plants\``,
        );
      owner.set(key, c.name);
      plantIds.push(selectionIds[rank.get(key)!]!);
    }
    plantIds.sort((a, b) => rank.get(a.toLowerCase())! - rank.get(b.toLowerCase())!);
    if (plantIds.length === 0)
      warnings.push(
        reportWarning(
          "clientWithoutPlant",
          { client: c.name },
          `client "${c.name}" has no plant in this report`,
        ),
      );
    return { name: c.name, locale: c.locale ?? def.locale, plantIds: [...new Set(plantIds)] };
  });
  return { clients, warnings };
}
