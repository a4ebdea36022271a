/**
 * The standard normal distribution's upper tail Q(z) = 1 − Φ(z) = erfc(z/√2)/2, to double
 * precision: the Maclaurin series of erf for |x| < 2.5 (its terms peak near 16, so about one
 * digit is lost), and the continued fraction of erfc beyond (Abramowitz & Stegun 7.1.14,
 * evaluated by the modified Lentz method), which converges fast there.
 */

const SQRT_PI = Math.sqrt(Math.PI);

/** erf(x) = 2/√π · Σ (−1)ⁿ x^(2n+1) / (n! (2n+1)). */
function erfSeries(x: number): number {
  const x2 = x * x;
  let term = x;
  let sum = x;
  for (let n = 1; n < 200; n++) {
    term *= -x2 / n;
    const next = term / (2 * n + 1);
    sum += next;
    if (Math.abs(next) < 1e-17 * Math.abs(sum)) break;
  }
  return (2 / SQRT_PI) * sum;
}

/** erfc(x) for x ≥ 2.5: e^(−x²)/√π / (x + (1/2)/(x + 1/(x + (3/2)/(x + …)))). */
function erfcFraction(x: number): number {
  const tiny = 1e-300;
  let f = x;
  let c = x;
  let d = 0;
  for (let n = 1; n < 500; n++) {
    const a = n / 2;
    d = x + a * d;
    d = d === 0 ? tiny : 1 / d;
    c = x + a / c;
    if (c === 0) c = tiny;
    const delta = c * d;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return Math.exp(-x * x) / SQRT_PI / f;
}

export function erfc(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  if (x >= 2.5) return erfcFraction(x);
  if (x <= -2.5) return 2 - erfcFraction(-x);
  return 1 - erfSeries(x);
}

/** Q(z) = P(Z > z) for a standard normal Z. */
export function upperTail(z: number): number {
  return erfc(z / Math.SQRT2) / 2;
}
