/**
 * One set of verdicts (DESIGN.md "Verdicts"), decided here once: the PDF tiles, the
 * workbooks' conditional formats and index.html all show what the model holds. A value on the
 * wrong side of its target is never "target": target when value ≥ target, watch when value ≥
 * target − band, below otherwise.
 */
import type { MonthlyMetrics, Verdict, VerdictResult, VerdictRules, Verdicts } from "./model.js";

export function decide(
  value: number | null,
  target: number | null,
  watchFrom: number | null,
): Verdict | null {
  if (value === null || target === null || watchFrom === null) return null;
  if (value >= target) return "target";
  return value >= watchFrom ? "watch" : "below";
}

function judge(
  metric: VerdictResult["metric"],
  value: number | null,
  target: number | null,
  band: number,
): VerdictResult {
  const watchFrom = target === null ? null : target - band;
  return { verdict: decide(value, target, watchFrom), metric, value, target, watchFrom };
}

/** The plant's or portfolio's targets the verdicts compare with. */
export interface VerdictTargets {
  pr: number | null;
  availability: number | null;
}

export function verdicts(
  m: Pick<
    MonthlyMetrics,
    | "budgetVariance"
    | "pr"
    | "prEffective"
    | "prTemperatureCorrected"
    | "availability"
    | "irradiationVariance"
  >,
  targets: VerdictTargets,
  rules: VerdictRules,
): Verdicts {
  return {
    energy: judge("budgetVariance", m.budgetVariance, 0, rules.energy.watch),
    pr: judge(rules.pr.metric, m[rules.pr.metric], targets.pr, rules.pr.watch),
    availability: judge("availability", m.availability, targets.availability, rules.availability.watch),
    irradiation: judge("irradiationVariance", m.irradiationVariance, 0, rules.irradiation.watch),
  };
}
