/**
 * Numbers beside a verdict (DESIGN.md "Numbers beside a verdict"): the judged value, its
 * target and the gap at the verdict's own `decimals`, so a value printed next to its target
 * never reads equal to it while the verdict says watch or below ("79.95% against 80.00%", not
 * "80.0% against 80.0%"). The model decides the decimals and the gap; these only format, so
 * the tiles, the brief sentence, the attention list and the ranking print the same digits.
 */
import type { VerdictResult } from "../../../metrics/model.js";
import { type Formatters, NONE } from "./format.js";
import { PR_KEY } from "./labels.js";

type PrKey = keyof typeof PR_KEY;

/** A ratio judged against its target (PR, availability): "79.95%". */
export function judgedPercent(fmt: Formatters, v: VerdictResult): string {
  return fmt.percent(v.value, v.decimals);
}

/** The target it was judged against, at the same decimals: "80.00%". */
export function targetPercent(fmt: Formatters, v: VerdictResult): string {
  return fmt.percent(v.target, v.decimals);
}

/** The gap (value − target) in percentage points: "−0.05 pp"; null without value and target. */
export function gapPoints(fmt: Formatters, v: VerdictResult): string | null {
  return v.gap === null ? null : fmt.signed(v.gap, "pp", v.decimals);
}

/** A variance judged against zero (energy against budget, irradiation against normal): "−0.04%". */
export function judgedVariance(fmt: Formatters, v: VerdictResult): string {
  return v.value === null ? NONE : fmt.signed(v.value, "%", v.decimals);
}

/** The PR a verdict judged, by name ("PR (IEC 61724-1)"). */
export function prName(fmt: Formatters, v: VerdictResult): string {
  return fmt.t(PR_KEY[v.metric as PrKey]);
}

/** The PR the definition chose but the plant could not have, when the verdict fell back (else null). */
export function prChosen(fmt: Formatters, v: VerdictResult): string | null {
  return v.fallbackFrom === null ? null : fmt.t(PR_KEY[v.fallbackFrom as PrKey]);
}

/** The judged PR's name in a sentence, saying when it stands in for the chosen one. */
export function prNameInSentence(fmt: Formatters, v: VerdictResult): string {
  const chosen = prChosen(fmt, v);
  const name = prName(fmt, v);
  return chosen === null ? name : fmt.t("pdf.pr.fallbackName", { name, chosen });
}
