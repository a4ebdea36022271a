/**
 * One error class for everything the client can fail with (DESIGN.md "Style": ky/ofetch),
 * carrying status, detail and a URL without secrets, and a message that says what to do next.
 */
import { ellipsizeGraphemes } from "../vocabulary/graphemes.js";
import { redactBaseUrl, redactText } from "./redact.js";
import { PATHS } from "./types.js";

export type ApiErrorKind =
  | "http"
  | "network"
  | "timeout"
  | "bad-response"
  | "response-too-large"
  | "auth"
  /** The service's certificate did not verify, or the TLS handshake failed (undici/tls-failure.ts). */
  | "tls"
  /** The proxy of HTTPS_PROXY/HTTP_PROXY refused the tunnel or could not be reached (undici/failure.ts). */
  | "proxy";

/** Kinds no plant can escape: the run stops at once (exit 1) instead of failing plant after plant. */
const FATAL_KINDS: ReadonlySet<ApiErrorKind> = new Set(["auth", "tls", "proxy"]);

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** The service's HTTP status; for kind "proxy", the proxy's answer to CONNECT. */
  status?: number | null;
  detail?: unknown;
  method: string;
  url: string;
  /** What happened; the hint for `kind`/`status` is appended. */
  reason: string;
  /** Literal secrets of the request (password, tokens) to scrub from every text. */
  secrets?: readonly string[];
  /** The request used a non-expiring (or externally supplied) token: 401 cannot be refreshed. */
  staticToken?: boolean;
  /** What to do next, instead of the hint for `kind`/`status`. */
  hint?: string;
  cause?: unknown;
}

/** The URL with every credential-bearing query parameter's value replaced. */
export function redactUrl(url: string): string {
  return redactText(url);
}

export { redactBaseUrl, redactText };

export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  /** The service's `detail` (string, or the validation object of a 422), secrets scrubbed. */
  readonly detail: unknown;
  readonly method: string;
  /** Redacted. */
  readonly url: string;
  /** What happened, without the hint; redacted. */
  readonly reason: string;
  /** What to do next, as the message ends with it ("" when nothing can be said). */
  readonly hint: string;

  constructor(init: ApiErrorInit) {
    const secrets = init.secrets ?? [];
    const url = redactText(init.url, secrets);
    const detail = scrubDetail(init.detail, secrets);
    const hint = init.hint ?? hintFor(init.kind, init.status ?? null, url, init.staticToken ?? false, detail);
    // The service's details often end with a full stop already ("… is forbidden.").
    const reason = hint ? init.reason.replace(/\.+$/, "") : init.reason;
    const message = redactText(`${init.method} ${url}: ${reason}${hint ? `. ${hint}` : ""}`, secrets);
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.detail = detail;
    this.method = init.method;
    this.url = url;
    this.reason = redactText(init.reason, secrets);
    this.hint = hint;
  }

  /** The run cannot go on (DESIGN.md "Tokens", "Talking to a real service"): stop, exit 1. */
  get fatal(): boolean {
    return FATAL_KINDS.has(this.kind);
  }
}

/** A login refused with 403: the spec's one rule a login can break is the registered address. */
export const UNREGISTERED_HINT =
  "The service accepts calls only from IP addresses registered to the account, and this machine's is not: " +
  "run from a registered address (a self-hosted runner, or a proxy with a fixed address in HTTPS_PROXY; " +
  'README "Registered addresses, proxies and certificates"), or ask the operator to register this one';

/** What to do after a connection failure: the proxy named when the base URL is reached directly. */
export const NETWORK_HINT =
  "Check SOLAR_API_BASE_URL and the network; if this machine reaches the internet through a proxy, " +
  "set HTTPS_PROXY (and NO_PROXY for hosts it must not be used for). `solar-report check` tests the route";

/** A short, secret-free text of a detail for messages, cut by grapheme (no half emoji in a log line). */
export function detailText(detail: unknown, max = 300): string {
  const text = typeof detail === "string" ? detail : (JSON.stringify(detail) ?? String(detail));
  return ellipsizeGraphemes(text, max + 1);
}

function scrubDetail(detail: unknown, secrets: readonly string[]): unknown {
  if (detail === undefined || detail === null) return null;
  if (typeof detail === "string") return redactText(detail, secrets);
  return JSON.parse(redactText(JSON.stringify(detail), secrets));
}

