/** Spec tables "Token validity", "Errors" (400/401/403/404/422) and tiers, with plain fetch. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Sandbox, startSandbox } from "../../src/sandbox/index.js";

let clock = Date.parse("2026-03-15T12:00:00Z");
let sb: Sandbox;
const HOUR = 3_600_000;

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});
interface Body {
  detail?: string | { loc: string[]; type: string; msg: string }[];
  access_token: string;
  refresh_token: string;
  token_type: string;
  token: string;
}
const items = (body: Body) => body.detail as { loc: string[]; type: string; msg: string }[];

async function call(path: string, init: RequestInit = {}) {
  const res = await fetch(sb.baseUrl + path, init);
  return { status: res.status, body: (await res.json()) as Body, headers: res.headers };
}
async function login(username = sb.credentials.username, password = sb.credentials.password) {
  const r = await call("/login/access-token", form({ username, password }));
  expect(r.status).toBe(200);
  return r.body as { access_token: string; refresh_token: string; token_type: string };
}
const bearer = (token: string, method = "GET", body?: unknown): RequestInit => ({
  method,
  headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});
const list = (token: string) => call("/data/plant/list", bearer(token));

beforeAll(async () => {
  sb = await startSandbox({
    port: 0,
    plants: 4,
    accessTokenTtlMs: HOUR,
    refreshTokenTtlMs: 2 * HOUR,
    now: () => clock,
    extraAccounts: [
      { username: "pf", password: "pw", tier: "Portfolio", plantIds: "all" },
      { username: "nosub", password: "pw", tier: "none", plantIds: "all" },
      { username: "plant", password: "pw", tier: "Plant", plantIds: [] },
    ],
  });
});
afterAll(() => sb.close());

describe("login", () => {
  it("returns a bearer token pair for form credentials", async () => {
    const pair = await login();
    expect(pair.token_type).toBe("bearer");
    expect(pair.access_token).not.toBe(pair.refresh_token);
    expect((await list(pair.access_token)).status).toBe(200);
  });

  it("rejects bad credentials with 400 and never echoes the password", async () => {
    const r = await call(
      "/login/access-token",
      form({ username: sb.credentials.username, password: "wrong-pw-x" }),
    );
    expect(r.status).toBe(400);
    expect(r.body.detail).toBe("Incorrect username or password");
    expect(JSON.stringify(r.body)).not.toContain("wrong-pw-x");
  });

  it("answers a JSON login with a 422 validation object", async () => {
    const r = await call("/login/access-token", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(sb.credentials),
    });
    expect(r.status).toBe(422);
    expect(items(r.body).map((d) => d.loc.join("."))).toEqual(["body.username", "body.password"]);
    expect(items(r.body)[0]).toMatchObject({ type: "missing", msg: "Field required" });
  });
});

describe("token validity (spec state table)", () => {
  it("expires the access token after its TTL: 401 Token has expired", async () => {
    const pair = await login();
    clock += HOUR - 1;
    expect((await list(pair.access_token)).status).toBe(200);
    clock += 1;
    const r = await list(pair.access_token);
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ detail: "Token has expired" });
  });

  it("rotates refresh tokens: a new pair, the old refresh token invalid", async () => {
    const pair = await login();
    clock += 2 * HOUR - 1000;
    const r = await call(`/login/refresh-token?refresh_token=${pair.refresh_token}`, { method: "POST" });
    expect(r.status).toBe(200);
    expect(r.body.access_token).not.toBe(pair.access_token);
    expect((await list(r.body.access_token)).status).toBe(200);
    const again = await call(`/login/refresh-token?refresh_token=${pair.refresh_token}`, { method: "POST" });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ detail: "Invalid refresh token" });
  });

  it("rejects an expired or unknown refresh token with 400, a missing one with 422", async () => {
    const pair = await login();
    clock += 2 * HOUR;
    const expired = await call(`/login/refresh-token?refresh_token=${pair.refresh_token}`, {
      method: "POST",
    });
    expect(expired).toMatchObject({ status: 400, body: { detail: "Invalid refresh token" } });
    const unknown = await call("/login/refresh-token?refresh_token=nope", { method: "POST" });
    expect(unknown).toMatchObject({ status: 400, body: { detail: "Invalid refresh token" } });
    const missing = await call("/login/refresh-token", { method: "POST" });
    expect(missing.status).toBe(422);
    expect(items(missing.body)[0]!.loc).toEqual(["query", "refresh_token"]);
  });

  it("manages one non-expiring token per account: 404, create, replace, revoke", async () => {
    const { access_token } = await login();
    const none = await call("/login/non-expiring-token", bearer(access_token));
    expect(none).toMatchObject({ status: 404, body: { detail: "Non-Expiring Token not found." } });
    const first = (await call("/login/non-expiring-token", bearer(access_token, "POST"))).body
      .token as string;
    expect((await call("/login/non-expiring-token", bearer(access_token))).body).toEqual({ token: first });
    clock += 365 * 24 * HOUR;
    expect((await list(first)).status).toBe(200);
    const second = (await call("/login/non-expiring-token", bearer(first, "POST"))).body.token as string;
    expect(second).not.toBe(first);
    expect(await list(first)).toMatchObject({
      status: 401,
      body: { detail: "Could not validate credentials" },
    });
    expect((await list(second)).status).toBe(200);
    sb.revokeNonExpiringToken(sb.credentials.username);
    expect((await list(second)).status).toBe(401);
  });

  it("answers 401 for a missing or unknown token", async () => {
    const missing = await call("/data/plant/list");
    expect(missing).toMatchObject({ status: 401, body: { detail: "Could not validate credentials" } });
    expect((await list("garbage")).status).toBe(401);
    expect((await call("/login/non-expiring-token", { method: "POST" })).status).toBe(401);
  });
});

describe("tiers and plant access (403)", () => {
  const forbidden = { status: 403, body: { detail: "Access to the Plant/Devices is forbidden." } };

  it("forbids /data/plant/* to the Portfolio tier and to no subscription", async () => {
    for (const username of ["pf", "nosub"]) {
      const { access_token } = await login(username, "pw");
      expect(await list(access_token)).toMatchObject(forbidden);
      const body = {
        plant_id: sb.plants[0]!.id,
        kpis: ["historical_plant_daily_yield"],
        date: "2026-02-01",
        days: 1,
      };
      expect(await call("/data/plant/historical", bearer(access_token, "POST", body))).toMatchObject(
        forbidden,
      );
    }
  });

  it("answers /data/portfolio/* with 404 (paths not shown), 403 without subscription", async () => {
    const pf = await login("pf", "pw");
    expect(await call("/data/portfolio/list", bearer(pf.access_token))).toMatchObject({ status: 404 });
    const nosub = await login("nosub", "pw");
    expect(await call("/data/portfolio/list", bearer(nosub.access_token))).toMatchObject(forbidden);
    expect((await call("/data/portfolio/list")).status).toBe(401);
  });

  it("forbids plants outside the account, including existing ones", async () => {
    const demo = await login();
    const body = (plant_id: string) => ({ plant_id });
    const hidden = sb.hiddenPlants[0]!.id;
    const path = "/data/plant/last_24_hour_update_status";
    expect(await call(path, bearer(demo.access_token, "POST", body(hidden)))).toMatchObject(forbidden);
    expect(await call(path, bearer(demo.access_token, "POST", body("no-such-plant")))).toMatchObject(
      forbidden,
    );
    const plantTier = await login("plant", "pw");
    expect((await list(plantTier.access_token)).body).toEqual([]);
    const own = await call(path, bearer(plantTier.access_token, "POST", body(sb.plants[0]!.id)));
    expect(own).toMatchObject(forbidden);
  });
});

describe("registered IPs", () => {
  it("rejects every request from an unregistered address with 403", async () => {
    const other = await startSandbox({ port: 0, plants: 1, registeredIps: ["10.9.8.7"] });
    try {
      const r = await fetch(`${other.baseUrl}/login/access-token`, form(other.credentials));
      expect(r.status).toBe(403);
      expect(((await r.json()) as { detail: string }).detail).toMatch(/IP address/);
      expect(other.stats.logins).toBe(0);
    } finally {
      await other.close();
    }
  });
});
