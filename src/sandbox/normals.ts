/**
 * Long-term expectations of the sandbox's own weather model, per calendar month: the
 * irradiation normal and the P50 yield a yield assessment of the plant would budget. They
 * are expectations of figures.ts's formulas (not of fresh assumptions), so a month's
 * irradiation variance and budget variance come from its weather, outages and gaps alone.
 */
import { dayOfYear, parseDay } from "./calendar.js";
import { ambientNormalC, CELL_RISE } from "./figures.js";
import type { PlantSite } from "./plants.js";
import { extraterrestrialKwhM2 } from "./solar.js";

/** The availability a yield assessment budgets (contracts typically guarantee 97–99 %). */
export const BUDGET_AVAILABILITY = 0.98;

/** Midpoint grid per uniform draw: enough for E[Kt] to better than 0.1 %. */
const GRID = 20;
let deviations: Float64Array | undefined;

/**
 * The day's clearness index is clamp(Kt_mean + (x − 0.5)·0.8, 0.25, 0.75) with
 * x = 0.5·u0 + 0.3·u1 + 0.2·u2 (figures.ts): its deviations on a grid of (u0, u1, u2).
 */
function clearnessDeviations(): Float64Array {
  if (deviations) return deviations;
  const out = new Float64Array(GRID ** 3);
  let i = 0;
  for (let a = 0; a < GRID; a++)
    for (let b = 0; b < GRID; b++)
      for (let c = 0; c < GRID; c++) {
        const x = (0.5 * (a + 0.5) + 0.3 * (b + 0.5) + 0.2 * (c + 0.5)) / GRID;
        out[i++] = (x - 0.5) * 0.8;
      }
  deviations = out;
  return out;
}

/** E[Kt] and E[Kt²] of the clamped daily clearness index of a site. */
export function clearnessMoments(ktMean: number): { mean: number; square: number } {
  const devs = clearnessDeviations();
  let sum = 0;
  let squares = 0;
  for (const d of devs) {
    const kt = Math.min(0.75, Math.max(0.25, ktMean + d));
    sum += kt;
    squares += kt * kt;
  }
  return { mean: sum / devs.length, square: squares / devs.length };
}

/** Day numbers of each calendar month of a non-leap year (2025), January first. */
function monthDays(): number[][] {
  return Array.from({ length: 12 }, (_, m) => {
    const first = parseDay(`2025-${String(m + 1).padStart(2, "0")}-01`)!;
    const next = m === 11 ? parseDay("2026-01-01")! : parseDay(`2025-${String(m + 2).padStart(2, "0")}-01`)!;
    return Array.from({ length: next - first }, (_, i) => first + i);
  });
}

export interface MonthlyNormals {
  /** expected irradiation per calendar month, kWh/m² */
  irradiationKwhM2: number[];
  /** expected yield at BUDGET_AVAILABILITY per calendar month, kWh */
  yieldKwh: number[];
}

/**
 * Σ_d H0_d·E[Kt] and Σ_d P0·H0_d·PR_25·E[Kt·(1 + γ(T_d − 25))]·A_budget, with
 * T_d = ambient_d + rise_base + rise_per_kt·Kt (linear in Kt, so E[Kt²] enters).
 */
export function monthlyNormals(site: PlantSite): MonthlyNormals {
  const { mean, square } = clearnessMoments(site.ktMean);
  const g = site.temperatureCoefficient;
  const irradiation: number[] = [];
  const yields: number[] = [];
  for (const days of monthDays()) {
    let h = 0;
    let e = 0;
    for (const day of days) {
      const h0 = extraterrestrialKwhM2(site.lat, dayOfYear(day));
      const fixed = 1 + g * (ambientNormalC(site, day) + CELL_RISE.base - 25);
      h += h0 * mean;
      e += h0 * (mean * fixed + g * CELL_RISE.perKt * square);
    }
    irradiation.push(h);
    yields.push(site.capacityKwp * site.prBase * BUDGET_AVAILABILITY * e);
  }
  return { irradiationKwhM2: irradiation, yieldKwh: yields };
}
