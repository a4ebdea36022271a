/**
 * A PR verdict the definition asks for that some plants cannot have (DESIGN.md "Numbers beside
 * a verdict"): the PR at 25 °C needs a plant's temperature coefficient γ, and every PR of IEC
 * 61724-1 its capacity. Said before the run, so nobody learns it from a report whose verdicts
 * fell back to the IEC PR (or have none). Pure: reads the definition only.
 */
import type { ReportDefinition } from "./parse.js";

function listed(ids: string[]): string {
  return ids.length > 3 ? `${ids.slice(0, 3).join(", ")} and ${ids.length - 3} more` : ids.join(", ");
}

/** The plants the definition names (an id list, or the ids of its details), in its order. */
function namedPlants(def: ReportDefinition): string[] {
  return Array.isArray(def.plants) ? def.plants : Object.keys(def.plantDetails);
}

/** One line per kind of gap; empty when every named plant can have the chosen PR. */
export function verdictMetricGaps(def: ReportDefinition): string[] {
  const metric = def.verdicts.pr.metric;
  if (metric === "prEffective") return [];
  const ids = namedPlants(def);
  const noCapacity = ids.filter((id) => def.plantDetails[id]?.capacityKwp === undefined);
  const noGamma = ids.filter(
    (id) =>
      def.plantDetails[id]?.capacityKwp !== undefined &&
      def.plantDetails[id]?.temperatureCoefficient === undefined,
  );
  const lines: string[] = [];
  if (metric === "prTemperatureCorrected" && noGamma.length > 0)
    lines.push(
      `verdicts.pr.metric is prTemperatureCorrected, but ${noGamma.length} plant(s) have no temperatureCoefficient ` +
        `(${listed(noGamma)}): their PR verdict falls back to the IEC 61724-1 PR, labelled as such; ` +
        "add each plant's temperatureCoefficient to plantDetails for the PR at 25 °C",
    );
  if (noCapacity.length > 0)
    lines.push(
      `${noCapacity.length} plant(s) have no capacityKwp (${listed(noCapacity)}): they get no IEC 61724-1 PR, ` +
        "so no PR verdict; add capacityKwp to plantDetails",
    );
  if (!Array.isArray(def.plants))
    lines.push(
      `plants is ${typeof def.plants === "string" ? `"${def.plants}"` : "a filter"}: a selected plant without ` +
        "plantDetails has no capacity either, and gets no PR verdict",
    );
  return metric === "prTemperatureCorrected" || noCapacity.length > 0 ? lines : [];
}
