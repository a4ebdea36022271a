/**
 * How plants are combined in portfolio ratios. Capacity turns a plant's irradiation
 * (kWh/m²) into the energy it could make, so PR and availability are weighted by
 * irradiation × capacity (IEC 61724-1 aggregates PR over the reference yield); when a
 * contributing plant's capacity is unknown, every plant is weighted by irradiation alone
 * rather than silently dropping that plant.
 */
import type { PlantReport, PortfolioSummary } from "./model.js";

export interface PortfolioWeighting {
  weighting: PortfolioSummary["weighting"];
  weightingRule: string;
  /** A plant's weight besides irradiation: its capacity, or 1 when weighting by irradiation alone. */
  plantWeight: (plant: PlantReport) => number;
}

const PR_RULE =
  "PR (IEC 61724-1) is a ratio of sums, Σ E / Σ(P0·H) over the plant-days with yield and irradiation " +
  "of the plants with a capacity P0";
const BUDGET_RULE =
  "budget variance is the total yield (measured + estimated) of the plants with a budget divided by " +
  "their budget for the days covered, minus 1; energy and revenue are sums over the plants";

export const WEIGHTING_RULES: Record<PortfolioSummary["weighting"], string> = {
  "irradiation×capacity":
    `${PR_RULE}; effective PR and availability are weighted by irradiation × capacity, Σ(x·H·C)/Σ(H·C) ` +
    "over the plant-days with both values (H irradiation, C capacity); irradiation is the " +
    `capacity-weighted mean of the plants' irradiation; ${BUDGET_RULE}.`,
  irradiation:
    `${PR_RULE}; effective PR and availability are weighted by irradiation, Σ(x·H)/Σ H over the ` +
    "plant-days with both values, because not every plant's capacity is known; irradiation is the " +
    `plain mean of the plants' irradiation; ${BUDGET_RULE}.`,
};

function hasCapacity(p: PlantReport): boolean {
  return p.capacityKwp !== null && p.capacityKwp > 0;
}

/** A plant contributes when it has irradiation on any day of the month or any month of the trend. */
function contributes(p: PlantReport): boolean {
  return p.daily.some((r) => r.irradiationKwhM2 !== null) || p.trend.some((s) => s.irradiationKwhM2 !== null);
}

/** One weighting for the month, its days and its trend, so all portfolio ratios are comparable. */
export function portfolioWeighting(okPlants: PlantReport[]): PortfolioWeighting {
  const byCapacity = okPlants.filter(contributes).every(hasCapacity);
  const weighting = byCapacity ? "irradiation×capacity" : "irradiation";
  return {
    weighting,
    weightingRule: WEIGHTING_RULES[weighting],
    // A plant without capacity here has no irradiation, so its weight never meets a value.
    plantWeight: (p) => (byCapacity ? (p.capacityKwp ?? 0) : 1),
  };
}
