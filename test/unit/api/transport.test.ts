import { describe, expect, it } from "vitest";
import { ApiError, redactText, redactUrl } from "../../../src/api/errors.js";
import { PATHS } from "../../../src/api/types.js";
import { BASE_URL, type FakeCall, harness, PASSWORD, reply } from "./fake-service.js";

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const err = await promise.catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

describe("timeouts", () => {
  it("aborts an attempt after timeoutMs, retries it, and reports kind timeout", async () => {
    const h = harness({ timeoutMs: 20, retries: 1 });
    h.service.routes.set(`GET ${PATHS.plantList}`, () => new Promise(() => {}));
    const err = await failure(h.client.listPlants());
    expect(err.kind).toBe("timeout");
    expect(err.status).toBeNull();
    expect(err.message).toMatch(/no response within 20 ms.*gave up after 2 attempts/);
    expect(h.client.stats).toEqual({ requests: 3, retried: 1, failed: 1 });
  });

  it("retries a network error and then succeeds", async () => {
    const h = harness();
    let first = true;
    h.service.routes.set(`GET ${PATHS.plantList}`, () => {
      if (first) {
        first = false;
        throw new Error("connect ECONNRESET");
      }
      return reply([]);
    });
    await expect(h.client.listPlants()).resolves.toEqual([]);
    expect(h.client.stats.retried).toBe(1);
    expect(h.events.find((e) => e.type === "retry")?.error).toMatch(/ECONNRESET/);
  });
});

describe("response size cap", () => {
  const big = Array.from({ length: 200 }, (_, i) => ({
    id: `p${i}`,
    name: "x".repeat(20),
    tz_offset: "+00:00",
  }));

  it("aborts a streamed body over the cap without retrying", async () => {
    const h = harness({ maxResponseBytes: 1000 });
    h.service.routes.set(`GET ${PATHS.plantList}`, () => ({ json: big, chunkBytes: 256 }));
    const err = await failure(h.client.listPlants());
    expect(err.kind).toBe("response-too-large");
    expect(err.message).toMatch(/cap 1000 bytes/);
    expect(h.calls.filter((c) => c.path === PATHS.plantList)).toHaveLength(1);
  });

  it("refuses a declared Content-Length over the cap", async () => {
    const h = harness({ maxResponseBytes: 1000 });
    h.service.routes.set(`GET ${PATHS.plantList}`, () => ({
      json: [],
      headers: { "Content-Length": "5000000" },
    }));
    expect((await failure(h.client.listPlants())).kind).toBe("response-too-large");
  });

  it("accepts a body exactly at the cap", async () => {
    const body = JSON.stringify(big.slice(0, 3));
    const h = harness({ maxResponseBytes: Buffer.byteLength(body) });
    h.service.routes.set(`GET ${PATHS.plantList}`, () => ({ text: body, chunkBytes: 7 }));
    await expect(h.client.listPlants()).resolves.toHaveLength(3);
  });
});

