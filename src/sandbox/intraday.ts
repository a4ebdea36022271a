/**
 * POST /data/plant/daily: quarter-hour series for one plant-local day. Every point's ts is
 * the day key (spec: ts is derived from the date, not the measurement time); points are in
 * slot order, 96 per full day, fewer for today (only completed slots). Irradiance follows a
 * half-sine between sunrise and sunset scaled so it integrates to the day's H.
 */
import type { DailyKpi, KpiDataEntry, KpiPoint } from "../api/types.js";
import { dayOfYear, formatDay, localMidnight } from "./calendar.js";
import type { Dataset } from "./dataset.js";
import { type DayFigures, deliveryDelayMs, isNullValue } from "./figures.js";
import { DAILY_QUANTITIES, formatValue, isDailyKpi } from "./kpis.js";
import type { PlantSite } from "./plants.js";
import { dayLengthHours } from "./solar.js";

export const SLOTS_PER_DAY = 96;
export const SLOT_H = 0.25;
export const SLOT_MS = 15 * 60_000;

/** Relative sun profile per slot (sums to 1 / SLOT_H, i.e. integrates to 1 over the day). */
export function sunProfile(site: PlantSite, day: number): number[] {
  const length = dayLengthHours(site.lat, dayOfYear(day));
  // Solar noon in local clock time: the zone's standard meridian vs the site's longitude.
  const meridianGap = ((((site.offsetMin / 60) * 15 - site.lon + 540) % 360) + 360) % 360;
  const noon = 12 + (meridianGap - 180) / 15;
  const raw = Array.from({ length: SLOTS_PER_DAY }, (_, i) => {
    const t = (i + 0.5) * SLOT_H;
    const x = (t - (noon - length / 2)) / length;
    return x > 0 && x < 1 ? Math.sin(Math.PI * x) : 0;
  });
  const area = raw.reduce((a, b) => a + b, 0) * SLOT_H;
  return raw.map((v) => (area > 0 ? v / area : 0));
}

/** How many slots of the day the service holds at the clock's now. */
function availableSlots(ds: Dataset, site: PlantSite, day: number): number {
  const today = ds.today(site);
  if (ds.offline(site, day) || day > today) return 0;
  if (day < today) return ds.hasData(site, day) ? SLOTS_PER_DAY : 0;
  // Today: a plant whose day will be delivered late is not sending live data either.
  if (deliveryDelayMs(site, day) > 24 * 3_600_000) return 0;
  return Math.floor((ds.config.now() - localMidnight(day, site.offsetMin)) / SLOT_MS);
}

function cumulative(rate: number[]): number[] {
  let sum = 0;
  return rate.map((r) => {
    sum += r * SLOT_H;
    return sum;
  });
}

/** Canonical slot values of one KPI (kW, kWh, W/m², kWh/m², fraction, °C). */
function series(kpi: DailyKpi, f: DayFigures, profile: number[], totalBefore: number, site: PlantSite) {
  const irradiance = profile.map((p) => p * f.irradiationKwhM2 * 1000);
  const power = profile.map((p) => p * f.yieldKwh);
  const weight = profile.map((p) => p ** 4);
  const weightSum = weight.reduce((a, b) => a + b, 0) * SLOT_H;
  const overspillPower = weight.map((w) => (weightSum > 0 ? (w / weightSum) * f.overspillKwh : 0));
  switch (kpi) {
    case "real_time_plant_active_power":
      return power;
    case "real_time_plant_daily_yield":
      return cumulative(power);
    case "real_time_plant_total_yield":
      return cumulative(power).map((e) => totalBefore + e);
    case "real_time_plant_meter_yield":
      return cumulative(power).map((e) => e * (f.meterYieldKwh / (f.yieldKwh || 1)));
    case "real_time_plant_irradiance":
      return irradiance;
    case "real_time_plant_irradiation":
      return cumulative(irradiance).map((e) => e / 1000);
    case "real_time_plant_overspill_power":
      return overspillPower;
    case "real_time_plant_overspill_energy":
      return cumulative(overspillPower);
    case "real_time_plant_expected_power":
      return irradiance.map((g) => (site.capacityKwp * g * site.prBase) / 1000);
    case "real_time_plant_cell_temperature":
      // Night near ambient, noon a little above the irradiance-weighted daytime mean.
      return profile.map((p) => f.cellTemperatureC - 15 + 20 * (p / (Math.max(...profile) || 1)));
    case "real_time_plant_daily_effective_pr":
      return [f.pr];
  }
}

export function dailyEntry(ds: Dataset, site: PlantSite, kpis: string[], day: number): KpiDataEntry {
  const slots = availableSlots(ds, site, day);
  const figures = ds.figures(site, day);
  const profile = sunProfile(site, day);
  const totalBefore = slots > 0 ? ds.counter.at(site, day - 1) : 0;
  const ts = ds.dayKey(site, day);
  const data: Record<string, KpiPoint[]> = {};
  for (const kpi of kpis) {
    if (!isDailyKpi(kpi)) continue;
    const values = slots > 0 ? series(kpi, figures, profile, totalBefore, site).slice(0, slots) : [];
    data[kpi] = values.map((v, i) => ({
      ts,
      value:
        isNullValue(site, day, `${kpi}#${i}`) || ds.forced.allNull(site.plant.id)
          ? null
          : formatValue(v, DAILY_QUANTITIES[kpi], ds.config.units),
    }));
  }
  return { plant_id: site.plant.id, date: formatDay(day), tz_offset: site.plant.tz_offset, data };
}
