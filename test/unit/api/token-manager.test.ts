import { describe, expect, it } from "vitest";
import { ApiError } from "../../../src/api/errors.js";
import { PATHS } from "../../../src/api/types.js";
import { BASE_URL, type FakeCall, harness, reply } from "./fake-service.js";

const freshness = (call: FakeCall) => {
  const plantId = JSON.parse(call.body ?? "{}").plant_id;
  return reply([{ plant_id: plantId, tz_offset: "+00:00", data: [] }]);
};

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const err = await promise.catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

describe("password sessions", () => {
  it("logs in once for many concurrent first calls", async () => {
    const h = harness();
    h.service.routes.set(`POST ${PATHS.freshness}`, freshness);
    await Promise.all(Array.from({ length: 20 }, (_, i) => h.client.freshness(`p${i}`)));
    expect(h.service.logins).toBe(1);
    expect(h.events.filter((e) => e.type === "login")).toHaveLength(1);
  });

  it("refreshes ONCE when 50 in-flight requests meet 401 Token has expired, then all 50 succeed", async () => {
    let gating = false;
    let arrived = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const h = harness({}, (service) => async (call) => {
      if (gating && call.path === PATHS.freshness) {
        // Hold the requests until all 50 are in flight, then expire the token under them.
        if (++arrived === 50) {
          service.expireAll();
          release();
        }
        await gate;
      }
      return service.handler(call);
    });
    h.service.routes.set(`POST ${PATHS.freshness}`, freshness);
    await h.client.freshness("warm-up");
    gating = true;
    const ids = Array.from({ length: 50 }, (_, i) => `p${i}`);
    const results = await Promise.all(ids.map((id) => h.client.freshness(id)));
    expect(results.map((r) => r.plantId)).toEqual(ids);
    expect(h.service.refreshes).toBe(1);
    expect(h.service.logins).toBe(1);
    const replays = h.calls.filter(
      (c) => c.path === PATHS.freshness && c.headers.Authorization === "Bearer acc-2",
    );
    expect(replays).toHaveLength(50);
    expect(h.client.stats).toEqual({ requests: 1 + 1 + 50 + 1 + 50, retried: 50, failed: 0 });
  });

  it("does not refresh again for a stale request that comes back after the refresh finished", async () => {
    let releaseSlow!: () => void;
    const slow = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    const h = harness({}, (service) => async (call) => {
      if (
        call.path === PATHS.freshness &&
        call.body?.includes('"slow"') &&
        call.headers.Authorization === "Bearer acc-1"
      ) {
        await slow;
      }
      return service.handler(call);
    });
    h.service.routes.set(`POST ${PATHS.freshness}`, freshness);
    await h.client.freshness("warm-up");
    const slowCall = h.client.freshness("slow");
    h.service.expireAll();
    await h.client.freshness("fast"); // 401 → refresh → acc-2
    expect(h.service.refreshes).toBe(1);
    releaseSlow();
    await expect(slowCall).resolves.toMatchObject({ plantId: "slow" });
    expect(h.service.refreshes).toBe(1);
    expect(h.calls.at(-1)?.headers.Authorization).toBe("Bearer acc-2");
  });

  it("refreshes proactively refreshMarginMs before the 1-hour expiry, without a 401", async () => {
    const h = harness();
    h.service.routes.set(`POST ${PATHS.freshness}`, freshness);
    await h.client.freshness("a");
    h.clock.now += 54 * 60_000;
    await h.client.freshness("b");
    expect(h.service.refreshes).toBe(0);
    h.clock.now += 2 * 60_000; // 56 min: inside the 5-min margin
    await h.client.freshness("c");
    expect(h.service.refreshes).toBe(1);
    expect(h.calls.filter((c) => c.path === PATHS.freshness).map((c) => c.headers.Authorization)).toEqual([
      "Bearer acc-1",
      "Bearer acc-1",
      "Bearer acc-2",
    ]);
    expect(h.events.filter((e) => e.type === "token-refresh")).toHaveLength(1);
  });

  it("gives a request that waited in the pool past the expiry the current token, without deadlock", async () => {
    // A pool of one slot: the second call queues while the clock passes the refresh margin.
    let queue: Promise<unknown> = Promise.resolve();
    const schedule = <T>(task: () => Promise<T>): Promise<T> => {
      const run = queue.then(() => task());
      queue = run.catch(() => {});
      return run;
    };
    let first = true;
    const h = harness({ schedule }, (service) => async (call) => {
      if (call.path === PATHS.freshness && first) {
        first = false;
        h.clock.now += 58 * 60_000; // the first request is slow: the token ages while the next one waits
      }
      return service.handler(call);
    });
    h.service.routes.set(`POST ${PATHS.freshness}`, freshness);
    await Promise.all([h.client.freshness("a"), h.client.freshness("b")]);
    const auth = h.calls.filter((c) => c.path === PATHS.freshness).map((c) => c.headers.Authorization);
    expect(auth).toEqual(["Bearer acc-1", "Bearer acc-2"]);
    expect(h.service.refreshes).toBe(1);
    expect(h.events.filter((e) => e.type === "retry")).toHaveLength(0);
  });

  it("logs in again with the password when the refresh token is refused (400)", async () => {
    const h = harness();
    h.service.routes.set(`POST ${PATHS.freshness}`, freshness);
    await h.client.freshness("a");
    h.service.expireAll();
    h.service.refreshTokens.clear();
    await expect(h.client.freshness("b")).resolves.toMatchObject({ plantId: "b" });
    expect(h.service.refreshes).toBe(1);
    expect(h.service.logins).toBe(2);
  });

  it("logs in again with the password when the refresh answers 401", async () => {
    const h = harness(
      {},
      (service) => (call) =>
        call.path === PATHS.refreshToken
          ? reply({ detail: "Could not validate credentials" }, 401)
          : service.handler(call),
    );
    h.service.routes.set(`POST ${PATHS.freshness}`, freshness);
    await h.client.freshness("a");
    h.service.expireAll();
    await expect(h.client.freshness("b")).resolves.toMatchObject({ plantId: "b" });
    expect(h.service.logins).toBe(2);
  });

  it.each([
    [
      "200 without tokens",
      () => reply({ token_type: "bearer" }),
      "200 without a usable token pair (access_token and refresh_token strings)",
    ],
    [
      "a token with a line break",
      () => reply({ access_token: "a\r\nX: y", refresh_token: "r" }),
      "200 without a usable token pair",
    ],
    [
      "500 after the retries",
      () => reply({ detail: "An error occurred: db" }, 500),
      "500 An error occurred: db (gave up after 3 attempts)",
    ],
  ])("a refresh answering %s is a fatal auth error, not a plant's failure", async (_name, answer, reason) => {
    const h = harness(
      { retries: 2 },
      (service) => (call) => (call.path === PATHS.refreshToken ? answer() : service.handler(call)),
    );
    h.service.routes.set(`POST ${PATHS.freshness}`, freshness);
    await h.client.freshness("a");
    h.service.expireAll();
    const err = await failure(h.client.freshness("b"));
    expect(err.kind).toBe("auth");
    expect(err.message.startsWith(`POST ${BASE_URL}/login/refresh-token`)).toBe(true);
    expect(err.message).toContain(`: ${reason}`);
    expect(err.message).toMatch(
      /\. Without a token no plant can be fetched, so the run stopped and published nothing: retry later, and report it to the service's operator if it persists$/,
    );
    expect(h.service.logins).toBe(1);
  });

  it("a login answering 503 after its retries is a fatal auth error", async () => {
    const h = harness(
      { retries: 1 },
      (service) => (call) =>
        call.path === PATHS.accessToken
          ? reply({ detail: "An error occurred: down" }, 503)
          : service.handler(call),
    );
    const err = await failure(h.client.listPlants());
    expect(err.kind).toBe("auth");
    expect(err.message).toMatch(/503 An error occurred: down \(gave up after 2 attempts\)\. Without a token/);
  });

  it("logs in instead of refreshing once the 7-day refresh token has run out", async () => {
    const h = harness();
    h.service.routes.set(`POST ${PATHS.freshness}`, freshness);
    await h.client.freshness("a");
    h.clock.now += 7 * 24 * 3_600_000;
    await h.client.freshness("b");
    expect(h.service.refreshes).toBe(0);
    expect(h.service.logins).toBe(2);
  });

  it("fails as kind auth, pointing at the credentials, when the login is refused", async () => {
    const h = harness({ auth: { kind: "password", username: "alice", password: "wrong-password" } });
    const err = await failure(h.client.listPlants());
    expect(err.kind).toBe("auth");
    expect(err.status).toBe(400);
    expect(err.message).toMatch(/SOLAR_API_USERNAME and SOLAR_API_PASSWORD/);
    expect(err.message).not.toContain("wrong-password");
  });

  it("renews again when the replay's retries outlast the renewed token (Token has expired twice)", async () => {
    // The replay meets a 500, and the token expires during its backoff: the retry gets 401 expired.
    let served500 = false;
    const h = harness({}, (service) => (call) => {
      if (call.path === PATHS.freshness && call.headers.Authorization === "Bearer acc-2" && !served500) {
        served500 = true;
        service.expireAll();
        return reply({ detail: "An error occurred: boom" }, 500);
      }
      return service.handler(call);
    });
    h.service.routes.set(`POST ${PATHS.freshness}`, freshness);
    await h.client.freshness("warm-up");
    h.service.expireAll();
    await expect(h.client.freshness("a")).resolves.toMatchObject({ plantId: "a" });
    expect(h.service.refreshes).toBe(2);
    expect(h.calls.at(-1)?.headers.Authorization).toBe("Bearer acc-3");
  });

  it("gives up as kind auth when every renewed token is answered 'Token has expired'", async () => {
    const h = harness(
      {},
      (service) => (call) =>
        call.path === PATHS.freshness ? reply({ detail: "Token has expired" }, 401) : service.handler(call),
    );
    const err = await failure(h.client.freshness("a"));
    expect(err.kind).toBe("auth");
    expect(h.service.refreshes).toBe(5);
  });

  it("fails as kind auth when even a fresh token is refused", async () => {
    const h = harness(
      {},
      (service) => (call) =>
        call.path === PATHS.freshness
          ? reply({ detail: "Could not validate credentials" }, 401)
          : service.handler(call),
    );
    const err = await failure(h.client.freshness("a"));
    expect(err.kind).toBe("auth");
    expect(h.service.refreshes).toBe(1);
    expect(h.client.stats.failed).toBe(1);
  });
});

describe("non-expiring tokens", () => {
  it("sends the token as a bearer and never logs in", async () => {
    const h = harness({ auth: { kind: "token", token: "net-1234567" } });
    h.service.valid.add("net-1234567");
    h.service.routes.set(`POST ${PATHS.freshness}`, freshness);
    await h.client.freshness("a");
    expect(h.service.logins).toBe(0);
    expect(h.calls[0]?.headers.Authorization).toBe("Bearer net-1234567");
  });

  it("turns a 401 into a fatal, clearly worded auth error without refreshing", async () => {
    const h = harness({ auth: { kind: "token", token: "net-1234567" } });
    const err = await failure(h.client.freshness("a"));
    expect(err.kind).toBe("auth");
    expect(err.status).toBe(401);
    expect(err.message).toMatch(/SOLAR_API_TOKEN was rejected.*solar-report token create/);
    expect(err.message).not.toContain("net-1234567");
    expect(h.service.refreshes + h.service.logins).toBe(0);
    expect(h.calls).toHaveLength(1);
  });
});
