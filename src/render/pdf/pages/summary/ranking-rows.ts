/**
 * The ranking's rows, pure: the plants in the model's order with the model's ranks (`ranking`:
 * by energy against the budget of the days covered, best first, then the unranked, then the
 * failed — decided by the model, never sorted here). Every value and verdict is the plant's
 * own from the model; the judged figures are printed at their verdict's decimals.
 */
import type { PlantReport, Verdict } from "../../../../metrics/model.js";
import type { Formatters } from "../format.js";
import { qualityNotes } from "../quality-notes.js";
import { judgedPercent, judgedVariance } from "../verdict-figures.js";
import type { SummaryScope } from "./scope.js";

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
  /** capacity, yield, variance (days covered), variance (full budget), specific yield, PR, availability; empty when failed. */
  cells: RankCell[];
  /** The PR its verdict judges stands in for the definition's choice, which the plant cannot have. */
  prFallback: boolean;
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

/** The PR cell's marker when the verdict fell back to the IEC PR (explained under the table). */
export const FALLBACK_MARK = "*";

function cells(p: PlantReport, fmt: Formatters): RankCell[] {
  const m = p.metrics;
  const v = p.verdicts;
  const cap = p.capacityKwp;
  const energy = m.budgetVariance === null ? "–" : judgedVariance(fmt, v.energy);
  const full = m.budgetVarianceFull === null ? "–" : fmt.signed(m.budgetVarianceFull, "%", v.energy.decimals);
  const pr = `${judgedPercent(fmt, v.pr)}${v.pr.fallbackFrom === null ? "" : FALLBACK_MARK}`;
  return [
    { text: fmt.number(cap, cap !== null && cap < 100 ? 1 : 0) },
    { text: fmt.number(m.yieldTotalKwh, 0) },
    { text: energy, verdict: v.energy.verdict },
    { text: full },
    { text: fmt.number(m.specificYieldKwhKwp, 1) },
    { text: pr, verdict: v.pr.verdict },
    { text: judgedPercent(fmt, v.availability), verdict: v.availability.verdict },
  ];
}

/** The scope's plants in the model's ranking order, with the model's ranks. */
export function rankRows(scope: SummaryScope, fmt: Formatters): RankRow[] {
  const byId = new Map(scope.plants.map((p) => [p.id, p]));
  return scope.summary.ranking.flatMap(({ plantId, rank }) => {
    const p = byId.get(plantId);
    if (p === undefined) return [];
    const failed = p.status !== "ok";
    return [
      {
        rank,
        name: p.name,
        failed,
        cells: failed ? [] : cells(p, fmt),
        prFallback: !failed && p.verdicts.pr.fallbackFrom !== null,
        reason: failed ? (failureReason(p, fmt) ?? readableReason(p.error)) : null,
      },
    ];
  });
}
