/**
 * The two reductions every figure is built from. Both add strictly left to right, so a
 * caller that passes values in a fixed order (date order, then plant order) gets the same
 * double on every run; figures are stored as raw doubles (no rounding) in the model and
 * the manifest, and rounded only for display.
 */

/** Σ of the non-null values; null when there is none (a figure with no valid day is null, never 0). */
export function sumOf(values: Iterable<number | null>): number | null {
  let total = 0;
  let seen = false;
  for (const v of values) {
    if (v === null) continue;
    total += v;
    seen = true;
  }
  return seen ? total : null;
}

export interface Weighted {
  value: number | null;
  weight: number | null;
}

/**
 * Σ(x·w)/Σw over the items where both x and w are present (IEC 61724-1 weights PR by
 * irradiation, so a month's PR is never the plain mean of daily PRs). null when no item
 * qualifies or the weights sum to 0 (e.g. every day present but with zero irradiation).
 */
export function weightedMean(items: Iterable<Weighted>): number | null {
  let num = 0;
  let den = 0;
  for (const { value, weight } of items) {
    if (value === null || weight === null) continue;
    num += value * weight;
    den += weight;
  }
  return den === 0 ? null : num / den;
}
