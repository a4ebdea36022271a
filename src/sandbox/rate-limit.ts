/**
 * The sandbox's rate limit, when asked (`sandbox --rate-limit N`): the spec sets request volume
 * per account and shows neither the limits nor their answers, so the sandbox chooses a token
 * bucket per account, as API gateways commonly do: N tokens a second, at most `burst` held
 * (N by default: a second's worth, at least 1), one per data request. A request that finds no token is
 * answered 429 in the spec's error shape, `{"detail": …}`, with `Retry-After` in whole seconds
 * (RFC 9110 §10.2.3: delay-seconds is an integer), rounded up from the time until a token is
 * there. Optionally, data requests beyond a number in flight at once are answered 503
 * (overload) without a Retry-After. Login and refresh are not limited. The clock is injected.
 */
import type { IncomingMessage } from "node:http";
import { detail, type Reply } from "./http.js";
import type { SandboxState } from "./state.js";

export interface RateLimitOptions {
  /** Tokens a second per account. */
  perSecond: number;
  /** Tokens a bucket holds at most (default `perSecond`, at least 1). */
  burst?: number;
}

export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number,
  ) {
    this.tokens = burst;
    this.last = now();
  }

  /** Takes a token: null when there was one, else the milliseconds until there is. */
  take(): number | null {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) * this.perSecond) / 1000);
    this.last = t;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return null;
    }
    return ((1 - this.tokens) * 1000) / this.perSecond;
  }
}

export class AccountRateLimits {
  private readonly buckets = new Map<string, TokenBucket>();
  private readonly burst: number;

  constructor(
    private readonly options: RateLimitOptions,
    private readonly now: () => number = () => performance.now(),
  ) {
    const { perSecond } = options;
    // A second's worth, and at least one request, so that a rate below 1 a second admits some.
    this.burst = options.burst ?? Math.max(1, perSecond);
    if (!(perSecond > 0 && Number.isFinite(perSecond)) || !(this.burst >= 1 && Number.isFinite(this.burst)))
      throw new RangeError(`a rate limit needs requests a second above 0 and a burst of at least 1`);
  }

  /** null when the account may send this request now, else its 429. */
  admit(username: string): Reply | null {
    let bucket = this.buckets.get(username);
    if (!bucket) {
      bucket = new TokenBucket(this.options.perSecond, this.burst, this.now);
      this.buckets.set(username, bucket);
    }
    const waitMs = bucket.take();
    if (waitMs === null) return null;
    const retryAfter = String(Math.max(1, Math.ceil(waitMs / 1000)));
    const rate = `${this.options.perSecond} requests a second`;
    return detail(429, `Rate limit exceeded: at most ${rate} for this account`, {
      "retry-after": retryAfter,
    });
  }
}

/** 503 when a data request arrives beyond options.maxInFlight in flight (counted on arrival). */
export function overloadReply({ stats, options }: SandboxState): Reply | null {
  if (options.maxInFlight === null || stats.inFlight <= options.maxInFlight) return null;
  stats.overloaded++;
  return detail(503, "Service Unavailable: too many requests in flight");
}

/** 429 when the request's account has no token left; an unknown or expired token is the route's to answer (401). */
export function rateLimitReply(state: SandboxState, req: IncomingMessage): Reply | null {
  const account = state.rateLimits ? state.accountOf(req) : undefined;
  const reply = account ? state.rateLimits!.admit(account.username) : null;
  if (reply) state.stats.rateLimited++;
  return reply;
}
