/**
 * Options of the sandbox and every default, in one place (`resolveSandboxOptions`).
 */
import { LIMITS } from "../api/types.js";
import type { TsEncoding } from "./dataset.js";
import type { Units } from "./kpis.js";
import type { PlantFaults } from "./plant-faults.js";
import type { RateLimitOptions } from "./rate-limit.js";

export interface SandboxFaults {
  /** fraction of data requests answered 500 {"detail":"An error occurred: ..."} */
  errorRate?: number;
  /** fraction of data requests that START a 429 burst */
  rate429?: number;
  /** how many consecutive requests the burst answers 429 (default 3) */
  burst429?: number;
  /** Retry-After header value on 429 (default 1; tests use 0) */
  retryAfterSec?: number;
  /** fraction of requests whose socket is destroyed without a response */
  dropRate?: number;
  /** fraction of requests answered only after slowMs */
  slowRate?: number;
  /** default 5000 */
  slowMs?: number;
}

export interface SandboxAccount {
  username: string;
  password: string;
  tier: "Portfolio" | "Plant" | "Device" | "none";
  /** "all" = every plant of the visible (demo) portfolio */
  plantIds: string[] | "all";
}

export interface SandboxOptions {
  /** 0 = random (default 0); host is always 127.0.0.1 */
  port?: number;
  /** plants visible to the demo account (default 24) */
  plants?: number;
  seed?: number;
  /** added to every response (default 0) */
  latencyMs?: number;
  /** + uniform[0, jitterMs), seeded (default 0) */
  jitterMs?: number;
  /** applied to /data/* only, never to login */
  faults?: SandboxFaults;
  /** conditions forced on chosen plants (plant-faults.ts); also `Sandbox.setPlantFaults` */
  plantFaults?: PlantFaults;
  accessTokenTtlMs?: number;
  refreshTokenTtlMs?: number;
  /** how values are served (default kWh, percent) */
  units?: Units;
  /** point ts = UTC midnight of the date, plant-local midnight, or per plant (default mixed) */
  tsEncoding?: TsEncoding;
  /** default loopback in its three spellings; any other client address gets 403 */
  registeredIps?: string[];
  /** the demo account's subscription tier (default Device); "Portfolio" and "none" get 403 on /data/plant/* */
  demoTier?: SandboxAccount["tier"];
  extraAccounts?: SandboxAccount[];
  /** clock (ms) for token expiry, "today", plant-list refresh; default Date.now */
  now?: () => number;
  /** request body cap (default 1 MiB) */
  maxBodyBytes?: number;
  /** Largest `days` of a historical call; null (default): no cap (the spec gives none). */
  maxDays?: number | null;
  /** Beyond `maxDays`: "refuse" (default: 422 naming the limit) or "truncate" (answer the last `maxDays` days, silently). */
  maxDaysMode?: MaxDaysMode;
  /**
   * For tests of a client's concurrency: the first `holdFirst` requests for a plant's data
   * (history, day, freshness; not the plant list, which a client asks alone) are answered only
   * once all of them are in flight together (or 10 s after the first arrived), so a client that
   * sends that many at once shows it on any machine, however slowly its requests leave. 0
   * (default): no hold.
   */
  holdFirst?: number;
  /**
   * A token bucket per account on data requests (rate-limit.ts): `perSecond` tokens a second,
   * bursts of `burst` (default `perSecond`); a request without a token gets 429 with
   * Retry-After. null (default): no limit, as the spec shows none.
   */
  rateLimit?: RateLimitOptions | null;
  /** Data requests in flight at once beyond this are answered 503 (overload). null (default): never. */
  maxInFlight?: number | null;
}

export type MaxDaysMode = "refuse" | "truncate";

export type ResolvedFaults = Required<SandboxFaults>;
export type ResolvedOptions = Required<Omit<SandboxOptions, "faults">> & { faults: ResolvedFaults };

export const DEMO_CREDENTIALS = { username: "demo@solar-sandbox.test", password: "sandbox-demo-password" };
/** Plants that exist but belong to another account (requests for them → 403). */
export const HIDDEN_PLANTS = 3;

export function resolveFaults(f: SandboxFaults = {}): ResolvedFaults {
  return {
    errorRate: f.errorRate ?? 0,
    rate429: f.rate429 ?? 0,
    burst429: f.burst429 ?? 3,
    retryAfterSec: f.retryAfterSec ?? 1,
    dropRate: f.dropRate ?? 0,
    slowRate: f.slowRate ?? 0,
    slowMs: f.slowMs ?? 5000,
  };
}

export function resolveSandboxOptions(o: SandboxOptions = {}): ResolvedOptions {
  return {
    port: o.port ?? 0,
    plants: o.plants ?? 24,
    seed: o.seed ?? 1,
    latencyMs: o.latencyMs ?? 0,
    jitterMs: o.jitterMs ?? 0,
    faults: resolveFaults(o.faults),
    plantFaults: o.plantFaults ?? {},
    accessTokenTtlMs: o.accessTokenTtlMs ?? LIMITS.accessTokenTtlMs,
    refreshTokenTtlMs: o.refreshTokenTtlMs ?? LIMITS.refreshTokenTtlMs,
    units: o.units ?? { energy: "kWh", ratio: "percent" },
    tsEncoding: o.tsEncoding ?? "mixed",
    registeredIps: o.registeredIps ?? ["127.0.0.1", "::1", "::ffff:127.0.0.1"],
    demoTier: o.demoTier ?? "Device",
    extraAccounts: o.extraAccounts ?? [],
    now: o.now ?? Date.now,
    maxBodyBytes: o.maxBodyBytes ?? 1024 * 1024,
    maxDays: o.maxDays ?? null,
    maxDaysMode: o.maxDaysMode ?? "refuse",
    holdFirst: o.holdFirst ?? 0,
    rateLimit: o.rateLimit ?? null,
    maxInFlight: o.maxInFlight ?? null,
  };
}
