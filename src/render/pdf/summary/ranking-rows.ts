/**
 * The ranking's rows, pure: plants ordered by energy against the budget of the days covered
 * (the like-for-like figure, DESIGN.md "Monthly figures"), best first; plants without a
 * variance after them in report order, then the plants without data. Every value and
 * verdict is the plant's own from the model.
 */
import type { PlantReport, Verdict } from "../../../metrics/model.js";
import type { Formatters } from "../format.js";
import type { PR_KEY } from "../labels.js";
import { qualityNotes } from "../quality-notes.js";

export interface RankCell {
  text: string;
  /** The model's verdict of this figure; undefined: the figure is not judged. */
  verdict?: Verdict | null;
}

export interface RankRow {
  /** 1, 2, …; null for a plant that is not ranked. */
  rank: number | null;
  name: string;
  failed: boolean;
  /** capacity, yield, variance, specific yield, PR, availability; empty when failed. */
  cells: RankCell[];
  /** Why a failed plant has no figures. */
  reason: string | null;
}

/**
 * A failed plant's reason for an owner's eyes: the request line the pipeline prefixes
 * ("POST http://…/v1/data/…: ") names the service's address, not the reason.
 */
export function readableReason(error: string | null): string {
  return (error ?? "").replace(/^[A-Z]+ https?:\/\/\S+: /, "");
}

/** Why a plant failed, in the reader's language (its coded failure), without the service's address. */
export function failureReason(p: PlantReport, fmt: Formatters): string | null {
  if (!p.failure) return null;
  const reason = p.failure.params.reason;
  const params =
    typeof reason === "string" ? { ...p.failure.params, reason: readableReason(reason) } : p.failure.params;
  return qualityNotes(fmt, [{ ...p.failure, params }])[0] ?? null;
}

export function rankedPlants(plants: PlantReport[]): PlantReport[] {
  const ok = plants.filter((p) => p.status === "ok");
  const ranked = ok
    .filter((p) => p.metrics.budgetVariance !== null)
    .sort((a, b) => b.metrics.budgetVariance! - a.metrics.budgetVariance!);
  const unranked = ok.filter((p) => p.metrics.budgetVariance === null);
  return [...ranked, ...unranked, ...plants.filter((p) => p.status !== "ok")];
}

function cells(p: PlantReport, fmt: Formatters): RankCell[] {
  const m = p.metrics;
  const v = p.verdicts;
  const cap = p.capacityKwp;
  const judged = v.pr.metric as keyof typeof PR_KEY;
  return [
    { text: fmt.number(cap, cap !== null && cap < 100 ? 1 : 0) },
    { text: fmt.number(m.yieldTotalKwh, 0) },
    { text: m.budgetVariance === null ? "–" : fmt.signed(m.budgetVariance, "%"), verdict: v.energy.verdict },
    { text: fmt.number(m.specificYieldKwhKwp, 1) },
    { text: fmt.percent(m[judged]), verdict: v.pr.verdict },
    { text: fmt.percent(m.availability), verdict: v.availability.verdict },
  ];
}

export function rankRows(plants: PlantReport[], fmt: Formatters): RankRow[] {
  let rank = 0;
  return rankedPlants(plants).map((p) => {
    const failed = p.status !== "ok";
    const ranked = !failed && p.metrics.budgetVariance !== null;
    return {
      rank: ranked ? ++rank : null,
      name: p.name,
      failed,
      cells: failed ? [] : cells(p, fmt),
      reason: failed ? (failureReason(p, fmt) ?? readableReason(p.error)) : null,
    };
  });
}
