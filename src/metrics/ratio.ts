/** a / b, null when either is missing or b is 0 (a ratio against nothing is not a figure). */
export function ratio(a: number | null, b: number | null): number | null {
  return a === null || b === null || b === 0 ? null : a / b;
}

/** a / b − 1: a variance against a reference; null as `ratio` is. */
export function variance(a: number | null, b: number | null): number | null {
  const r = ratio(a, b);
  return r === null ? null : r - 1;
}

/** A figure that overflowed (finite values can sum to Infinity) is no figure. */
export function finite(x: number | null): number | null {
  return x !== null && Number.isFinite(x) ? x : null;
}
