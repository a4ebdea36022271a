/**
 * The monthly figures finance signs off, exactly as DESIGN.md "Monthly figures" defines
 * them. Sums skip nulls and run in date order; a figure with no valid day is null. The rows
 * come with their estimates (estimates.ts) filled in. The sums are aggregate.ts's reductions
 * written out over the rows (the same additions in the same order), as they run for every
 * month of every plant.
 */
import { availabilityLoss } from "./availability-loss.js";
import type { DailyField, DailyRow, MonthlyMetrics } from "./model.js";
import { finite, ratio, variance } from "./ratio.js";

export { ratio } from "./ratio.js";

export interface MetricsContext {
  capacityKwp: number | null;
  /** P50 budget of the reported period (already prorated for a month in progress), kWh. */
  budgetKwh: number | null;
  /** currency per kWh of meter yield */
  tariff: number | null;
  daysInMonth: number;
  /** γ per °C (negative), for the PR at 25 °C */
  temperatureCoefficient?: number | null;
  /** The calendar month's long-term normal irradiation, kWh/m² (whole month). */
  irradiationNormalKwhM2?: number | null;
}

/** Irradiation-weighted mean of a daily ratio: Σ(x_d·H_d)/Σ H_d over days with both (IEC 61724-1). */
export function irradiationWeighted(rows: DailyRow[], field: DailyField): number | null {
  // aggregate.ts weightedMean, the same additions in the same order, without an item per day.
  let num = 0;
  let den = 0;
  for (const r of rows) {
    const value = r[field];
    const weight = r.irradiationKwhM2;
    if (value === null || weight === null) continue;
    num += value * weight;
    den += weight;
  }
  return den === 0 ? null : num / den;
}

/** Σ H_d over the days with `field` and irradiation: the weight behind `irradiationWeighted`. */
function weightOf(rows: DailyRow[], field: DailyField): number | null {
  let den = 0;
  let seen = false;
  for (const r of rows) {
    if (r[field] === null || r.irradiationKwhM2 === null) continue;
    den += r.irradiationKwhM2;
    seen = true;
  }
  return seen ? den : null;
}

type SummedField = DailyField | "yieldEstimatedKwh" | "meterYieldEstimatedKwh";

/** aggregate.ts sumOf of one field of the rows, in date order, without copying the values out. */
function sumField(rows: DailyRow[], field: SummedField): number | null {
  let total = 0;
  let seen = false;
  for (const r of rows) {
    const v = r[field];
    if (v === null) continue;
    total += v;
    seen = true;
  }
  return seen ? total : null;
}

function countRows(rows: DailyRow[], test: (r: DailyRow) => boolean): number {
  let n = 0;
  for (const r of rows) if (test(r)) n++;
  return n;
}

/** P0 when it can divide: a capacity of 0 or less is no capacity. */
function capacityOf(ctx: MetricsContext): number | null {
  return ctx.capacityKwp !== null && ctx.capacityKwp > 0 ? ctx.capacityKwp : null;
}

/** IEC 61724-1 reference yield P0 · Σ H_d over the days with E and H (G_STC = 1 kW/m²), and Σ E_d over them. */
export function referenceYield(
  rows: DailyRow[],
  capacityKwp: number | null,
): { e: number; ref: number } | null {
  if (capacityKwp === null) return null;
  let e = 0;
  let h = 0;
  let days = 0;
  for (const r of rows) {
    if (r.yieldKwh === null || r.irradiationKwhM2 === null) continue;
    e += r.yieldKwh;
    h += r.irradiationKwhM2;
    days++;
  }
  return days === 0 ? null : { e, ref: capacityKwp * h };
}

/** IEC 61724-1 PR: Σ E_d / (P0 · Σ H_d) over the days with both. */
export function iecPr(rows: DailyRow[], capacityKwp: number | null): number | null {
  const r = referenceYield(rows, capacityKwp);
  return r === null ? null : ratio(r.e, r.ref);
}

/**
 * PR at 25 °C: Σ E_d / (P0 · Σ H_d·(1 + γ·(T_d − 25))) over the days with all three. With
 * daily mean cell temperatures this approximates IEC 61724-1's temperature-corrected PR.
 */
export function temperatureCorrectedPr(
  rows: DailyRow[],
  capacityKwp: number | null,
  gamma: number | null,
): number | null {
  if (capacityKwp === null || gamma === null) return null;
  let e = 0;
  let reference = 0;
  let days = 0;
  for (const r of rows) {
    if (r.yieldKwh === null || r.irradiationKwhM2 === null || r.cellTemperatureC === null) continue;
    reference += r.irradiationKwhM2 * (1 + gamma * (r.cellTemperatureC - 25));
    e += r.yieldKwh;
    days++;
  }
  return days === 0 ? null : ratio(e, capacityKwp * reference);
}

