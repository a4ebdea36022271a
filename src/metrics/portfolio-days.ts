/**
 * Plant-days across the portfolio: every ok plant's row for a date, with the facts the
 * portfolio's ratios need (its weight, capacity and temperature coefficient).
 */
import { type Weighted, weightedMean } from "./aggregate.js";
import type { DailyRow, PlantReport } from "./model.js";
import type { PortfolioWeighting } from "./portfolio-weighting.js";
import { ratio } from "./ratio.js";

/** One plant's row for a day (absent when the plant has none) with the plant's facts. */
export interface PlantDay {
  row: DailyRow | undefined;
  weight: number;
  capacityKwp: number | null;
  gamma: number | null;
}

/** Per date (in order), every ok plant's row (in plant order). */
export function plantDays(ok: PlantReport[], dates: string[], w: PortfolioWeighting): PlantDay[][] {
  const byDate = ok.map((p) => new Map(p.daily.map((r) => [r.date, r])));
  const facts = ok.map((p) => ({
    weight: w.plantWeight(p),
    capacityKwp: p.capacityKwp !== null && p.capacityKwp > 0 ? p.capacityKwp : null,
    gamma: p.temperatureCoefficient,
  }));
  return dates.map((date) => byDate.map((m, i) => ({ row: m.get(date), ...facts[i]! })));
}

/** x weighted by irradiation × the plant's weight; no irradiation, no weight. */
function byIrradiation(
  value: number | null | undefined,
  h: number | null | undefined,
  weight: number,
): Weighted {
  return { value: value ?? null, weight: h === null || h === undefined ? null : h * weight };
}

export function ratioField(days: PlantDay[], field: "pr" | "availability"): number | null {
  return weightedMean(
    days.map(({ row, weight }) => byIrradiation(row?.[field], row?.irradiationKwhM2, weight)),
  );
}

/** The service's effective PR across plants (a daily row's `pr` is the service's value). */
export function prEffectiveOf(days: PlantDay[]): number | null {
  return ratioField(days, "pr");
}

/** IEC 61724-1 across plants: Σ E_d / Σ P0·H_d over the plant-days with both, plants with a capacity. */
export function iecOf(days: PlantDay[]): { pr: number | null; ref: number | null } {
  let e = 0;
  let ref = 0;
  let seen = false;
  for (const { row, capacityKwp } of days) {
    if (!row || capacityKwp === null || row.yieldKwh === null || row.irradiationKwhM2 === null) continue;
    e += row.yieldKwh;
    ref += capacityKwp * row.irradiationKwhM2;
    seen = true;
  }
  return seen ? { pr: ratio(e, ref), ref } : { pr: null, ref: null };
}

/** PR at 25 °C across plants: Σ E / Σ P0·H·(1 + γ(T − 25)) over the plant-days with all, plants with P0 and γ. */
export function temperatureCorrectedOf(days: PlantDay[]): number | null {
  let e = 0;
  let ref = 0;
  let seen = false;
  for (const { row, capacityKwp, gamma } of days) {
    if (!row || capacityKwp === null || gamma === null) continue;
    if (row.yieldKwh === null || row.irradiationKwhM2 === null || row.cellTemperatureC === null) continue;
    e += row.yieldKwh;
    ref += capacityKwp * row.irradiationKwhM2 * (1 + gamma * (row.cellTemperatureC - 25));
    seen = true;
  }
  return seen ? ratio(e, ref) : null;
}
