/**
 * The month in one sentence, from the model's verdicts (never re-decided here), e.g.
 * "Energy +2.5% against the budget for the 30 of 31 days covered (On target); irradiation
 * +7.6% against normal (On target); PR (IEC 61724-1) 76.2% against a target of 80.0% (Below
 * target); availability 95.2% against a target of 98.0% (Below target); 3 days without data,
 * 2 of them estimated".
 */
import type { PlantReport } from "../../metrics/model.js";
import type { Formatters } from "./format.js";
import { reportedDays } from "./headline.js";
import { BRIEF, PR_NAME, TILE } from "./labels.js";
import { verdictLabel } from "./status.js";

export function verdict(plant: PlantReport, fmt: Formatters): string {
  const m = plant.metrics;
  const v = plant.verdicts;
  if (m.daysWithData === 0 && m.daysEstimated === 0) return BRIEF.noData;
  const parts: string[] = [];
  const covered = m.daysWithData + m.daysEstimated;
  const all = reportedDays(plant);
  if (m.budgetVariance !== null) {
    const days = covered < all ? TILE.covered(covered, all) : null;
    parts.push(BRIEF.energy(fmt.signed(m.budgetVariance, "%"), days, verdictLabel(v.energy.verdict)!));
  } else parts.push(BRIEF.energyNoBudget(fmt.number(m.yieldTotalKwh, 0)));
  if (m.irradiationVariance !== null) {
    parts.push(
      BRIEF.irradiation(fmt.signed(m.irradiationVariance, "%"), verdictLabel(v.irradiation.verdict)!),
    );
  }
  const pr = v.pr;
  if (pr.value !== null) {
    const target = pr.target === null ? null : fmt.percent(pr.target);
    const name = PR_NAME[pr.metric as keyof typeof PR_NAME];
    parts.push(BRIEF.ratio(name, fmt.percent(pr.value), target, verdictLabel(pr.verdict)!));
  }
  const a = v.availability;
  if (a.value !== null) {
    const target = a.target === null ? null : fmt.percent(a.target);
    parts.push(BRIEF.ratio(BRIEF.availability, fmt.percent(a.value), target, verdictLabel(a.verdict)!));
  }
  const missing = plant.quality.missingDays.length;
  if (missing > 0) parts.push(BRIEF.gaps(missing, plant.quality.estimatedDays.length));
  return parts.join("; ");
}
