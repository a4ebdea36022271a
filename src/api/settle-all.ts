/**
 * Waits for every part of one logical fetch (the KPI groups and day ranges of a plant) before
 * failing it with a transient error, so a plant that may get a second pass
 * (pipeline/fetch/fetch-plants.ts) leaves no request of its own running behind it: the two passes
 * never overlap. A permanent error (4xx, a bad body) dooms the fetch anyway and rejects at
 * once, as do errors that end the run (auth, TLS, proxy failures, an interrupt, anything that is not
 * an ApiError).
 */
import { ApiError } from "./errors.js";
import { isRetryable } from "./retry.js";

/** Nothing the sibling requests do can change the outcome: no reason to wait for them. */
function isFinal(err: unknown): boolean {
  return !(err instanceof ApiError) || err.fatal || !isTransient(err);
}

/** A failure a later attempt may not meet: 5xx, 429, network error, timeout (retry.ts). */
export function isTransient(err: unknown): boolean {
  return err instanceof ApiError && isRetryable(err);
}

/**
 * Like Promise.all, but a transient failure rejects only once every other part has ended
 * (with the first such error); any other failure rejects at once.
 */
export function settleAll<T>(promises: readonly Promise<T>[]): Promise<T[]> {
  return new Promise<T[]>((resolve, reject) => {
    for (const p of promises) p.catch((err: unknown) => isFinal(err) && reject(err));
    void Promise.allSettled(promises).then((settled) => {
      const failures = settled.flatMap((r) => (r.status === "rejected" ? [r.reason as unknown] : []));
      if (failures.length === 0) resolve(settled.map((r) => (r as PromiseFulfilledResult<T>).value));
      else reject(failures[0]);
    });
  });
}
