/**
 * The plant facts a contract's money needs, checked before the run: the PR guarantee's
 * temperature-corrected PR needs each plant's capacityKwp and temperatureCoefficient, and a
 * price adjustment, or a price not given, needs its tariff. Without them the money would be
 * null in every report, found out only there.
 */
import { exactIds } from "./clients.js";
import type { ContractDefinition } from "./contracts.js";
import type { DefinitionIssue } from "./errors.js";
import type { ParsedDefinition } from "./schema.js";

function needs(c: ContractDefinition): { key: string; why: string }[] {
  const out: { key: string; why: string }[] = [];
  if (c.pr) {
    out.push(
      { key: "capacityKwp", why: "the PR guarantee" },
      { key: "temperatureCoefficient", why: "the PR guarantee" },
    );
    if (c.pr.price === undefined && c.pr.pricePerPoint === undefined)
      out.push({ key: "tariff", why: "PR damages without a price" });
  }
  if (c.availability?.scheme === "priceAdjustment")
    out.push({ key: "tariff", why: "the price adjustment (revenue)" });
  if (c.availability?.scheme === "energy" && c.availability.price === undefined)
    out.push({ key: "tariff", why: "energy damages without a price" });
  return out;
}

export function contractCoverageIssues(
  def: Pick<ParsedDefinition, "contracts" | "clients" | "plantDetails">,
): DefinitionIssue[] {
  return def.contracts.flatMap((c, i) => {
    const client = def.clients.find((k) => k.name === c.client);
    const ids = c.plants ?? (client ? (exactIds(client.plants) ?? []) : []);
    const missing = new Map<string, string[]>();
    for (const { key, why } of needs(c))
      for (const id of ids) {
        const details = def.plantDetails[id] as Record<string, unknown> | undefined;
        if (details?.[key] === undefined)
          missing.set(`${key}|${why}`, [...(missing.get(`${key}|${why}`) ?? []), id]);
      }
    return [...missing].map(([k, list]) => {
      const [key, why] = k.split("|") as [string, string];
      return {
        path: `contracts[${i}]`,
        message: `${why} needs plantDetails.<id>.${key} of ${list.join(", ")}: add it`,
      };
    });
  });
}