describe("bad responses", () => {
  it("turns a non-JSON 200 into bad-response with a short excerpt", async () => {
    const h = harness();
    h.service.routes.set(`GET ${PATHS.plantList}`, () => ({ text: `<html>${"oops ".repeat(100)}</html>` }));
    const err = await failure(h.client.listPlants());
    expect(err.kind).toBe("bad-response");
    expect(err.message).toMatch(/not JSON: "<html>oops/);
    expect(err.message.length).toBeLessThan(400);
  });

  it("keeps a non-JSON error body as the detail", async () => {
    const h = harness({ retries: 0 });
    h.service.routes.set(`GET ${PATHS.plantList}`, () => ({ status: 502, text: "Bad Gateway" }));
    const err = await failure(h.client.listPlants());
    expect(err.status).toBe(502);
    expect(err.detail).toBe("Bad Gateway");
  });
});

describe("requests on the wire", () => {
  it("logs in with a form body and sends JSON with the bearer token", async () => {
    const h = harness();
    h.service.routes.set(`POST ${PATHS.freshness}`, () => reply([]));
    await h.client.freshness("p1");
    const [login, data] = h.calls as [FakeCall, FakeCall];
    expect(login.headers["Content-Type"]).toBe("application/x-www-form-urlencoded");
    expect(new URLSearchParams(login.body).get("password")).toBe(PASSWORD);
    expect(data.headers.Authorization).toBe("Bearer acc-1");
    expect(data.headers["Content-Type"]).toBe("application/json");
    expect(JSON.parse(data.body ?? "")).toEqual({ plant_id: "p1" });
  });

  it("runs every data attempt through schedule, and token requests around it", async () => {
    let scheduled = 0;
    const h = harness({
      schedule: (task) => {
        scheduled++;
        return task();
      },
    });
    let n = 0;
    h.service.routes.set(`GET ${PATHS.plantList}`, () => (n++ < 2 ? reply({ detail: "x" }, 503) : reply([])));
    await h.client.listPlants();
    // Requests holding pool slots may be waiting for a token: its request cannot queue behind them.
    const data = h.calls.filter((c) => !c.path.startsWith("/login/"));
    expect(data).toHaveLength(3);
    expect(scheduled).toBe(data.length);
    expect(h.client.stats.requests).toBe(h.calls.length);
  });
});

describe("redaction", () => {
  it("redacts refresh_token and other credentials in URLs and text", () => {
    expect(redactUrl("http://h/v1/login/refresh-token?refresh_token=abc.def-123&x=1")).toBe(
      "http://h/v1/login/refresh-token?refresh_token=REDACTED&x=1",
    );
    expect(redactText("request to http://h/x?token=s3cr3t&password=hunter22 failed")).toBe(
      "request to http://h/x?token=REDACTED&password=REDACTED failed",
    );
    expect(redactText("Authorization: Bearer eyJabc.def")).toBe("Authorization: Bearer REDACTED");
    expect(redactText("detail echoes hunter22", ["hunter22"])).toBe("detail echoes REDACTED");
  });

  it("never puts the refresh token into errors or events, even when the refresh fails", async () => {
    const h = harness({ retries: 1 }, (service) => (call) => {
      // node-fetch's own messages quote the whole URL, query string included.
      if (call.path === PATHS.refreshToken) {
        throw new Error(`request to ${BASE_URL}${call.path}?${call.query} failed, reason: ECONNRESET`);
      }
      return service.handler(call);
    });
    h.service.routes.set(`GET ${PATHS.plantList}`, () => reply([]));
    await h.client.listPlants();
    h.service.expireAll();
    const err = await failure(h.client.listPlants());
    // A refresh that cannot be done is broken auth: fatal for the run.
    expect(err.kind).toBe("auth");
    expect(err.message).toMatch(/network error: .*ECONNRESET/);
    expect(err.message).toContain("refresh_token=REDACTED");
    expect(err.url).toBe(`${BASE_URL}${PATHS.refreshToken}?refresh_token=REDACTED`);
    const text = `${err.message} ${JSON.stringify(err)} ${JSON.stringify(h.events)}`;
    expect(text).not.toMatch(/ref-1|acc-1/);
    expect(text).not.toContain(PASSWORD);
    expect(h.events.some((e) => e.type === "token-refresh")).toBe(true);
  });

  it("scrubs the password when a 422 detail echoes the form", async () => {
    const h = harness(
      {},
      () => (call) =>
        reply({ detail: [{ msg: "bad", input: new URLSearchParams(call.body ?? "").get("password") }] }, 422),
    );
    const err = await failure(h.client.listPlants());
    expect(err.status).toBe(422);
    expect(err.message).toMatch(/bug in solar-report/);
    expect(err.message).not.toContain(PASSWORD);
    expect(JSON.stringify(err.detail)).not.toContain(PASSWORD);
  });
});
