/**
 * Waits for every part of one logical fetch (the KPI groups and day ranges of a plant) before
 * failing it, so a failed plant leaves no request of its own running behind it: when the pool
 * drains, the plant's fetch is over, and a second pass (pipeline/fetch-plants.ts) never
 * overlaps the first. Errors that end the run (an auth failure, an interrupt, anything that is
 * not an ApiError) reject at once instead.
 */
import { ApiError } from "./errors.js";
import { isRetryable } from "./retry.js";

/** Fatal for the whole run: no reason to wait for sibling requests. */
function isUrgent(err: unknown): boolean {
  return !(err instanceof ApiError) || err.kind === "auth";
}

/** A failure a later attempt may not meet: 5xx, 429, network error, timeout (retry.ts). */
export function isTransient(err: unknown): boolean {
  return err instanceof ApiError && isRetryable(err);
}

/**
 * Like Promise.all, but on failure waits for the other parts and rejects with the most
 * telling error: the first permanent one (4xx, a bad body), else the first transient one.
 */
export function settleAll<T>(promises: readonly Promise<T>[]): Promise<T[]> {
  return new Promise<T[]>((resolve, reject) => {
    for (const p of promises) p.catch((err: unknown) => isUrgent(err) && reject(err));
    void Promise.allSettled(promises).then((settled) => {
      const failures = settled.flatMap((r) => (r.status === "rejected" ? [r.reason as unknown] : []));
      if (failures.length === 0) resolve(settled.map((r) => (r as PromiseFulfilledResult<T>).value));
      else reject(failures.find((err) => !isTransient(err)) ?? failures[0]);
    });
  });
}
