/**
 * HTTP transport: http-fetch.ts over the client's keep-alive connections (undici/connection.ts),
 * a per-attempt timeout, a response size cap read from the stream, JSON decoding, the resend
 * of a request a closed kept-alive connection lost (keep-alive-resend.ts), and the retry loop
 * (retry.ts).
 */
import { setMaxListeners } from "node:events";
import { cutGraphemes, ellipsizeGraphemes } from "../vocabulary/graphemes.js";
import { type ApiErrorInit, detailText, redactText, redactUrl } from "./errors.js";
import { HttpError } from "./http-error.js";
import { jsonDepth, MAX_JSON_DEPTH, valueDepth } from "./json-depth.js";
import { withKeepAliveResend } from "./keep-alive-resend.js";
import type { ClientEvent, RequestInitLike, ResolvedOptions, ResponseLike, Schedule } from "./options.js";
import { type Outcome, parseRetryAfter, withRetries } from "./retry.js";
import { isRecord } from "./shape.js";
import { reportToPool } from "./throttle.js";
import { type Connection, openConnection } from "./undici/connection.js";

export interface HttpRequest {
  method: "GET" | "POST";
  /** Relative to the base URL (types.ts PATHS). */
  path: string;
  query?: Record<string, string>;
  json?: unknown;
  /** application/x-www-form-urlencoded body (spec, "POST /login/access-token"). */
  form?: Record<string, string>;
  /**
   * Bearer token, or where to get it: a function is asked inside the pool, right before each
   * attempt, so a request that waited in the queue leaves with the current token, not the
   * one of the moment it was queued.
   */
  token?: string | (() => Promise<string>);
  /**
   * Sent outside the request pool: the token requests (login, refresh), which requests holding
   * pool slots may be waiting for — in the pool they could wait behind those requests forever.
   */
  unpooled?: boolean;
  /** The token is a non-expiring (not refreshable) one; shapes the 401 message. */
  staticToken?: boolean;
  /**
   * A faster reader of a 2xx body for its usual shape (series-scan.ts): its value is the
   * answer; null sends the body the general way (JSON.parse with the nesting guard).
   */
  read?: (text: string) => unknown;
  /** The plant the request is for, passed to the pool (`schedule`), which serves plants in order. */
  plantId?: string;
}

/** A request as sent: its token resolved. */
type SentRequest = Omit<HttpRequest, "token"> & { token?: string };

export interface TransportStats {
  /** HTTP attempts sent. */
  requests: number;
  /** Attempts that were retries (including replays after a token refresh). */
  retried: number;
  /** Logical calls that finally failed. */
  failed: number;
  /**
   * Requests sent again at once because a kept-alive connection the server had closed lost
   * them (counted in `requests` too, never in `retried`); absent until the first.
   */
  resent?: number;
}

/** Thrown inside an attempt when the body exceeds the cap. */
class TooLarge extends Error {}

export class Transport {
  readonly stats: TransportStats = { requests: 0, retried: 0, failed: 0 };
  /** Keep-alive sockets to the service, direct or through the environment's proxy. */
  readonly connection: Connection;

  constructor(private readonly opts: ResolvedOptions) {
    // Every attempt in flight listens on the run's signal (to hang up at once on SIGTERM): with
    // more than ten in flight Node would print a "possible memory leak" warning to the user.
    setMaxListeners(0, opts.signal);
    this.connection = openConnection(opts.baseUrl, { connections: opts.concurrency, env: opts.env });
  }

  /** Sends with retries and returns the decoded JSON body; throws ApiError. */
  send(req: HttpRequest): Promise<unknown> {
    const url = this.url(req);
    const schedule: Schedule = req.unpooled ? (task) => task() : this.opts.schedule;
    const { signal } = this.opts;
    const policy = { ...this.opts, sleep: (ms: number) => abortable(this.opts.sleep(ms), signal) };
    return withRetries(
      (n) =>
        schedule(async (slot) => {
          signal.throwIfAborted();
          const token = typeof req.token === "function" ? await req.token() : req.token;
          // Counted when the pool runs the attempt: a queued attempt a run abort refuses was never sent.
          this.stats.requests++;
          if (n > 1) this.stats.retried++;
          return reportToPool(await this.attempt({ ...req, token }, url, n), slot);
        }, req.plantId),
      policy,
      {
        onRetry: (attempt, delayMs, error) => {
          const reason = redactText(error.reason, error.secrets);
          this.emit({
            type: "retry",
            method: req.method,
            url,
            status: error.status ?? undefined,
            attempt,
            delayMs,
            error: reason,
          });
        },
      },
    );
  }

