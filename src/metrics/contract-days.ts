/**
 * The days a contract's settlement periods need, from the plant's monthly rows: each day's
 * availabilityLossKwh with its own month's k100 (so a day's loss is the one the month's
 * figures sum), its measured values, and its meter yield measured or estimated.
 */
import { dayLosses } from "./availability-loss.js";
import type { ContractDay } from "./contract.js";
import type { DailyRow } from "./model.js";

export function contractDays(monthRows: readonly DailyRow[][], from: string, to: string): ContractDay[] {
  return monthRows.flatMap((rows) => {
    const losses = dayLosses(rows);
    return rows.flatMap((r, i) =>
      r.date < from || r.date > to
        ? []
        : [
            {
              date: r.date,
              yieldKwh: r.yieldKwh,
              irradiationKwhM2: r.irradiationKwhM2,
              cellTemperatureC: r.cellTemperatureC,
              overspillKwh: r.overspillKwh,
              lossKwh: losses[i]!,
              meterYieldTotalKwh: r.meterYieldKwh ?? r.meterYieldEstimatedKwh,
            },
          ],
    );
  });
}
