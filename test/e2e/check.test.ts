/**
 * `solar-report check` as a CI job's first step runs it: the built CLI against the sandbox in
 * each state that keeps a run from working (wrong password, Portfolio tier, an unregistered
 * address, a certificate from an unknown CA, a proxy that is down, a clock that is off), each
 * with its exact line, exit 1, and never the secret; everything right: exit 0. The sandbox's
 * own switches (--tier, --registered-ip) make two of the states as a user would.
 */
import type { ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Sandbox, type SandboxOptions, startSandbox } from "../../src/sandbox/index.js";
import { closedPort } from "../helpers/connect-proxy.js";
import { makePrivateCa, type PrivateCa } from "../helpers/private-ca.js";
import { startFront } from "../helpers/service-front.js";
import { toolsAvailable } from "../helpers/tools.js";
import { cleanEnv, cli, startSandboxProcess } from "./cli.js";

const opened: { close(): Promise<void> }[] = [];
const children: ChildProcess[] = [];

async function sandbox(opts: SandboxOptions = {}): Promise<Sandbox> {
  const sb = await startSandbox({ plants: 3, seed: 21, ...opts });
  opened.push(sb);
  return sb;
}

/** The CLI's environment: the sandbox's demo account (cleanEnv drops the developer's proxies and CAs). */
const env = (baseUrl: string, extra: Record<string, string> = {}) =>
  cleanEnv({
    SOLAR_API_BASE_URL: baseUrl,
    SOLAR_API_USERNAME: "demo@solar-sandbox.test",
    SOLAR_API_PASSWORD: "sandbox-demo-password",
    ...extra,
  });

const lineOf = (stdout: string, check: string) =>
  stdout.split("\n").find((l) => l.slice(2).startsWith(`${check}:`));

afterAll(async () => {
  for (const c of children) c.kill("SIGTERM");
  await Promise.all(opened.map((o) => o.close()));
});

describe("check: everything right", () => {
  it("one ✓ line per check, exit 0; --json says the same", async () => {
    const sb = await sandbox();
    const r = await cli(["check"], env(sb.baseUrl));
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toBe(
      [
        `✓ base URL: ${sb.baseUrl}`,
        "✓ credentials: SOLAR_API_USERNAME and a password",
        "✓ connection: reached directly (loopback)",
        "– TLS: not used: plain http to 127.0.0.1",
        "✓ registered address: this machine's address is accepted",
        "✓ login: the password was accepted",
        "✓ subscription: the plant list is allowed (a Plant or Device tier)",
        "✓ plants: 3 in the account",
        "✓ non-expiring token: none yet (optional: `solar-report token create` makes one for unattended runs)",
        "✓ clock: within 1 s of the service's",
        "solar-report can reach and use the service from here.",
        "",
      ].join("\n"),
    );
    const json = await cli(["check", "--json"], env(sb.baseUrl));
    const parsed = JSON.parse(json.stdout) as { ok: boolean; checks: { check: string; status: string }[] };
    expect(parsed.ok).toBe(true);
    expect(parsed.checks.map((c) => c.status)).toEqual(["ok", "ok", "ok", "skipped", ...Array(6).fill("ok")]);
  });

  it("with a non-expiring token: it is the account's, and never printed", async () => {
    const sb = await sandbox();
    const created = await cli(["token", "create"], env(sb.baseUrl));
    const token = created.stdout.trim();
    const e = env(sb.baseUrl, { SOLAR_API_TOKEN: token });
    delete e.SOLAR_API_USERNAME;
    delete e.SOLAR_API_PASSWORD;
    const r = await cli(["check"], e);
    expect(r.code, r.stdout).toBe(0);
    expect(lineOf(r.stdout, "non-expiring token")).toBe(
      "✓ non-expiring token: the token in use is the account's",
    );
    expect(r.stdout + r.stderr).not.toContain(token);
  });
});

