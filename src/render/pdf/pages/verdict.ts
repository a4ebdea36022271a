/**
 * The month in one sentence, from the model's verdicts (never re-decided here), e.g.
 * "Energy +2.5% against the budget for the 30 of 31 days covered (On target), −0.8% against
 * the full budget; irradiation +7.6% against normal (At or above normal); PR (IEC 61724-1)
 * 76.2% against a target of 80.0% (Below target); availability 95.2% against a target of 98.0%
 * (Below target); 3 days without a measured yield, 2 of them estimated". Each clause is one
 * catalog message (word order is the language's); clauses are joined as a list. Numbers beside
 * a verdict are printed at its decimals (verdict-figures.ts).
 */
import type { PlantReport, VerdictResult } from "../../../metrics/model.js";
import { type Formatters, NONE } from "./format.js";
import { verdictLabel } from "./status.js";
import { judgedPercent, judgedVariance, prNameInSentence, targetPercent } from "./verdict-figures.js";

/**
 * Energy against the budget of the days covered (the verdict's figure) and, when days are not
 * covered, against the full budget too, each labelled, at the verdict's decimals.
 */
export function energyClause(plant: PlantReport, fmt: Formatters): string {
  const m = plant.metrics;
  const v = plant.verdicts.energy;
  if (m.budgetVariance === null)
    return fmt.t("pdf.brief.energyNoBudget", { kwh: fmt.number(m.yieldTotalKwh, 0) });
  const deviation = judgedVariance(fmt, v);
  const verdict = verdictLabel(fmt, v.verdict) ?? "";
  if (m.daysCovered >= m.daysReported) return fmt.t("pdf.brief.energy", { deviation, verdict });
  const full = m.budgetVarianceFull === null ? NONE : fmt.signed(m.budgetVarianceFull, "%", v.decimals);
  const days = { covered: m.daysCovered, total: m.daysReported };
  return fmt.t("pdf.brief.energyCovered", { deviation, ...days, verdict, full });
}

/** "PR (IEC 61724-1) 79.95% against a target of 80.00% (Watch)": the clause of a PR verdict. */
export function prClause(fmt: Formatters, pr: VerdictResult): string {
  const params = {
    name: prNameInSentence(fmt, pr),
    value: judgedPercent(fmt, pr),
    verdict: verdictLabel(fmt, pr.verdict) ?? "",
  };
  return pr.target === null
    ? fmt.t("pdf.brief.prNoTarget", params)
    : fmt.t("pdf.brief.pr", { ...params, target: targetPercent(fmt, pr) });
}

/** "availability 97.95% against a target of 98.00% (Watch)". */
export function availabilityClause(fmt: Formatters, a: VerdictResult): string {
  const params = { value: judgedPercent(fmt, a), verdict: verdictLabel(fmt, a.verdict) ?? "" };
  return a.target === null
    ? fmt.t("pdf.brief.availabilityNoTarget", params)
    : fmt.t("pdf.brief.availability", { ...params, target: targetPercent(fmt, a) });
}

function ratios(plant: PlantReport, fmt: Formatters): string[] {
  const { pr, availability: a } = plant.verdicts;
  return [
    ...(pr.value === null ? [] : [prClause(fmt, pr)]),
    ...(a.value === null ? [] : [availabilityClause(fmt, a)]),
  ];
}

/** `month`: the report month (YYYY-MM), named when no day of it has ended for the plant yet. */
export function verdict(plant: PlantReport, fmt: Formatters, month: string): string {
  const m = plant.metrics;
  const v = plant.verdicts;
  if (m.daysReported === 0) return fmt.t("pdf.notice.notStarted", { month: fmt.monthYear(month) });
  if (m.daysCovered === 0) return fmt.t("pdf.brief.noData");
  const parts = [energyClause(plant, fmt)];
  if (m.irradiationVariance !== null) {
    const deviation = judgedVariance(fmt, v.irradiation);
    const verdict = verdictLabel(fmt, v.irradiation.verdict, true) ?? "";
    parts.push(fmt.t("pdf.brief.irradiation", { deviation, verdict }));
  }
  parts.push(...ratios(plant, fmt));
  const missing = plant.quality.missingDays.length;
  const estimated = m.daysEstimated;
  if (missing > 0) {
    parts.push(
      estimated > 0
        ? fmt.t("pdf.brief.gapsEstimated", { missing, estimated })
        : fmt.t("pdf.brief.gaps", { missing }),
    );
  }
  return parts.join("; ");
}
