/**
 * The run's one client: every HTTP attempt of every plant goes through ONE pool of size
 * `concurrency` (plant-order-pool.ts: waiting attempts leave plant by plant; backoff sleeps
 * happen outside it, in the client). An aborted run refuses queued work instead of starting
 * it, and cancels requests in flight at once.
 */
import { type ClientEvent, type ClientOptions, createClient, type SolarClient } from "../../api/index.js";
import type { ReportDefinition } from "../../definition/index.js";
import type { EventSink } from "../run/events.js";
import { RunAbortedError } from "./fetch-plant.js";
import { PlantOrderPool } from "./plant-order-pool.js";

export type ConnectionOptions = Pick<ClientOptions, "baseUrl" | "auth"> & Partial<ClientOptions>;

export function createPooledClient(
  def: ReportDefinition,
  connection: ConnectionOptions,
  concurrency: number,
  emit: EventSink,
  signal?: AbortSignal,
): SolarClient {
  const pool = new PlantOrderPool(concurrency);
  const schedule = <T>(task: () => Promise<T>, plantId?: string): Promise<T> =>
    pool.run(() => {
      if (signal?.aborted) throw new RunAbortedError("the run was interrupted");
      return task();
    }, plantId);
  return createClient({
    timeoutMs: def.timeoutMs,
    retries: def.retry.retries,
    minDelayMs: def.retry.minDelayMs,
    maxDelayMs: def.retry.maxDelayMs,
    maxRetryAfterMs: def.retry.maxRetryAfterMs,
    // "auto" is decided per call by the run's window policy (window-policy.ts).
    ...(def.maxDaysPerRequest === "auto" ? {} : { maxDaysPerRequest: def.maxDaysPerRequest }),
    ...connection,
    concurrency,
    schedule,
    ...(signal ? { signal } : {}),
    onEvent: (e) => forwardClientEvent(e, emit),
  });
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
