/**
 * The month in one sentence, from the model's verdicts (never re-decided here), e.g.
 * "Energy +2.5% against the budget for the 30 of 31 days covered (On target); irradiation
 * +7.6% against normal (At or above normal); PR (IEC 61724-1) 76.2% against a target of 80.0%
 * (Below target); availability 95.2% against a target of 98.0% (Below target); 3 days without
 * a measured yield, 2 of them estimated". Each clause is one catalog message (word order is
 * the language's); clauses are joined as a list.
 */
import type { PlantReport } from "../../metrics/model.js";
import type { Formatters } from "./format.js";
import { reportedDays } from "./headline.js";
import { PR_KEY } from "./labels.js";
import { verdictLabel } from "./status.js";

function energy(plant: PlantReport, fmt: Formatters): string {
  const m = plant.metrics;
  if (m.budgetVariance === null)
    return fmt.t("pdf.brief.energyNoBudget", { kwh: fmt.number(m.yieldTotalKwh, 0) });
  const covered = m.daysWithData + m.daysEstimated;
  const total = reportedDays(plant);
  const deviation = fmt.signed(m.budgetVariance, "%");
  const verdict = verdictLabel(fmt, plant.verdicts.energy.verdict) ?? "";
  return covered < total
    ? fmt.t("pdf.brief.energyCovered", { deviation, covered, total, verdict })
    : fmt.t("pdf.brief.energy", { deviation, verdict });
}

function ratios(plant: PlantReport, fmt: Formatters): string[] {
  const out: string[] = [];
  const { pr, availability: a } = plant.verdicts;
  if (pr.value !== null) {
    const params = {
      name: fmt.t(PR_KEY[pr.metric as keyof typeof PR_KEY]),
      value: fmt.percent(pr.value),
      verdict: verdictLabel(fmt, pr.verdict) ?? "",
    };
    out.push(
      pr.target === null
        ? fmt.t("pdf.brief.prNoTarget", params)
        : fmt.t("pdf.brief.pr", { ...params, target: fmt.percent(pr.target) }),
    );
  }
  if (a.value !== null) {
    const params = { value: fmt.percent(a.value), verdict: verdictLabel(fmt, a.verdict) ?? "" };
    out.push(
      a.target === null
        ? fmt.t("pdf.brief.availabilityNoTarget", params)
        : fmt.t("pdf.brief.availability", { ...params, target: fmt.percent(a.target) }),
    );
  }
  return out;
}

export function verdict(plant: PlantReport, fmt: Formatters): string {
  const m = plant.metrics;
  const v = plant.verdicts;
  if (m.daysWithData === 0 && m.daysEstimated === 0) return fmt.t("pdf.brief.noData");
  const parts = [energy(plant, fmt)];
  if (m.irradiationVariance !== null) {
    const deviation = fmt.signed(m.irradiationVariance, "%");
    const verdict = verdictLabel(fmt, v.irradiation.verdict, true) ?? "";
    parts.push(fmt.t("pdf.brief.irradiation", { deviation, verdict }));
  }
  parts.push(...ratios(plant, fmt));
  const missing = plant.quality.missingDays.length;
  const estimated = plant.quality.estimatedDays.length;
  if (missing > 0) {
    parts.push(
      estimated > 0
        ? fmt.t("pdf.brief.gapsEstimated", { missing, estimated })
        : fmt.t("pdf.brief.gaps", { missing }),
    );
  }
  return parts.join("; ");
}
