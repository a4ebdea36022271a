/**
 * The identity of one response-cache entry: everything that decides what the service
 * returns for a plant's month (service, plant, its day cut, KPI set, range) plus the units
 * the definition declares, so a cache written under other units or for another service is
 * never read. Credentials and tokens are never part of it. Pure.
 */
import { createHash } from "node:crypto";
import type { UnitSpec } from "../../metrics/index.js";

export interface CacheKey {
  /** Host and path (version segment) of the base URL; never user info or query. */
  service: string;
  plantId: string;
  /** The plant's `tz_offset`: the service cuts days by it (spec, KPI data entry rule 4). */
  tzOffset: string;
  /** Unique, sorted: the same set in another order is the same entry. */
  kpis: string[];
  from: string;
  to: string;
  units: UnitSpec;
}

export interface CacheKeyParts {
  baseUrl: string;
  plantId: string;
  tzOffset: string;
  kpis: readonly string[];
  range: { start: string; end: string };
  units: UnitSpec;
}

/** `https://user:pw@api.example.com/v1/?x=1` → `api.example.com/v1`. */
export function serviceId(baseUrl: string): string {
  const url = new URL(baseUrl);
  return `${url.host}${url.pathname.replace(/\/+$/, "")}`;
}

export function cacheKey(parts: CacheKeyParts): CacheKey {
  return {
    service: serviceId(parts.baseUrl),
    plantId: parts.plantId,
    tzOffset: parts.tzOffset,
    kpis: [...new Set(parts.kpis)].sort(),
    from: parts.range.start,
    to: parts.range.end,
    units: { energy: parts.units.energy, ratio: parts.units.ratio },
  };
}

/** Canonical text: fixed property order, KPI set sorted; what the hash and the check on read use. */
export function keyText(key: CacheKey): string {
  const { service, plantId, tzOffset, from, to } = key;
  const kpis = [...new Set(key.kpis)].sort();
  const units = { energy: key.units.energy, ratio: key.units.ratio };
  return JSON.stringify({ service, plantId, tzOffset, kpis, from, to, units });
}

/** The entry's file name: DIR/v1/<sha256 of the canonical key>.json. */
export function keyHash(key: CacheKey): string {
  return createHash("sha256").update(keyText(key)).digest("hex");
}
