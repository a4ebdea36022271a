/**
 * Energy lost to unavailability (DESIGN.md "Monthly figures", availabilityLossKwh). A day at
 * availability A made E, so at full availability it would have made E/A: the loss is
 * E·(1 − A)/A. A day at A = 0 made nothing to scale, so its loss is what the month's
 * available days made per kWh/m² of irradiation (k100) times its irradiation.
 */
import type { DailyRow } from "./model.js";
import { ratio } from "./ratio.js";

/** k100 = Σ(E_d/A_d) / Σ H_d over days with E, H and A > 0: yield at full availability per kWh/m². */
export function fullAvailabilityYield(rows: DailyRow[]): number | null {
  let num = 0;
  let den = 0;
  for (const r of rows) {
    if (r.yieldKwh === null || r.irradiationKwhM2 === null || r.availability === null || r.availability <= 0)
      continue;
    num += r.yieldKwh / r.availability;
    den += r.irradiationKwhM2;
  }
  return ratio(num, den);
}

/** One day's loss: E·(1 − A)/A, or H·k100 at A = 0 (0 without H or k100); null without E and A. */
export function dayLoss(r: DailyRow, k100: number | null): number | null {
  if (r.yieldKwh === null || r.availability === null) return null;
  if (r.availability > 0) return (r.yieldKwh * (1 - r.availability)) / r.availability;
  return r.irradiationKwhM2 !== null && k100 !== null ? r.irradiationKwhM2 * k100 : 0;
}

/** Each day's loss, k100 from the month's own days (`rows` is one month). */
export function dayLosses(rows: DailyRow[]): (number | null)[] {
  const k100 = rows.some((r) => r.availability === 0) ? fullAvailabilityYield(rows) : null;
  return rows.map((r) => dayLoss(r, k100));
}

/** null when no day has both a measured yield and an availability. */
export function availabilityLoss(rows: DailyRow[]): number | null {
  const losses = dayLosses(rows).filter((l): l is number => l !== null);
  if (losses.length === 0) return null;
  let loss = 0;
  for (const l of losses) loss += l;
  return loss;
}
