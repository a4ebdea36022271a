/** Small builders for metrics tests: parsed series and plants as the api/ layer hands them over. */
import type { ParsedSeries, Plant } from "../../../src/api/types.js";
import type { KpiMap, PlantDetails } from "../../../src/metrics/index.js";
import type { VerdictRules } from "../../../src/metrics/model.js";

export const RULES: VerdictRules = {
  energy: { watch: 0.05 },
  pr: { watch: 0.02, metric: "pr" },
  availability: { watch: 0.01 },
  irradiation: { watch: 0.1 },
  listWatch: false,
};

export const K = {
  yield: "historical_plant_daily_yield",
  meter: "historical_plant_meter_yield",
  irradiation: "historical_plant_irradiation",
  pr: "historical_plant_daily_effective_pr",
  availability: "historical_plant_effective_availability",
  temperature: "historical_plant_cell_temperature",
  overspill: "historical_plant_overspill_energy",
} as const;

export const ALL_KPIS: KpiMap = [
  { field: "yieldKwh", kpi: K.yield },
  { field: "meterYieldKwh", kpi: K.meter },
  { field: "irradiationKwhM2", kpi: K.irradiation },
  { field: "pr", kpi: K.pr },
  { field: "availability", kpi: K.availability },
  { field: "cellTemperatureC", kpi: K.temperature },
  { field: "overspillKwh", kpi: K.overspill },
];

export const CANONICAL = { energy: "kWh", ratio: "fraction" } as const;

export function series(
  values: Record<string, Record<string, number | null>>,
  extra: Partial<Pick<ParsedSeries, "missingKpis" | "warnings">> = {},
): ParsedSeries {
  return {
    plantId: "p1",
    values,
    missingKpis: extra.missingKpis ?? [],
    warnings: extra.warnings ?? { nonNumeric: 0, outOfRange: 0, duplicates: 0, unalignedTs: 0 },
  };
}

/** Every KPI of ALL_KPIS present with an empty record: the service answered, with no data. */
export function emptyValues(): Record<string, Record<string, number | null>> {
  return Object.fromEntries(ALL_KPIS.map(({ kpi }) => [kpi, {}]));
}

export function plant(id: string, name = `Plant ${id}`): Plant {
  return {
    id,
    name,
    label: `L-${id}`,
    tz_offset: "+01:00",
    country: "DE",
    plant_biz_model: "IPP",
    plant_type: "ground",
    string_count_per_scb: null,
  };
}

export function details(over: Partial<PlantDetails> = {}): PlantDetails {
  return {
    capacityKwp: null,
    tariff: null,
    budgetKwh: null,
    prTarget: 0.8,
    availabilityTarget: 0.98,
    irradiationNormalKwhM2: null,
    temperatureCoefficient: null,
    ...over,
  };
}

/** 12 monthly values, January = jan, each month +step (so October = jan + 9·step). */
export function monthly(jan: number, step: number): number[] {
  return Array.from({ length: 12 }, (_, i) => jan + i * step);
}