/** Measured + estimated: null when there is no value of either kind. */
function total(measured: number | null, estimated: number | null): number | null {
  return measured === null && estimated === null ? null : (measured ?? 0) + (estimated ?? 0);
}

/** The normal for the days with measured irradiation: the month's normal · days with H / days in month. */
function coveredNormal(rows: DailyRow[], ctx: MetricsContext): number | null {
  const normal = ctx.irradiationNormalKwhM2 ?? null;
  const days = countRows(rows, (r) => r.irradiationKwhM2 !== null);
  return normal === null || days === 0 ? null : (normal * days) / ctx.daysInMonth;
}

export function monthlyMetrics(rows: DailyRow[], ctx: MetricsContext): MonthlyMetrics {
  const sum = (field: DailyField) => finite(sumField(rows, field));
  const capacity = capacityOf(ctx);
  const yieldKwh = sum("yieldKwh");
  const meterYieldKwh = sum("meterYieldKwh");
  const yieldEstimated = finite(sumField(rows, "yieldEstimatedKwh"));
  const meterEstimated = finite(sumField(rows, "meterYieldEstimatedKwh"));
  const yieldTotalKwh = finite(total(yieldKwh, yieldEstimated));
  const meterYieldTotalKwh = finite(total(meterYieldKwh, meterEstimated));
  const daysWithData = countRows(rows, (r) => r.yieldKwh !== null);
  const daysEstimated = countRows(rows, (r) => r.yieldEstimatedKwh !== null);
  const periodDays = countRows(rows, (r) => r.status !== "future");
  const budgetCoveredKwh =
    ctx.budgetKwh === null || periodDays === 0
      ? null
      : (ctx.budgetKwh * (daysWithData + daysEstimated)) / periodDays;
  const irradiationKwhM2 = sum("irradiationKwhM2");
  const irradiationNormalKwhM2 = coveredNormal(rows, ctx);
  return {
    yieldKwh,
    meterYieldKwh,
    yieldTotalKwh,
    meterYieldTotalKwh,
    yieldEstimatedKwh: yieldTotalKwh === null ? null : (yieldEstimated ?? 0),
    meterYieldEstimatedKwh: meterYieldTotalKwh === null ? null : (meterEstimated ?? 0),
    irradiationKwhM2,
    pr: finite(iecPr(rows, capacity)),
    referenceYieldKwh: finite(referenceYield(rows, capacity)?.ref ?? null),
    prEffective: finite(irradiationWeighted(rows, "pr")),
    prTemperatureCorrected: finite(
      temperatureCorrectedPr(rows, capacity, ctx.temperatureCoefficient ?? null),
    ),
    availability: finite(irradiationWeighted(rows, "availability")),
    availabilityIrradiationKwhM2: finite(weightOf(rows, "availability")),
    availabilityLossKwh: finite(availabilityLoss(rows)),
    cellTemperatureC: finite(irradiationWeighted(rows, "cellTemperatureC")),
    overspillKwh: sum("overspillKwh"),
    specificYieldKwhKwp: finite(ratio(yieldTotalKwh, capacity)),
    budgetKwh: ctx.budgetKwh,
    budgetCoveredKwh: finite(budgetCoveredKwh),
    budgetVariance: finite(variance(yieldTotalKwh, budgetCoveredKwh)),
    budgetVarianceFull: finite(variance(yieldTotalKwh, ctx.budgetKwh)),
    irradiationNormalKwhM2: finite(irradiationNormalKwhM2),
    irradiationVariance: finite(variance(irradiationKwhM2, irradiationNormalKwhM2)),
    revenue:
      meterYieldTotalKwh === null || ctx.tariff === null ? null : finite(meterYieldTotalKwh * ctx.tariff),
    daysWithData,
    daysEstimated,
    daysCovered: daysWithData + daysEstimated,
    daysReported: periodDays,
    daysWithoutData: periodDays - daysWithData - daysEstimated,
    dataCompleteness: periodDays === 0 ? null : daysWithData / periodDays,
    daysInMonth: ctx.daysInMonth,
    // Unknown, not 0, when no day's lateness is known (model.ts).
    lateDays: rows.some((r) => r.late !== null) ? countRows(rows, (r) => r.late === true) : null,
  };
}
