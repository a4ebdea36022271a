/**
 * The energy tile's budget lines (a plant's, a portfolio's, a client's): the budget the energy
 * verdict compares with — the days covered, like for like — and, when some days are not
 * covered, the full budget of the period beside it (the contract's view, DESIGN.md "full
 * budget"), each labelled, both variances at the verdict's decimals.
 */
import type { MonthlyMetrics, VerdictResult } from "../../../metrics/model.js";
import type { Formatters } from "./format.js";
import { judgedVariance } from "./verdict-figures.js";

/** `label · variance`, or the label alone without a variance. */
export function withVariance(label: string, variance: string | null): string {
  return variance === null ? label : `${label} · ${variance}`;
}

type Budgets = Pick<
  MonthlyMetrics,
  "budgetKwh" | "budgetCoveredKwh" | "budgetVariance" | "budgetVarianceFull"
>;

/**
 * `partial`: the budget covers fewer days than the period (else one line: the two budgets are
 * the same); `coveredLabel`: the partial budget's label, given its formatted kWh.
 */
export function budgetLines(
  fmt: Formatters,
  m: Budgets & { budgetKwh: number; budgetCoveredKwh: number },
  v: VerdictResult,
  opts: { inProgress: boolean; partial: boolean; coveredLabel: (kwh: string) => string },
): string[] {
  const t = fmt.t;
  const kwh = fmt.number(m.budgetCoveredKwh, 0);
  const like = m.budgetVariance === null ? null : judgedVariance(fmt, v);
  if (!opts.partial)
    return [withVariance(t(opts.inProgress ? "pdf.tile.budgetToDate" : "pdf.tile.budget", { kwh }), like)];
  const full = m.budgetVarianceFull === null ? null : fmt.signed(m.budgetVarianceFull, "%", v.decimals);
  const fullKwh = fmt.number(m.budgetKwh, 0);
  return [
    withVariance(opts.coveredLabel(kwh), like),
    withVariance(
      t(opts.inProgress ? "pdf.tile.fullBudgetToDate" : "pdf.tile.fullBudget", { kwh: fullKwh }),
      full,
    ),
  ];
}
