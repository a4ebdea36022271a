/**
 * The contract's money rules (DESIGN.md "Contracts and guarantees"): the price adjustment
 * factor, energy damages, the degraded PR guarantee and the shortfall's rounding.
 */
import { roundHalfUp } from "./money.js";

/** AA = 1 at or above A_g; 1 − k·(A_g − A_c) down to the floor; 0 below it; clamped to [0, 1]. */
export function adjustmentFactor(
  contractual: number,
  guaranteed: number,
  slope: number,
  floor: number,
): number {
  if (contractual >= guaranteed) return 1;
  if (contractual < floor) return 0;
  return Math.min(1, Math.max(0, 1 - slope * (guaranteed - contractual)));
}

/** max(0, A_g − A_c) × (E + L − L_excl) × price. */
export function energyDamages(
  contractual: number,
  guaranteed: number,
  contractualBaseKwh: number,
  price: number,
): number {
  return Math.max(0, guaranteed - contractual) * contractualBaseKwh * price;
}

export function capped(damages: number | null, cap: number | undefined): number | null {
  return damages === null || cap === undefined ? damages : Math.min(damages, cap);
}

/** PR_g,y: linear PR_g0·(1 − δ·y), compound PR_g0·(1 − δ)^y, y = completed contract years. */
export function guaranteedPr(
  first: number,
  degradation: number,
  mode: "linear" | "compound",
  years: number,
): number {
  return mode === "linear" ? first * (1 - degradation * years) : first * (1 - degradation) ** years;
}

/**
 * Half-up to 0.001, after trimming the binary noise of the subtraction (0.0125 stored as
 * 0.012499999… is the contract's 0.0125 and rounds to 0.013).
 */
export function roundShortfall(x: number): number {
  return roundHalfUp(x, 3);
}
