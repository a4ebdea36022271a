/**
 * The plant catalogue: public Plant objects (spec, "Plant") plus the physical parameters
 * the generator needs, which the service never serves (capacity, location, behaviour).
 * Per-plant parameters are keyed by the plant id alone, so `sandboxPlantCapacity(id)`
 * needs no sandbox instance.
 */
import type { ConfiguredPlant } from "../api/types.js";
import { offsetMinutes, parseDay } from "./calendar.js";
import { hashUnit, hashUuid } from "./random.js";
import { BIZ_MODELS, PLANT_TYPES, SITES, type SiteTemplate, STRINGS_PER_SCB } from "./sites.js";

export interface PlantSite {
  plant: ConfiguredPlant;
  lat: number;
  lon: number;
  offsetMin: number;
  capacityKwp: number;
  /** Grid export limit: curtailed energy is reported as overspill on sunny days. */
  exportLimited: boolean;
  /** PR at 25 °C cell temperature, before losses that vary day to day. */
  prBase: number;
  /** Module power temperature coefficient γ per °C (negative), as on a crystalline-silicon datasheet. */
  temperatureCoefficient: number;
  /** Mean daily clearness index of the site's climate. */
  ktMean: number;
  /** First day with data; earlier days are served as offline. */
  commissionDay: number;
  /** Historical points are served in a shuffled order (the spec never promises order). */
  shuffled: boolean;
  /** With tsEncoding "mixed": ts = plant-local midnight rather than UTC midnight. */
  localTs: boolean;
  /** UTC day from which the daily list refresh includes the plant (spec: list refreshed daily). */
  listedFromDay: number;
}

const FIRST_COMMISSIONING = parseDay("2019-01-01")!;
const pick = <T>(list: readonly T[], u: number): T => list[Math.floor(u * list.length)]!;
const ROMAN = ["", " II", " III", " IV", " V", " VI", " VII", " VIII", " IX", " X"];

/** Nameplate DC capacity (kWp), log-uniform over 200–20 000 kWp. */
export function sandboxPlantCapacity(plantId: string): number {
  return Math.round(200 * 100 ** hashUnit(plantId, "capacity") * 10) / 10;
}

/** γ per °C, −0.0035 … −0.0045 (crystalline silicon datasheets: −0.35 to −0.45 %/°C). */
export function sandboxTemperatureCoefficient(plantId: string): number {
  return -Math.round((0.0035 + 0.001 * hashUnit(plantId, "gamma")) * 10_000) / 10_000;
}

/** Feed-in tariff per kWh of meter yield (currency-neutral), 0.045–0.14. */
export function sandboxPlantTariff(plantId: string): number {
  return Math.round((0.045 + 0.095 * hashUnit(plantId, "tariff")) * 10_000) / 10_000;
}

export function makePlant(
  id: string,
  template: SiteTemplate,
  cycle: number,
  serial: number,
): ConfiguredPlant {
  return {
    id,
    name: `${template.name}${ROMAN[cycle] ?? ` ${cycle + 1}`}`,
    label: `${template.code}-${String(serial).padStart(3, "0")}`,
    tz_offset: template.tz,
    country: template.country,
    plant_biz_model: pick(BIZ_MODELS, hashUnit(id, "biz")),
    plant_type: pick(PLANT_TYPES, hashUnit(id, "type")),
    string_count_per_scb: pick(STRINGS_PER_SCB, hashUnit(id, "scb")),
  };
}

/** Physical parameters for a plant; the site template gives location, the id the rest. */
export function makeSite(plant: ConfiguredPlant, template: SiteTemplate, exportLimited: boolean): PlantSite {
  const id = plant.id;
  const offsetMin = offsetMinutes(plant.tz_offset);
  const absLat = Math.abs(template.lat);
  return {
    plant,
    lat: template.lat,
    lon: template.lon,
    offsetMin,
    capacityKwp: sandboxPlantCapacity(id),
    exportLimited,
    prBase: 0.84 + 0.05 * hashUnit(id, "pr"),
    temperatureCoefficient: sandboxTemperatureCoefficient(id),
    ktMean: 0.62 - 0.003 * Math.max(0, absLat - 20) + (hashUnit(id, "kt") - 0.5) * 0.06,
    commissionDay: FIRST_COMMISSIONING + Math.floor(1000 * hashUnit(id, "commission")),
    shuffled: hashUnit(id, "shuffle") < 0.25,
    // round(ts / 1 day) maps a local midnight to its date only while |offset| < 12 h.
    localTs: Math.abs(offsetMin) < 720 && hashUnit(id, "ts") < 0.5,
    listedFromDay: Number.NEGATIVE_INFINITY,
  };
}

/** Plant number `serial` (0-based) of a catalogue: every 5th plant is export-limited. */
export function catalogueSite(seed: number, namespace: string, serial: number): PlantSite {
  const id = hashUuid(seed, namespace, serial);
  const shift = namespace === "plant" ? 0 : 11;
  const index = serial + shift;
  const template = SITES[index % SITES.length]!;
  const plant = makePlant(id, template, Math.floor(index / SITES.length), serial + 1);
  return makeSite(plant, template, serial % 5 === 4);
}

/** A plant added at run time (`Sandbox.addPlant`); fields given by the caller win. */
export function addedSite(
  seed: number,
  serial: number,
  fields: Partial<ConfiguredPlant>,
  listedFromDay: number,
) {
  const id = fields.id ?? hashUuid(seed, "added", serial);
  const template = SITES[Math.floor(hashUnit(id, "site") * SITES.length)]!;
  const plant = { ...makePlant(id, template, 0, 900 + serial), ...fields, id };
  const site = makeSite(plant, template, hashUnit(id, "export") < 0.2);
  return { ...site, listedFromDay };
}
