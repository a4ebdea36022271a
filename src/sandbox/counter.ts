/**
 * The plant's lifetime energy counter (historical_plant_total_yield): zero at
 * commissioning, then the running sum of daily yields, so day-to-day differences match
 * the daily yield. The meter keeps counting through communication outages (offline
 * days). Running sums are cached per plant and extended on demand.
 */
import { clearnessOfDraws, dayFigures, weatherDraw } from "./figures.js";
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
    if (sums.length <= day - start) this.extend(site, sums, day - start);
    return Math.round(sums[day - start]! * 1000) / 1000;
  }

  /** Day after day, each weather draw is made once, not once for each of the three days it weighs in. */
  private extend(site: PlantSite, sums: number[], last: number): void {
    const start = site.commissionDay;
    let u1 = weatherDraw(site, start + sums.length - 1);
    let u2 = weatherDraw(site, start + sums.length - 2);
    for (let i = sums.length; i <= last; i++) {
      const u0 = weatherDraw(site, start + i);
      const kt = clearnessOfDraws(site, u0, u1, u2);
      sums.push((sums[i - 1] ?? 0) + dayFigures(site, start + i, kt).yieldKwh);
      u2 = u1;
      u1 = u0;
    }
  }
}
