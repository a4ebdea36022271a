/**
 * The sandbox limiting its callers (sandbox/rate-limit.ts) over HTTP: a token bucket per
 * account on data requests, answered 429 in the spec's error shape with Retry-After; login not
 * limited; another account with a bucket of its own; 503 beyond `maxInFlight` data requests in
 * flight, decided on arrival (holdFirst keeps the first in flight while the second arrives, so
 * the outcome does not depend on the machine's speed).
 */
import { afterEach, describe, expect, it } from "vitest";
import { type Sandbox, type SandboxOptions, startSandbox } from "../../src/sandbox/index.js";

let sb: Sandbox | undefined;
afterEach(async () => {
  await sb?.close();
  sb = undefined;
});

async function open(opts: SandboxOptions, credentials?: { username: string; password: string }) {
  sb = await startSandbox({ port: 0, plants: 2, ...opts });
  const s = sb;
  const login = () =>
    fetch(`${s.baseUrl}/login/access-token`, {
      method: "POST",
      body: new URLSearchParams(credentials ?? s.credentials),
    });
  const res = await login();
  const token = ((await res.json()) as { access_token: string }).access_token;
  const freshness = async (bearer = token) => {
    const r = await fetch(`${s.baseUrl}/data/plant/last_24_hour_update_status`, {
      method: "POST",
      headers: { authorization: `Bearer ${bearer}` },
      body: JSON.stringify({ plant_id: s.plants[0]!.id }),
    });
    return { status: r.status, retryAfter: r.headers.get("retry-after"), body: (await r.json()) as unknown };
  };
  return { sb: s, login, freshness };
}

describe("sandbox rate limit", () => {
  it("answers 429 with Retry-After and a detail once the account's burst is spent", async () => {
    // One request in 100 s: the bucket does not refill within the test, however slow the machine.
    const { sb, freshness, login } = await open({ rateLimit: { perSecond: 0.01, burst: 3 } });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await freshness());
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429, 429]);
    expect(answers[3]).toEqual({
      status: 429,
      retryAfter: "100",
      body: { detail: "Rate limit exceeded: at most 0.01 requests a second for this account" },
    });
    expect(sb.stats.rateLimited).toBe(2);
    // Login is not limited, and an invalid token is the route's 401, not a 429.
    expect((await login()).status).toBe(200);
    expect((await freshness("not-a-token")).status).toBe(401);
    expect(sb.stats.rateLimited).toBe(2);
  });

  it("gives every account a bucket of its own", async () => {
    const other = {
      username: "ops@solar-sandbox.test",
      password: "ops-password",
      tier: "Plant" as const,
      plantIds: "all" as const,
    };
    const { sb: s, freshness } = await open({
      rateLimit: { perSecond: 0.01, burst: 1 },
      extraAccounts: [other],
    });
    expect((await freshness()).status).toBe(200);
    expect((await freshness()).status).toBe(429);
    const res = await fetch(`${s.baseUrl}/login/access-token`, {
      method: "POST",
      body: new URLSearchParams({ username: other.username, password: other.password }),
    });
    const token = ((await res.json()) as { access_token: string }).access_token;
    const list = await fetch(`${s.baseUrl}/data/plant/list`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.status).toBe(200);
  });

  it("answers 503 to a data request that arrives beyond maxInFlight", async () => {
    const { sb, freshness } = await open({ maxInFlight: 1, holdFirst: 2 });
    const [a, b] = await Promise.all([freshness(), freshness()]);
    expect([a.status, b.status].sort()).toEqual([200, 503]);
    const refused = a.status === 503 ? a : b;
    expect(refused).toEqual({
      status: 503,
      retryAfter: null,
      body: { detail: "Service Unavailable: too many requests in flight" },
    });
    expect(sb.stats.overloaded).toBe(1);
    expect((await freshness()).status).toBe(200);
  });
});
