/**
 * An independent recomputation of DESIGN.md "Monthly figures" for end-to-end tests: written
 * from the design text, not from src/metrics, and fed only with what the service served
 * (canonical units). If the product's figures and these agree to 1e-9, both read the design
 * the same way.
 */

export interface Day {
  e: number | null;
  m: number | null;
  h: number | null;
  r: number | null;
  a: number | null;
  t: number | null;
  o: number | null;
}

export interface Facts {
  capacityKwp: number | null;
  gamma: number | null;
  tariff: number | null;
  /** budget of the reported period (prorated for a month in progress) */
  budgetKwh: number | null;
  /** the calendar month's normal irradiation (whole month) */
  normalKwhM2: number | null;
  daysInMonth: number;
}

const has = (x: number | null): x is number => x !== null;

function sum(xs: (number | null)[]): number | null {
  const v = xs.filter(has);
  return v.length === 0 ? null : v.reduce((a, b) => a + b, 0);
}

function div(a: number | null, b: number | null): number | null {
  return a === null || b === null || b === 0 ? null : a / b;
}

function both(days: Day[], a: keyof Day, b: keyof Day): number | null {
  const pairs = days.filter((d) => has(d[a]) && has(d[b]));
  if (pairs.length === 0) return null;
  return div(sum(pairs.map((d) => d[a])), sum(pairs.map((d) => d[b])));
}

function weighted(days: Day[], x: keyof Day): number | null {
  const pairs = days.filter((d) => has(d[x]) && has(d.h));
  if (pairs.length === 0) return null;
  return div(sum(pairs.map((d) => d[x]! * d.h!)), sum(pairs.map((d) => d.h)));
}

export interface Figures {
  yieldKwh: number | null;
  meterYieldKwh: number | null;
  yieldTotalKwh: number | null;
  meterYieldTotalKwh: number | null;
  yieldEstimatedKwh: number | null;
  meterYieldEstimatedKwh: number | null;
  irradiationKwhM2: number | null;
  pr: number | null;
  prEffective: number | null;
  prTemperatureCorrected: number | null;
  availability: number | null;
  availabilityLossKwh: number | null;
  cellTemperatureC: number | null;
  overspillKwh: number | null;
  specificYieldKwhKwp: number | null;
  budgetCoveredKwh: number | null;
  budgetVariance: number | null;
  irradiationVariance: number | null;
  revenue: number | null;
  daysWithData: number;
  daysEstimated: number;
  /** for the IEC portfolio PR */
  iecE: number;
  iecRef: number;
}

/** The figures of one period (its reported days) from its days. */
export function figures(days: Day[], f: Facts): Figures {
  const kME = both(days, "m", "e");
  const kEH = both(days, "e", "h");
  const kMH = both(days, "m", "h");
  const eHat = days.map((d) => {
    if (has(d.e)) return null;
    if (has(d.m) && kME !== null && kME > 0) return d.m / kME;
    if (has(d.h) && kEH !== null) return d.h * kEH;
    return null;
  });
  const mHat = days.map((d) => {
    if (has(d.m)) return null;
    if (has(d.e) && kME !== null) return d.e * kME;
    if (has(d.h) && kMH !== null) return d.h * kMH;
    return null;
  });
  const e = sum(days.map((d) => d.e));
  const m = sum(days.map((d) => d.m));
  const eEst = sum(eHat);
  const mEst = sum(mHat);
  const eTot = e === null && eEst === null ? null : (e ?? 0) + (eEst ?? 0);
  const mTot = m === null && mEst === null ? null : (m ?? 0) + (mEst ?? 0);
  const p0 = f.capacityKwp !== null && f.capacityKwp > 0 ? f.capacityKwp : null;
  const eh = days.filter((d) => has(d.e) && has(d.h));
  const iecE = sum(eh.map((d) => d.e)) ?? 0;
  const iecRef = p0 === null ? 0 : p0 * (sum(eh.map((d) => d.h)) ?? 0);
  const eht = eh.filter((d) => has(d.t));
  const prT =
    p0 === null || f.gamma === null || eht.length === 0
      ? null
      : div(sum(eht.map((d) => d.e)), p0 * sum(eht.map((d) => d.h! * (1 + f.gamma! * (d.t! - 25))))!);
  const withA = days.filter((d) => has(d.e) && has(d.a));
  const full = days.filter((d) => has(d.e) && has(d.h) && has(d.a) && d.a! > 0);
  const k100 = full.length === 0 ? null : div(sum(full.map((d) => d.e! / d.a!)), sum(full.map((d) => d.h)));
  const loss =
    withA.length === 0
      ? null
      : withA.reduce((acc, d) => {
          if (d.a! > 0) return acc + (d.e! * (1 - d.a!)) / d.a!;
          return has(d.h) && k100 !== null ? acc + d.h * k100 : acc;
        }, 0);
  const daysWithData = days.filter((d) => has(d.e)).length;
  const daysEstimated = eHat.filter(has).length;
  const covered = f.budgetKwh === null ? null : (f.budgetKwh * (daysWithData + daysEstimated)) / days.length;
  const h = sum(days.map((d) => d.h));
  const daysWithH = days.filter((d) => has(d.h)).length;
  const normal =
    f.normalKwhM2 === null || daysWithH === 0 ? null : (f.normalKwhM2 * daysWithH) / f.daysInMonth;
  const variance = (a: number | null, b: number | null) => {
    const r = div(a, b);
    return r === null ? null : r - 1;
  };
  return {
    yieldKwh: e,
    meterYieldKwh: m,
    yieldTotalKwh: eTot,
    meterYieldTotalKwh: mTot,
    yieldEstimatedKwh: eTot === null ? null : (eEst ?? 0),
    meterYieldEstimatedKwh: mTot === null ? null : (mEst ?? 0),
    irradiationKwhM2: h,
    pr: p0 === null || eh.length === 0 ? null : div(iecE, iecRef),
    prEffective: weighted(days, "r"),
    prTemperatureCorrected: prT,
    availability: weighted(days, "a"),
    availabilityLossKwh: loss,
    cellTemperatureC: weighted(days, "t"),
    overspillKwh: sum(days.map((d) => d.o)),
    specificYieldKwhKwp: div(eTot, p0),
    budgetCoveredKwh: covered,
    budgetVariance: variance(eTot, covered),
    irradiationVariance: variance(h, normal),
    revenue: mTot === null || f.tariff === null ? null : mTot * f.tariff,
    daysWithData,
    daysEstimated,
    iecE,
    iecRef,
  };
}

/** Relative error ≤ 1e-9, or both null. */
export function closeTo(actual: number | null | undefined, expected: number | null): string | null {
  if (expected === null) return actual === null ? null : `expected null, got ${actual}`;
  if (actual === null || actual === undefined) return `expected ${expected}, got ${actual}`;
  const rel = Math.abs(actual - expected) / Math.max(Math.abs(expected), 1e-12);
  return rel <= 1e-9 ? null : `${actual} vs ${expected} (relative error ${rel.toExponential(2)})`;
}
