/**
 * Portfolio and client targets (DESIGN.md "Portfolio figures"): each weighted as its figure is,
 * so a portfolio is judged against its own plants' targets, not the definition's flat default.
 * PR target = Σ(target_p · R_p) / Σ R_p with R_p the plant's reference yield (P0 · Σ H over the
 * days behind its PR, IEC 61724-1), over the plants with a target and a PR. Availability target
 * = Σ(target_p · H_p · C_p) / Σ(H_p · C_p) with H_p the irradiation over the days behind the
 * plant's availability and C_p its weight in the portfolio's availability (its capacity, or 1
 * when the portfolio weights by irradiation alone), over the plants with a target and an
 * availability.
 */
import { sumOf } from "./aggregate.js";
import type { PlantReport, PortfolioSummary } from "./model.js";
import type { PortfolioWeighting } from "./portfolio-weighting.js";
import { finite, ratio } from "./ratio.js";

function weighted(items: { target: number; weight: number }[]): number | null {
  const den = sumOf(items.map((i) => i.weight));
  return finite(ratio(sumOf(items.map((i) => i.target * i.weight)), den));
}

export function portfolioTargets(ok: PlantReport[], w: PortfolioWeighting): PortfolioSummary["targets"] {
  const pr = ok.flatMap((p) => {
    const { pr: target } = p.targets;
    const { pr: value, referenceYieldKwh: ref } = p.metrics;
    return target === null || value === null || ref === null ? [] : [{ target, weight: ref }];
  });
  const availability = ok.flatMap((p) => {
    const { availability: target } = p.targets;
    const { availability: value, availabilityIrradiationKwhM2: h } = p.metrics;
    return target === null || value === null || h === null ? [] : [{ target, weight: h * w.plantWeight(p) }];
  });
  return { pr: weighted(pr), availability: weighted(availability) };
}
