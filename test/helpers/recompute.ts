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
  budgetVarianceFull: number | null;
  irradiationVariance: number | null;
  revenue: number | null;
  daysWithData: number;
  daysEstimated: number;
  daysCovered: number;
  daysReported: number;
  daysWithoutData: number;
  dataCompleteness: number | null;
  availabilityIrradiationKwhM2: number | null;
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
  const withAH = days.filter((d) => has(d.a) && has(d.h));
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
    budgetVarianceFull: variance(eTot, f.budgetKwh),
    irradiationVariance: variance(h, normal),
    revenue: mTot === null || f.tariff === null ? null : mTot * f.tariff,
    daysWithData,
    daysEstimated,
    daysCovered: daysWithData + daysEstimated,
    daysReported: days.length,
    daysWithoutData: days.filter((d, i) => !has(d.e) && !has(eHat[i] ?? null)).length,
    dataCompleteness: days.length === 0 ? null : daysWithData / days.length,
    availabilityIrradiationKwhM2: withAH.length === 0 ? null : sum(withAH.map((d) => d.h)),
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

/**
 * The bridge of DESIGN.md "bridge" from a period's figures: budget (covered) → weather →
 * availability → curtailment → performance (the rest) → actual → export loss → metered.
 */
export function bridgeOf(x: Figures, f: Pick<Facts, "tariff">) {
  if (x.budgetCoveredKwh === null || x.yieldTotalKwh === null) return null;
  const weather = x.irradiationVariance === null ? null : x.budgetCoveredKwh * x.irradiationVariance;
  const availability = x.availabilityLossKwh === null ? null : -x.availabilityLossKwh;
  const curtailment = x.overspillKwh === null || x.overspillKwh === 0 ? 0 : -x.overspillKwh;
  const performance =
    x.yieldTotalKwh - x.budgetCoveredKwh - (weather ?? 0) - (availability ?? 0) - curtailment;
  const exportLoss = x.meterYieldTotalKwh === null ? null : x.meterYieldTotalKwh - x.yieldTotalKwh;
  const kwh = {
    budgetKwh: x.budgetCoveredKwh,
    weatherKwh: weather,
    availabilityKwh: availability,
    curtailmentKwh: curtailment,
    performanceKwh: performance,
    actualKwh: x.yieldTotalKwh,
    exportLossKwh: exportLoss,
    meteredKwh: x.meterYieldTotalKwh,
  };
  const t = f.tariff;
  const at = (v: number | null) => (v === null || t === null ? null : v * t);
  return {
    ...kwh,
    value:
      t === null
        ? null
        : {
            budget: at(kwh.budgetKwh),
            weather: at(weather),
            availability: at(availability),
            curtailment: at(curtailment),
            performance: at(performance),
            actual: at(kwh.actualKwh),
            exportLoss: at(exportLoss),
            metered: x.revenue,
          },
  };
}

/** 1 − Φ(z) by Simpson's rule over the normal density from 0 to |z| (not the product's series). */
export function upperTailBySimpson(z: number): number {
  const n = 20_000;
  const a = Math.abs(z);
  const h = a / n;
  const phi = (x: number) => Math.exp((-x * x) / 2) / Math.sqrt(2 * Math.PI);
  let s = phi(0) + phi(a);
  for (let i = 1; i < n; i++) s += (i % 2 === 0 ? 2 : 4) * phi(i * h);
  const area = (s * h) / 3;
  return z >= 0 ? 0.5 - area : 0.5 + area;
}

/** DESIGN.md "P-levels" from 12 months' total yields (null: a month incomplete). */
export function pLevelOf(totals: (number | null)[], p50: number | null, p90: number | null) {
  if (p50 === null || p90 === null || totals.length !== 12 || totals.some((t) => t === null)) return null;
  const energyKwh = totals.reduce<number>((a, b) => a + b!, 0);
  const sigmaKwh = (p50 - p90) / 1.2816;
  return { energyKwh, sigmaKwh, exceedance: 100 * upperTailBySimpson((energyKwh - p50) / sigmaKwh) };
}

/**
 * The decimals of a percent beside a verdict (DESIGN.md "Numbers beside a verdict"): 1, or up to
 * 3 until the printed value differs from the printed target and the printed gap is not zero.
 */
export function decimalsBeside(verdict: string | null, value: number | null, target: number | null): number {
  if (verdict === null || verdict === "target" || value === null || target === null) return 1;
  const print = (x: number, d: number) =>
    new Intl.NumberFormat("en", {
      style: "percent",
      minimumFractionDigits: d,
      maximumFractionDigits: d,
    }).format(x);
  for (let d = 1; d < 3; d++) {
    const zero = Number.parseFloat(print(value - target, d)) === 0;
    if (print(value, d) !== print(target, d) && !zero) return d;
  }
  return 3;
}
