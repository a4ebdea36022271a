/**
 * Plant details a report definition needs but the service never serves (capacity, P50
 * budgets, irradiation normals, tariff, targets, temperature coefficient), for the demo
 * definition of the sandbox's plants. Budgets and normals are the sandbox's own long-term
 * expectations (normals.ts), so variances come from the month's weather and outages.
 */
import { type MonthlyNormals, monthlyNormals } from "./normals.js";
import type { PlantSite } from "./plants.js";
import { sandboxPlantCapacity, sandboxPlantTariff } from "./plants.js";
import { hashUnit } from "./random.js";

export interface SandboxPlantDetails {
  capacityKwp: number;
  /** P50 budget per calendar month, January first, kWh */
  budgetKwh: number[];
  /** long-term normal irradiation per calendar month, January first, kWh/m² */
  irradiationNormalKwhM2: number[];
  /** per kWh of meter yield */
  tariff: number;
  /** IEC 61724-1 PR target, fraction */
  prTarget: number;
  /** availability target, fraction */
  availabilityTarget: number;
  /** module power temperature coefficient γ, per °C (negative) */
  temperatureCoefficient: number;
  /** the yield study's one-year P50: the year's P50 budgets, kWh */
  p50AnnualKwh: number;
  /** the yield study's one-year P90: P50 less 1.2816 σ, σ 4–7 % of P50 (weather and model uncertainty) */
  p90AnnualKwh: number;
}

/**
 * P50 budget per calendar month: the expected yield, times the yield assessment's own error
 * (−3 % … +3 % per plant: some assessments were optimistic, some conservative).
 */
export function monthlyBudgetsKwh(site: PlantSite, normals: MonthlyNormals = monthlyNormals(site)): number[] {
  const assessment = 1 + 0.06 * (hashUnit(site.plant.id, "assessment") - 0.5);
  return normals.yieldKwh.map((e) => Math.round(e * assessment));
}

/** The expected annual IEC 61724-1 PR (budgeted yield over reference yield), rounded down to 1 %. */
function prTarget(site: PlantSite, budgets: number[], normals: number[]): number {
  const reference = site.capacityKwp * normals.reduce((a, b) => a + b, 0);
  const expected = budgets.reduce((a, b) => a + b, 0) / reference;
  return Math.floor(expected * 100) / 100;
}

export function siteDetails(site: PlantSite): SandboxPlantDetails {
  const normals = monthlyNormals(site);
  const budgetKwh = monthlyBudgetsKwh(site, normals);
  const p50AnnualKwh = budgetKwh.reduce((a, b) => a + b, 0);
  const sigma = 0.04 + 0.03 * hashUnit(site.plant.id, "yield-study-sigma");
  const irradiationNormalKwhM2 = normals.irradiationKwhM2.map((h) => Math.round(h * 10) / 10);
  return {
    capacityKwp: sandboxPlantCapacity(site.plant.id),
    budgetKwh,
    irradiationNormalKwhM2,
    tariff: sandboxPlantTariff(site.plant.id),
    prTarget: prTarget(site, budgetKwh, irradiationNormalKwhM2),
    availabilityTarget: hashUnit(site.plant.id, "availability-target") < 0.5 ? 0.97 : 0.98,
    temperatureCoefficient: site.temperatureCoefficient,
    p50AnnualKwh,
    p90AnnualKwh: Math.round(p50AnnualKwh * (1 - 1.2816 * sigma)),
  };
}
