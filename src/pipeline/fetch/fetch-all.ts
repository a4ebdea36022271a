/**
 * Resolves the definition's plants against the account, plans the requests, and fetches
 * every plant concurrently (the pool bounds the requests, not this loop; fetch-plants.ts
 * gives transient failures a second pass). Plants the account does not have, and plants
 * whose local days cannot be told (plant-tz.ts), are reported per plant, not fatal.
 */
import type { SolarClient } from "../../api/index.js";
import {
  type ClientPlants,
  kpisFor,
  type ReportDefinition,
  resolveClients,
  selectPlants,
} from "../../definition/index.js";
import type { PlantReport } from "../../metrics/model.js";
import { type ReportWarning, reportWarning } from "../../vocabulary/report-warning.js";
import { type CacheStats, ResponseCache } from "../cache/response-cache.js";
import type { Commentary } from "../run/commentary.js";
import type { EventSink, RunEvent } from "../run/events.js";
import { type Shard, shardSelection } from "../shard/shard.js";
import { describeError, failedPlant, type PlantContext, unknownPlant } from "./fetch-plant.js";
import { fetchPlants, secondPassWarning } from "./fetch-plants.js";
import { splitHistory, unsplitHistory } from "./history-split.js";
import { planRun } from "./plan.js";
import { contractFinder, fetchStart, unmatchedEventWarnings } from "./plant-contracts.js";
import { isMappable, tzProblem } from "./plant-tz.js";
import { type WindowOutcome, WindowPolicy } from "./window-policy.js";

export interface Period {
  month: string;
  dates: string[];
  /** The last day any plant may be reported through (resolve-month.ts); each plant's own is its offset's. */
  reportedThrough: string | null;
  historyMonths: string[];
  /** The run's clock: each plant's days count once they have ended in its time zone (metrics/plant-time.ts). */
  now: Date;
}

export interface FetchResult {
  plants: PlantReport[];
  selected: number;
  plannedRequests: number;
  /** Ids of the whole selection (every shard's), in the order a run lists its plants. */
  selectionIds: string[];
  /** Each client's plants among the whole selection (every shard's). */
  clients: ClientPlants[];
  /** About clients' plants outside the report or clients without plants. */
  clientWarnings: ReportWarning[];
  /** Only with a response cache (`cacheDir`). */
  cache?: CacheStats;
  /** Only when "auto" asked for a long range: long windows, or the fallback and why. */
  windows?: WindowOutcome;
  /** The run's own lines for the report: the plant list's repeated ids, the second pass. */
  warnings: ReportWarning[];
}

const NOT_FETCHED = reportWarning("plantNotFetched", {}, "not fetched");

export interface FetchOptions {
  shard?: Shard;
  /** A response cache folder (settled months are read from it and written to it). */
  cacheDir?: string;
  /** Requests the run made before planning besides the plant list (a password login: 1). */
  loginRequests?: number;
  /** The month's commentary, put on each plant's report. */
  commentary?: Commentary;
  /** Once the plan is made: how many plants will be fetched, and which client owns which. */
  onPlanned?: (plants: number, clients: ClientPlants[]) => void;
  /** Each plant as soon as its data is complete (PDFs are rendered meanwhile). */
  onPlant?: (report: PlantReport) => void;
}