describe("check: each state that keeps a run from working, with its line and exit 1", () => {
  it("wrong password", async () => {
    const sb = await sandbox();
    const r = await cli(["check"], env(sb.baseUrl, { SOLAR_API_PASSWORD: "Wr0ng-Secret!" }));
    expect(r.code).toBe(1);
    expect(lineOf(r.stdout, "login")).toBe(
      "✗ login: the service refused the username or password: 400 Incorrect username or password. " +
        "Fix: Check SOLAR_API_USERNAME and SOLAR_API_PASSWORD (credential resets go through the operator's support)",
    );
    expect(r.stdout.trim().split("\n").at(-1)).toBe("1 check failed: a run from here would fail.");
    expect(r.stdout + r.stderr).not.toContain("Wr0ng-Secret!");
  });

  it("Portfolio tier (sandbox --tier Portfolio)", async () => {
    const { child, env: sbEnv } = await startSandboxProcess([
      "--port",
      "0",
      "--plants",
      "2",
      "--tier",
      "Portfolio",
    ]);
    children.push(child);
    const r = await cli(["check"], env(sbEnv.SOLAR_API_BASE_URL!));
    expect(r.code).toBe(1);
    expect(lineOf(r.stdout, "login")).toBe("✓ login: the password was accepted");
    expect(lineOf(r.stdout, "subscription")).toBe(
      "✗ subscription: the plant list is forbidden: 403 Access to the Plant/Devices is forbidden. " +
        "Fix: The account's subscription tier does not reach the plant endpoints (the Portfolio tier does not): " +
        "ask the operator for a Plant or Device subscription",
    );
  });

  it("an unregistered address (sandbox --registered-ip 203.0.113.7)", async () => {
    const { child, env: sbEnv } = await startSandboxProcess([
      "--port",
      "0",
      "--plants",
      "2",
      "--registered-ip",
      "203.0.113.7",
    ]);
    children.push(child);
    const r = await cli(["check"], env(sbEnv.SOLAR_API_BASE_URL!));
    expect(r.code).toBe(1);
    expect(lineOf(r.stdout, "registered address")).toBe(
      "✗ registered address: the service refused this machine's address: 403 Requests from this IP address are " +
        "not accepted for this account. Fix: The service accepts calls only from IP addresses registered to the " +
        "account, and this machine's is not: run from a registered address (a self-hosted runner, or a proxy with " +
        'a fixed address in HTTPS_PROXY; README "Registered addresses, proxies and certificates"), or ask the ' +
        "operator to register this one",
    );
    expect(lineOf(r.stdout, "connection")).toBe("✓ connection: reached directly (loopback)");
  });

  it("a proxy that is down", async () => {
    const sb = await sandbox();
    const port = new URL(sb.baseUrl).port;
    const dead = `127.0.0.1:${await closedPort()}`;
    const base = `http://solar.test:${port}/v1`;
    const r = await cli(["check", "--allow-insecure-http"], env(base, { HTTP_PROXY: `http://${dead}` }));
    expect(r.code).toBe(1);
    expect(lineOf(r.stdout, "connection")).toBe(
      `✗ connection: the proxy http://${dead} (HTTP_PROXY) could not be reached: connect ECONNREFUSED ${dead} ` +
        "(gave up after 2 attempts). Fix: Check HTTP_PROXY: the proxy's host and port, and that it is running; " +
        "unset it (or add the service's host to NO_PROXY) if this machine reaches the service directly",
    );
    expect(lineOf(r.stdout, "TLS")).toBe("– TLS: not checked: an earlier check failed");
  });

  it("this machine's clock 10 minutes ahead of the service's", async () => {
    const sb = await sandbox({ now: () => Date.now() - 10 * 60_000 });
    const r = await cli(["check"], env(sb.baseUrl));
    expect(r.code).toBe(1);
    expect(lineOf(r.stdout, "clock")).toBe(
      "✗ clock: this machine's clock is 10 min ahead of the service's. " +
        "Fix: Synchronise it (NTP): tokens are refreshed by it, and a plant's day counts only once it has ended",
    );
  });

  it("no base URL, no credentials: said before anything is sent", async () => {
    const e = env("");
    delete e.SOLAR_API_BASE_URL;
    const r = await cli(["check", "--json"], e);
    expect(r.code).toBe(1);
    const { checks } = JSON.parse(r.stdout) as {
      checks: { check: string; status: string; detail: string }[];
    };
    expect(checks[0]).toEqual({
      check: "base URL",
      status: "fail",
      detail:
        "no service address: set SOLAR_API_BASE_URL (e.g. https://api.example.com/v1) or pass --base-url",
    });
    expect(checks.slice(1).every((c) => c.status === "skipped")).toBe(true);
  });
});

const withOpenssl = toolsAvailable(["openssl"], "check against a certificate from a private CA");

describe.skipIf(!withOpenssl)("check: TLS refused", () => {
  let ca: PrivateCa;
  beforeAll(() => {
    ca = makePrivateCa();
  });
  afterAll(() => ca?.remove());

  it("a certificate from a private CA, without NODE_EXTRA_CA_CERTS; with it: ✓", async () => {
    const sb = await sandbox();
    const front = await startFront(sb.baseUrl, { tls: { key: ca.key, cert: ca.cert } });
    opened.push(front);
    const base = front.baseUrl("localhost");
    const r = await cli(["check"], env(base));
    expect(r.code).toBe(1);
    expect(lineOf(r.stdout, "connection")).toBe("✓ connection: reached directly (loopback)");
    expect(lineOf(r.stdout, "TLS")).toBe(
      "✗ TLS: the service's TLS certificate did not verify: its issuer is not known to this machine " +
        "(UNABLE_TO_VERIFY_LEAF_SIGNATURE: unable to verify the first certificate). Fix: If the service's " +
        "certificate, or that of a proxy that inspects TLS, comes from a private CA, give Node that CA's " +
        "certificate in PEM form: NODE_EXTRA_CA_CERTS=/path/to/ca.pem in the job's environment (Node reads it " +
        "when it starts, so export it before running solar-report); never turn certificate checks off",
    );
    const trusted = await cli(["check"], env(base, { NODE_EXTRA_CA_CERTS: ca.caPath }));
    expect(trusted.code, trusted.stdout).toBe(0);
    expect(lineOf(trusted.stdout, "TLS")).toBe("✓ TLS: the certificate of localhost verified");
  });
});
