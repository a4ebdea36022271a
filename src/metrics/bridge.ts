/**
 * The budget bridge (DESIGN.md "bridge"): why the month's energy differs from its budget.
 * Budget (for the days covered) → weather (irradiation against its normal) → availability
 * (energy lost to downtime) → performance (the rest) → actual. Each step is also valued at
 * the tariff. The steps close exactly because performance is defined as the rest.
 */
import { sumOf } from "./aggregate.js";
import type { BudgetBridge, MonthlyMetrics } from "./model.js";

export function plantBridge(m: MonthlyMetrics, tariff: number | null): BudgetBridge | null {
  if (m.budgetCoveredKwh === null || m.yieldTotalKwh === null) return null;
  const budgetKwh = m.budgetCoveredKwh;
  const weatherKwh = m.irradiationVariance === null ? null : budgetKwh * m.irradiationVariance;
  const availabilityKwh = m.availabilityLossKwh === null ? null : -m.availabilityLossKwh;
  const actualKwh = m.yieldTotalKwh;
  const performanceKwh = actualKwh - budgetKwh - (weatherKwh ?? 0) - (availabilityKwh ?? 0);
  const at = (kwh: number) => kwh * (tariff ?? 0);
  const atOrNull = (kwh: number | null) => (kwh === null ? null : at(kwh));
  return {
    budgetKwh,
    weatherKwh,
    availabilityKwh,
    performanceKwh,
    actualKwh,
    value:
      tariff === null
        ? null
        : {
            budget: at(budgetKwh),
            weather: atOrNull(weatherKwh),
            availability: atOrNull(availabilityKwh),
            performance: at(performanceKwh),
            actual: at(actualKwh),
          },
  };
}

/** Σ of bridges, step by step: each closes, so the sum does. Values only when every bridge has them. */
export function sumBridges(bridges: BudgetBridge[]): BudgetBridge | null {
  if (bridges.length === 0) return null;
  const sum = (pick: (b: BudgetBridge) => number | null) => sumOf(bridges.map(pick));
  const values = bridges.map((b) => b.value);
  const valued = values.every((v) => v !== null) ? (values as NonNullable<BudgetBridge["value"]>[]) : null;
  const vsum = (pick: (v: NonNullable<BudgetBridge["value"]>) => number | null) => sumOf(valued!.map(pick));
  return {
    budgetKwh: sum((b) => b.budgetKwh) ?? 0,
    weatherKwh: sum((b) => b.weatherKwh),
    availabilityKwh: sum((b) => b.availabilityKwh),
    performanceKwh: sum((b) => b.performanceKwh) ?? 0,
    actualKwh: sum((b) => b.actualKwh) ?? 0,
    value:
      valued === null
        ? null
        : {
            budget: vsum((v) => v.budget) ?? 0,
            weather: vsum((v) => v.weather),
            availability: vsum((v) => v.availability),
            performance: vsum((v) => v.performance) ?? 0,
            actual: vsum((v) => v.actual) ?? 0,
          },
  };
}
