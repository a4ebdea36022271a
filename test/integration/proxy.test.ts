/**
 * Through the company's proxy (issue "Runs where finance runs it"): a real forward proxy the
 * test starts (test/helpers/connect-proxy.ts) sees every connection as a CONNECT and counts it.
 * The service is named solar.test, a name that resolves nowhere: only a request that went
 * through the proxy can reach it. A proxy that refuses, fails or is down is named as the
 * proxy's fault, with its fix, never as the service's.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../../src/api/errors.js";
import { type ClientOptions, createClient } from "../../src/api/index.js";
import { type Sandbox, startSandbox } from "../../src/sandbox/index.js";
import { cleanEnv } from "../e2e/cli.js";
import { type ConnectProxy, closedPort, startConnectProxy } from "../helpers/connect-proxy.js";
import { runSandboxReport } from "../helpers/sandbox-report.js";
import { RUN_MONTH, runCli, writeDefinition } from "../reliability/helpers/proc-run.js";
import { definitionFor, MONTH, NOW } from "../reliability/helpers/report-run.js";

const PROXY_PASSWORD = "pr0xy-S3cret!";
let sandbox: Sandbox;
let proxy: ConnectProxy;
let authProxy: ConnectProxy;
let work: string;
let port: string;

/** The sandbox under a name only the proxy can resolve. */
const serviceUrl = () => `http://solar.test:${port}/v1`;

function client(env: Record<string, string>, extra: Partial<ClientOptions> = {}) {
  return createClient({
    baseUrl: serviceUrl(),
    auth: { kind: "password", ...sandbox.credentials },
    env,
    retries: 0,
    minDelayMs: 0,
    maxDelayMs: 0,
    ...extra,
  });
}

async function failure(p: Promise<unknown>): Promise<ApiError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

/** A CLI environment: the sandbox's account under the proxy-only name. */
const cliEnv = (extra: Record<string, string>) =>
  cleanEnv({
    SOLAR_API_BASE_URL: serviceUrl(),
    SOLAR_API_USERNAME: sandbox.credentials.username,
    SOLAR_API_PASSWORD: sandbox.credentials.password,
    ...extra,
  });

beforeAll(async () => {
  sandbox = await startSandbox({ plants: 6, seed: 9, now: () => NOW });
  port = new URL(sandbox.baseUrl).port;
  proxy = await startConnectProxy();
  authProxy = await startConnectProxy({ credentials: `finance:${PROXY_PASSWORD}` });
  work = await mkdtemp(join(tmpdir(), "solar-proxy-"));
});