export async function fetchAll(
  client: SolarClient,
  def: ReportDefinition,
  period: Period,
  today: string,
  concurrency: number,
  emit: EventSink,
  { shard, cacheDir, loginRequests = 0, commentary = new Map(), onPlanned, onPlant }: FetchOptions = {},
): Promise<FetchResult> {
  const plantList = await client.plantList();
  const all = selectPlants(def, plantList.plants);
  const selectionIds = [...all.selected.map((p) => p.id), ...all.unknownIds];
  // Before any data is fetched: two clients claiming one plant stops the run (exit 2).
  const owners = resolveClients(def, plantList.plants, selectionIds);
  for (const message of unmatchedEventWarnings(def, plantList.plants)) emit({ type: "warning", message });
  const { selected, unknownIds } = shard ? shardSelection(all, shard) : all;
  const mappable = selected.filter(isMappable);
  const kpis = kpisFor(def);
  const monthEnd = period.reportedThrough ?? period.dates[period.dates.length - 1]!;
  const window = { start: fetchStart(def, `${period.historyMonths[0]}-01`, period.dates), end: monthEnd };
  const monthWindow = { start: period.dates[0]!, end: monthEnd };
  const kpiNames = kpis.map((k) => k.kpi);
  const cache = cacheDir === undefined ? undefined : openCache(cacheDir, client, def, kpiNames, emit);
  const history = cache ? splitHistory(window, monthWindow.start, today) : unsplitHistory(window);
  const hits = await cache?.probe(mappable, history.cacheable);
  const plan = planRun(mappable, kpiNames, history, monthWindow, def.maxDaysPerRequest, today, hits);
  emit({
    type: "plan",
    month: period.month,
    plants: selected.length,
    requests: plan.totalRequests + loginRequests,
    concurrency,
  });
  onPlanned?.(plan.plants.length, owners.clients);

  // A client's own locale (not the definition's fallback) gives its plants' PDFs their language.
  const clientLocales = new Map(
    (def.clients ?? []).flatMap((c) => {
      const owned = owners.clients.find((o) => o.name === c.name);
      return c.locale && owned ? owned.plantIds.map((id) => [id.toLowerCase(), c.locale!] as const) : [];
    }),
  );
  const planned = plan.totalRequests + loginRequests;
  const windows = new WindowPolicy(def.maxDaysPerRequest, kpiNames, (extra) =>
    emit({ type: "replan", requests: planned + extra }),
  );
  const ctx: PlantContext = {
    client,
    cache,
    windows,
    definition: def,
    kpis,
    units: def.units,
    commentary,
    clientLocales,
    contractOf: contractFinder(def, owners.clients),
    ...period,
  };
  const fetched = await fetchPlants(plan.plants, ctx, (report) => {
    emit(plantEvent(report));
    onPlant?.(report);
  });
  // In the selection's order: a plant without local days fails where it is listed.
  const byId = new Map(fetched.reports.map((r) => [r.id, r]));
  const plants = selected.map((p) => byId.get(p.id) ?? failedPlant(p, tzProblem(p) ?? NOT_FETCHED, ctx));
  for (const p of plants) if (!byId.has(p.id)) emit(plantEvent(p));
  const unknown = unknownIds.map((id) => unknownPlant(id, ctx));
  for (const p of unknown) emit(plantEvent(p));
  const secondPass = secondPassWarning(fetched.secondPass);
  const windowWarning = windows.warning();
  return {
    plants: [...plants, ...unknown],
    selected: selected.length,
    // The plan the run followed: what the window policy asked beyond one call per long range.
    plannedRequests: plan.totalRequests + windows.extraRequests,
    selectionIds,
    clients: owners.clients,
    clientWarnings: owners.warnings,
    ...(cache ? { cache: cache.stats } : {}),
    ...(windows.outcome ? { windows: windows.outcome } : {}),
    warnings: [
      ...plantList.warnings,
      ...(windowWarning === null ? [] : [windowWarning]),
      ...(secondPass === null ? [] : [secondPass]),
    ],
  };
}

function openCache(dir: string, client: SolarClient, def: ReportDefinition, kpis: string[], emit: EventSink) {
  const onWriteError = (err: unknown) =>
    emit({
      type: "warning",
      message: `response cache ${dir} not written (the report is unaffected): ${describeError(err)}`,
    });
  return new ResponseCache({ dir, baseUrl: client.options.baseUrl, kpis, units: def.units, onWriteError });
}

function plantEvent(p: PlantReport): RunEvent {
  return p.error === null
    ? { type: "plant", id: p.id, name: p.name, status: p.status }
    : { type: "plant", id: p.id, name: p.name, status: p.status, error: p.error };
}
