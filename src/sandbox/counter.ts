/**
 * The plant's lifetime energy counter (historical_plant_total_yield): zero at
 * commissioning, then the running sum of daily yields, so day-to-day differences match
 * the daily yield. The meter keeps counting through communication outages (offline
 * days). Running sums are cached per plant and extended on demand.
 */
import { dayFigures } from "./figures.js";
import type { PlantSite } from "./plants.js";

export class TotalYieldCounter {
  /** plant id → reading at the end of commissionDay + i */
  private readonly sums = new Map<string, number[]>();

  /** Counter reading at the end of `day`, kWh. */
  at(site: PlantSite, day: number): number {
    const start = site.commissionDay;
    if (day < start) return 0;
    let sums = this.sums.get(site.plant.id);
    if (!sums) {
      sums = [];
      this.sums.set(site.plant.id, sums);
    }
    for (let i = sums.length; i <= day - start; i++) {
      sums.push((sums[i - 1] ?? 0) + dayFigures(site, start + i).yieldKwh);
    }
    return Math.round(sums[day - start]! * 1000) / 1000;
  }
}
