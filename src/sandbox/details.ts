/**
 * Plant details a report definition needs but the service never serves (capacity,
 * P50 budget, tariff), for the demo definition of the sandbox's plants.
 */
import { dayOfYear, parseDay } from "./calendar.js";
import type { PlantSite } from "./plants.js";
import { sandboxPlantCapacity, sandboxPlantTariff } from "./plants.js";
import { extraterrestrialKwhM2 } from "./solar.js";

export interface SandboxPlantDetails {
  capacityKwp: number;
  /** P50 budget per calendar month, January first, kWh */
  budgetKwh: number[];
  /** per kWh of meter yield */
  tariff: number;
}

/** Budget = capacity × Σ H0·Kt_mean × nominal PR × nominal availability, per month of a non-leap year. */
export function monthlyBudgetsKwh(site: PlantSite): number[] {
  const nominalPr = site.prBase * 0.95;
  const nominalAvailability = 0.98;
  const budgets: number[] = [];
  for (let month = 0; month < 12; month++) {
    const first = parseDay(`2025-${String(month + 1).padStart(2, "0")}-01`)!;
    const last = parseDay(month === 11 ? "2026-01-01" : `2025-${String(month + 2).padStart(2, "0")}-01`)!;
    let h = 0;
    for (let day = first; day < last; day++)
      h += extraterrestrialKwhM2(site.lat, dayOfYear(day)) * site.ktMean;
    budgets.push(Math.round(site.capacityKwp * h * nominalPr * nominalAvailability));
  }
  return budgets;
}

export function siteDetails(site: PlantSite): SandboxPlantDetails {
  return {
    capacityKwp: sandboxPlantCapacity(site.plant.id),
    budgetKwh: monthlyBudgetsKwh(site),
    tariff: sandboxPlantTariff(site.plant.id),
  };
}
