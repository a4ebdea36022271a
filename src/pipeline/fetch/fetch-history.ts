/**
 * A plant's historical series for the whole trend window: the live range as one request
 * set (split as the run's window policy says: window-policy.ts), and with a response cache
 * each settled month from the cache or, on a miss, fetched on its own and kept when complete
 * (cache-entry.ts). The parts are disjoint ranges, merged as the client merges the parts of
 * one split request; a failed part fails the plant only once every other part has ended
 * (api/settle-all.ts).
 *
 * The plan decides, from the cache as it was when the run started: a month planned as a miss
 * is fetched even if another run sharing the folder has written it since, so the run sends
 * exactly the requests it announced. Only a month planned as a hit whose entry has gone (or
 * turned unreadable) since costs a request the plan did not count.
 */
import { mergeSeries, type SolarClient, settleAll } from "../../api/index.js";
import type { ParsedSeries } from "../../api/types.js";
import { isCacheable } from "../cache/cache-entry.js";
import type { ResponseCache } from "../cache/response-cache.js";
import type { DateWindow, MonthPlan, PlantPlan } from "./plan.js";
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
  const parts = plan.months.map((m) => monthSeries(plan, m, kpis, client, cache, windows));
  return mergeSeries(plant.id, [...new Set(kpis)], await settleAll([...parts, liveSeries]));
}

async function monthSeries(
  plan: PlantPlan,
  { window: month, cached: plannedHit }: MonthPlan,
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
  if (plannedHit) {
    const cached = await cache.get(key);
    if (cached) return { plantId: plant.id, ...cached };
  } else cache.countMiss();
  const series = await fetchMonth();
  if (isCacheable(series)) await cache.put(key, series);
  return series;
}
