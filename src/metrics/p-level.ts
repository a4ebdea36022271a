/**
 * P-levels (DESIGN.md "P-levels"): where the rolling 12 months' energy falls in the yield
 * study's distribution. With the study's one-year P50 and P90 and a normal distribution
 * assumed, σ = (P50 − P90) / 1.2816 (1.2816 ≈ Φ⁻¹(0.9), the usual figure of yield studies);
 * z = (E₁₂ − P50) / σ, and the exceedance level x = 100 · (1 − Φ(z)): the actual energy equals
 * the P-x value (E₁₂ = P90 gives 90, E₁₂ = P50 gives 50). Never for a single month: a
 * one-year σ does not scale to a month.
 */
import type { MonthSummary, PLevels } from "./model.js";
import { upperTail } from "./normal.js";

/** z of the 90 % exceedance level as yield studies round it. */
export const P90_Z = 1.2816;
export const ROLLING_MONTHS = 12;

export interface YieldStudy {
  p50AnnualKwh: number | null;
  p90AnnualKwh: number | null;
}

/**
 * A month counts when it has ended in the plant's time zone and has a total yield. Its days
 * with neither a measured nor an estimated yield count as no energy: they are counted
 * (`daysWithoutData`) so the level can be read with them in mind, never filled in.
 */
function incomplete(s: MonthSummary, notEnded: string | null): boolean {
  return s.month === notEnded || s.yieldTotalKwh === null;
}

/**
 * `trend`: the plant's months, oldest first, ending with the report month; `openMonth`: the
 * report month when it has not ended for the plant (else null).
 */
export function pLevels(trend: MonthSummary[], study: YieldStudy, openMonth: string | null): PLevels {
  const { p50AnnualKwh: p50, p90AnnualKwh: p90 } = study;
  if (p50 === null || p90 === null || !(p50 > p90))
    return { rolling12: null, missing: { reason: "noYieldStudy", months: [] } };
  const months = trend.slice(-ROLLING_MONTHS);
  if (months.length < ROLLING_MONTHS)
    return { rolling12: null, missing: { reason: "shortHistory", months: [] } };
  const gaps = months.filter((s) => incomplete(s, openMonth)).map((s) => s.month);
  if (gaps.length > 0) return { rolling12: null, missing: { reason: "incompleteMonths", months: gaps } };
  let energyKwh = 0;
  let daysWithoutData = 0;
  for (const s of months) {
    energyKwh += s.yieldTotalKwh!;
    daysWithoutData += s.daysInMonth - s.daysWithData - s.daysEstimated;
  }
  const sigmaKwh = (p50 - p90) / P90_Z;
  const z = (energyKwh - p50) / sigmaKwh;
  return {
    rolling12: {
      from: months[0]!.month,
      to: months[months.length - 1]!.month,
      energyKwh,
      p50Kwh: p50,
      p90Kwh: p90,
      sigmaKwh,
      exceedance: 100 * upperTail(z),
      daysWithoutData,
    },
    missing: null,
  };
}
