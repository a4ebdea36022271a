/**
 * Plausibility checks on the month's figures (DESIGN.md "Verdicts", sanity warnings): a figure
 * that cannot be right usually points at a wrong definition fact, so each warning names the
 * likely cause rather than the symptom.
 */
import type { MonthlyMetrics, SanityWarning } from "./model.js";

/** Beyond ±50 % a budget is more likely wrong (units, month order) than the plant. */
export const EXTREME_BUDGET_VARIANCE = 0.5;

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

export function sanityWarnings(m: MonthlyMetrics, capacityKwp: number | null): SanityWarning[] {
  const out: SanityWarning[] = [];
  if (m.pr !== null && m.pr > 1) {
    out.push({
      code: "prAboveOne",
      message:
        `PR ${pct(m.pr)} is above 100 %: the capacity (${capacityKwp} kWp) is probably too small, ` +
        "or the irradiation is not in kWh/m²",
    });
  }
  if (
    m.specificYieldKwhKwp !== null &&
    m.irradiationKwhM2 !== null &&
    m.specificYieldKwhKwp > m.irradiationKwhM2
  ) {
    out.push({
      code: "specificYieldAboveIrradiation",
      message:
        `specific yield ${m.specificYieldKwhKwp.toFixed(1)} kWh/kWp is above the irradiation ` +
        `${m.irradiationKwhM2.toFixed(1)} kWh/m²: check the capacity (kWp) and the energy units (kWh or MWh)`,
    });
  }
  if (m.budgetVariance !== null && Math.abs(m.budgetVariance) > EXTREME_BUDGET_VARIANCE) {
    out.push({
      code: "budgetVarianceExtreme",
      message:
        `yield is ${m.budgetVariance > 0 ? "+" : ""}${pct(m.budgetVariance)} against the budget: check the budget ` +
        "(kWh, not MWh or Wh; twelve values, January first)",
    });
  }
  return out;
}
