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

/** null when no day has both a measured yield and an availability. */
export function availabilityLoss(rows: DailyRow[]): number | null {
  const days = rows.filter((r) => r.yieldKwh !== null && r.availability !== null);
  if (days.length === 0) return null;
  const k100 = days.some((r) => r.availability === 0) ? fullAvailabilityYield(rows) : null;
  let loss = 0;
  for (const r of days) {
    const e = r.yieldKwh!;
    const a = r.availability!;
    if (a > 0) loss += (e * (1 - a)) / a;
    else if (r.irradiationKwhM2 !== null && k100 !== null) loss += r.irradiationKwhM2 * k100;
  }
  return loss;
}
