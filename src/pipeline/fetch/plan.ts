/**
 * The minimal set of requests for a run, computed before any is sent so the run can
 * report progress against it and tests can hold the run to it. Per plant, the trend window
 * and the month are fetched as one live historical range (KPIs grouped ≤ 10 per call, days
 * split by maxDaysPerRequest: the client issues exactly `planHistoricalRequests`; "auto" counts
 * the range as one call, and the window policy adds what it asks beyond that); with a
 * response cache, each settled month (history-split.ts) is a range of its own and costs
 * nothing when the cache already holds it. One freshness call per plant, only when the
 * month overlaps the freshness window (spec: ~30 days back).
 */
import { planHistoricalRequests } from "../../api/index.js";
import { LIMITS, type Plant } from "../../api/types.js";
import type { HistorySplit } from "./history-split.js";
import { type MaxDaysSetting, plannedMaxDays } from "./window-policy.js";

export interface DateWindow {
  /** first day, YYYY-MM-DD */
  start: string;
  /** last day, YYYY-MM-DD */
  end: string;
}

export interface MonthPlan {
  window: DateWindow;
  /** Found in the response cache when the run was planned: no request. */
  cached: boolean;
}

/** A plant whose local days can be told: it has a readable `tz_offset` (plant-tz.ts). */
export type MappablePlant = Plant & { tz_offset: string };

export interface PlantPlan {
  plant: MappablePlant;
  window: DateWindow;
  /** Settled months fetched one by one so each can be cached; empty without a cache. */
  months: MonthPlan[];
  /** The rest of the window, one range. */
  live: DateWindow;
  historicalRequests: number;
  freshness: boolean;
}

export interface RunPlan {
  plants: PlantPlan[];
  /** every request of the run, the plant list included */
  totalRequests: number;
}

/** Whether the response cache holds a plant's month (looked up before planning). */
export type CacheHits = (plantId: string, month: DateWindow) => boolean;

const DAY_MS = 86_400_000;

function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

/** Whether the freshness report (about the last 30 days before `today`) covers any day of the window. */
export function freshnessOverlaps(window: DateWindow, today: string): boolean {
  return dayNumber(today) - dayNumber(window.end) <= LIMITS.freshnessWindowDays;
}

export function planRun(
  plants: MappablePlant[],
  kpis: string[],
  history: HistorySplit,
  monthWindow: DateWindow,
  maxDaysPerRequest: MaxDaysSetting,
  today: string,
  isCached: CacheHits = () => false,
): RunPlan {
  const count = (w: DateWindow) =>
    planHistoricalRequests(kpis, w.start, w.end, plannedMaxDays(maxDaysPerRequest, w)).length;
  const liveRequests = count(history.live);
  const freshness = freshnessOverlaps(monthWindow, today);
  const perPlant = plants.map((plant): PlantPlan => {
    const months = history.cacheable.map((window) => ({ window, cached: isCached(plant.id, window) }));
    const monthRequests = months.reduce((n, m) => n + (m.cached ? 0 : count(m.window)), 0);
    const historicalRequests = monthRequests + liveRequests;
    return { plant, window: history.window, months, live: history.live, historicalRequests, freshness };
  });
  const total = perPlant.reduce((n, p) => n + p.historicalRequests + (p.freshness ? 1 : 0), 1);
  return { plants: perPlant, totalRequests: total };
}
