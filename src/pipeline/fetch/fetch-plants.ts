/**
 * Fetches every planned plant concurrently (the one pool bounds the requests), then gives
 * the plants that failed only with transient errors (5xx, 429, network, timeout) ONE more
 * pass once the pool has drained: an outage that outlasted a plant's retries has often
 * passed by then, and a plant reported failed costs finance a rerun of the month. A plant's
 * report is handed on (`onFinal`) only when final, so no PDF is rendered for a failure the
 * second pass repairs.
 */
import type { PlantReport } from "../../metrics/model.js";
import { type ReportWarning, reportWarning } from "../../vocabulary/report-warning.js";
import { fetchPlant, type PlantContext } from "./fetch-plant.js";
import type { PlantPlan } from "./plan.js";

export interface FetchedPlants {
  /** In plan order. */
  reports: PlantReport[];
  /** Plants fetched a second time, and how many of them it reported. */
  secondPass: { plants: number; recovered: number };
}

export async function fetchPlants(
  plans: PlantPlan[],
  ctx: PlantContext,
  onFinal: (report: PlantReport) => void,
): Promise<FetchedPlants> {
  const first = await Promise.all(
    plans.map(async (plan) => {
      const outcome = await fetchPlant(plan, ctx);
      if (!outcome.transient) onFinal(outcome.report);
      return outcome;
    }),
  );
  const reports = first.map((o) => o.report);
  const again = plans.flatMap((plan, i) => (first[i]!.transient ? [{ plan, i }] : []));
  let recovered = 0;
  await Promise.all(
    again.map(async ({ plan, i }) => {
      const { report } = await fetchPlant(plan, ctx);
      if (report.status === "ok") recovered++;
      reports[i] = report;
      onFinal(report);
    }),
  );
  return { reports, secondPass: { plants: again.length, recovered } };
}

/** The run's line about the second pass, or null when none was needed. */
export function secondPassWarning({ plants, recovered }: FetchedPlants["secondPass"]): ReportWarning | null {
  if (plants === 0) return null;
  const what = plants === 1 ? "1 plant" : `${plants} plants`;
  return reportWarning(
    "secondPass",
    { plants, recovered },
    `${what} failed only with transient errors (5xx, 429, network, timeout) after their retries and ` +
      `${plants === 1 ? "was" : "were"} fetched once more when the other requests had ended: ${recovered} recovered`,
  );
}
