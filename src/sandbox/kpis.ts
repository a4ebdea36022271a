/**
 * What each KPI name means here, and how values are written. The spec leaves units open
 * (KPI data entry, rule 5), so the sandbox serves energy in kWh or MWh and ratios in percent
 * or as fractions (SandboxOptions.units); power follows energy (kW or MW).
 */
import type { DailyKpi, HistoricalKpi } from "../api/types.js";
import type { DayFigures } from "./figures.js";

export type Quantity = "energy" | "power" | "ratio" | "irradiation" | "irradiance" | "temperature";
export interface Units {
  energy: "kWh" | "MWh";
  ratio: "percent" | "fraction";
}

type DayField = Exclude<keyof DayFigures, "kt"> | "totalYieldKwh";

export const HISTORICAL_FIELDS: Record<HistoricalKpi, { field: DayField; quantity: Quantity }> = {
  historical_plant_daily_yield: { field: "yieldKwh", quantity: "energy" },
  historical_plant_irradiation: { field: "irradiationKwhM2", quantity: "irradiation" },
  historical_plant_daily_effective_pr: { field: "pr", quantity: "ratio" },
  historical_plant_overspill_energy: { field: "overspillKwh", quantity: "energy" },
  historical_plant_cell_temperature: { field: "cellTemperatureC", quantity: "temperature" },
  historical_plant_meter_yield: { field: "meterYieldKwh", quantity: "energy" },
  historical_plant_total_yield: { field: "totalYieldKwh", quantity: "energy" },
  historical_plant_effective_availability: { field: "availability", quantity: "ratio" },
};

export const DAILY_QUANTITIES: Record<DailyKpi, Quantity> = {
  real_time_plant_active_power: "power",
  real_time_plant_daily_yield: "energy",
  real_time_plant_total_yield: "energy",
  real_time_plant_irradiation: "irradiation",
  real_time_plant_irradiance: "irradiance",
  real_time_plant_daily_effective_pr: "ratio",
  real_time_plant_overspill_energy: "energy",
  real_time_plant_overspill_power: "power",
  real_time_plant_expected_power: "power",
  real_time_plant_cell_temperature: "temperature",
  real_time_plant_meter_yield: "energy",
};

export function isHistoricalKpi(kpi: string): kpi is HistoricalKpi {
  return Object.hasOwn(HISTORICAL_FIELDS, kpi);
}

export function isDailyKpi(kpi: string): kpi is DailyKpi {
  return Object.hasOwn(DAILY_QUANTITIES, kpi);
}

/** Canonical value (kWh, kW, fraction, kWh/m², W/m², °C) → the served string. */
export function formatValue(value: number, quantity: Quantity, units: Units): string {
  switch (quantity) {
    case "energy":
    case "power":
      return units.energy === "MWh" ? (value / 1000).toFixed(6) : value.toFixed(3);
    case "ratio":
      return units.ratio === "percent" ? (value * 100).toFixed(3) : value.toFixed(5);
    case "irradiation":
      return value.toFixed(4);
    case "irradiance":
      return value.toFixed(1);
    case "temperature":
      return value.toFixed(2);
  }
}
