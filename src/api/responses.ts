/**
 * Shape checks of the small responses: plant list, freshness report, non-expiring token.
 * Shape problems throw TypeError; the client turns them into ApiError "bad-response".
 */

import { type ReportWarning, reportWarning } from "../vocabulary/report-warning.js";
import { toIsoTimestamp } from "./parse.js";
import { checkPlantId } from "./series.js";
import { isRecord, kindOf } from "./shape.js";
import type { ParsedFreshness, ParsedFreshnessDay, Plant, PlantList } from "./types.js";

/**
 * Spec, "GET /data/plant/list". Only an entry without a string id is unusable (every other
 * request names the plant by it): it is left out with a warning. A repeated id is kept once
 * (the first entry), with a warning naming it, so no plant is reported or summed twice.
 * Other attributes may be null (spec, "Plant"); a non-string one is read as null.
 */
export function parsePlantList(body: unknown): PlantList {
  if (!Array.isArray(body)) throw new TypeError(`expected a JSON array of plants, got ${kindOf(body)}`);
  const plants = new Map<string, Plant>();
  const repeats = new Map<string, number>();
  const warnings: ReportWarning[] = [];
  body.forEach((entry, i) => {
    if (!isRecord(entry) || typeof entry.id !== "string" || entry.id.trim() === "") {
      warnings.push(
        reportWarning(
          "plantListNoId",
          { entry: i },
          `plant list: entry ${i} has no id, so it cannot be queried: left out`,
        ),
      );
      return;
    }
    if (plants.has(entry.id)) repeats.set(entry.id, (repeats.get(entry.id) ?? 1) + 1);
    else plants.set(entry.id, plantOf(entry, entry.id));
  });
  for (const [id, n] of repeats) {
    warnings.push(
      reportWarning(
        "plantListRepeated",
        { plant: id, count: n },
        `plant list: plant ${id} is listed ${n} times by the service: reported once (its first entry)`,
      ),
    );
  }
  return { plants: [...plants.values()], warnings };
}

function plantOf(entry: Record<string, unknown>, id: string): Plant {
  const text = (v: unknown) => (typeof v === "string" ? v : null);
  return {
    ...entry,
    id,
    name: text(entry.name) ?? id,
    label: text(entry.label),
    tz_offset: text(entry.tz_offset),
    country: text(entry.country),
    plant_biz_model: text(entry.plant_biz_model),
    plant_type: text(entry.plant_type),
    string_count_per_scb: typeof entry.string_count_per_scb === "number" ? entry.string_count_per_scb : null,
  };
}

/**
 * Spec, "Freshness report entry": days keyed by date; timestamps made ISO 8601. The report is
 * auxiliary (DESIGN.md), so one day element that does not read is skipped and counted (its
 * lateness stays unknown) instead of failing the whole report. An entry for another plant,
 * or a body of the wrong shape, is not this plant's report at all: TypeError.
 */
export function parseFreshness(body: unknown, plantId: string): ParsedFreshness {
  if (!Array.isArray(body))
    throw new TypeError(`expected a JSON array of freshness entries, got ${kindOf(body)}`);
  const days: ParsedFreshness["days"] = {};
  let unreadableDays = 0;
  body.forEach((entry, i) => {
    if (!isRecord(entry) || !Array.isArray(entry.data))
      throw new TypeError('a freshness entry has no "data" list');
    checkPlantId(entry, plantId, i);
    for (const day of entry.data) {
      const parsed = freshnessDay(day);
      if (parsed === null) unreadableDays++;
      else days[parsed.date] ??= parsed.day;
    }
  });
  return { plantId, days, unreadableDays };
}

function freshnessDay(day: unknown): { date: string; day: ParsedFreshnessDay } | null {
  if (!isRecord(day) || typeof day.date !== "string" || typeof day.update_status !== "string") return null;
  const update = day.last_data_update;
  if (update === null) return { date: day.date, day: { status: day.update_status, lastUpdate: null } };
  if (typeof update !== "string") return null;
  try {
    return { date: day.date, day: { status: day.update_status, lastUpdate: toIsoTimestamp(update) } };
  } catch {
    return null;
  }
}

const TOKEN_FIELDS = ["token", "non_expiring_token", "access_token"] as const;

/**
 * The non-expiring token's body shape is "not shown" in the spec: accept a bare JSON string or
 * an object holding it under one of the usual names, and fail clearly otherwise.
 */
export function extractToken(body: unknown): string {
  if (typeof body === "string" && body.trim() !== "") return body.trim();
  if (isRecord(body)) {
    for (const field of TOKEN_FIELDS) {
      const value = body[field];
      if (typeof value === "string" && value.trim() !== "") return value.trim();
    }
  }
  const keys = isRecord(body)
    ? `an object with keys ${Object.keys(body).join(", ") || "(none)"}`
    : kindOf(body);
  throw new TypeError(
    `no token in the response (expected a string or ${TOKEN_FIELDS.join("/")}; got ${keys})`,
  );
}
