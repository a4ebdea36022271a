/**
 * The run's one client: every HTTP attempt of every plant goes through ONE pool
 * (plant-order-pool.ts: waiting attempts leave plant by plant; its limit starts at
 * `concurrency` and adapts to 429 and 503 answers; `maxRequestsPerSecond` paces it; backoff
 * sleeps of other failures happen outside it, in the client). An aborted run refuses queued
 * work instead of starting it, and cancels requests in flight at once.
 */
import { type ClientEvent, type ClientOptions, createClient, type SolarClient } from "../../api/index.js";
import type { ReportDefinition } from "../../definition/index.js";
import type { EventSink } from "../run/events.js";
import { RunAbortedError } from "./fetch-plant.js";
import { PlantOrderPool } from "./plant-order-pool.js";

export type ConnectionOptions = Pick<ClientOptions, "baseUrl" | "auth"> & Partial<ClientOptions>;

export interface PoolLimits {
  concurrency: number;
  maxRequestsPerSecond: number | null;
}

export interface PooledClient {
  client: SolarClient;
  pool: PlantOrderPool;
}

export function createPooledClient(
  def: ReportDefinition,
  connection: ConnectionOptions,
  { concurrency, maxRequestsPerSecond }: PoolLimits,
  emit: EventSink,
  signal?: AbortSignal,
): PooledClient {
  const pool = new PlantOrderPool(concurrency, {
    maxRequestsPerSecond,
    maxWaitMs: def.retry.maxRetryAfterMs,
    defaultWaitMs: def.retry.minDelayMs,
    ...(connection.now ? { now: connection.now } : {}),
    ...(connection.sleep ? { sleep: connection.sleep } : {}),
    onThrottle: (t) =>
      emit({ type: "throttle", status: t.status, limit: t.limit, waitMs: t.waitMs, free: t.free }),
    onGrow: (limit) => emit({ type: "limit", limit }),
  });
  signal?.addEventListener("abort", () => pool.flush(), { once: true });
  const client = createClient({
    timeoutMs: def.timeoutMs,
    retries: def.retry.retries,
    minDelayMs: def.retry.minDelayMs,
    maxDelayMs: def.retry.maxDelayMs,
    maxRetryAfterMs: def.retry.maxRetryAfterMs,
    // "auto" is decided per call by the run's window policy (window-policy.ts).
    ...(def.maxDaysPerRequest === "auto" ? {} : { maxDaysPerRequest: def.maxDaysPerRequest }),
    ...connection,
    concurrency,
    schedule: (task, plantId) =>
      pool.run((slot) => {
        if (signal?.aborted) throw new RunAbortedError("the run was interrupted");
        return task(slot);
      }, plantId),
    ...(signal ? { signal } : {}),
    onEvent: (e) => forwardClientEvent(e, emit),
  });
  return { client, pool };
}

function forwardClientEvent(e: ClientEvent, emit: EventSink): void {
  if (e.type === "request") {
    emit({
      type: "request",
      method: e.method,
      url: e.url,
      status: e.status ?? null,
      attempt: e.attempt ?? 1,
    });
  } else if (e.type === "retry") {
    emit({
      type: "retry",
      method: e.method,
      url: e.url,
      status: e.status ?? null,
      attempt: e.attempt ?? 1,
      delayMs: e.delayMs ?? 0,
      reason: e.error ?? `HTTP ${e.status}`,
    });
  } else if (e.type === "token-refresh" || e.type === "login") {
    emit({ type: "token", action: e.type === "login" ? "login" : "refresh" });
  }
}