afterAll(async () => {
  await proxy?.close();
  await authProxy?.close();
  await sandbox?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe("requests go through the proxy the environment names", () => {
  it("a whole run through HTTP_PROXY: every connection a CONNECT to the service's host", async () => {
    const before = proxy.connects.length;
    const { result } = await runSandboxReport(sandbox, definitionFor(sandbox), join(work, "run"), {
      now: NOW,
      month: MONTH,
      baseUrl: serviceUrl(),
      env: { HTTP_PROXY: proxy.url },
      pdfs: false,
    });
    expect(result.exitCode).toBe(0);
    expect(result.manifest.plants.every((p) => p.status === "ok")).toBe(true);
    const tunnels = proxy.connects.slice(before);
    // Keep-alive: a tunnel per connection, not per request.
    expect(tunnels.length).toBeGreaterThanOrEqual(1);
    expect(tunnels.length).toBeLessThanOrEqual(6 + 1);
    expect(new Set(tunnels)).toEqual(new Set([`solar.test:${port}`]));
    expect(result.manifest.requests.total).toBeGreaterThan(tunnels.length);
  });

  it("the lower-case variable wins over the upper-case one", async () => {
    const dead = `http://127.0.0.1:${await closedPort()}`;
    const before = proxy.connects.length;
    const c = client({ http_proxy: proxy.url, HTTP_PROXY: dead });
    expect(await c.listPlants()).toHaveLength(6);
    c.close();
    expect(proxy.connects.length).toBeGreaterThan(before);
  });

  it("NO_PROXY sends the service past the proxy (here: to a name that resolves nowhere)", async () => {
    const before = proxy.connects.length;
    const c = client({ HTTP_PROXY: proxy.url, NO_PROXY: "localhost, .test" });
    const err = await failure(c.listPlants());
    c.close();
    expect(proxy.connects.length).toBe(before);
    expect(err.kind).toBe("auth");
    expect(err.message).toMatch(/network error: getaddrinfo (ENOTFOUND|EAI_AGAIN) solar\.test/);
    expect(err.message).toMatch(/if this machine reaches the internet through a proxy, set HTTPS_PROXY/);
  });

  it("credentials in the proxy's URL are sent to the proxy, as Basic", async () => {
    const c = client({
      HTTP_PROXY: `http://finance:${encodeURIComponent(PROXY_PASSWORD)}@${authProxy.url.slice(7)}`,
    });
    expect(await c.listPlants()).toHaveLength(6);
    c.close();
    const basic = `Basic ${Buffer.from(`finance:${PROXY_PASSWORD}`).toString("base64")}`;
    expect(authProxy.authorizations.at(-1)).toBe(basic);
  });
});

describe("the proxy's failures are the proxy's", () => {
  it("407: asks for credentials; named with its fix, never retried, fatal (exit 1), no password printed", async () => {
    const before = authProxy.connects.length;
    const shown = `http://REDACTED@${authProxy.url.slice(7)}`;
    const def = await writeDefinition(work, { retry: { retries: 3, minDelayMs: 1, maxDelayMs: 2 } });
    const wrong = `http://finance:wrong-${encodeURIComponent(PROXY_PASSWORD)}@${authProxy.url.slice(7)}`;
    const r = await runCli(
      ["run", def, "--out", join(work, "407"), "--month", RUN_MONTH, "--allow-insecure-http"],
      cliEnv({ HTTP_PROXY: wrong }),
    );
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr.trim().split("\n").at(-1)).toBe(
      `solar-report: POST ${serviceUrl()}/login/access-token: the proxy ${shown} (HTTP_PROXY) refused to open a tunnel to the service: 407. ` +
        "The proxy asks for credentials (407 Proxy Authentication Required): give them in HTTP_PROXY as http://user:password@host:port, from the CI's secret store",
    );
    expect(authProxy.connects.length - before).toBe(1);
    expect(r.stderr + r.stdout).not.toContain(PROXY_PASSWORD);
  });

  it("502: the proxy could not reach the service; retried like a network failure, then fatal", async () => {
    proxy.mode = "fail";
    const before = proxy.connects.length;
    try {
      const c = client({ HTTP_PROXY: proxy.url }, { retries: 2 });
      const err = await failure(c.listPlants());
      c.close();
      expect(err.kind).toBe("proxy");
      expect(err.fatal).toBe(true);
      expect(err.status).toBe(502);
      expect(err.message).toBe(
        `POST ${serviceUrl()}/login/access-token: the proxy ${proxy.url} (HTTP_PROXY) refused to open a tunnel to the service: 502 ` +
          "(gave up after 3 attempts). The proxy could not reach the service (502): check that the proxy can reach the host of SOLAR_API_BASE_URL, or retry later",
      );
      expect(proxy.connects.length - before).toBe(3);
    } finally {
      proxy.mode = "ok";
    }
  });

  it("a proxy that is down: could not be reached, named with its variable; exit 1", async () => {
    const dead = `127.0.0.1:${await closedPort()}`;
    const def = await writeDefinition(work, { retry: { retries: 2, minDelayMs: 1, maxDelayMs: 2 } });
    const args = ["run", def, "--out", join(work, "down"), "--month", RUN_MONTH, "--allow-insecure-http"];
    // https_proxy is for https services: this one is http, so HTTP_PROXY applies.
    const r = await runCli(args, cliEnv({ https_proxy: "http://127.0.0.1:9", HTTP_PROXY: `http://${dead}` }));
    expect(r.code, r.stderr).toBe(1);
    const line = r.stderr.trim().split("\n").at(-1)!;
    expect(line).toBe(
      `solar-report: POST ${serviceUrl()}/login/access-token: the proxy http://${dead} (HTTP_PROXY) could not be reached: ` +
        `connect ECONNREFUSED ${dead} (gave up after 3 attempts). Check HTTP_PROXY: the proxy's host and port, and that it ` +
        "is running; unset it (or add the service's host to NO_PROXY) if this machine reaches the service directly",
    );
    expect(line).not.toMatch(/service's operator|service is failing/);
  });
});
