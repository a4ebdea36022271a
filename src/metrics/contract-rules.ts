/**
 * The contract's rules with their defaults filled in (DESIGN.md "Contracts and guarantees"):
 * what a plant's figures were settled by, for the method page to state in words.
 */
import { type ContractRules, type ContractTerms, DEFAULT_FLOOR, DEFAULT_SLOPE } from "./contract-model.js";

export function contractRules(terms: ContractTerms): ContractRules {
  const a = terms.availability;
  const pr = terms.pr;
  const adjusted = a?.scheme === "priceAdjustment";
  return {
    start: terms.start,
    availability: a
      ? {
          period: a.period,
          excluded: [...a.excluded],
          scheme: a.scheme,
          slope: adjusted ? (a.slope ?? DEFAULT_SLOPE) : null,
          floor: adjusted ? (a.floor ?? DEFAULT_FLOOR) : null,
          price: adjusted ? null : (a.price ?? null),
          cap: a.cap ?? null,
        }
      : null,
    pr: pr
      ? {
          period: pr.period,
          guaranteedFirstYear: pr.guaranteed,
          degradation: pr.degradation,
          degradationMode: pr.degradationMode,
          tolerance: pr.tolerance,
          referenceTemperatureC: pr.referenceTemperatureC,
          excluded: [...(pr.excluded ?? a?.excluded ?? [])],
          price: pr.pricePerPoint === undefined ? (pr.price ?? null) : null,
          pricePerPoint: pr.pricePerPoint ?? null,
          cap: pr.cap ?? null,
        }
      : null,
  };
}