/** What the user should do next, by failure (spec, "Errors" and "Authentication"). */
function hintFor(
  kind: ApiErrorKind,
  status: number | null,
  url: string,
  staticToken: boolean,
  detail: unknown,
): string {
  const path = new URL(url, "http://x").pathname;
  if (kind === "network") return NETWORK_HINT;
  if (kind === "tls")
    return "Check the service's certificate; a private CA goes in NODE_EXTRA_CA_CERTS=/path/to/ca.pem";
  if (kind === "proxy") return "Check HTTPS_PROXY (and NO_PROXY): the proxy failed, not the service";
  if (kind === "timeout") return "The service did not answer in time; retry later";
  if (kind === "response-too-large")
    return "Request fewer days per call (maxDaysPerRequest) or raise the cap";
  if (kind === "bad-response")
    return "The service answered with an unexpected body; report it to its operator";
  if (status === 400 && path.endsWith(PATHS.accessToken)) {
    return "Check SOLAR_API_USERNAME and SOLAR_API_PASSWORD (credential resets go through the operator's support)";
  }
  if (status === 401 && staticToken) {
    return "The token in SOLAR_API_TOKEN was rejected (replaced, revoked or expired): generate a new one with `solar-report token create` and update SOLAR_API_TOKEN";
  }
  if (status === 401) return "The service rejected a freshly issued access token; log in again";
  if (status === 403 && path.endsWith(PATHS.accessToken)) return UNREGISTERED_HINT;
  if (status === 403 && path.endsWith(PATHS.plantList)) {
    return "The account needs a Plant or Device subscription tier, and this machine's IP address must be registered to the account";
  }
  if (status === 403 && path.includes("/data/plant/")) {
    return "The plant is not in this account (a newly added plant appears only after the service's daily refresh)";
  }
  if (status === 403) return "Check the account's subscription tier and that this IP address is registered";
  if (status === 404 && path.endsWith(PATHS.nonExpiringToken)) {
    return "No non-expiring token exists yet: create one with `solar-report token create`";
  }
  // The spec gives no maximum of `days`: a service refusing a range is a setting, not a bug.
  if (status === 422 && path.endsWith(PATHS.historical) && /"days"/.test(JSON.stringify(detail) ?? "")) {
    return 'The service refuses this many days in one call: set maxDaysPerRequest to "auto" or a smaller number';
  }
  if (status === 422) return "This is a bug in solar-report: please report it with the detail above";
  if (status !== null && status >= 300 && status < 400) {
    return "Set SOLAR_API_BASE_URL to the address the service answers at itself, without redirects";
  }
  if (status === 429) return "Rate limited even after retries; retry later or lower --concurrency";
  if (status !== null && status >= 500) return "The service is failing; retry later";
  return "";
}

/**
 * What to do when a login or refresh broke in a way other than refused credentials: it is
 * fatal (DESIGN.md "Tokens": a broken auth answer is exit 1, not a per-plant failure).
 */
const AUTH_NO_TOKEN = "Without a token no plant can be fetched, so the run stopped and published nothing";
export const AUTH_BROKEN_HINT = `${AUTH_NO_TOKEN}: retry later, and report it to the service's operator if it persists`;

/**
 * The same failure re-kinded as "auth" (fatal for the run: no plant can be fetched). Refused
 * credentials (any 4xx) and redirects keep their status's hint, and so do a connection that
 * failed or timed out (the network's or the proxy's doing, not the service's); a broken answer
 * gets AUTH_BROKEN_HINT. A certificate or a proxy failure is fatal already and stays as it is.
 */
export function asAuthError(err: ApiError, staticToken: boolean): ApiError {
  if (err.kind === "tls" || err.kind === "proxy") return err;
  const refused = err.status !== null && err.status >= 300 && err.status < 500;
  const connection = err.kind === "network" || err.kind === "timeout";
  return new ApiError({
    kind: "auth",
    status: err.status,
    detail: err.detail,
    method: err.method,
    url: err.url,
    reason: err.reason,
    staticToken,
    ...(refused ? {} : { hint: connection ? `${AUTH_NO_TOKEN}: ${err.hint}` : AUTH_BROKEN_HINT }),
    // What failed underneath (a connection, a refusal): `check` tells them apart by it.
    cause: err,
  });
}
