/**
 * An in-memory stand-in for the service behind an injected `fetch` (no sockets): login,
 * refresh and bearer checks per the spec, plus per-test route handlers for data paths.
 */
import { SolarClient } from "../../../src/api/client.js";
import type { ClientEvent, ClientOptions, FetchLike, ResponseLike } from "../../../src/api/options.js";
import { PATHS } from "../../../src/api/types.js";

export const BASE_URL = "http://127.0.0.1:9/v1";
export const PASSWORD = "pa55-w0rd-secret";

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: string | undefined;
}

export interface Reply {
  status?: number;
  json?: unknown;
  /** Raw body instead of `json`. */
  text?: string;
  headers?: Record<string, string>;
  /** Split the body into chunks of this many bytes. */
  chunkBytes?: number;
}

export type Handler = (call: FakeCall) => Reply | Promise<Reply>;

export function reply(json: unknown, status = 200, headers: Record<string, string> = {}): Reply {
  return { status, json, headers };
}

/** A fetch that calls `handler`, honours the abort signal, and records every call. */
export function fakeFetch(handler: Handler): { fetch: FetchLike; calls: FakeCall[] } {
  const calls: FakeCall[] = [];
  const fetch: FetchLike = async (url, init) => {
    const u = new URL(url);
    const call = {
      method: init.method,
      path: u.pathname.replace(/^\/v1/, ""),
      query: u.searchParams,
      headers: init.headers,
      body: init.body,
    };
    calls.push(call);
    const aborted = new Promise<never>((_, reject) =>
      init.signal.addEventListener("abort", () => reject(new Error("This operation was aborted"))),
    );
    const r = await Promise.race([Promise.resolve(handler(call)), aborted]);
    return toResponse(r);
  };
  return { fetch, calls };
}

function toResponse(r: Reply): ResponseLike {
  const text = r.text ?? JSON.stringify(r.json ?? null);
  const bytes = Buffer.from(text, "utf8");
  const size = r.chunkBytes ?? bytes.length;
  const headers = new Map(Object.entries(r.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    status: r.status ?? 200,
    headers: { get: (name) => headers.get(name.toLowerCase()) ?? null },
    body: (async function* () {
      for (let i = 0; i < bytes.length; i += Math.max(1, size)) yield bytes.subarray(i, i + size);
    })(),
  };
}

/** Token state of the fake service: which access tokens are accepted, and counts of logins/refreshes. */
export class FakeService {
  readonly valid = new Set<string>();
  readonly refreshTokens = new Set<string>();
  logins = 0;
  refreshes = 0;
  private serial = 0;
  readonly routes = new Map<string, Handler>();

  readonly handler: Handler = (call) => {
    if (call.path === PATHS.accessToken) return this.login(call);
    if (call.path === PATHS.refreshToken) return this.refresh(call);
    const token = call.headers.Authorization?.replace(/^Bearer /, "");
    if (!token || !this.valid.has(token)) return reply({ detail: "Token has expired" }, 401);
    const route = this.routes.get(`${call.method} ${call.path}`);
    return route ? route(call) : reply({ detail: "Not Found" }, 404);
  };

  /** Every access token issued so far stops working (as after one hour). */
  expireAll(): void {
    this.valid.clear();
  }

  private issue(): Reply {
    this.serial++;
    const pair = {
      access_token: `acc-${this.serial}`,
      token_type: "bearer",
      refresh_token: `ref-${this.serial}`,
    };
    this.valid.add(pair.access_token);
    this.refreshTokens.add(pair.refresh_token);
    return reply(pair);
  }

  private login(call: FakeCall): Reply {
    this.logins++;
    const form = new URLSearchParams(call.body ?? "");
    if (call.headers["Content-Type"] !== "application/x-www-form-urlencoded")
      return reply({ detail: "form" }, 422);
    if (form.get("username") !== "alice" || form.get("password") !== PASSWORD) {
      return reply({ detail: "Incorrect username or password" }, 400);
    }
    return this.issue();
  }

  private refresh(call: FakeCall): Reply {
    this.refreshes++;
    const token = call.query.get("refresh_token") ?? "";
    if (!this.refreshTokens.delete(token)) return reply({ detail: "Invalid refresh token" }, 400);
    return this.issue();
  }
}

export interface Harness {
  client: SolarClient;
  service: FakeService;
  calls: FakeCall[];
  sleeps: number[];
  events: ClientEvent[];
  clock: { now: number };
}

/**
 * A client on a FakeService with zero-delay sleeps, a fake clock and recorded events;
 * `wrap` may put a handler in front of the service.
 */
export function harness(
  overrides: Partial<ClientOptions> = {},
  wrap: (service: FakeService) => Handler = (service) => service.handler,
): Harness {
  const service = new FakeService();
  const { fetch, calls } = fakeFetch(wrap(service));
  const sleeps: number[] = [];
  const events: ClientEvent[] = [];
  const clock = { now: Date.UTC(2026, 9, 1) };
  const client = new SolarClient({
    baseUrl: BASE_URL,
    auth: { kind: "password", username: "alice", password: PASSWORD },
    fetch,
    now: () => clock.now,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
    onEvent: (e) => events.push(e),
    ...overrides,
  });
  return { client, service, calls, sleeps, events, clock };
}

/** A KPI data entry as the service sends it. */
export function entry(plantId: string, data: Record<string, { ts: string; value: string | null }[]>) {
  return [{ plant_id: plantId, date: "2026-10-01", tz_offset: "+00:00", data }];
}
