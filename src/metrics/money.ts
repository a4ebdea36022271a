/**
 * Money as the contract pays it (docs/figures.md "Contract money", rounding): a figure is
 * rounded half-up to the currency's minor unit where the contract settles it (a guarantee's
 * damages for its period, each cause's lost revenue), and a total is the decimal sum of the
 * rounded figures, so the totals on a page add up to the figures above them.
 */
import { givenDecimals } from "./given-precision.js";

/** Decimals of the currency's minor unit (ISO 4217, as Intl knows it): EUR 2, JPY 0, KWD 3. */
export function minorUnitDecimals(currency: string): number {
  return (
    new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/**
 * Half-up (away from zero) to `decimals`, on the decimal the double stands for: binary noise is
 * trimmed first (1.005 stored as 1.00499… is 1.005 and rounds to 1.01; 0.0125 → 0.013 at 3).
 */
export function roundHalfUp(x: number, decimals: number): number {
  const scale = 10 ** decimals;
  const scaled = Number((Math.abs(x) * scale).toPrecision(12));
  return (Math.sign(x) * Math.floor(scaled + 0.5)) / scale || 0;
}

/** Rounded to the minor unit; null stays null (a figure the plant cannot know). */
export function roundMoney(x: number | null, decimals: number): number | null {
  return x === null ? null : roundHalfUp(x, decimals);
}

/**
 * Σ of figures each written with at most d decimals, at d decimals: the exact decimal sum,
 * without the noise of adding doubles (0.1 + 0.2 is 0.3, 120 + 239.99 is 359.99).
 */
export function decimalSum(values: readonly number[]): number {
  const d = Math.max(0, ...values.map((v) => givenDecimals(v) ?? 0));
  return roundHalfUp(
    values.reduce((s, v) => s + v, 0),
    d,
  );
}
