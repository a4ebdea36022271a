/**
 * The figures index.html prints beside a verdict, for a plant, a client or the portfolio
 * (DESIGN.md "Numbers beside a verdict"): the value, its target and the gap at the verdict's
 * own decimals (manifest `verdictDetails[f].decimals`), so 79.95 % against 80 % reads
 * "79.95%, target 80.00% (-0.05 pp)" beside "Watch", never "80.0% against 80.0%". The target is
 * the entry's own (`targets`: a plant's, or the portfolio's and a client's weighted ones), and a
 * PR verdict that fell back to the IEC PR is labelled as such. Formatting only.
 */
import type { MonthlyMetrics, Verdict, VerdictFigure, VerdictRules } from "../../metrics/model.js";
import type { VerdictDetail } from "../../output/manifest.js";
import type { IndexFormat } from "./index-format.js";

type PrMetric = VerdictRules["pr"]["metric"];
const PR_METRICS: readonly string[] = ["pr", "prTemperatureCorrected", "prEffective"];

/** What a plant, a client and the portfolio share of their manifest entries (older manifests lack the details). */
export interface Judgeable {
  metrics: Pick<
    MonthlyMetrics,
    | "yieldTotalKwh"
    | "yieldEstimatedKwh"
    | "budgetVariance"
    | "budgetVarianceFull"
    | "revenue"
    | "pr"
    | "prEffective"
    | "prTemperatureCorrected"
    | "availability"
    | "irradiationVariance"
  >;
  verdicts?: Record<VerdictFigure, Verdict | null>;
  verdictDetails?: Record<VerdictFigure, VerdictDetail>;
  targets?: { pr: number | null; availability: number | null };
}

export interface Judged {
  /** The value at the verdict's decimals. */
  value: string;
  /** Lines under it: the PR fallback's label, the target with the gap. */
  notes: string[];
}

const decimalsOf = (e: Judgeable, fig: VerdictFigure) => e.verdictDetails?.[fig]?.decimals ?? 1;

/** The PR the verdict judged: the definition's choice, or the IEC PR it fell back to. */
export function judgedPrMetric(e: Judgeable, chosen: PrMetric): PrMetric {
  const metric = e.verdictDetails?.pr?.metric;
  return metric !== undefined && PR_METRICS.includes(metric) ? (metric as PrMetric) : chosen;
}

/** Energy against its budget (days covered) or irradiation against normal: judged against 0. */
export function judgedVariance(e: Judgeable, fig: "energy" | "irradiation", f: IndexFormat): string {
  const value = fig === "energy" ? e.metrics.budgetVariance : e.metrics.irradiationVariance;
  return f.varianceAt(value, decimalsOf(e, fig));
}

/**
 * PR or availability with its target and gap; `withTarget` false leaves the target out (a
 * failed plant is not judged).
 */
export function judgedRatio(
  e: Judgeable,
  fig: "pr" | "availability",
  chosen: PrMetric,
  f: IndexFormat,
  withTarget = true,
): Judged {
  const L = f.labels;
  const d = decimalsOf(e, fig);
  const detail = e.verdictDetails?.[fig];
  const metric = fig === "pr" ? judgedPrMetric(e, chosen) : "availability";
  const notes: string[] = [];
  const from = fig === "pr" ? detail?.fallbackFrom : null;
  if (from) notes.push(L.prFallback(L.prColumn.pr, L.prLabel[from as PrMetric] ?? from));
  const target = e.targets?.[fig] ?? null;
  if (withTarget && target !== null) {
    const gap = detail?.gap;
    const printed = f.ratioAt(target, d);
    notes.push(gap == null ? L.target(printed) : L.targetGap(printed, f.signedPointsAt(gap, d)));
  }
  return { value: f.ratioAt(e.metrics[metric], d), notes };
}
