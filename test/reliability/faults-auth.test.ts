/**
 * Authentication in full runs: a refused refresh token (400) means a password login again
 * and the run completes with the fault-free figures; a wrong password, a replaced
 * non-expiring token and one revoked in the middle of the run each end the run with ONE
 * clear fatal error (exit code 1) and nothing written under the output folder.
 */

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { httpFetch } from "../../src/api/http-fetch.js";
import { ApiError, createClient } from "../../src/api/index.js";
import type { FetchLike } from "../../src/api/options.js";
import { exitCodeFor, formatError } from "../../src/cli/errors.js";
import { type Sandbox, startSandbox } from "../../src/sandbox/index.js";
import {
  advancingClock,
  definitionFor,
  type FinishedRun,
  figuresOf,
  filesUnder,
  freshDir,
  manualClock,
  passwordAuth,
  removeRunDirs,
  runFull,
} from "./helpers/report-run.js";
import { rewritingFetch } from "./helpers/rewrite-fetch.js";

const PLANTS = 12;
const SEED = 21;
const EXTRA = "maxDaysPerRequest: 7\n";

let baseline: FinishedRun;
const opened: Sandbox[] = [];

async function sandboxWith(opts: Parameters<typeof startSandbox>[0] = {}): Promise<Sandbox> {
  const sb = await startSandbox({ plants: PLANTS, seed: SEED, now: advancingClock(), ...opts });
  opened.push(sb);
  return sb;
}

beforeAll(async () => {
  const clean = await sandboxWith();
  baseline = await runFull(clean, definitionFor(clean, EXTRA), { pdfs: false });
});

afterAll(async () => {
  await Promise.all(opened.map((sb) => sb.close()));
  await removeRunDirs();
});

/** The run's one rejection, checked as a fatal auth error the CLI prints as one line and exits 1 on. */
async function fatalRun(sb: Sandbox, run: (outDir: string) => Promise<unknown>) {
  const outDir = await freshDir("auth-fatal");
  const err = await run(outDir).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  const apiError = err as ApiError;
  expect(apiError.kind).toBe("auth");
  expect(exitCodeFor(err)).toBe(1);
  const line = formatError(err);
  expect(line.split("\n")).toHaveLength(1);
  expect(line).not.toMatch(/internal error|\n\s+at /);
  expect(await filesUnder(outDir)).toEqual([]);
  return { error: apiError, line, stats: sb.stats };
}

/** A non-expiring token for the demo account (as `solar-report token create` makes it). */
async function nonExpiringToken(sb: Sandbox): Promise<string> {
  const client = createClient({ baseUrl: sb.baseUrl, auth: passwordAuth(sb) });
  try {
    return await client.createNonExpiringToken();
  } finally {
    client.close();
  }
}

