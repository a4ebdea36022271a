/**
 * The minimal set of requests for a run, computed before any is sent so the run can
 * report progress against it and tests can hold the run to it. Per plant, the trend window
 * and the month are fetched as one live historical range (KPIs grouped ≤ 10 per call, days
 * split by maxDaysPerRequest: the client issues exactly `planHistoricalRequests`; "auto" counts
 * the range as one call, and the window policy adds what it asks beyond that). With a response
 * cache, settled months (history-split.ts) the cache holds cost nothing, and the rest of the
 * window is fetched as few ranges as it can be: the months it lacks and the live range, joined
 * where they touch, each settled month cut from the answer and kept. A cached run never sends
 * more than an uncached one: when the joined ranges would cost more calls than the whole window
 * in one range (a month missing between two held ones, under "auto"), the whole window is
 * fetched and every settled month kept again. One freshness call per plant, only when the
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

/** A range fetched from the service, and the settled months in it to keep in the cache. */
export interface FetchRange {
  window: DateWindow;
  store: DateWindow[];
}

export interface PlantPlan {
  plant: MappablePlant;
  window: DateWindow;
  /** Settled months, each read from the cache (`cached`) or fetched within `fetches`; empty without a cache. */
  months: MonthPlan[];
  /** The ranges fetched, disjoint, together with the cached months covering the window. */
  fetches: FetchRange[];
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

/** The months the cache lacks and the live range, joined where they touch (oldest first). */
function joinedRanges(months: MonthPlan[], live: DateWindow): FetchRange[] {
  const ranges: FetchRange[] = [];
  let open: FetchRange | null = null;
  for (const m of months) {
    if (m.cached) {
      open = null;
      continue;
    }
    if (open === null) {
      open = { window: { ...m.window }, store: [] };
      ranges.push(open);
    }
    open.window.end = m.window.end;
    open.store.push(m.window);
  }
  if (open === null) ranges.push({ window: { ...live }, store: [] });
  else open.window.end = live.end;
  return ranges;
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
  const cost = (ranges: FetchRange[]) => ranges.reduce((n, r) => n + count(r.window), 0);
  const freshness = freshnessOverlaps(monthWindow, today);
  const perPlant = plants.map((plant): PlantPlan => {
    let months = history.cacheable.map((window) => ({ window, cached: isCached(plant.id, window) }));
    let fetches = joinedRanges(months, history.live);
    // Never more calls than without a cache: then the whole window at once, every month kept again.
    if (cost(fetches) > count(history.window)) {
      months = months.map((m) => ({ ...m, cached: false }));
      fetches = [{ window: { ...history.window }, store: history.cacheable }];
    }
    const historicalRequests = cost(fetches);
    return { plant, window: history.window, months, fetches, historicalRequests, freshness };
  });
  const total = perPlant.reduce((n, p) => n + p.historicalRequests + (p.freshness ? 1 : 0), 1);
  return { plants: perPlant, totalRequests: total };
}
