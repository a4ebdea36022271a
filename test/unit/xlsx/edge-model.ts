/**
 * A ReportModel at the edges, built by the real metrics builders from daily values made here:
 * a plant whose daily yield and meter values are each finite but overflow a sum (the model
 * holds null, never Infinity), a failed plant, a plant without tariff or meter, a plant with
 * a tariff of four decimals, overspill and a yield study (a P-level), a plant without a
 * temperature coefficient whose PR verdict falls back to the IEC PR (the definition judges the
 * PR at 25 °C), and one whose PR sits just under its target (a verdict at two decimals).
 */
import type { ParsedSeries, Plant } from "../../../src/api/types.js";
import { DEFAULTS } from "../../../src/definition/defaults.js";
import {
  buildPlantReport,
  buildPortfolio,
  failedPlantReport,
  type KpiMap,
} from "../../../src/metrics/index.js";
import type { PlantReport, ReportModel, VerdictRules } from "../../../src/metrics/model.js";
import type { PlantDetails } from "../../../src/metrics/plant-report.js";
import { reportWarning } from "../../../src/vocabulary/report-warning.js";

const MONTH = "2026-10";
const KPI = {
  yield: "historical_plant_daily_yield",
  meter: "historical_plant_meter_yield",
  irradiation: "historical_plant_irradiation",
  pr: "historical_plant_daily_effective_pr",
  availability: "historical_plant_effective_availability",
  temperature: "historical_plant_cell_temperature",
  overspill: "historical_plant_overspill_energy",
} as const;
const KPIS: KpiMap = [
  { field: "yieldKwh", kpi: KPI.yield },
  { field: "meterYieldKwh", kpi: KPI.meter },
  { field: "irradiationKwhM2", kpi: KPI.irradiation },
  { field: "pr", kpi: KPI.pr },
  { field: "availability", kpi: KPI.availability },
  { field: "cellTemperatureC", kpi: KPI.temperature },
  { field: "overspillKwh", kpi: KPI.overspill },
];
const RULES: VerdictRules = {
  energy: { ...DEFAULTS.verdicts.energy },
  pr: { ...DEFAULTS.verdicts.pr, metric: "prTemperatureCorrected" },
  availability: { ...DEFAULTS.verdicts.availability },
  irradiation: { ...DEFAULTS.verdicts.irradiation },
  listWatch: DEFAULTS.verdicts.listWatch,
};

function monthDays(month: string): string[] {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const n = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: n }, (_, i) => `${month}-${String(i + 1).padStart(2, "0")}`);
}

function history(count: number): string[] {
  return Array.from({ length: count }, (_, k) => {
    const d = new Date(Date.UTC(2026, 9 - (count - 1 - k), 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
  });
}

/** What a plant's days hold: each KPI's value on a day (null: none). */
interface Days {
  yield(day: number, h: number): number | null;
  meter(day: number, e: number | null): number | null;
  temperature: boolean;
  overspill: number;
}

function series(id: string, dates: string[], capacity: number, d: Days): ParsedSeries {
  const values: ParsedSeries["values"] = Object.fromEntries(Object.values(KPI).map((k) => [k, {}]));
  dates.forEach((date, k) => {
    const h = 2 + ((k * 7) % 5) * 0.4;
    const e = d.yield(k, h * capacity * 0.8);
    values[KPI.yield]![date] = e;
    values[KPI.meter]![date] = d.meter(k, e);
    values[KPI.irradiation]![date] = h;
    values[KPI.pr]![date] = 0.8;
    values[KPI.availability]![date] = k % 9 === 0 ? 0.9 : 1;
    values[KPI.temperature]![date] = d.temperature ? 10 + (k % 11) : null;
    values[KPI.overspill]![date] = d.overspill;
  });
  return {
    plantId: id,
    values,
    missingKpis: [],
    warnings: { nonNumeric: 0, outOfRange: 0, duplicates: 0, unalignedTs: 0 },
  };
}

function details(capacity: number | null, over: Partial<PlantDetails> = {}): PlantDetails {
  const c = capacity ?? 1000;
  return {
    capacityKwp: capacity,
    tariff: 0.0479,
    budgetKwh: Array.from({ length: 12 }, () => c * 80),
    irradiationNormalKwhM2: Array.from({ length: 12 }, () => 75),
    temperatureCoefficient: -0.0035,
    prTarget: 0.8,
    availabilityTarget: 0.98,
    ...over,
  };
}

function plant(i: number, name: string): Plant {
  return {
    id: `edge-${i}`,
    name,
    label: `E${i}`,
    country: "DE",
    tz_offset: "+01:00",
    plant_biz_model: "IPP",
    plant_type: "ground",
    string_count_per_scb: null,
  };
}

export function edgeModel(): ReportModel {
  const months = history(DEFAULTS.history);
  const all = months.flatMap(monthDays);
  const dates = monthDays(MONTH);
  const build = (i: number, name: string, det: PlantDetails, days: Days): PlantReport =>
    buildPlantReport({
      plant: plant(i, name),
      details: det,
      series: series(`edge-${i}`, all, det.capacityKwp ?? 1000, days),
      freshness: null,
      kpis: KPIS,
      units: { energy: "kWh", ratio: "fraction" },
      month: MONTH,
      dates,
      reportedThrough: null,
      historyMonths: months,
      verdictRules: RULES,
    });
  const normal: Days = {
    yield: (_, e) => e,
    meter: (_, e) => (e === null ? null : e * 0.985),
    temperature: true,
    overspill: 0,
  };
  const study = details(1200, { p50AnnualKwh: 1_150_000, p90AnnualKwh: 1_050_000 });
  // The PR just under its target: the same plant judged against its own PR + 0.0003.
  const closeProbe = build(5, "Close call", details(900), normal);
  const closeTarget = (closeProbe.metrics.prTemperatureCorrected ?? 0.8) + 0.0003;
  const plants = [
    build(0, "Tariff 0.0479 with overspill", study, { ...normal, overspill: 12.5 }),
    build(1, "Overflowing sums", details(null), {
      yield: () => 1e308,
      meter: () => 1e308,
      temperature: true,
      overspill: 0,
    }),
    failedPlantReport(
      plant(2, "Failed plant"),
      reportWarning(
        "plantFetchFailed",
        { failure: "serviceFailed", status: 500, detail: "", said: "none" },
        "HTTP 500",
      ),
      details(800),
      MONTH,
      months,
      RULES,
    ),
    build(3, "No tariff, no meter, no normal", details(700, { tariff: null, irradiationNormalKwhM2: null }), {
      ...normal,
      meter: () => null,
    }),
    build(4, "No temperature coefficient", details(600, { temperatureCoefficient: null }), normal),
    build(5, "Close call", details(900, { prTarget: closeTarget }), normal),
  ];
  return {
    title: "Edge cases",
    month: MONTH,
    generatedAt: "2026-11-02T06:00:00.000Z",
    dates,
    daysInMonth: dates.length,
    reportedThrough: null,
    final: true,
    locale: "en-GB",
    currency: "EUR",
    sourceUnits: { energy: "kWh", ratio: "fraction" },
    verdictRules: RULES,
    branding: { company: "Edge Cases Ltd", accentColor: "#F2A900", logoPath: null },
    plants,
    portfolio: buildPortfolio(plants, dates, months, RULES),
    clients: [],
    requests: { total: 12, retried: 0, failed: 1 },
    warnings: [],
  };
}
