/**
 * Access-token lifecycle (spec, "Authentication" and "Token validity"; DESIGN.md "Tokens"):
 * password login, proactive refresh `refreshMarginMs` before the 1-hour expiry, ONE refresh
 * shared by every request that meets `401`, re-login when the refresh token is refused (400,
 * or 401), and a fatal, clearly worded error when a non-expiring token is refused. Any other
 * failure of a login or refresh (5xx after retries, a network error, a 200 without a token
 * pair) is fatal too: broken auth is never a per-plant failure. Tokens are never logged:
 * events carry redacted URLs only.
 */
import { ApiError, AUTH_BROKEN_HINT, asAuthError } from "./errors.js";
import type { Auth, ResolvedOptions } from "./options.js";
import { isRecord } from "./shape.js";
import type { Transport } from "./transport.js";
import { DETAILS, LIMITS, PATHS } from "./types.js";

/** Renewals one call may make; only a service that calls every token expired reaches it. */
const MAX_RENEWALS = 5;

interface Session {
  access: string;
  refresh: string;
  /** By our clock at issue time: the service gives no expiry in the pair (spec, "Token pair"). */
  accessExpiresAt: number;
  refreshExpiresAt: number;
}

export class TokenManager {
  private session: Session | null = null;
  private pending: Promise<string> | null = null;

  constructor(
    private auth: Auth,
    private readonly transport: Transport,
    private readonly opts: ResolvedOptions,
  ) {}

  /** True when requests use a bearer token that cannot be refreshed (SOLAR_API_TOKEN). */
  get isStatic(): boolean {
    return this.auth.kind === "token";
  }

  /** Switches to a new non-expiring token (creating one replaces the previous: spec, "Non-expiring token"). */
  useStaticToken(token: string): void {
    if (this.auth.kind === "token") this.auth = { kind: "token", token };
  }

  /** A token for the next request, logging in or refreshing first when needed. */
  token(): Promise<string> {
    if (this.auth.kind === "token") return Promise.resolve(this.auth.token);
    if (this.pending) return this.pending;
    const now = this.opts.now();
    const margin = this.opts.refreshMarginMs;
    if (!this.session || now >= this.session.refreshExpiresAt - margin) return this.renew("login");
    if (now >= this.session.accessExpiresAt - margin) return this.renew("refresh");
    return Promise.resolve(this.session.access);
  }

  /**
   * Runs `send` with a token; on 401 renews (one renewal shared by all callers) and replays.
   * A replay may meet "Token has expired" again when its own retries outlast a short-lived
   * token, so expiry is renewed again, up to MAX_RENEWALS; any other 401 after a renewal
   * means the credentials or the service are wrong, and is fatal.
   */
  async withToken<T>(send: (token: () => Promise<string>) => Promise<T>): Promise<T> {
    // Asked by the transport right before each attempt; remembers what went out, so a 401
    // knows which token the service refused.
    let used = "";
    const current = async () => {
      used = await this.token();
      return used;
    };
    for (let renewals = 0; ; renewals++) {
      try {
        return await send(current);
      } catch (err) {
        if (!(err instanceof ApiError) || err.status !== 401) throw err;
        if (this.auth.kind === "token") throw asAuthError(err, true);
        const expired = err.detail === DETAILS.tokenExpired;
        if (renewals > 0 && (!expired || renewals >= MAX_RENEWALS)) throw asAuthError(err, false);
        await this.afterRejection(used);
        this.transport.stats.retried++;
      }
    }
  }

  /** The token that replaces `stale`: an ongoing renewal, one already done, or a new refresh. */
  private afterRejection(stale: string): Promise<string> {
    if (this.pending) return this.pending;
    if (this.session && this.session.access !== stale) return Promise.resolve(this.session.access);
    return this.renew("refresh");
  }

  /** Single flight: every caller during a renewal awaits the same promise. */
  private renew(how: "login" | "refresh"): Promise<string> {
    const run = how === "refresh" && this.session ? this.refresh(this.session.refresh) : this.login();
    this.pending = run.finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async login(): Promise<string> {
    if (this.auth.kind !== "password") throw new TypeError("login needs password credentials");
    const { username, password } = this.auth;
    this.transport.emit({ type: "login", method: "POST", url: this.url(PATHS.accessToken) });
    const issuedAt = this.opts.now();
    try {
      const form = { username, password };
      const body = await this.transport.send({
        method: "POST",
        path: PATHS.accessToken,
        form,
        unpooled: true,
      });
      return this.store(body, issuedAt, PATHS.accessToken);
    } catch (err) {
      throw err instanceof ApiError ? asAuthError(err, false) : err;
    }
  }

  /**
   * Spec, "Token validity": a refused refresh token (400) means logging in again; so does a
   * 401, which some services answer for an unknown or expired refresh token.
   */
  private async refresh(refreshToken: string): Promise<string> {
    this.transport.emit({ type: "token-refresh", method: "POST", url: this.url(PATHS.refreshToken) });
    const issuedAt = this.opts.now();
    let body: unknown;
    try {
      const query = { refresh_token: refreshToken };
      body = await this.transport.send({ method: "POST", path: PATHS.refreshToken, query, unpooled: true });
    } catch (err) {
      if (err instanceof ApiError && (err.status === 400 || err.status === 401)) return this.login();
      throw err instanceof ApiError ? asAuthError(err, false) : err;
    }
    return this.store(body, issuedAt, PATHS.refreshToken);
  }

  /** A token pair whose two tokens can be sent in a header; anything else is broken auth (fatal). */
  private store(body: unknown, issuedAt: number, path: string): string {
    if (!isRecord(body) || !isHeaderToken(body.access_token) || !isHeaderToken(body.refresh_token)) {
      throw new ApiError({
        kind: "auth",
        status: 200,
        method: "POST",
        url: this.url(path),
        reason: "200 without a usable token pair (access_token and refresh_token strings)",
        hint: AUTH_BROKEN_HINT,
      });
    }
    this.session = {
      access: body.access_token,
      refresh: body.refresh_token,
      accessExpiresAt: issuedAt + LIMITS.accessTokenTtlMs,
      refreshExpiresAt: issuedAt + LIMITS.refreshTokenTtlMs,
    };
    return body.access_token;
  }

  private url(path: string): string {
    return `${this.opts.baseUrl}${path}`;
  }
}

/** Printable ASCII without spaces: what an Authorization header can carry unchanged. */
function isHeaderToken(value: unknown): value is string {
  return typeof value === "string" && /^[\x21-\x7e]+$/.test(value);
}
