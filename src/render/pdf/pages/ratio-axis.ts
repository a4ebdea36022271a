/**
 * The value range of a PR or availability chart. Starting at a rounded floor a few points
 * below the lowest value keeps the daily wobble readable, and a span of at least 20 points
 * keeps a 2-point wobble from filling the whole chart (it used to: a 97–99 % month drew as
 * 0 to full height). Never below 0 %, and 100 % on top while every value is a real ratio.
 */
const MIN_SPAN = 0.2;
const STEP = 0.1;
const MARGIN = 0.02;

export function ratioDomain(values: (number | null)[]): [number, number] {
  const v = values.filter((x): x is number => x !== null && Number.isFinite(x));
  if (v.length === 0) return [0, 1];
  const max = Math.max(...v);
  const hi = max <= 1 ? 1 : Math.ceil(max / STEP) * STEP;
  // Rounding to 10 points; the 1e-9 keeps 0.8 − 0.02 from flooring to 0.7 by float error.
  const floor = Math.floor((Math.min(...v) - MARGIN) / STEP + 1e-9) * STEP;
  return [Math.max(0, Math.min(floor, hi - MIN_SPAN)), hi];
}
