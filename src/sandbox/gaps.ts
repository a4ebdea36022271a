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
import { civil } from "./calendar.js";
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

/**
 * Pure functions of their arguments, asked once per KPI and day of every answer: remembered
 * per plant (bounded), under numeric keys, so a lookup builds no key string and no Date.
 */
const MEMO_LIMIT = 20_000;
const KINDS: readonly GapKind[] = ["yield", "meter", "logger", "trip"];

interface PlantGaps {
  /** hasGapKind per KINDS index */
  readonly kinds: readonly boolean[];
  /** (year × 12 + month) × 4 + kind index → the month's drawn days of the month (1–31) */
  readonly drawn: Map<number, readonly number[]>;
}

const plants = new Map<string, PlantGaps>();

function plantGaps(plantId: string): PlantGaps {
  let gaps = plants.get(plantId);
  if (gaps === undefined) {
    if (plants.size >= MEMO_LIMIT) plants.clear();
    const kinds = KINDS.map((kind) => hashUnit(plantId, "gap-plant", kind) < GAP_PLAN[kind].plants);
    gaps = { kinds, drawn: new Map() };
    plants.set(plantId, gaps);
  }
  return gaps;
}

export function hasGapKind(plantId: string, kind: GapKind): boolean {
  return plantGaps(plantId).kinds[KINDS.indexOf(kind)]!;
}

function gapDayOf(gaps: PlantGaps, plantId: string, day: number, k: number): boolean {
  if (!gaps.kinds[k]) return false;
  const { year, month, date, length } = civil(day);
  const key = (year * 12 + month) * 4 + k;
  let drawn = gaps.drawn.get(key);
  if (drawn === undefined) {
    const kind = KINDS[k]!;
    drawn = Array.from(
      { length: GAP_PLAN[kind].daysPerMonth },
      (_, i) => 1 + Math.floor(hashUnit(plantId, "gap-day", kind, year, month, i) * length),
    );
    gaps.drawn.set(key, drawn);
  }
  return drawn.includes(date);
}

/** Whether plant-local day `day` is a `kind` day of the plant. */
export function isGapDay(plantId: string, day: number, kind: GapKind): boolean {
  return gapDayOf(plantGaps(plantId), plantId, day, KINDS.indexOf(kind));
}

/** Per KPI, the KINDS indexes of the gap kinds that take its point away. */
const KINDS_OF = new Map<string, readonly number[]>();
for (const [kind, kpis] of Object.entries(MISSING) as [GapKind, readonly HistoricalKpi[]][]) {
  for (const kpi of kpis) KINDS_OF.set(kpi, [...(KINDS_OF.get(kpi) ?? []), KINDS.indexOf(kind)]);
}

/** No point for `kpi` that day because of a yield, meter or logger gap. */
export function isGapKpi(plantId: string, day: number, kpi: HistoricalKpi): boolean {
  const kinds = KINDS_OF.get(kpi);
  if (kinds === undefined) return false;
  const gaps = plantGaps(plantId);
  for (const k of kinds) if (gapDayOf(gaps, plantId, day, k)) return true;
  return false;
}