describe("authentication in full runs", () => {
  it("a refused refresh token (400) → password login again; the run completes with the same figures", async () => {
    // The refresh token dies before the access token: every refresh is refused. The sandbox's
    // clock moves 300 ms (beyond both) after the 20th, 60th and 100th request only, so tokens
    // expire at those moments on every machine, never because a loaded machine was slow
    // between a login and the token's first use; three expiries can never exhaust the
    // client's five renewals of one call.
    const clock = manualClock();
    const sb = await sandboxWith({
      now: clock.now,
      latencyMs: 25,
      accessTokenTtlMs: 250,
      refreshTokenTtlMs: 100,
    });
    let requests = 0;
    const run = await runFull(sb, definitionFor(sb, EXTRA), {
      pdfs: false,
      onEvent: (e) => {
        if (e.type === "request" && [20, 60, 100].includes(++requests)) clock.advance(300);
      },
    });
    expect(run.result.exitCode).toBe(0);
    expect(figuresOf(run.manifest)).toEqual(figuresOf(baseline.manifest));
    expect(sb.stats.expired).toBeGreaterThan(0);
    expect(sb.stats.refreshRefused).toBeGreaterThan(0);
    expect(sb.stats.refreshes).toBe(0);
    // One login to start, then exactly one per refused refresh (single flight: never one per request).
    expect(sb.stats.logins).toBe(1 + sb.stats.refreshRefused);
    expect(run.events.filter((e) => e.type === "token" && e.action === "login")).toHaveLength(
      sb.stats.logins,
    );
    expect(run.manifest.requests.failed).toBe(0);
    console.info(
      JSON.stringify({
        refreshRefused: {
          logins: sb.stats.logins,
          expired401: sb.stats.expired,
          requests: run.manifest.requests,
        },
      }),
    );
  });

  it("a wrong password → one fatal auth error before any data request or file", async () => {
    const sb = await sandboxWith();
    const auth = {
      kind: "password" as const,
      username: sb.credentials.username,
      password: "not-the-password",
    };
    const { error, line, stats } = await fatalRun(sb, (outDir) =>
      runFull(sb, definitionFor(sb, EXTRA), { auth, outDir }),
    );
    expect(error.status).toBe(400);
    expect(line).toMatch(/Check SOLAR_API_USERNAME and SOLAR_API_PASSWORD/);
    expect(line).not.toContain("not-the-password");
    // 400 is not retried: one login attempt, then nothing.
    expect(stats.requests).toBe(1);
    expect(stats.byRoute).toEqual({ "POST /login/access-token": 1 });
  });

  it("a non-expiring token replaced by a newer one → one fatal auth error; the newer one works", async () => {
    const sb = await sandboxWith();
    const old = await nonExpiringToken(sb);
    const current = await nonExpiringToken(sb);
    expect(current).not.toBe(old);
    sb.resetStats();
    const { error, line, stats } = await fatalRun(sb, (outDir) =>
      runFull(sb, definitionFor(sb, EXTRA), { auth: { kind: "token", token: old }, outDir }),
    );
    expect(error.status).toBe(401);
    expect(line).toMatch(/SOLAR_API_TOKEN was rejected \(replaced, revoked or expired\)/);
    expect(line).not.toContain(old);
    // The plant list is the first call: it fails, and nothing else is asked.
    expect(stats.byRoute).toEqual({ "GET /data/plant/list": 1 });
    const run = await runFull(sb, definitionFor(sb, EXTRA), {
      auth: { kind: "token", token: current },
      pdfs: false,
    });
    expect(run.result.exitCode).toBe(0);
    expect(figuresOf(run.manifest)).toEqual(figuresOf(baseline.manifest));
  });

  it("a non-expiring token revoked in the middle of the run → one fatal auth error, nothing written", async () => {
    const sb = await sandboxWith({ latencyMs: 20 });
    const token = await nonExpiringToken(sb);
    sb.resetStats();
    let revokedAt = -1;
    // Requests the client starts, and those still on the wire: counted, not timed.
    const calls = { started: 0, settled: 0, afterFailure: 0 };
    let failed = false;
    const fetch: FetchLike = async (url, init) => {
      calls.started++;
      if (failed) calls.afterFailure++;
      try {
        return await httpFetch(url, init);
      } finally {
        calls.settled++;
      }
    };
    const { error, line } = await fatalRun(sb, (outDir) =>
      runFull(sb, definitionFor(sb, EXTRA), {
        auth: { kind: "token", token },
        outDir,
        fetch,
        onEvent: (e) => {
          if (e.type === "plant" && revokedAt < 0) {
            sb.revokeNonExpiringToken(sb.credentials.username);
            revokedAt = sb.stats.requests;
          }
        },
      }).finally(() => {
        failed = true;
      }),
    );
    expect(revokedAt).toBeGreaterThan(0);
    expect(error.status).toBe(401);
    expect(line).toMatch(/SOLAR_API_TOKEN was rejected/);
    expect(line).not.toContain(token);
    // Once the run has failed, the other plants' queued requests never reach the service:
    // the client starts none, and the service sees only those already on the wire.
    await vi.waitFor(() => expect(calls.settled).toBe(calls.started), { timeout: 60_000, interval: 20 });
    const after = sb.stats.requests;
    expect(calls.afterFailure).toBe(0);
    expect(after).toBeLessThanOrEqual(calls.started);
    expect(after - revokedAt).toBeLessThanOrEqual(2 * 6);
    console.info(JSON.stringify({ revokedMidRun: { revokedAfter: revokedAt, requestsUntilStop: after } }));
  });

  const BROKEN =
    "Without a token no plant can be fetched, so the run stopped and published nothing: " +
    "retry later, and report it to the service's operator if it persists";

  it.each([
    [
      "200 without tokens",
      200,
      { token_type: "bearer" },
      (url: string) =>
        `POST ${url}: 200 without a usable token pair (access_token and refresh_token strings). ${BROKEN}`,
    ],
    [
      "500 (after its retries)",
      500,
      { detail: "An error occurred: injected" },
      (url: string) =>
        `POST ${url}?refresh_token=REDACTED: 500 An error occurred: injected (gave up after 7 attempts). ${BROKEN}`,
    ],
  ])(
    "a refresh answering %s → one fatal auth error (exit 1), nothing published",
    async (_name, status, json, line) => {
      const sb = await sandboxWith({ latencyMs: 25, accessTokenTtlMs: 250 });
      const fetch = rewritingFetch((req) =>
        req.path === "/login/refresh-token" ? { status, json } : undefined,
      );
      const { error, line: printed } = await fatalRun(sb, (outDir) =>
        runFull(sb, definitionFor(sb, EXTRA), { outDir, fetch, pdfs: false }),
      );
      expect(error.kind).toBe("auth");
      expect(printed).toBe(`solar-report: ${line(`${sb.baseUrl}/login/refresh-token`)}`);
      expect(sb.stats.expired).toBeGreaterThan(0);
    },
  );

  it("a refresh answering 401 → password login again; the run completes with the same figures", async () => {
    const sb = await sandboxWith({ latencyMs: 25, accessTokenTtlMs: 250 });
    let refused = 0;
    const fetch = rewritingFetch((req) => {
      if (req.path !== "/login/refresh-token") return undefined;
      refused++;
      return { status: 401, json: { detail: "Could not validate credentials" } };
    });
    const run = await runFull(sb, definitionFor(sb, EXTRA), { fetch, pdfs: false });
    expect(run.result.exitCode).toBe(0);
    expect(figuresOf(run.manifest)).toEqual(figuresOf(baseline.manifest));
    expect(refused).toBeGreaterThan(0);
    expect(sb.stats.logins).toBe(1 + refused);
  });
});
