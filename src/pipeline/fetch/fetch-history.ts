/**
 * A plant's historical series for the whole trend window, as its plan says (plan.ts): the
 * settled months the cache holds read from it, and the rest fetched as the plan's ranges (each
 * split as the run's window policy says: window-policy.ts), the settled months in them cut from
 * the answer and kept when complete (cache-entry.ts). The parts are disjoint ranges, merged as
 * the client merges the parts of one split request; a failed part fails the plant only once
 * every other part has ended (api/settle-all.ts).
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
import type { DateWindow, FetchRange, MonthPlan, PlantPlan } from "./plan.js";
import { plannedMaxDays, type WindowPolicy } from "./window-policy.js";

export async function fetchHistory(
  plan: PlantPlan,
  kpis: string[],
  client: SolarClient,
  cache: ResponseCache | undefined,
  windows: WindowPolicy,
): Promise<ParsedSeries> {
  const { plant } = plan;
  const fetchRange = (w: DateWindow, maxDays: number) =>
    client.historical(plant.id, kpis, w.start, w.end, plant.tz_offset, maxDays);
  const ranges = plan.fetches.map((r) => fetchAndKeep(plan, r, windows.fetch(r.window, fetchRange), cache));
  const held = plan.months.filter((m) => m.cached);
  if (held.length === 0 && ranges.length === 1) return ranges[0]!;
  const reads = held.map((m) => cachedMonth(plan, m, kpis, client, cache, windows));
  return mergeSeries(plant.id, [...new Set(kpis)], await settleAll([...reads, ...ranges]));
}

/** The days of `series` within `month`: what a call for that month alone would have answered. */
export function monthOf(series: ParsedSeries, month: DateWindow): ParsedSeries {
  const values: ParsedSeries["values"] = {};
  for (const [kpi, days] of Object.entries(series.values)) {
    values[kpi] = Object.fromEntries(
      Object.entries(days).filter(([d]) => d >= month.start && d <= month.end),
    );
  }
  return { ...series, values };
}

/** Keeps the settled months of a fetched range. Its parse warnings are counts for the whole range, so a range with any is not kept. */
async function fetchAndKeep(
  plan: PlantPlan,
  range: FetchRange,
  fetched: Promise<ParsedSeries>,
  cache: ResponseCache | undefined,
): Promise<ParsedSeries> {
  const series = await fetched;
  if (!cache || range.store.length === 0) return series;
  const clean = Object.values(series.warnings).every((n) => n === 0);
  for (const month of range.store) {
    cache.countMiss();
    const part = monthOf(series, month);
    if (clean && isCacheable(part)) await cache.put(cache.keyFor(plan.plant, month), part);
  }
  return series;
}

/** A month planned as a hit: read, or fetched on its own when its entry has gone since. */
async function cachedMonth(
  plan: PlantPlan,
  { window: month }: MonthPlan,
  kpis: string[],
  client: SolarClient,
  cache: ResponseCache | undefined,
  windows: WindowPolicy,
): Promise<ParsedSeries> {
  const { plant } = plan;
  const cached = cache ? await cache.get(cache.keyFor(plant, month)) : null;
  if (cached) return { plantId: plant.id, ...cached };
  // A settled month is ≤ 31 days: one call under "auto" too.
  const maxDays = plannedMaxDays(windows.setting, month);
  const series = await client.historical(plant.id, kpis, month.start, month.end, plant.tz_offset, maxDays);
  if (cache && isCacheable(series)) await cache.put(cache.keyFor(plant, month), series);
  return series;
}
