/**
 * Synthetic daily figures of one plant, canonical units (kWh, kWh/m², fractions, °C).
 * H = H0 × Kt (Duffie & Beckman §2.9, clearness index). PR follows the plant's module power
 * temperature coefficient γ: PR = PR_25 · (1 + γ·(T − 25)), so cold days gain and hot days
 * lose (the effect IEC 61724-1's temperature-corrected PR removes). Yield = P_STC × H × PR ×
 * availability, i.e. the IEC 61724-1 relation PR = Y_f / Y_r solved for the final yield.
 */
import { dayOfYear } from "./calendar.js";
import { isGapDay } from "./gaps.js";
import type { PlantSite } from "./plants.js";
import { hashUnit } from "./random.js";
import { extraterrestrialKwhM2 } from "./solar.js";

export interface DayFigures {
  irradiationKwhM2: number;
  pr: number;
  availability: number;
  cellTemperatureC: number;
  yieldKwh: number;
  meterYieldKwh: number;
  overspillKwh: number;
  /** clearness index of the day (drives the intraday profile and overspill) */
  kt: number;
}

export const RATES = {
  /** share of plant-days with no data at all (spec rule 2: offline) */
  offline: 0.01,
  /** share of values served as null (spec rule 3) */
  nullValue: 0.015,
  /** share of plant-days delivered more than 24 h late (freshness `No Update`) */
  late: 0.03,
  /** share of plant-days with a partial outage */
  outage: 0.02,
  /** meter yield / inverter yield: transformer and cable losses */
  meterRatio: 0.985,
} as const;

const HOUR_MS = 3_600_000;
/** 10 ** dp for the decimals the figures are rounded to (a table: `**` is not folded in a hot loop). */
const SCALE = [1, 10, 100, 1000, 10_000, 100_000];
const round = (v: number, dp: number) => Math.round(v * SCALE[dp]!) / SCALE[dp]!;
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Clearness index: a weighted mean of this day's and the two previous days' draws, so weather persists. */
export function clearnessIndex(site: PlantSite, day: number): number {
  return clearnessOfDraws(
    site,
    weatherDraw(site, day),
    weatherDraw(site, day - 1),
    weatherDraw(site, day - 2),
  );
}

/** A day's weather draw (each is used by three days' clearness index). */
export function weatherDraw(site: PlantSite, day: number): number {
  return hashUnit(site.plant.id, day, "kt");
}

/** The clearness index from the draws of the day and the two days before it. */
export function clearnessOfDraws(site: PlantSite, u0: number, u1: number, u2: number): number {
  const x = 0.5 * u0 + 0.3 * u1 + 0.2 * u2;
  return clamp(site.ktMean + (x - 0.5) * 0.8, 0.25, 0.75);
}

/**
 * Mean daytime ambient temperature without the day's noise: cooler towards the poles, a
 * seasonal swing growing with latitude, warmest in mid-July (north) or mid-January (south).
 */
export function ambientNormalC(site: PlantSite, day: number): number {
  const absLat = Math.abs(site.lat);
  const peak = site.lat >= 0 ? 200 : 17;
  const seasonal = 0.25 * absLat * Math.cos((2 * Math.PI * (dayOfYear(day) - peak)) / 365);
  return 28 - 0.35 * absLat + seasonal;
}

/** Cell temperature rise over ambient per unit of clearness index (sunnier days heat modules more). */
export const CELL_RISE = { base: 4, perKt: 35 } as const;

/**
 * The day's irradiance-weighted mean cell temperature (the daily value a monitoring system
 * reports): ambient plus a rise that grows with the day's sunshine (NOCT-style heating).
 */
function cellTemperature(site: PlantSite, day: number, kt: number): number {
  const ambient = ambientNormalC(site, day) + (hashUnit(site.plant.id, day, "ta") - 0.5) * 4;
  return ambient + CELL_RISE.base + CELL_RISE.perKt * kt;
}

function availability(site: PlantSite, day: number): number {
  if (isGapDay(site.plant.id, day, "trip")) return 0;
  const u = hashUnit(site.plant.id, day, "outage");
  const v = hashUnit(site.plant.id, day, "availability");
  return u < RATES.outage ? 0.3 + 0.6 * v : Math.min(1, 0.97 + 0.031 * v);
}

/** `kt`: the day's clearness index when the caller has it (a running counter, day after day). */
export function dayFigures(site: PlantSite, day: number, kt = clearnessIndex(site, day)): DayFigures {
  const h = round(extraterrestrialKwhM2(site.lat, dayOfYear(day)) * kt, 4);
  const tCell = round(cellTemperature(site, day, kt), 2);
  const noise = (hashUnit(site.plant.id, day, "prnoise") - 0.5) * 0.02;
  const avail = round(availability(site, day), 5);
  const thermal = 1 + site.temperatureCoefficient * (tCell - 25);
  // A plant down all day converts nothing: the service reports its PR as 0 too.
  const pr = avail === 0 ? 0 : round(clamp(site.prBase * thermal + noise, 0.6, 0.98), 5);
  const yieldKwh = round(site.capacityKwp * h * pr * avail, 3);
  const overspill = site.exportLimited && kt > 0.6 ? yieldKwh * (kt - 0.6) * 0.5 : 0;
  return {
    irradiationKwhM2: h,
    pr,
    availability: avail,
    cellTemperatureC: tCell,
    yieldKwh,
    meterYieldKwh: round(yieldKwh * RATES.meterRatio, 3),
    overspillKwh: round(overspill, 3),
    kt,
  };
}

/** No data at all that day: before commissioning, or a communication outage. */
export function isOffline(site: PlantSite, day: number): boolean {
  return day < site.commissionDay || hashUnit(site.plant.id, day, "offline") < RATES.offline;
}

export function isNullValue(site: PlantSite, day: number, kpi: string): boolean {
  return hashUnit(site.plant.id, day, kpi, "null") < RATES.nullValue;
}

/** Time after the end of the local day at which its data reached the service. */
export function deliveryDelayMs(site: PlantSite, day: number): number {
  const u = hashUnit(site.plant.id, day, "delay");
  const late = hashUnit(site.plant.id, day, "late") < RATES.late;
  return late ? (25 + 71 * u) * HOUR_MS : (0.1 + 2.9 * u) * HOUR_MS;
}
