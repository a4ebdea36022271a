/**
 * Contract tests: the client against the sandbox on 127.0.0.1:0, one test per row of the
 * spec's state, error and limits tables (spec, "States and transitions", "Errors", "Limits"),
 * asserting the service's status and detail AND what the client does with them.
 */
import pLimit from "p-limit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../../src/api/errors.js";
import { type ClientOptions, createClient, parseValue, type Schedule } from "../../src/api/index.js";
import { DETAILS, HISTORICAL_KPIS, PATHS } from "../../src/api/types.js";
import { type Sandbox, type SandboxOptions, startSandbox } from "../../src/sandbox/index.js";

/** p-limit as the client's schedule: the task runs with no argument (p-limit would hand it the plant id). */
const limitTo = (n: number): Schedule => {
  const limit = pLimit(n);
  return (task) => limit(() => task());
};

const NOW = Date.UTC(2026, 10, 15, 12); // mid-November 2026: October is complete
const noSleep = async () => {};

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const err = await promise.catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

/** A sandbox with its own clock, and clients for it; everything closed after the file. */
function fixture(options: SandboxOptions = {}) {
  const clock = { now: NOW };
  const state: { sandbox?: Sandbox } = {};
  const clients: { close(): void }[] = [];
  beforeAll(async () => {
    state.sandbox = await startSandbox({ port: 0, plants: 6, seed: 7, now: () => clock.now, ...options });
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await state.sandbox?.close();
  });
  const sandbox = () => state.sandbox!;
  const client = (opts: Partial<ClientOptions> = {}) => {
    const c = createClient({
      baseUrl: sandbox().baseUrl,
      auth: { kind: "password", ...sandbox().credentials },
      now: () => clock.now,
      sleep: noSleep,
      ...opts,
    });
    clients.push(c);
    return c;
  };
  /** A bare request, to assert the service's own status and detail. */
  const raw = async (
    method: string,
    path: string,
    init: { token?: string; body?: string; type?: string } = {},
  ) => {
    const headers: Record<string, string> = {};
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    if (init.type) headers["Content-Type"] = init.type;
    const res = await fetch(`${sandbox().baseUrl}${path}`, { method, headers, body: init.body });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const login = async (
    username = sandbox().credentials.username,
    password = sandbox().credentials.password,
  ) =>
    raw("POST", PATHS.accessToken, {
      body: new URLSearchParams({ username, password }).toString(),
      type: "application/x-www-form-urlencoded",
    });
  return { clock, sandbox, client, raw, login };
}

describe("token validity (spec, States and transitions)", () => {
  const f = fixture({ accessTokenTtlMs: 60_000 });

  it("access token valid → 1 hour elapses → 401 Token has expired; 50 in-flight requests share ONE refresh", async () => {
    const client = f.client({ schedule: limitTo(8), concurrency: 8 });
    const plants = await client.listPlants();
    const expired = await f.login();
    f.sandbox().resetStats();
    const ids = Array.from({ length: 50 }, (_, i) => plants[i % plants.length]!.id);
    const calls = ids.map((id) => client.freshness(id));
    f.clock.now += 120_000; // past the sandbox's 60-s TTL, before any of the 50 reaches it
    const results = await Promise.all(calls);
    expect(results.map((r) => r.plantId)).toEqual(ids);
    expect(f.sandbox().stats.refreshes).toBe(1);
    expect(f.sandbox().stats.logins).toBe(0);
    expect(client.stats.failed).toBe(0);
    const stale = await f.raw("GET", PATHS.plantList, { token: String(expired.body.access_token) });
    expect(stale).toEqual({ status: 401, body: { detail: DETAILS.tokenExpired } });
  });

  it("access token expired → refresh with a valid refresh token → a new pair", async () => {
    const pair = (await f.login()).body;
    const res = await f.raw("POST", `${PATHS.refreshToken}?refresh_token=${pair.refresh_token}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token_type: "bearer" });
    expect(typeof res.body.access_token).toBe("string");
    expect(res.body.refresh_token).not.toBe(pair.refresh_token);
  });

  it("refresh token invalid → 400 Invalid refresh token → the client logs in with the password", async () => {
    const res = await f.raw("POST", `${PATHS.refreshToken}?refresh_token=not-a-token`);
    expect(res).toEqual({ status: 400, body: { detail: DETAILS.invalidRefreshToken } });
  });

  describe("with a refresh token the service no longer accepts", () => {
    const g = fixture({ accessTokenTtlMs: 60_000, refreshTokenTtlMs: 90_000 });

    it("the client meets 401, its refresh gets 400, it logs in again and replays", async () => {
      const client = g.client();
      await client.listPlants();
      g.sandbox().resetStats();
      g.clock.now += 120_000; // both tokens expired for the sandbox, not by the client's 1 h / 7 d
      await expect(client.listPlants()).resolves.not.toHaveLength(0);
      expect(g.sandbox().stats.byRoute[`POST ${PATHS.refreshToken}`]).toBe(1);
      expect(g.sandbox().stats.refreshes).toBe(0);
      expect(g.sandbox().stats.logins).toBe(1);
      expect(g.sandbox().stats.byRoute[`GET ${PATHS.plantList}`]).toBe(2);
      expect(client.stats.failed).toBe(0);
    });
  });

  it("refreshes proactively before expiry by its own clock (no 401 on the wire)", async () => {
    const client = f.client({ refreshMarginMs: 5 * 60_000 });
    await client.listPlants();
    f.sandbox().resetStats();
    f.clock.now += 56 * 60_000;
    await client.listPlants();
    expect(f.sandbox().stats.refreshes).toBe(1);
    expect(f.sandbox().stats.byRoute[`GET ${PATHS.plantList}`]).toBe(1);
  });

  it("non-expiring token: POST replaces the previous one; GET returns the current one", async () => {
    const client = f.client();
    const first = await client.createNonExpiringToken();
    const second = await client.createNonExpiringToken();
    expect(second).not.toBe(first);
    expect(await client.getNonExpiringToken()).toBe(second);
    const viaToken = f.client({ auth: { kind: "token", token: second } });
    expect((await viaToken.listPlants()).length).toBeGreaterThan(0);
    const replaced = f.client({ auth: { kind: "token", token: first } });
    const err = await failure(replaced.listPlants());
    expect(err.kind).toBe("auth");
    expect(err.status).toBe(401);
    expect(err.message).toMatch(/SOLAR_API_TOKEN was rejected.*solar-report token create/);
    expect(err.message).not.toContain(first);
  });

  it("no non-expiring token → GET gives 404 Non-Expiring Token not found.", async () => {
    f.sandbox().revokeNonExpiringToken(f.sandbox().credentials.username);
    const err = await failure(f.client().getNonExpiringToken());
    expect(err.status).toBe(404);
    expect(err.detail).toBe(DETAILS.nonExpiringNotFound);
    expect(err.message).toMatch(/create one with `solar-report token create`/);
  });
});

describe("errors (spec, Errors)", () => {
  const f = fixture({
    maxDays: 366,
    extraAccounts: [
      { username: "portfolio@x.test", password: "portfolio-pass", tier: "Portfolio", plantIds: "all" },
      { username: "nosub@x.test", password: "nosub-pass", tier: "none", plantIds: "all" },
    ],
  });

  it("400 bad credentials → fatal auth error naming the variables", async () => {
    expect((await f.login("demo@solar-sandbox.test", "wrong-password")).status).toBe(400);
    const client = f.client({ auth: { kind: "password", username: "x", password: "wrong-password" } });
    const err = await failure(client.listPlants());
    expect([err.kind, err.status]).toEqual(["auth", 400]);
    expect(err.message).toMatch(/SOLAR_API_USERNAME and SOLAR_API_PASSWORD/);
    expect(err.message).not.toContain("wrong-password");
  });

  it("401 missing or invalid token", async () => {
    expect((await f.raw("GET", PATHS.plantList)).status).toBe(401);
    const err = await failure(f.client({ auth: { kind: "token", token: "made-up-token" } }).listPlants());
    expect([err.kind, err.status]).toEqual(["auth", 401]);
  });

  it.each([
    ["Portfolio", "portfolio@x.test", "portfolio-pass"],
    ["none", "nosub@x.test", "nosub-pass"],
  ])(
    "403 for tier %s on the plant list → message about tier or IP address",
    async (_tier, username, password) => {
      const err = await failure(f.client({ auth: { kind: "password", username, password } }).listPlants());
      expect(err.status).toBe(403);
      expect(err.detail).toBe(DETAILS.forbidden);
      expect(err.message).toMatch(/Plant or Device subscription tier.*IP address/);
    },
  );

  it("403 for a plant outside the account → message about the daily refresh, not retried", async () => {
    const client = f.client();
    const hidden = f.sandbox().hiddenPlants[0]!;
    const err = await failure(
      client.historical(
        hidden.id,
        ["historical_plant_daily_yield"],
        "2026-10-01",
        "2026-10-31",
        hidden.tz_offset,
      ),
    );
    expect(err.status).toBe(403);
    expect(err.detail).toBe(DETAILS.forbidden);
    expect(err.message).toMatch(/not in this account.*daily refresh/);
    expect(client.stats.retried).toBe(0);
  });

  it("a newly added plant is 403 until the daily refresh lists it", async () => {
    const client = f.client();
    const added = f.sandbox().addPlant();
    expect((await client.listPlants()).map((p) => p.id)).not.toContain(added.id);
    expect((await failure(client.freshness(added.id))).status).toBe(403);
    f.clock.now += 24 * 3_600_000;
    expect((await client.listPlants()).map((p) => p.id)).toContain(added.id);
    f.clock.now -= 24 * 3_600_000;
  });

  it("404 resource not found", async () => {
    const token = String((await f.login()).body.access_token);
    expect((await f.raw("GET", "/data/portfolio/unknown", { token })).status).toBe(404);
  });

  it("422 malformed JSON body → validation detail; the client does not retry; a refused range names the setting", async () => {
    const token = String((await f.login()).body.access_token);
    const res = await f.raw("POST", PATHS.historical, { token, body: "{not json", type: "application/json" });
    expect(res.status).toBe(422);
    expect(Array.isArray(res.body.detail)).toBe(true);
    // A range the sandbox refuses (more days than its cap of 366) is the client's only way to a
    // 422: not a bug, a setting (the spec gives no maximum).
    const client = f.client({ maxDaysPerRequest: 400 });
    const plant = f.sandbox().plants[0]!;
    const err = await failure(
      client.historical(
        plant.id,
        ["historical_plant_daily_yield"],
        "2025-01-01",
        "2026-02-01",
        plant.tz_offset,
      ),
    );
    expect(err.status).toBe(422);
    expect(err.message).toMatch(
      /less than or equal to 366.*set maxDaysPerRequest to "auto" or a smaller number/,
    );
    expect(err.message).not.toMatch(/bug in solar-report/);
    expect(client.stats.requests).toBe(2); // login + one attempt
  });

  it("500 An error occurred: … → retried, then a message saying the service is failing", async () => {
    f.sandbox().setFaults({ errorRate: 1 });
    try {
      const client = f.client({ retries: 2 });
      const err = await failure(client.freshness(f.sandbox().plants[0]!.id));
      expect(err.status).toBe(500);
      expect(String(err.detail)).toMatch(/^An error occurred:/);
      expect(err.message).toMatch(/gave up after 3 attempts.*service is failing; retry later/);
      expect(client.stats).toMatchObject({ retried: 2, failed: 1 });
    } finally {
      f.sandbox().setFaults({});
    }
  });
});

describe("unregistered IP address (spec, Authentication 5)", () => {
  const f = fixture({ registeredIps: ["203.0.113.7"] });

  it("403 on every call, with a message pointing at the IP registration", async () => {
    const err = await failure(f.client().listPlants());
    expect(err.status).toBe(403);
    expect(err.message).toMatch(/IP address/);
  });
});

describe("limits and data (spec, Limits and KPI data entry)", () => {
  const f = fixture({ tsEncoding: "mixed" });

  it("≤5 KPIs per daily call: 7 KPIs → 2 calls, merged; 6 on the wire → 422", async () => {
    const client = f.client();
    const plant = f.sandbox().plants[0]!;
    await client.listPlants();
    f.sandbox().resetStats();
    const kpis = [
      "real_time_plant_active_power",
      "real_time_plant_daily_yield",
      "real_time_plant_total_yield",
      "real_time_plant_irradiation",
      "real_time_plant_irradiance",
      "real_time_plant_cell_temperature",
      "real_time_plant_meter_yield",
    ];
    const series = await client.daily(plant.id, kpis, "2026-10-10");
    expect(f.sandbox().stats.byRoute[`POST ${PATHS.daily}`]).toBe(2);
    expect(Object.keys(series.values).sort()).toEqual([...kpis].sort());
    expect(series.missingKpis).toEqual([]);
    const token = String((await f.login()).body.access_token);
    const body = JSON.stringify({ plant_id: plant.id, kpis: kpis.slice(0, 6), date: "2026-10-10" });
    expect((await f.raw("POST", PATHS.daily, { token, body, type: "application/json" })).status).toBe(422);
  });

  it("≤10 KPIs per historical call: 12 names → 2 calls; unknown names come back missing", async () => {
    const client = f.client();
    const plant = f.sandbox().plants[1]!;
    await client.listPlants();
    f.sandbox().resetStats();
    const kpis = [
      ...HISTORICAL_KPIS,
      "historical_unknown_a",
      "historical_unknown_b",
      "historical_unknown_c",
      "historical_unknown_d",
    ];
    const series = await client.historical(plant.id, kpis, "2026-10-01", "2026-10-31", plant.tz_offset);
    expect(f.sandbox().stats.byRoute[`POST ${PATHS.historical}`]).toBe(2);
    expect(series.missingKpis).toEqual(kpis.slice(8));
    expect(Object.keys(series.values)).toEqual([...HISTORICAL_KPIS]);
  });

  it("every plant's month matches what the sandbox served, for both ts encodings, split into 7-day calls", async () => {
    const client = f.client({ maxDaysPerRequest: 7 });
    const kpi = "historical_plant_daily_yield";
    for (const plant of await client.listPlants()) {
      const series = await client.historical(plant.id, [kpi], "2026-09-28", "2026-11-02", plant.tz_offset);
      expect(series.warnings).toEqual({ nonNumeric: 0, outOfRange: 0, duplicates: 0, unalignedTs: 0 });
      for (let day = Date.UTC(2026, 8, 28); day <= Date.UTC(2026, 10, 2); day += 86_400_000) {
        const date = new Date(day).toISOString().slice(0, 10);
        const served = f.sandbox().servedValue(plant.id, kpi, date);
        expect(series.values[kpi]?.[date], `${plant.id} ${plant.tz_offset} ${date}`).toBe(
          served === undefined ? undefined : parseValue(served),
        );
      }
    }
    expect(client.stats.requests).toBe(1 + 1 + 6 * 6); // login, list, 6 plants × 36 days / 7
  });

  it("freshness covers about 30 days with ISO timestamps", async () => {
    const plant = f.sandbox().plants[2]!;
    const parsed = await f.client().freshness(plant.id);
    const days = Object.keys(parsed.days);
    expect(days.length).toBeGreaterThanOrEqual(28);
    expect(days.length).toBeLessThanOrEqual(32);
    for (const day of Object.values(parsed.days)) {
      expect(["Update", "No Update"]).toContain(day.status);
      if (day.lastUpdate !== null)
        expect(day.lastUpdate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    }
  });
});

describe("faults", () => {
  const f = fixture({ plants: 4 });

  it("errorRate 0.1 + 429 bursts (Retry-After 0): every call succeeds and retries are counted", async () => {
    f.sandbox().setFaults({ errorRate: 0.1, rate429: 0.1, burst429: 3, retryAfterSec: 0 });
    const client = f.client({ schedule: limitTo(4), concurrency: 4, retries: 6 });
    const plants = await client.listPlants();
    const calls = plants.flatMap((p) => [
      ...Array.from({ length: 10 }, (_, i) =>
        client.historical(
          p.id,
          [...HISTORICAL_KPIS],
          `2026-0${1 + (i % 9)}-01`,
          `2026-0${1 + (i % 9)}-28`,
          p.tz_offset,
        ),
      ),
      client.freshness(p.id),
    ]);
    await expect(Promise.all(calls)).resolves.toHaveLength(plants.length * 11);
    expect(client.stats.retried).toBeGreaterThan(0);
    expect(client.stats.failed).toBe(0);
    expect(f.sandbox().stats.faults.e429 + f.sandbox().stats.faults.e500).toBe(client.stats.retried);
  });
});
