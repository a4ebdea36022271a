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

  it.each([
    ["valid JSON", `${"[".repeat(65)}${"]".repeat(65)}`],
    ["broken JSON", `${"[".repeat(100_000)}`],
  ])("refuses %s nested deeper than 64 levels with the same error", async (_what, text) => {
    const h = harness({ retries: 0 });
    h.service.routes.set(`GET ${PATHS.plantList}`, () => ({ text }));
    const err = await failure(h.client.listPlants());
    expect(err.kind).toBe("bad-response");
    expect(err.message).toMatch(/200 with a body that is JSON nested deeper than 64 levels/);
  });

  it("takes a body nested exactly 64 levels deep as JSON (the plant-list check then reads it)", async () => {
    const h = harness({ retries: 0 });
    const text = `[${"[".repeat(63)}${"]".repeat(63)}]`;
    h.service.routes.set(`GET ${PATHS.plantList}`, () => ({ text }));
    const outcome = await h.client.listPlants().catch((e: unknown) => e);
    expect(String(outcome)).not.toMatch(/nested deeper|not JSON/);
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

  it("tells schedule which plant each attempt is for (the run's pool serves plants in order)", async () => {
    const seen: (string | undefined)[] = [];
    const h = harness({
      retries: 1,
      minDelayMs: 0,
      maxDelayMs: 0,
      schedule: (task, plantId) => {
        seen.push(plantId);
        return task();
      },
    });
    let freshnessCalls = 0;
    h.service.routes.set(`GET ${PATHS.plantList}`, () => reply([]));
    h.service.routes.set(`POST ${PATHS.freshness}`, () =>
      freshnessCalls++ === 0 ? reply({ detail: "busy" }, 503) : reply([]),
    );
    h.service.routes.set(`POST ${PATHS.historical}`, (call) => {
      const { plant_id, date } = JSON.parse(call.body ?? "{}") as { plant_id: string; date: string };
      return reply([{ plant_id, date, tz_offset: "+00:00", data: {} }]);
    });
    await h.client.listPlants();
    await h.client.freshness("plant-7");
    await h.client.historical("plant-9", ["yield"], "2026-10-01", "2026-10-02", "+00:00");
    // The plant list is for no plant; the freshness retry is scheduled for its plant again.
    expect(seen).toEqual([undefined, "plant-7", "plant-7", "plant-9"]);
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
      // A fetch's messages may quote the whole URL, query string included (node-fetch's do).
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

describe("redaction of a secret in every encoding", () => {
  /** Quotes, backslash, form and URL specials, a space, non-ASCII in and beyond Latin-1 and the BMP. */
  const SECRET = 'Pa"ss\\w&rd+ x%/ü€😀';
  const asciiJson = (s: string) =>
    JSON.stringify(s)
      .slice(1, -1)
      .replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  const forms: [string, string][] = [
    ["as is", SECRET],
    ["JSON-escaped", JSON.stringify(SECRET).slice(1, -1)],
    ["JSON-escaped twice", JSON.stringify(JSON.stringify(SECRET).slice(1, -1)).slice(1, -1)],
    ["JSON with \\u escapes (ensure_ascii)", asciiJson(SECRET)],
    ["JSON with \\u escapes and \\/", asciiJson(SECRET).replace(/\//g, "\\/")],
    ["encodeURIComponent", encodeURIComponent(SECRET)],
    [
      "encodeURIComponent, lower-case hex",
      encodeURIComponent(SECRET).replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()),
    ],
    ["form encoding (+ for a space)", new URLSearchParams({ p: SECRET }).toString().slice(2)],
    ["URL-encoded, then JSON-escaped", JSON.stringify(encodeURIComponent(SECRET)).slice(1, -1)],
  ];

  it.each(forms)("%s", (_name, encoded) => {
    expect(redactText(`detail: ${encoded}, end`, [SECRET])).toBe(`detail: REDACTED, end`);
  });

  it("scrubs the password of a 422 that echoes the form in several encodings at once", async () => {
    const h = harness(
      { auth: { kind: "password", username: "alice", password: SECRET } },
      () => (call) =>
        reply({ detail: [{ msg: "bad", input: call.body, raw: SECRET, ascii: asciiJson(SECRET) }] }, 422),
    );
    const err = await failure(h.client.listPlants());
    const text = `${err.message} ${JSON.stringify(err.detail)} ${JSON.stringify(h.events)}`;
    for (const [, encoded] of forms) expect(text).not.toContain(encoded);
    expect(text).toContain("REDACTED");
  });
});

describe("redirects are never followed", () => {
  it.each([
    [
      "a login to another origin",
      PATHS.accessToken,
      "https://evil.example:8443/steal?password=x",
      "to another origin (https://evil.example:8443)",
    ],
    ["a login within the same origin", PATHS.accessToken, "/v1/login/other?next=1", "within the same origin"],
    [
      "a data request to another port",
      PATHS.plantList,
      "http://127.0.0.1:10/v1/data/plant/list?token=t",
      "to another origin (http://127.0.0.1:10)",
    ],
  ])("%s: one request, an error naming the origin only", async (_name, path, location, where) => {
    const h = harness(
      {},
      (service) => (call) =>
        call.path === path ? reply({}, 307, { Location: location }) : service.handler(call),
    );
    const err = await failure(h.client.listPlants());
    expect(err.status).toBe(307);
    expect(err.message).toBe(
      `${call(path)}: 307 redirect ${where} not followed: credentials go only to SOLAR_API_BASE_URL. ` +
        "Set SOLAR_API_BASE_URL to the address the service answers at itself, without redirects",
    );
    expect(err.message).not.toContain("?");
    expect(h.calls.filter((c) => c.path === path)).toHaveLength(1);
    if (path === PATHS.accessToken) expect(err.kind).toBe("auth");
  });

  it("asks fetch not to follow (a following fetch would re-send the form and the bearer token)", async () => {
    const seen: string[] = [];
    const h = harness({
      fetch: async (_url, init) => {
        seen.push(init.redirect);
        return {
          status: 200,
          headers: { get: () => null },
          body: [Buffer.from(JSON.stringify({ access_token: "a", refresh_token: "r" }))] as never,
        };
      },
    });
    await h.client.listPlants().catch(() => {});
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set(["manual"]));
  });

  it("from https to plain http, says so", async () => {
    const h = harness(
      { baseUrl: "https://api.example.com/v1" },
      () => () => reply({}, 301, { Location: "http://api.example.com/v1/login/access-token" }),
    );
    const err = await failure(h.client.listPlants());
    expect(err.message).toMatch(
      /301 redirect from https to plain http \(http:\/\/api\.example\.com\) not followed/,
    );
  });
});

function call(path: string): string {
  return `${path === PATHS.accessToken ? "POST" : "GET"} ${BASE_URL}${path}`;
}

describe("an aborted run", () => {
  it("cancels a stalled request at once with the signal's reason, without retrying it", async () => {
    const controller = new AbortController();
    const h = harness({ signal: controller.signal, timeoutMs: 3_600_000 });
    let started!: () => void;
    const stalled = new Promise<void>((resolve) => {
      started = resolve;
    });
    h.service.routes.set(`GET ${PATHS.plantList}`, () => {
      started();
      return new Promise(() => {});
    });
    const call = h.client.listPlants().catch((e: unknown) => e);
    await stalled;
    const reason = new Error("the run was interrupted (SIGTERM)");
    controller.abort(reason);
    expect(await call).toBe(reason);
    expect(h.calls.filter((c) => c.path === PATHS.plantList)).toHaveLength(1);
    expect(h.events.filter((e) => e.type === "retry")).toEqual([]);
  });

  it("cuts a backoff sleep short (here a Retry-After of 30 s) and sends nothing after", async () => {
    const controller = new AbortController();
    const h = harness({ signal: controller.signal, sleep: () => new Promise(() => {}) });
    h.service.routes.set(`GET ${PATHS.plantList}`, () => {
      setImmediate(() => controller.abort(new Error("stop")));
      return reply({ detail: "busy" }, 429, { "Retry-After": "30" });
    });
    const err = await h.client.listPlants().catch((e: unknown) => e);
    expect(String(err)).toBe("Error: stop");
    expect(h.calls.filter((c) => c.path === PATHS.plantList)).toHaveLength(1);
  });
});

describe("many requests in flight on one run signal", () => {
  it("prints no listener-leak warning to the user (each attempt listens for the run's cancellation)", async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.name);
    process.on("warning", onWarning);
    try {
      const h = harness({ signal: new AbortController().signal, concurrency: 32 });
      h.service.routes.set(`GET ${PATHS.plantList}`, () => reply([]));
      await h.client.listPlants();
      await Promise.all(Array.from({ length: 24 }, () => h.client.listPlants()));
      await new Promise((r) => setImmediate(r));
    } finally {
      process.off("warning", onWarning);
    }
    expect(warnings).not.toContain("MaxListenersExceededWarning");
  });
});
