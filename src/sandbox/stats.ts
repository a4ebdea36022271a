/** Request counters, one live object that tests and benchmarks read while the sandbox runs. */
export interface SandboxStats {
  /** all HTTP requests received */
  requests: number;
  /** key "POST /data/plant/historical" etc. (path below the version segment) */
  byRoute: Record<string, number>;
  /** data requests concurrently being processed (incl. latency wait) */
  inFlight: number;
  maxInFlight: number;
  logins: number;
  refreshes: number;
  /** data requests answered 401 "Token has expired" */
  expired: number;
  /** refresh requests answered 400 (unknown, used or expired refresh token) */
  refreshRefused: number;
  faults: { e500: number; e429: number; dropped: number; slow: number };
  /** data requests answered 429 by the rate limit (options.rateLimit), not by injected faults */
  rateLimited: number;
  /** data requests answered 503 beyond options.maxInFlight */
  overloaded: number;
}

export function newStats(): SandboxStats {
  return {
    requests: 0,
    byRoute: {},
    inFlight: 0,
    maxInFlight: 0,
    logins: 0,
    refreshes: 0,
    expired: 0,
    refreshRefused: 0,
    faults: { e500: 0, e429: 0, dropped: 0, slow: 0 },
    rateLimited: 0,
    overloaded: 0,
  };
}

/** Zeroes the counters in place (callers hold the object); requests in flight stay counted. */
export function resetStats(stats: SandboxStats): void {
  const fresh = newStats();
  stats.requests = 0;
  stats.byRoute = {};
  stats.maxInFlight = stats.inFlight;
  stats.logins = 0;
  stats.refreshes = 0;
  stats.expired = 0;
  stats.refreshRefused = 0;
  stats.faults = fresh.faults;
  stats.rateLimited = 0;
  stats.overloaded = 0;
}
