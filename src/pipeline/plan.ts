/**
 * The minimal set of requests for a run, computed before any is sent so the run can
 * report progress against it and tests can hold the run to it. One historical range per
 * plant covers the trend window and the month (KPIs grouped ≤ 10 per call, days split by
 * maxDaysPerRequest: the client issues exactly `planHistoricalRequests`); one freshness
 * call per plant, only when the month overlaps the freshness window (spec: ~30 days back).
 */
import { planHistoricalRequests } from "../api/index.js";
import { LIMITS, type Plant } from "../api/types.js";

export interface DateWindow {
  /** first day, YYYY-MM-DD */
  start: string;
  /** last day, YYYY-MM-DD */
  end: string;
}

export interface PlantPlan {
  plant: Plant;
  window: DateWindow;
  historicalRequests: number;
  freshness: boolean;
}

export interface RunPlan {
  plants: PlantPlan[];
  /** every request of the run, the plant list included */
  totalRequests: number;
}

const DAY_MS = 86_400_000;

function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

/** Whether the freshness report (about the last 30 days before `today`) covers any day of the window. */
export function freshnessOverlaps(window: DateWindow, today: string): boolean {
  return dayNumber(today) - dayNumber(window.end) <= LIMITS.freshnessWindowDays;
}

export function planRun(
  plants: Plant[],
  kpis: string[],
  window: DateWindow,
  monthWindow: DateWindow,
  maxDaysPerRequest: number,
  today: string,
): RunPlan {
  const historicalRequests = planHistoricalRequests(kpis, window.start, window.end, maxDaysPerRequest).length;
  const freshness = freshnessOverlaps(monthWindow, today);
  const perPlant = plants.map((plant) => ({ plant, window, historicalRequests, freshness }));
  const total = perPlant.reduce((n, p) => n + p.historicalRequests + (p.freshness ? 1 : 0), 1);
  return { plants: perPlant, totalRequests: total };
}
