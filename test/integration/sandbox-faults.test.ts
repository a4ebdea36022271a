/** Fault injection (seeded), request counters and concurrency tracking. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { type Sandbox, type SandboxOptions, startSandbox } from "../../src/sandbox/index.js";

let sb: Sandbox | undefined;
afterEach(async () => {
  await sb?.close();
  sb = undefined;
});

async function open(opts: SandboxOptions) {
  sb = await startSandbox({ port: 0, plants: 2, ...opts });
  const res = await fetch(`${sb.baseUrl}/login/access-token`, {
    method: "POST",
    body: new URLSearchParams(sb.credentials),
  });
  expect(res.status).toBe(200);
  const token = ((await res.json()) as { access_token: string }).access_token;
  const s = sb;
  /** One freshness request; "dropped" when the socket died without a response. */
  const request = async () => {
    try {
      const r = await fetch(`${s.baseUrl}/data/plant/last_24_hour_update_status`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
        body: JSON.stringify({ plant_id: s.plants[0]!.id }),
      });
      return {
        status: r.status,
        retryAfter: r.headers.get("retry-after"),
        body: (await r.json()) as { detail?: string },
      };
    } catch {
      return { status: "dropped" as const, retryAfter: null, body: {} as { detail?: string } };
    }
  };
  const many = async (n: number) => {
    const out = [];
    for (let i = 0; i < n; i++) out.push(await request());
    return out;
  };
  return { sb: s, request, many };
}

describe("fault injection", () => {
  it("answers about errorRate of data requests 500, never the login", async () => {
    const { sb, many } = await open({ faults: { errorRate: 0.3 } });
    const results = await many(300);
    const errors = results.filter((r) => r.status === 500);
    expect(errors.length).toBeGreaterThan(60);
    expect(errors.length).toBeLessThan(120);
    expect(sb.stats.faults.e500).toBe(errors.length);
    for (const e of errors) expect(e.body.detail).toMatch(/^An error occurred: /);
    expect(results.filter((r) => r.status === 200)).toHaveLength(300 - errors.length);
    sb.setFaults({ errorRate: 1 });
    const login = await fetch(`${sb.baseUrl}/login/access-token`, {
      method: "POST",
      body: new URLSearchParams(sb.credentials),
    });
    expect(login.status).toBe(200);
  });

  it("answers 429 in bursts with Retry-After", async () => {
    const { sb, many } = await open({ faults: { rate429: 0.05, burst429: 3, retryAfterSec: 0 } });
    const statuses = (await many(400)).map((r) => r.status);
    const runs = statuses
      .join(",")
      .split(/,?200,?/)
      .filter(Boolean)
      .map((run) => run.split(",").length);
    expect(runs.length).toBeGreaterThan(5);
    for (const len of runs.slice(0, -1)) expect(len).toBeGreaterThanOrEqual(3);
    expect(sb.stats.faults.e429).toBe(statuses.filter((s) => s === 429).length);
    sb.setFaults({ rate429: 1, retryAfterSec: 7 });
    const [limited] = await many(1);
    expect(limited).toMatchObject({ status: 429, retryAfter: "7", body: { detail: "Too Many Requests" } });
  });

  it("drops about dropRate of sockets without a response", async () => {
    const { sb, many } = await open({ faults: { dropRate: 0.2 } });
    const results = await many(150);
    const dropped = results.filter((r) => r.status === "dropped").length;
    expect(dropped).toBeGreaterThan(15);
    expect(dropped).toBeLessThan(50);
    expect(sb.stats.faults.dropped).toBe(dropped);
  });

  it("answers slow requests after slowMs, correctly", async () => {
    const { sb, many } = await open({ faults: { slowRate: 0.5, slowMs: 20 } });
    const results = await many(20);
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(sb.stats.faults.slow).toBeGreaterThan(3);
    expect(sb.stats.faults.slow).toBeLessThan(17);
  });

  it("is deterministic per seed", async () => {
    const faults = { errorRate: 0.2, rate429: 0.05, retryAfterSec: 0 };
    const first = (await (await open({ seed: 9, faults })).many(60)).map((r) => r.status);
    await sb!.close();
    const second = (await (await open({ seed: 9, faults })).many(60)).map((r) => r.status);
    expect(second).toEqual(first);
    expect(new Set(first).size).toBe(3);
  });
});

describe("stats", () => {
  it("counts requests per route and logins, and resets in place", async () => {
    const { sb, many } = await open({});
    await many(3);
    await fetch(`${sb.baseUrl}/nowhere`);
    expect(sb.stats.requests).toBe(5);
    expect(sb.stats.byRoute).toEqual({
      "POST /login/access-token": 1,
      "POST /data/plant/last_24_hour_update_status": 3,
      "GET /nowhere": 1,
    });
    expect(sb.stats.logins).toBe(1);
    const live = sb.stats;
    sb.resetStats();
    expect(live).toBe(sb.stats);
    expect(live).toMatchObject({ requests: 0, byRoute: {}, logins: 0, faults: { e500: 0, e429: 0 } });
  });

  it("tracks data requests in flight, including the latency wait", async () => {
    // Long enough that the six requests overlap even when the machine is busy.
    const { sb, request } = await open({ latencyMs: 2000 });
    sb.resetStats();
    const results = await Promise.all(Array.from({ length: 6 }, () => request()));
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(sb.stats.maxInFlight).toBe(6);
    await vi.waitFor(() => expect(sb.stats.inFlight).toBe(0));
  });
});

describe("latency", () => {
  it("a data answer is made when the request arrives and sent when its latency has passed", async () => {
    // The clock is read while the answer is made (which days have data): those reads come a
    // latency before the answer, not just before it (as when it was made after the wait,
    // one request after another on the sandbox's one thread).
    const reads: number[] = [];
    const now = () => {
      reads.push(performance.now());
      return Date.parse("2026-11-05T06:00:00Z");
    };
    const latencyMs = 400;
    const { request } = await open({ now, latencyMs });
    reads.length = 0;
    const answered = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const r = await request();
        return { status: r.status, at: performance.now() };
      }),
    );
    expect(answered.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(reads.length).toBeGreaterThan(0);
    const lastRead = Math.max(...reads);
    // A lower bound only: a slow machine makes the gap shorter only if making a one-plant
    // answer takes longer than half the latency.
    for (const a of answered) expect(a.at - lastRead).toBeGreaterThan(latencyMs / 2);
  });
});
