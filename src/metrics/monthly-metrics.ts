/**
 * The monthly figures finance signs off, exactly as DESIGN.md "Monthly figures" defines
 * them. Sums skip nulls and run in date order; a figure with no valid day is null.
 */
import { sumOf, weightedMean } from "./aggregate.js";
import type { DailyField, DailyRow, MonthlyMetrics } from "./model.js";

export interface MetricsContext {
  capacityKwp: number | null;
  /** P50 budget for the days covered (already prorated for a month in progress), kWh. */
  budgetKwh: number | null;
  /** currency per kWh of meter yield */
  tariff: number | null;
  daysInMonth: number;
}

/** Irradiation-weighted mean of a daily ratio: Σ(x_d·H_d)/Σ H_d over days with both (IEC 61724-1). */
export function irradiationWeighted(rows: DailyRow[], field: DailyField): number | null {
  return weightedMean(rows.map((r) => ({ value: r[field], weight: r.irradiationKwhM2 })));
}

/** a / b, null when either is missing or b is 0 (a ratio against nothing is not a figure). */
export function ratio(a: number | null, b: number | null): number | null {
  return a === null || b === null || b === 0 ? null : a / b;
}

export function monthlyMetrics(rows: DailyRow[], ctx: MetricsContext): MonthlyMetrics {
  const sum = (field: DailyField) => sumOf(rows.map((r) => r[field]));
  const yieldKwh = sum("yieldKwh");
  const meterYieldKwh = sum("meterYieldKwh");
  const variance = ratio(yieldKwh, ctx.budgetKwh);
  return {
    yieldKwh,
    meterYieldKwh,
    irradiationKwhM2: sum("irradiationKwhM2"),
    pr: irradiationWeighted(rows, "pr"),
    availability: irradiationWeighted(rows, "availability"),
    cellTemperatureC: irradiationWeighted(rows, "cellTemperatureC"),
    overspillKwh: sum("overspillKwh"),
    specificYieldKwhKwp: ratio(yieldKwh, ctx.capacityKwp),
    budgetKwh: ctx.budgetKwh,
    budgetVariance: variance === null ? null : variance - 1,
    revenue: meterYieldKwh === null || ctx.tariff === null ? null : meterYieldKwh * ctx.tariff,
    daysWithData: rows.filter((r) => r.yieldKwh !== null).length,
    daysInMonth: ctx.daysInMonth,
    lateDays: rows.filter((r) => r.late === true).length,
  };
}
