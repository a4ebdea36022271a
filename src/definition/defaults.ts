/**
 * Every default of a report definition, in one place (DESIGN.md "Style": all defaults in
 * one place). The schema applies them; the JSON Schema and the templates' comments show them.
 */
import type { HistoricalKpi } from "../api/types.js";

/** The definition's figure names → the historical KPI that feeds each (spec, "Historical KPI names"). */
export const DEFAULT_KPIS = {
  yield: "historical_plant_daily_yield",
  meterYield: "historical_plant_meter_yield",
  irradiation: "historical_plant_irradiation",
  pr: "historical_plant_daily_effective_pr",
  availability: "historical_plant_effective_availability",
  cellTemperature: "historical_plant_cell_temperature",
  overspill: "historical_plant_overspill_energy",
} as const satisfies Record<string, HistoricalKpi>;

export type KpiFigure = keyof typeof DEFAULT_KPIS;

export const DEFAULTS = {
  period: "previous-month",
  units: { energy: "kWh", ratio: "percent" },
  currency: "EUR",
  locale: "en-GB",
  targets: { pr: 0.8, availability: 0.98 },
  concurrency: 8,
  /** Ask for the whole history in one call and fall back to 31-day windows if refused (window-policy.ts). */
  maxDaysPerRequest: "auto",
  timeoutMs: 30_000,
  retry: { retries: 4, minDelayMs: 250, maxDelayMs: 8_000, maxRetryAfterMs: 30_000 },
  /** 13 months: the report month and the same month a year earlier (DESIGN.md "lastYear"). */
  history: 13,
  /**
   * Verdict bands (DESIGN.md "Verdicts"): on target at or beyond the target, "watch" within
   * the band short of it, "below" further. Energy and irradiation are judged as variances
   * (target 0), PR and availability against the plant's targets.
   */
  verdicts: {
    energy: { watch: 0.05 },
    pr: { watch: 0.02, metric: "pr" },
    availability: { watch: 0.01 },
    irradiation: { watch: 0.1 },
    listWatch: false,
  },
  branding: { company: "solar-report", accentColor: "#F2A900" },
  workbooks: { perPlantSheetLimit: 50 },
  pdf: { enabled: true },
} as const;

/** Bounds that reject absurd values (a typo of three zeros, a unit mix-up) before they reach a report. */
export const LIMITS = {
  maxCapacityKwp: 5_000_000,
  maxBudgetMonthKwh: 1e10,
  maxTariff: 100,
  /** |γ| beyond 2 %/°C is no crystalline or thin-film module: likely a percentage. */
  maxTemperatureCoefficient: 0.02,
  /** 1–64 parallel requests: more only provokes the service's rate limits. */
  concurrency: [1, 64],
  /** Above 0 (an exclusive bound); 10,000 a second is far beyond any account's terms. */
  maxRequestsPerSecond: [0, 10_000],
  maxDaysPerRequest: [1, 366],
  timeoutMs: [1_000, 600_000],
  retries: [0, 10],
  delayMs: [0, 600_000],
  history: [1, 36],
  year: [2000, 2100],
  perPlantSheetLimit: [0, 500],
} as const;
