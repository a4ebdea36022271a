/**
 * A plant's historical series for the whole trend window: the live range as one request
 * set (split as the run's window policy says: window-policy.ts), and with a response cache
 * each settled month from the cache or, on a miss, fetched on its own and kept when complete
 * (cache-entry.ts). The parts are disjoint ranges, merged as the client merges the parts of
 * one split request; a failed part fails the plant only once every other part has ended
 * (api/settle-all.ts).
 */
import { mergeSeries, type SolarClient, settleAll } from "../../api/index.js";
import type { ParsedSeries } from "../../api/types.js";
import { isCacheable } from "../cache/cache-entry.js";
import type { ResponseCache } from "../cache/response-cache.js";
import type { DateWindow, PlantPlan } from "./plan.js";
import { plannedMaxDays, type WindowPolicy } from "./window-policy.js";

export async function fetchHistory(
  plan: PlantPlan,
  kpis: string[],
  client: SolarClient,
  cache: ResponseCache | undefined,
  windows: WindowPolicy,
): Promise<ParsedSeries> {
  const { plant, live } = plan;
  const fetchRange = (w: DateWindow, maxDays: number) =>
    client.historical(plant.id, kpis, w.start, w.end, plant.tz_offset, maxDays);
  const liveSeries = windows.fetch(live, fetchRange);
  if (plan.months.length === 0) return liveSeries;
  const parts = plan.months.map((m) => monthSeries(plan, m.window, kpis, client, cache, windows));
  return mergeSeries(plant.id, [...new Set(kpis)], await settleAll([...parts, liveSeries]));
}

async function monthSeries(
  plan: PlantPlan,
  month: DateWindow,
  kpis: string[],
  client: SolarClient,
  cache: ResponseCache | undefined,
  windows: WindowPolicy,
): Promise<ParsedSeries> {
  const { plant } = plan;
  // A settled month is ≤ 31 days: one call under "auto" too, so a cached month and a live
  // range are the same days asked the same way (the cache key needs no window size).
  const maxDays = plannedMaxDays(windows.setting, month);
  const fetchMonth = () =>
    client.historical(plant.id, kpis, month.start, month.end, plant.tz_offset, maxDays);
  if (!cache) return fetchMonth();
  const key = cache.keyFor(plant, month);
  const cached = await cache.get(key);
  if (cached) return { plantId: plant.id, ...cached };
  const series = await fetchMonth();
  if (isCacheable(series)) await cache.put(key, series);
  return series;
}
