/**
 * A deterministic fault rate for in-process runs: the client's own fetch (http-fetch.ts) in
 * front of a fault-free sandbox, failing a share of the data requests with 500, 503, 429 or
 * a dropped connection. Which request fails, and for how many attempts in a row, is a hash
 * of the request itself (method, path, body) and its attempt number, never of arrival
 * order or timing, so a run meets the same faults on any machine. Historical requests may
 * fail for up to `retries + 1` attempts (an outage that outlasts the client's retries, then
 * passes); freshness requests for at most `retries` (they recover within the retries). A fault
 * that outlasts the retries is a 500 or a dropped connection on every attempt: a 429 or 503
 * the run's pool backs off for does not spend a retry (api/throttle.ts), and whether the pool
 * can back off depends on timing, so it would make "outlasts" depend on the machine.
 */
import { httpFetch } from "../../../src/api/http-fetch.js";
import type { FetchLike, ResponseLike } from "../../../src/api/options.js";

export interface TransientFaults {
  fetch: FetchLike;
  /** Data attempts, and those answered with a fault. */
  stats: { attempts: number; faults: number; firstAttempts: number; firstFaults: number };
  /** Plants with a historical request that fails on every attempt its retries allow. */
  outlasting: Set<string>;
}

/** FNV-1a of the text, as a fraction in [0, 1). */
function unit(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h / 2 ** 32;
}

export function transientFaults(rate: number, retries: number, seed = "faults"): TransientFaults {
  const attemptsOf = new Map<string, number>();
  const stats = { attempts: 0, faults: 0, firstAttempts: 0, firstFaults: 0 };
  const outlasting = new Set<string>();
  /** Attempts in a row the request fails (0 for most). */
  const faultLength = (key: string, historical: boolean): number => {
    if (unit(`${seed}|start|${key}`) >= rate) return 0;
    const longest = historical ? retries + 1 : retries;
    return 1 + Math.floor(unit(`${seed}|length|${key}`) * longest);
  };
  const fetch: FetchLike = async (url, init) => {
    const path = new URL(url).pathname.replace(/^\/v\d+/, "");
    const historical = path === "/data/plant/historical";
    if (!historical && path !== "/data/plant/last_24_hour_update_status") return send(url, init);
    const key = `${init.method} ${path} ${init.body ?? ""}`;
    const n = (attemptsOf.get(key) ?? 0) + 1;
    attemptsOf.set(key, n);
    const length = faultLength(key, historical);
    if (historical && length === retries + 1) outlasting.add(String(JSON.parse(init.body ?? "{}").plant_id));
    stats.attempts++;
    if (n === 1) stats.firstAttempts++;
    if (n > length) return send(url, init);
    stats.faults++;
    if (n === 1) stats.firstFaults++;
    const draw = unit(`${seed}|kind|${key}|${n}`);
    return fault(length === retries + 1 ? withoutThrottles(draw) : draw);
  };
  return { fetch, stats, outlasting };
}

const send: FetchLike = httpFetch;

/** The same draw mapped onto the kinds that are no throttle: 500 below 0.4, a dropped connection from 0.8. */
const withoutThrottles = (draw: number): number => (draw < 0.4 ? draw : 0.8 + (draw - 0.4) / 3);

function fault(draw: number): ResponseLike {
  if (draw >= 0.8) throw new Error("socket hang up");
  const [status, headers]: [number, Record<string, string>] =
    draw < 0.4 ? [500, {}] : draw < 0.6 ? [503, {}] : [429, { "retry-after": "1" }];
  const body = JSON.stringify({
    detail: status === 429 ? "Too Many Requests" : "An error occurred: injected",
  });
  return {
    status,
    headers: { get: (name) => headers[name.toLowerCase()] ?? null },
    body: (async function* () {
      yield Buffer.from(body, "utf8");
    })(),
  };
}
