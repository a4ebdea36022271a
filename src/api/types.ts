/**
 * Wire types of the Solar Plant Data Service, as its specification gives them
 * (../shared/spec/solar-plant-data-service.md, "Resources and their fields").
 * The sandbox imports only this file from api/, so it must stay free of runtime deps.
 */
import type { ReportWarning } from "../vocabulary/report-warning.js";

/** Spec, "Daily KPI names". At most 5 per POST /data/plant/daily. */
export const DAILY_KPIS = [
  "real_time_plant_active_power",
  "real_time_plant_daily_yield",
  "real_time_plant_total_yield",
  "real_time_plant_irradiation",
  "real_time_plant_irradiance",
  "real_time_plant_daily_effective_pr",
  "real_time_plant_overspill_energy",
  "real_time_plant_overspill_power",
  "real_time_plant_expected_power",
  "real_time_plant_cell_temperature",
  "real_time_plant_meter_yield",
] as const;
export type DailyKpi = (typeof DAILY_KPIS)[number];

/** Spec, "Historical KPI names". At most 10 per POST /data/plant/historical. */
export const HISTORICAL_KPIS = [
  "historical_plant_daily_yield",
  "historical_plant_irradiation",
  "historical_plant_daily_effective_pr",
  "historical_plant_overspill_energy",
  "historical_plant_cell_temperature",
  "historical_plant_meter_yield",
  "historical_plant_total_yield",
  "historical_plant_effective_availability",
] as const;
export type HistoricalKpi = (typeof HISTORICAL_KPIS)[number];

/** Spec, "Limits". */
export const LIMITS = {
  dailyKpisPerRequest: 5,
  historicalKpisPerRequest: 10,
  accessTokenTtlMs: 60 * 60 * 1000,
  refreshTokenTtlMs: 7 * 24 * 60 * 60 * 1000,
  freshnessWindowDays: 30,
} as const;

export const DAY_MS = 86_400_000;

export interface TokenPair {
  access_token: string;
  token_type: string;
  refresh_token: string;
}

/**
 * Spec, "Plant": "Any attribute not configured for a plant is null". parsePlantList keeps a
 * plant whatever its attributes; one the report cannot map to days (no readable tz_offset)
 * fails on its own (pipeline/fetch/fetch-all.ts), never the whole list.
 */
export interface Plant {
  id: string;
  /** The id when the service gives no name. */
  name: string;
  label: string | null;
  /** `+HH:MM` or `-HH:MM`; null when not configured. */
  tz_offset: string | null;
  country: string | null;
  plant_biz_model: string | null;
  plant_type: string | null;
  string_count_per_scb: number | null;
}

/** A plant with every attribute the report reads configured (the sandbox's plants). */
export type ConfiguredPlant = Plant & {
  label: string;
  tz_offset: string;
  country: string;
  plant_biz_model: string;
};

/** The plant list as parsed: each id once, plus what the report should say about the rest. */
export interface PlantList {
  plants: Plant[];
  /** One per repeated id or unusable entry. */
  warnings: ReportWarning[];
}

/** One point of a KPI series. `ts` is a day key in epoch ms (as a string), not a measurement time. */
export interface KpiPoint {
  ts: string;
  value: string | null;
}

/** Element of the daily and historical responses. */
export interface KpiDataEntry {
  plant_id: string;
  date: string;
  tz_offset: string;
  data: Record<string, KpiPoint[]>;
}

export interface DailyRequest {
  plant_id: string;
  kpis: string[];
  date?: string;
}

export interface HistoricalRequest {
  plant_id: string;
  kpis: string[];
  /** Last day of the range, YYYY-MM-DD. */
  date: string;
  /** Number of days in the range, ending at `date`. */
  days: number;
}

export type UpdateStatus = "Update" | "No Update";

export interface FreshnessDay {
  date: string;
  /** `YYYY-MM-DDTHH:MM:SS+hhmm`, or null when there was no update. */
  last_data_update: string | null;
  update_status: UpdateStatus | string;
}

export interface FreshnessEntry {
  plant_id: string;
  tz_offset: string;
  data: FreshnessDay[];
}

/** Every error of the service carries a `detail` (a string, or a validation object for 422). */
export interface ErrorBody {
  detail: unknown;
}

/** Paths relative to the base URL (which already holds the version segment). */
export const PATHS = {
  accessToken: "/login/access-token",
  refreshToken: "/login/refresh-token",
  nonExpiringToken: "/login/non-expiring-token",
  plantList: "/data/plant/list",
  daily: "/data/plant/daily",
  historical: "/data/plant/historical",
  freshness: "/data/plant/last_24_hour_update_status",
} as const;

/** Details the service uses, verbatim from the spec's tables. */
export const DETAILS = {
  tokenExpired: "Token has expired",
  invalidRefreshToken: "Invalid refresh token",
  forbidden: "Access to the Plant/Devices is forbidden.",
  nonExpiringNotFound: "Non-Expiring Token not found.",
  serverErrorPrefix: "An error occurred:",
} as const;

/* ---- Client-side parsed shapes (what api/ hands to the pipeline) ---- */

export interface ParseWarnings {
  /** Values that were not numbers (counted, then treated as null). */
  nonNumeric: number;
  /** Points whose day lies outside the requested range (dropped). */
  outOfRange: number;
  /** Points for a day already seen in the same series (first kept). */
  duplicates: number;
  /** `ts` values that were neither UTC nor plant-local midnight (mapped to the nearest day). */
  unalignedTs: number;
}

/**
 * A plant's KPI series after parsing and merging split requests.
 * `values[kpi][YYYY-MM-DD]` is a number, or null for a null/non-numeric value.
 * A KPI requested but absent from the response (the service drops unknown names) is in
 * `missingKpis` and has no key in `values`; a KPI with no data has an empty record.
 */
export interface ParsedSeries {
  plantId: string;
  values: Record<string, Record<string, number | null>>;
  missingKpis: string[];
  warnings: ParseWarnings;
}

export interface ParsedFreshnessDay {
  status: UpdateStatus | string;
  /** ISO 8601 with offset (`2026-10-03T04:12:00+02:00`), or null. */
  lastUpdate: string | null;
}

export interface ParsedFreshness {
  plantId: string;
  /** Keyed by YYYY-MM-DD. */
  days: Record<string, ParsedFreshnessDay>;
  /** Day elements that could not be read (no date or status, an odd timestamp): their lateness is unknown. Absent: 0. */
  unreadableDays?: number;
}
