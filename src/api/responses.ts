/**
 * Shape checks of the small responses: plant list, freshness report, non-expiring token.
 * Shape problems throw TypeError; the client turns them into ApiError "bad-response".
 */
import { toIsoTimestamp } from "./parse.js";
import { isRecord, kindOf } from "./shape.js";
import type { ParsedFreshness, Plant } from "./types.js";

/** Spec, "Plant": id, name and tz_offset are what the report cannot do without. */
export function parsePlantList(body: unknown): Plant[] {
  if (!Array.isArray(body)) throw new TypeError(`expected a JSON array of plants, got ${kindOf(body)}`);
  return body.map((plant, i) => {
    if (
      !isRecord(plant) ||
      typeof plant.id !== "string" ||
      typeof plant.name !== "string" ||
      typeof plant.tz_offset !== "string"
    ) {
      throw new TypeError(`plant ${i} lacks a string id, name or tz_offset`);
    }
    return plant as unknown as Plant;
  });
}

/** Spec, "Freshness report entry": days keyed by date; timestamps made ISO 8601. */
export function parseFreshness(body: unknown, plantId: string): ParsedFreshness {
  if (!Array.isArray(body))
    throw new TypeError(`expected a JSON array of freshness entries, got ${kindOf(body)}`);
  const days: ParsedFreshness["days"] = {};
  for (const entry of body) {
    if (!isRecord(entry) || !Array.isArray(entry.data))
      throw new TypeError('a freshness entry has no "data" list');
    for (const day of entry.data) {
      if (!isRecord(day) || typeof day.date !== "string" || typeof day.update_status !== "string") {
        throw new TypeError(
          `a freshness day lacks date or update_status: ${JSON.stringify(day)?.slice(0, 80)}`,
        );
      }
      const update = day.last_data_update;
      if (update !== null && typeof update !== "string")
        throw new TypeError("last_data_update is not a string");
      days[day.date] ??= {
        status: day.update_status,
        lastUpdate: update === null ? null : toIsoTimestamp(update),
      };
    }
  }
  return { plantId, days };
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
