/**
 * Resolves the definition's plants against the account, plans the requests, and fetches
 * every plant concurrently (the pool bounds the requests, not this loop). Plants the
 * account does not have are reported per plant, not fatal.
 */
import type { SolarClient } from "../api/index.js";
import { kpisFor, type ReportDefinition, selectPlants } from "../definition/index.js";
import type { PlantReport } from "../metrics/model.js";
import type { EventSink, RunEvent } from "./events.js";
import { fetchPlant, type PlantContext, unknownPlant } from "./fetch-plant.js";
import { planRun } from "./plan.js";

export interface Period {
  month: string;
  dates: string[];
  reportedThrough: string | null;
  historyMonths: string[];
}

export interface FetchResult {
  plants: PlantReport[];
  selected: number;
  plannedRequests: number;
}

export async function fetchAll(
  client: SolarClient,
  def: ReportDefinition,
  period: Period,
  today: string,
  concurrency: number,
  emit: EventSink,
): Promise<FetchResult> {
  const plantList = await client.listPlants();
  const { selected, unknownIds } = selectPlants(def, plantList);
  const kpis = kpisFor(def);
  const monthEnd = period.reportedThrough ?? period.dates[period.dates.length - 1]!;
  const window = { start: `${period.historyMonths[0]}-01`, end: monthEnd };
  const monthWindow = { start: period.dates[0]!, end: monthEnd };
  const kpiNames = kpis.map((k) => k.kpi);
  const plan = planRun(selected, kpiNames, window, monthWindow, def.maxDaysPerRequest, today);
  emit({
    type: "plan",
    month: period.month,
    plants: selected.length,
    requests: plan.totalRequests,
    concurrency,
  });

  const ctx: PlantContext = { client, definition: def, kpis, units: def.units, ...period };
  const fetched = await Promise.all(
    plan.plants.map(async (p) => {
      const report = await fetchPlant(p, ctx);
      emit(plantEvent(report));
      return report;
    }),
  );
  const unknown = unknownIds.map((id) => unknownPlant(id, ctx));
  for (const p of unknown) emit(plantEvent(p));
  return { plants: [...fetched, ...unknown], selected: selected.length, plannedRequests: plan.totalRequests };
}

function plantEvent(p: PlantReport): RunEvent {
  return p.error === null
    ? { type: "plant", id: p.id, name: p.name, status: p.status }
    : { type: "plant", id: p.id, name: p.name, status: p.status, error: p.error };
}