  emit(event: ClientEvent): void {
    this.opts.onEvent({ ...event, url: redactUrl(event.url) });
  }

  close(): void {
    this.connection.close();
  }

  private url(req: HttpRequest): string {
    const query = req.query ? `?${new URLSearchParams(req.query)}` : "";
    return `${this.opts.baseUrl}${req.path}${query}`;
  }

  private async attempt(req: SentRequest, url: string, n: number): Promise<Outcome<unknown>> {
    const secrets = [...secretsOf(req), ...credentialsOf(this.opts.auth)];
    const base = { method: req.method, url, secrets, staticToken: req.staticToken };
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.opts.timeoutMs);
    const { signal } = this.opts;
    const cancel = () => controller.abort();
    signal.addEventListener("abort", cancel, { once: true });
    try {
      signal.throwIfAborted();
      const init = this.init(req, controller.signal);
      const res = await withKeepAliveResend(
        () => this.opts.fetch(url, init),
        this.opts.concurrency,
        (stale) => this.resent(req, url, n, stale),
      );
      const text = await readCapped(res, this.opts.maxResponseBytes, controller);
      this.emit({ type: "request", method: req.method, url, status: res.status, attempt: n });
      const read = res.status >= 200 && res.status < 300 ? req.read?.(text) : null;
      if (read !== null && read !== undefined) return { ok: true, value: read };
      return decode(res, text, base, this.opts.now());
    } catch (err) {
      // Cancelled by the run: its reason, never a network error to retry.
      if (signal.aborted) throw signal.reason;
      const error = failure(err, timedOut, base, this.opts);
      this.emit({
        type: "request",
        method: req.method,
        url,
        attempt: n,
        error: redactText(error.reason, base.secrets),
      });
      return { ok: false, error, retryAfterMs: null };
    } finally {
      clearTimeout(timer);
      signal.removeEventListener("abort", cancel);
    }
  }

  /** A request lost by a closed kept-alive connection goes again: a request, not a retry. */
  private resent(req: SentRequest, url: string, n: number, stale: HttpError): void {
    this.stats.requests++;
    this.stats.resent = (this.stats.resent ?? 0) + 1;
    this.emit({ type: "request", method: req.method, url, attempt: n, error: `${stale.message}: resent` });
  }

  private init(req: SentRequest, signal: AbortSignal): RequestInitLike {
    const headers: Record<string, string> = { Accept: "application/json" };
    if (req.token !== undefined) headers.Authorization = `Bearer ${req.token}`;
    let body: string | undefined;
    if (req.form) {
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(req.form).toString();
    } else if (req.json !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(req.json);
    }
    return { method: req.method, headers, body, signal, agent: this.connection, redirect: "manual" };
  }
}

type ErrorBase = Pick<ApiErrorInit, "method" | "url" | "secrets" | "staticToken">;

/** The run's own credentials: scrubbed from every answer, whichever request it came to. */
function credentialsOf(auth: ResolvedOptions["auth"]): string[] {
  return auth.kind === "password" ? [auth.password] : [auth.token];
}

function secretsOf(req: SentRequest): string[] {
  return [req.token, req.form?.password, req.query?.refresh_token].filter((s): s is string => !!s);
}

/** `wait`, or the signal's reason as soon as it is aborted. */
function abortable(wait: Promise<void>, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const stop = () => reject(signal.reason);
    signal.addEventListener("abort", stop, { once: true });
    wait.then(() => {
      signal.removeEventListener("abort", stop);
      resolve();
    }, reject);
  });
}

