/**
 * A service (or a TLS-inspecting proxy) with a certificate from a private CA (issue "Runs
 * where finance runs it"): the CA and the certificate are made with openssl, the sandbox is
 * served behind a TLS front with it. Node reads NODE_EXTRA_CA_CERTS only when it starts, so
 * every case runs the CLI as a new process with its own environment. Refused: at once (one
 * connection, no retry), exit 1, the cause and the fix; trusted with NODE_EXTRA_CA_CERTS,
 * directly and through a CONNECT proxy.
 */
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Sandbox, startSandbox } from "../../src/sandbox/index.js";
import { cleanEnv } from "../e2e/cli.js";
import { type ConnectProxy, startConnectProxy } from "../helpers/connect-proxy.js";
import { makePrivateCa, type PrivateCa } from "../helpers/private-ca.js";
import { type ServiceFront, startFront } from "../helpers/service-front.js";
import { toolsAvailable } from "../helpers/tools.js";
import { RUN_MONTH, runCli, writeDefinition } from "../reliability/helpers/proc-run.js";

const run = toolsAvailable(["openssl"], "TLS tests with a private CA");

let sandbox: Sandbox;
let ca: PrivateCa;
let front: ServiceFront;
let proxy: ConnectProxy;
let work: string;
let definition: string;

const EXTRA_CA_FIX =
  "If the service's certificate, or that of a proxy that inspects TLS, comes from a private CA, give Node " +
  "that CA's certificate in PEM form: NODE_EXTRA_CA_CERTS=/path/to/ca.pem in the job's environment (Node " +
  "reads it when it starts, so export it before running solar-report); never turn certificate checks off";

/** The CLI's environment: the sandbox's account (cleanEnv drops the developer's proxies and CAs). */
const env = (baseUrl: string, extra: Record<string, string> = {}) =>
  cleanEnv({
    SOLAR_API_BASE_URL: baseUrl,
    SOLAR_API_USERNAME: sandbox.credentials.username,
    SOLAR_API_PASSWORD: sandbox.credentials.password,
    ...extra,
  });

const runArgs = (out: string) => ["run", definition, "--out", join(work, out), "--month", RUN_MONTH];

describe.skipIf(!run)("TLS with a certificate from a private CA", () => {
  beforeAll(async () => {
    ca = makePrivateCa();
    sandbox = await startSandbox({ plants: 4, seed: 13 });
    front = await startFront(sandbox.baseUrl, { tls: { key: ca.key, cert: ca.cert } });
    proxy = await startConnectProxy();
    work = await mkdtemp(join(tmpdir(), "solar-tls-"));
    definition = await writeDefinition(work, { retry: { retries: 4, minDelayMs: 1, maxDelayMs: 2 } });
  });

  afterAll(async () => {
    await proxy?.close();
    await front?.close();
    await sandbox?.close();
    ca?.remove();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it("refused at once: exit 1, one connection (no retry), the cause and NODE_EXTRA_CA_CERTS, nothing published", async () => {
    const base = front.baseUrl("localhost");
    const before = front.connections;
    const r = await runCli(runArgs("refused"), env(base));
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr.trim().split("\n").at(-1)).toBe(
      `solar-report: POST ${base}/login/access-token: the service's TLS certificate did not verify: its issuer is not ` +
        `known to this machine (UNABLE_TO_VERIFY_LEAF_SIGNATURE: unable to verify the first certificate). ${EXTRA_CA_FIX}`,
    );
    expect(front.connections - before).toBe(1);
    expect(existsSync(join(work, "refused", "manifest.json"))).toBe(false);
  });

  it("trusted with NODE_EXTRA_CA_CERTS (read when Node starts): the run completes", async () => {
    const r = await runCli(
      runArgs("trusted"),
      env(front.baseUrl("localhost"), { NODE_EXTRA_CA_CERTS: ca.caPath }),
    );
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(join(work, "trusted", "manifest.json"))).toBe(true);
  });

  it("through HTTPS_PROXY with NODE_EXTRA_CA_CERTS: the proxy sees only CONNECT, the run completes", async () => {
    const base = front.baseUrl("solar.test");
    const before = proxy.connects.length;
    const r = await runCli(
      runArgs("proxied"),
      env(base, { HTTPS_PROXY: proxy.url, NODE_EXTRA_CA_CERTS: ca.caPath }),
    );
    expect(r.code, r.stderr).toBe(0);
    const tunnels = proxy.connects.slice(before);
    expect(tunnels.length).toBeGreaterThanOrEqual(1);
    expect(new Set(tunnels)).toEqual(new Set([`solar.test:${front.port}`]));
  });

  it("a host name the certificate does not name: refused with its own fix", async () => {
    const base = front.baseUrl("other.test");
    const r = await runCli(["plants"], env(base, { HTTPS_PROXY: proxy.url, NODE_EXTRA_CA_CERTS: ca.caPath }));
    expect(r.code).toBe(1);
    const line = r.stderr.trim().split("\n").at(-1)!;
    expect(line).toMatch(
      /^solar-report: POST https:\/\/other\.test:\d+\/v1\/login\/access-token: the service's TLS certificate did not verify: it is not issued for this host name \(ERR_TLS_CERT_ALTNAME_INVALID: /,
    );
    expect(line).toMatch(/Use the host name the service's certificate is issued for in SOLAR_API_BASE_URL/);
  });
});
