/**
 * Estimates for missing days (DESIGN.md "Monthly figures", estimated values): a day whose
 * yield is missing is estimated from its meter yield, else from its irradiation, with ratios
 * taken from the same month's days where both values were measured; the meter likewise.
 * Estimates live beside the measured values, never in their place, so every output can say
 * which days and how much of a total were estimated.
 */
import type { DailyRow, EstimationRatios } from "./model.js";
import { ratio } from "./ratio.js";

type Field = "yieldKwh" | "meterYieldKwh" | "irradiationKwhM2";

/** Σ a / Σ b over the rows where both are measured; null without such a row or when Σ b is 0. */
function ratioOfSums(rows: DailyRow[], a: Field, b: Field): number | null {
  let num = 0;
  let den = 0;
  let seen = false;
  for (const r of rows) {
    const x = r[a];
    const y = r[b];
    if (x === null || y === null) continue;
    num += x;
    den += y;
    seen = true;
  }
  return seen ? ratio(num, den) : null;
}

export function estimationRatios(rows: DailyRow[]): EstimationRatios {
  return {
    meterPerYield: ratioOfSums(rows, "meterYieldKwh", "yieldKwh"),
    yieldPerIrradiation: ratioOfSums(rows, "yieldKwh", "irradiationKwhM2"),
    meterPerIrradiation: ratioOfSums(rows, "meterYieldKwh", "irradiationKwhM2"),
  };
}

function estimateYield(
  r: DailyRow,
  k: EstimationRatios,
): Pick<DailyRow, "yieldEstimatedKwh" | "yieldEstimateSource"> {
  if (r.yieldKwh === null && r.status !== "future") {
    if (r.meterYieldKwh !== null && k.meterPerYield !== null && k.meterPerYield > 0) {
      return { yieldEstimatedKwh: r.meterYieldKwh / k.meterPerYield, yieldEstimateSource: "meter" };
    }
    if (r.irradiationKwhM2 !== null && k.yieldPerIrradiation !== null) {
      return {
        yieldEstimatedKwh: r.irradiationKwhM2 * k.yieldPerIrradiation,
        yieldEstimateSource: "irradiation",
      };
    }
  }
  return { yieldEstimatedKwh: null, yieldEstimateSource: null };
}

function estimateMeter(
  r: DailyRow,
  k: EstimationRatios,
): Pick<DailyRow, "meterYieldEstimatedKwh" | "meterYieldEstimateSource"> {
  if (r.meterYieldKwh === null && r.status !== "future") {
    if (r.yieldKwh !== null && k.meterPerYield !== null) {
      return { meterYieldEstimatedKwh: r.yieldKwh * k.meterPerYield, meterYieldEstimateSource: "yield" };
    }
    if (r.irradiationKwhM2 !== null && k.meterPerIrradiation !== null) {
      return {
        meterYieldEstimatedKwh: r.irradiationKwhM2 * k.meterPerIrradiation,
        meterYieldEstimateSource: "irradiation",
      };
    }
  }
  return { meterYieldEstimatedKwh: null, meterYieldEstimateSource: null };
}

/** The rows with Ê_d and M̂_d filled in for the days whose own value is missing. */
export function withEstimates(rows: DailyRow[], k: EstimationRatios): DailyRow[] {
  return fillEstimates(
    rows.map((r) => ({ ...r })),
    k,
  );
}

/**
 * withEstimates on rows nobody else holds yet (buildDailyRows' fresh rows): filled in place,
 * the estimates read only measured fields, so the order of the two fills does not matter.
 */
export function fillEstimates(rows: DailyRow[], k: EstimationRatios): DailyRow[] {
  for (const r of rows) {
    const y = estimateYield(r, k);
    const m = estimateMeter(r, k);
    r.yieldEstimatedKwh = y.yieldEstimatedKwh;
    r.yieldEstimateSource = y.yieldEstimateSource;
    r.meterYieldEstimatedKwh = m.meterYieldEstimatedKwh;
    r.meterYieldEstimateSource = m.meterYieldEstimateSource;
  }
  return rows;
}
