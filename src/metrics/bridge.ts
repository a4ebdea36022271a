/**
 * The budget bridge (DESIGN.md "bridge"): why the month's energy differs from its budget.
 * Budget (for the days covered) → weather (irradiation against its normal) → availability
 * (energy lost to downtime) → curtailment (overspill the plant could not export) →
 * performance (the rest) → actual yield → export loss → metered yield. Each step is also
 * valued at the tariff, and the metered step's value is the revenue. The steps close exactly
 * because performance is defined as the rest and export loss as metered − actual.
 */
import { sumOf } from "./aggregate.js";
import type { BridgeValue, BudgetBridge, MonthlyMetrics } from "./model.js";

export function plantBridge(m: MonthlyMetrics, tariff: number | null): BudgetBridge | null {
  if (m.budgetCoveredKwh === null || m.yieldTotalKwh === null) return null;
  const budgetKwh = m.budgetCoveredKwh;
  const weatherKwh = m.irradiationVariance === null ? null : budgetKwh * m.irradiationVariance;
  const availabilityKwh = m.availabilityLossKwh === null ? null : -m.availabilityLossKwh;
  const curtailmentKwh = m.overspillKwh === null || m.overspillKwh === 0 ? 0 : -m.overspillKwh;
  const actualKwh = m.yieldTotalKwh;
  const performanceKwh = actualKwh - budgetKwh - (weatherKwh ?? 0) - (availabilityKwh ?? 0) - curtailmentKwh;
  const meteredKwh = m.meterYieldTotalKwh;
  const exportLossKwh = meteredKwh === null ? null : meteredKwh - actualKwh;
  const bridge = { budgetKwh, weatherKwh, availabilityKwh, curtailmentKwh, performanceKwh, actualKwh };
  return {
    ...bridge,
    exportLossKwh,
    meteredKwh,
    value: tariff === null ? null : valued({ ...bridge, exportLossKwh, meteredKwh }, tariff, m.revenue),
  };
}

/**
 * Each step × tariff. The metered step is the plant's revenue itself (meterYieldTotalKwh ×
 * tariff, the same multiplication), so the money bridge ends where the revenue tile does.
 */
function valued(b: Omit<BudgetBridge, "value">, tariff: number, revenue: number | null): BridgeValue {
  const at = (kwh: number) => kwh * tariff;
  const atOrNull = (kwh: number | null) => (kwh === null ? null : at(kwh));
  return {
    budget: at(b.budgetKwh),
    weather: atOrNull(b.weatherKwh),
    availability: atOrNull(b.availabilityKwh),
    curtailment: at(b.curtailmentKwh),
    performance: at(b.performanceKwh),
    actual: at(b.actualKwh),
    exportLoss: atOrNull(b.exportLossKwh),
    metered: b.meteredKwh === null ? null : revenue,
  };
}

/** Σ of step `pick` over `items`; null when any item lacks it, so a sum never mixes plants with and without a step. */
function sumAll<T>(items: T[], pick: (x: T) => number | null): number | null {
  const values = items.map(pick);
  return values.some((v) => v === null) ? null : sumOf(values);
}

/**
 * Σ of bridges, step by step: each closes, so the sum does. Weather and availability sum over
 * the bridges that have them (as they count 0 in the plant's performance when unknown); the
 * export loss and metered steps, and the values, only when every bridge has them, so
 * actual + export loss = metered holds for the sum too.
 */
export function sumBridges(bridges: BudgetBridge[]): BudgetBridge | null {
  if (bridges.length === 0) return null;
  const sum = (pick: (b: BudgetBridge) => number | null) => sumOf(bridges.map(pick));
  const values = bridges.map((b) => b.value);
  const valued = values.every((v) => v !== null) ? (values as BridgeValue[]) : null;
  const vsum = (pick: (v: BridgeValue) => number | null) => sumOf(valued!.map(pick));
  return {
    budgetKwh: sum((b) => b.budgetKwh) ?? 0,
    weatherKwh: sum((b) => b.weatherKwh),
    availabilityKwh: sum((b) => b.availabilityKwh),
    curtailmentKwh: sum((b) => b.curtailmentKwh) ?? 0,
    performanceKwh: sum((b) => b.performanceKwh) ?? 0,
    actualKwh: sum((b) => b.actualKwh) ?? 0,
    exportLossKwh: sumAll(bridges, (b) => b.exportLossKwh),
    meteredKwh: sumAll(bridges, (b) => b.meteredKwh),
    value:
      valued === null
        ? null
        : {
            budget: vsum((v) => v.budget) ?? 0,
            weather: vsum((v) => v.weather),
            availability: vsum((v) => v.availability),
            curtailment: vsum((v) => v.curtailment) ?? 0,
            performance: vsum((v) => v.performance) ?? 0,
            actual: vsum((v) => v.actual) ?? 0,
            exportLoss: sumAll(valued, (v) => v.exportLoss),
            metered: sumAll(valued, (v) => v.metered),
          },
  };
}
