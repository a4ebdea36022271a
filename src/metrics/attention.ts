/**
 * Which plants need someone, and the order plants rank in: decided once here, so the portfolio
 * PDF, a client's pack, the workbooks and index.html list and rank the same plants the same way
 * (DESIGN.md "The one picture": renderers never compute a classification or a rank).
 */
import type { AttentionItem, JudgedFigure, PlantReport, RankEntry, VerdictCount } from "./model.js";

const LEVELS: AttentionItem["level"][] = ["failed", "noData", "below", "watch"];
const JUDGED: JudgedFigure[] = ["energy", "pr", "availability"];

const noData = (p: PlantReport) => p.metrics.daysWithData === 0 && p.metrics.daysEstimated === 0;

function item(p: PlantReport): AttentionItem | null {
  const sanity = p.quality.sanity.map((s) => s.code);
  if (p.status !== "ok") return { plantId: p.id, level: "failed", figures: [], sanity: [] };
  if (noData(p)) return { plantId: p.id, level: "noData", figures: [], sanity };
  const below = JUDGED.filter((f) => p.verdicts[f].verdict === "below");
  const watch = JUDGED.filter((f) => p.verdicts[f].verdict === "watch");
  if (below.length > 0 || sanity.length > 0)
    return { plantId: p.id, level: "below", figures: [...below, ...watch], sanity };
  return watch.length > 0 ? { plantId: p.id, level: "watch", figures: watch, sanity } : null;
}

/**
 * The plants that need someone, most urgent first (failed, no data, a figure below its band or
 * a failed plausibility check), in report order within a level; plants on watch come last and
 * only when `listWatch` (the definition's `verdicts.listWatch`): a list holding every plant a
 * hair short of a target stops being a signal, so by default they are counted (`watchCount`).
 * Each names the judged figures (energy, PR, availability) off target and the checks that failed.
 */
export function attentionOf(
  plants: PlantReport[],
  listWatch = false,
): { attention: AttentionItem[]; watchCount: number } {
  const items = plants.map(item).filter((x): x is AttentionItem => x !== null);
  const levels = listWatch ? LEVELS : LEVELS.filter((l) => l !== "watch");
  return {
    attention: levels.flatMap((level) => items.filter((x) => x.level === level)),
    watchCount: items.filter((x) => x.level === "watch").length,
  };
}

/**
 * Plants by energy against the budget of the days covered (the like-for-like variance), best
 * first, ties in report order; then the ok plants without a variance (no rank), then the failed.
 */
export function rankingOf(plants: PlantReport[]): RankEntry[] {
  const ok = plants.filter((p) => p.status === "ok");
  const ranked = ok
    .filter((p) => p.metrics.budgetVariance !== null)
    .sort((a, b) => b.metrics.budgetVariance! - a.metrics.budgetVariance!);
  return [
    ...ranked.map((p, i) => ({ plantId: p.id, rank: i + 1 })),
    ...ok.filter((p) => p.metrics.budgetVariance === null).map((p) => ({ plantId: p.id, rank: null })),
    ...plants.filter((p) => p.status !== "ok").map((p) => ({ plantId: p.id, rank: null })),
  ];
}

/** The ok plants by verdict for each judged figure: the portfolio PDF's "plants by verdict". */
export function verdictCountsOf(plants: PlantReport[]): Record<JudgedFigure, VerdictCount> {
  const ok = plants.filter((p) => p.status === "ok");
  const count = (f: JudgedFigure): VerdictCount => {
    const c: VerdictCount = { target: 0, watch: 0, below: 0, none: 0 };
    for (const p of ok) c[p.verdicts[f].verdict ?? "none"] += 1;
    return c;
  };
  return { energy: count("energy"), pr: count("pr"), availability: count("availability") };
}
