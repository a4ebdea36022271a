/**
 * Client options and their defaults, in ONE place (DESIGN.md "Style": `Required<Options>`
 * built once, as octokit's plugins do). Everything with a side effect (fetch, clock,
 * sleep, randomness, the request pool) is injectable so tests run at zero delay.
 */
import { httpFetch } from "./http-fetch.js";
import type { Env } from "./proxy-route.js";
import { redactBaseUrl } from "./redact.js";

/** Credentials: a password login (refreshable) or a bearer token used as-is (spec, "Authentication" 4). */
export type Auth =
  | { kind: "password"; username: string; password: string }
  | { kind: "token"; token: string };

/** The subset of a fetch Response the transport reads; http-fetch.ts and the global fetch both fit. */
export interface ResponseLike {
  status: number;
  headers: { get(name: string): string | null };
  body: AsyncIterable<Uint8Array> | null;
}

export interface RequestInitLike {
  method: string;
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
  /**
   * Always "manual": every request carries a credential (the login form or a bearer token),
   * and none may follow a redirect (DESIGN.md "Contracts"); a 3xx is an error (transport.ts).
   */
  redirect: "manual";
  /** http-fetch.ts: the transport's keep-alive connections (undici/connection.ts; another fetch ignores it). */
  agent?: unknown;
}

export type FetchLike = (url: string, init: RequestInitLike) => Promise<ResponseLike>;

/**
 * What the request pool learns from one attempt (pipeline/fetch/adaptive-limit.ts). A 429 or
 * 503 makes it back off: `free` when it lowered its limit for it (the attempt is then sent
 * again without spending a retry), and no attempt starts for `waitMs`.
 */
export interface AttemptSlot {
  throttled(status: number, retryAfterMs: number | null): { free: boolean; waitMs: number };
  /** Any other answer (not a network error or a timeout). */
  answered(): void;
}

/**
 * Runs one HTTP attempt; `plantId` names the plant it is for (none: the login, the plant list).
 * A pool that adapts to throttling hands the task a slot to report the answer to.
 */
export type Schedule = <T>(task: (slot?: AttemptSlot) => Promise<T>, plantId?: string) => Promise<T>;

export interface ClientEvent {
  type: "request" | "retry" | "token-refresh" | "login";
  method: string;
  /** Always redacted (no refresh_token, token or password). */
  url: string;
  status?: number;
  /** 1-based attempt number of this logical call. */
  attempt?: number;
  delayMs?: number;
  /** Redacted error message. */
  error?: string;
}

export interface ClientOptions {
  /** Base URL including the version segment, e.g. `https://host/v1` (spec, "Versioning"). */
  baseUrl: string;
  auth: Auth;
  timeoutMs?: number;
  /** Retries after the first attempt (so at most `retries + 1` attempts). */
  retries?: number;
  minDelayMs?: number;
  maxDelayMs?: number;
  maxRetryAfterMs?: number;
  maxDaysPerRequest?: number;
  maxResponseBytes?: number;
  /** Refresh the access token this long before its 1-hour expiry (spec, "Limits"). */
  refreshMarginMs?: number;
  /** Sockets per keep-alive agent; match the pipeline's pool size. */
  concurrency?: number;
  fetch?: FetchLike;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Uniform in [0, 1), for backoff jitter. */
  random?: () => number;
  /** Wraps every HTTP attempt (the pipeline passes its one pool, pipeline/fetch/plant-order-pool.ts). */
  schedule?: Schedule;
  /**
   * Ends the client's work at once when aborted: requests in flight are cancelled, backoff
   * sleeps cut short, and every call rejects with the signal's reason (an interrupted run
   * must not wait for a stalled request's timeout).
   */
  signal?: AbortSignal;
  onEvent?: (event: ClientEvent) => void;
  /** Where HTTPS_PROXY, HTTP_PROXY and NO_PROXY are read (proxy-route.ts); default process.env. */
  env?: Env;
}

export type ResolvedOptions = Required<ClientOptions>;

export const DEFAULTS = {
  timeoutMs: 30_000,
  retries: 4,
  minDelayMs: 250,
  maxDelayMs: 8_000,
  maxRetryAfterMs: 30_000,
  maxDaysPerRequest: 31,
  maxResponseBytes: 32 * 1024 * 1024,
  refreshMarginMs: 5 * 60 * 1000,
  concurrency: 8,
} as const;

export function resolveOptions(options: ClientOptions): ResolvedOptions {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  // Paths are appended to it, and it is printed in messages: no credentials, query or fragment.
  if (!/^https?:\/\/[^/@?#]+(\/[^@?#]*)?$/.test(baseUrl)) {
    throw new TypeError(
      `baseUrl must be an http(s) URL including the version segment, without credentials, query or fragment, got "${redactBaseUrl(baseUrl)}"`,
    );
  }
  const resolved: ResolvedOptions = {
    ...DEFAULTS,
    fetch: httpFetch,
    now: Date.now,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    random: Math.random,
    schedule: (task) => task(),
    signal: new AbortController().signal,
    onEvent: () => {},
    env: process.env,
    ...withoutUndefined(options),
    auth: options.auth,
    baseUrl,
  };
  for (const key of Object.keys(DEFAULTS) as (keyof typeof DEFAULTS)[]) {
    const value = resolved[key];
    if (!Number.isFinite(value) || value < 0)
      throw new TypeError(`${key} must be a number >= 0, got ${value}`);
  }
  if (resolved.maxDaysPerRequest < 1 || resolved.concurrency < 1) {
    throw new TypeError("maxDaysPerRequest and concurrency must be at least 1");
  }
  return resolved;
}

/** `{timeoutMs: undefined}` must not override a default. */
function withoutUndefined<T extends object>(obj: T): Partial<T> {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined)) as Partial<T>;
}
