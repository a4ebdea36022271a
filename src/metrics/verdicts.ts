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

/** Percent decimals: 1 by default (DESIGN.md "Numbers beside a verdict"), at most 3. */
export const VERDICT_DECIMALS = { base: 1, max: 3 } as const;

/**
 * x as a percent at `d` decimals, as every renderer prints it: Intl rounds the double's exact
 * decimal value half away from zero (0.7995 → "80.0 %", 0.00045 → "0.05 %" at two), and a
 * workbook's number format rounds the same displayed digits.
 */
const PERCENT = [0, 1, 2, 3].map(
  (d) =>
    new Intl.NumberFormat("en", {
      style: "percent",
      minimumFractionDigits: d,
      maximumFractionDigits: d,
      useGrouping: false,
    }),
);
const printed = (x: number, d: number): string => PERCENT[d]!.format(x);
const printedZero = (x: number, d: number): boolean => /^-?0(\.0*)?%$/.test(printed(x, d));

/**
 * The fewest percent decimals (1–3) at which a value off its target prints unlike it: value
 * and target differ, and the gap is not a printed zero. On target, the default.
 */
export function verdictDecimals(
  verdict: Verdict | null,
  value: number | null,
  target: number | null,
): number {
  if (verdict === null || verdict === "target" || value === null || target === null)
    return VERDICT_DECIMALS.base;
  for (let d: number = VERDICT_DECIMALS.base; d < VERDICT_DECIMALS.max; d++) {
    if (printed(value, d) !== printed(target, d) && !printedZero(value - target, d)) return d;
  }
  return VERDICT_DECIMALS.max;
}

function judge(
  metric: VerdictResult["metric"],
  value: number | null,
  target: number | null,
  band: number,
  fallbackFrom: VerdictResult["fallbackFrom"] = null,
): VerdictResult {
  const watchFrom = target === null ? null : target - band;
  const verdict = decide(value, target, watchFrom);
  const gap = value === null || target === null ? null : value - target;
  return {
    verdict,
    metric,
    fallbackFrom,
    value,
    target,
    watchFrom,
    gap,
    decimals: verdictDecimals(verdict, value, target),
  };
}

/** The plant's or portfolio's targets the verdicts compare with. */
export interface VerdictTargets {
  pr: number | null;
  availability: number | null;
}

type Judged = Pick<
  MonthlyMetrics,
  "budgetVariance" | "pr" | "prEffective" | "prTemperatureCorrected" | "availability" | "irradiationVariance"
>;

/**
 * The PR the definition chose, or the IEC PR when the chosen one cannot be had this month (no
 * temperature coefficient, no cell temperatures, no effective PR from the service): the verdict
 * falls back, labelled, instead of silently vanishing (DESIGN.md "Numbers beside a verdict").
 */
function prVerdict(m: Judged, target: number | null, rules: VerdictRules): VerdictResult {
  const chosen = rules.pr.metric;
  if (m[chosen] === null && chosen !== "pr" && m.pr !== null)
    return judge("pr", m.pr, target, rules.pr.watch, chosen);
  return judge(chosen, m[chosen], target, rules.pr.watch);
}

export function verdicts(m: Judged, targets: VerdictTargets, rules: VerdictRules): Verdicts {
  return {
    energy: judge("budgetVariance", m.budgetVariance, 0, rules.energy.watch),
    pr: prVerdict(m, targets.pr, rules),
    availability: judge("availability", m.availability, targets.availability, rules.availability.watch),
    irradiation: judge("irradiationVariance", m.irradiationVariance, 0, rules.irradiation.watch),
  };
}
