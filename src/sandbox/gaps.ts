/**
 * Partial data a real fleet shows and a report must handle (DESIGN.md "Monthly figures",
 * estimated values): a subset of plants, chosen by id, has in every month a few days where
 * - "yield": the inverters' daily yield is missing while the meter counted (Ê from the meter),
 * - "meter": the meter reading is missing while the inverters reported (M̂ from the yield),
 * - "logger": the plant logger was down, only the irradiation sensor (and its module
 *   temperature probe) delivered (Ê and M̂ from irradiation),
 * - "trip": the plant was down all day: availability 0, yield, meter yield and PR 0.
 * Every month has them (days drawn per plant and month), so any report month shows
 * estimates and availability loss; other plants never have them.
 */
import type { HistoricalKpi } from "../api/types.js";
import { DAY_MS } from "../api/types.js";
import { hashUnit } from "./random.js";

export type GapKind = "yield" | "meter" | "logger" | "trip";

/** Share of plants with each kind, and draws of a day of the month per month. */
export const GAP_PLAN: Record<GapKind, { plants: number; daysPerMonth: number }> = {
  yield: { plants: 0.3, daysPerMonth: 2 },
  meter: { plants: 0.25, daysPerMonth: 1 },
  logger: { plants: 0.2, daysPerMonth: 1 },
  trip: { plants: 0.2, daysPerMonth: 1 },
};

/** KPIs with no point on a gap day (a trip changes values instead: figures.ts). */
const MISSING: Record<Exclude<GapKind, "trip">, readonly HistoricalKpi[]> = {
  yield: ["historical_plant_daily_yield"],
  meter: ["historical_plant_meter_yield"],
  logger: [
    "historical_plant_daily_yield",
    "historical_plant_meter_yield",
    "historical_plant_total_yield",
    "historical_plant_daily_effective_pr",
    "historical_plant_effective_availability",
    "historical_plant_overspill_energy",
  ],
};

/** Pure functions of their arguments, asked once per KPI and day: remembered (bounded). */
const MEMO_LIMIT = 100_000;
const kinds = new Map<string, boolean>();
const drawnDays = new Map<string, readonly number[]>();

function remember<T>(memo: Map<string, T>, key: string, make: () => T): T {
  let value = memo.get(key);
  if (value === undefined) {
    if (memo.size >= MEMO_LIMIT) memo.clear();
    value = make();
    memo.set(key, value);
  }
  return value;
}

export function hasGapKind(plantId: string, kind: GapKind): boolean {
  return remember(
    kinds,
    `${plantId}|${kind}`,
    () => hashUnit(plantId, "gap-plant", kind) < GAP_PLAN[kind].plants,
  );
}

/** Whether plant-local day `day` is a `kind` day of the plant. */
export function isGapDay(plantId: string, day: number, kind: GapKind): boolean {
  if (!hasGapKind(plantId, kind)) return false;
  const date = new Date(day * DAY_MS);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const drawn = remember(drawnDays, `${plantId}|${kind}|${year}|${month}`, () => {
    const length = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    return Array.from(
      { length: GAP_PLAN[kind].daysPerMonth },
      (_, i) => 1 + Math.floor(hashUnit(plantId, "gap-day", kind, year, month, i) * length),
    );
  });
  return drawn.includes(date.getUTCDate());
}

/** No point for `kpi` that day because of a yield, meter or logger gap. */
export function isGapKpi(plantId: string, day: number, kpi: HistoricalKpi): boolean {
  return (["yield", "meter", "logger"] as const).some(
    (kind) => MISSING[kind].includes(kpi) && isGapDay(plantId, day, kind),
  );
}