/** Reads the body, aborting as soon as it exceeds `cap` bytes (never buffers more). */
async function readCapped(res: ResponseLike, cap: number, controller: AbortController): Promise<string> {
  const declared = Number(res.headers.get("content-length") ?? Number.NaN);
  if (declared > cap) {
    controller.abort();
    throw new TooLarge(`declared ${declared} bytes`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of res.body ?? []) {
    size += chunk.byteLength;
    if (size > cap) {
      controller.abort();
      throw new TooLarge(`more than ${cap} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function decode(res: ResponseLike, text: string, base: ErrorBase, nowMs: number): Outcome<unknown> {
  const json = tryJson(text);
  if (res.status >= 200 && res.status < 300) {
    if (json.ok) return { ok: true, value: json.value };
    const what = json.tooDeep ? `JSON nested deeper than ${MAX_JSON_DEPTH} levels` : "not JSON";
    const reason = `${res.status} with a body that is ${what}: ${JSON.stringify(excerpt(text))}`;
    return {
      ok: false,
      error: { ...base, kind: "bad-response", status: res.status, reason },
      retryAfterMs: null,
    };
  }
  const body = json.ok ? json.value : null;
  const detail = isRecord(body) && "detail" in body ? body.detail : json.ok ? body : excerpt(text);
  if (res.status >= 300 && res.status < 400) {
    const reason = redirectReason(res.status, res.headers.get("location"), base.url);
    return { ok: false, error: { ...base, kind: "http", status: res.status, reason }, retryAfterMs: null };
  }
  const reason = `${res.status} ${detailText(detail)}`;
  const retryAfterMs = parseRetryAfter(res.headers.get("retry-after"), nowMs);
  return { ok: false, error: { ...base, kind: "http", status: res.status, detail, reason }, retryAfterMs };
}

/**
 * A redirect is never followed: the request carried a credential, and following could send it
 * to another origin or over plain http. The message names the target's origin only (never
 * its path or query, which may hold anything).
 */
function redirectReason(status: number, location: string | null, url: string): string {
  let target: URL | null = null;
  try {
    target = location === null ? null : new URL(location, url);
  } catch {
    target = null;
  }
  const from = new URL(url);
  const where =
    target === null
      ? "without a readable Location"
      : target.origin === from.origin
        ? "within the same origin"
        : from.protocol === "https:" && target.protocol === "http:"
          ? `from https to plain http (${target.origin})`
          : `to another origin (${target.origin})`;
  return `${status} redirect ${where} not followed: credentials go only to SOLAR_API_BASE_URL`;
}

function failure(err: unknown, timedOut: boolean, base: ErrorBase, opts: ResolvedOptions): ApiErrorInit {
  if (err instanceof TooLarge) {
    const reason = `response too large (${err.message}, cap ${opts.maxResponseBytes} bytes)`;
    return { ...base, kind: "response-too-large", reason };
  }
  if (timedOut) return { ...base, kind: "timeout", reason: `no response within ${opts.timeoutMs} ms` };
  // A certificate or a proxy: named as such, with its own fix (undici/failure.ts).
  if (err instanceof HttpError && err.kind !== "network") {
    return { ...base, kind: err.kind, status: err.status ?? null, reason: err.message, hint: err.hint };
  }
  // No `cause`: the underlying error's text may hold the URL with a refresh_token; the reason
  // keeps its message, which ApiError redacts.
  const message = err instanceof Error ? err.message : String(err);
  return { ...base, kind: "network", reason: `network error: ${message}` };
}

/**
 * Refuses absurd nesting (parse.ts MAX_JSON_DEPTH): a bad response, never a crash. Checked on
 * the parsed value (cheaper than a scan of the text before parsing); a text that is not JSON
 * is still scanned, so a deep broken body is reported as too deep, as before.
 */
function tryJson(text: string): { ok: true; value: unknown } | { ok: false; tooDeep?: boolean } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return jsonDepth(text) > MAX_JSON_DEPTH ? { ok: false, tooDeep: true } : { ok: false };
  }
  if (valueDepth(value) > MAX_JSON_DEPTH) return { ok: false, tooDeep: true };
  return { ok: true, value };
}

function excerpt(text: string): string {
  // Cut first (the body may be megabytes long), by grapheme: no lone surrogate in a log line.
  const flat = cutGraphemes(text, { maxUnits: 400 }).replace(/\s+/g, " ").trim();
  return ellipsizeGraphemes(flat, 121);
}
