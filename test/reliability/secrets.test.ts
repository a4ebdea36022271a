/**
 * Secrets (issue "Reliability and security", 2): the password, every access and refresh
 * token the service issued during the runs (recorded on the wire by a proxy), and the
 * non-expiring token never appear in logs (pretty on a real terminal, json, with and
 * without --quiet), error messages, the manifest, the workbooks (every zip part), the PDFs
 * (raw bytes, inflated streams and pdftotext) or the process arguments. Nor do they, the
 * company proxy's password (HTTP_PROXY) or the mail server's (SOLAR_SMTP_URL), in what
 * `check` and `deliver` print, in the delivery ledger or in the e-mails sent.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createReporter } from "../../src/cli/reporter.js";
import { parseDefinition } from "../../src/definition/index.js";
import type { RunEvent } from "../../src/pipeline/run/events.js";
import { runReport } from "../../src/pipeline/run/run.js";
import { type Sandbox, startSandbox } from "../../src/sandbox/index.js";
import { BIN, cleanEnv } from "../e2e/cli.js";
import { type ConnectProxy, startConnectProxy } from "../helpers/connect-proxy.js";
import { type SmtpSink, startSmtpSink } from "../helpers/smtp-sink.js";
import { countOf, type Intercept, type ServiceProxy, startProxy } from "./helpers/proc-proxy.js";
import { type Finished, RUN_MONTH, runCli, spawnCli, writeDefinition } from "./helpers/proc-run.js";
import { emptyScan, type SecretScan, scanBytes, scanOutputs, secretForms } from "./helpers/scan-files.js";

const sh = promisify(execFile);

/** Characters that change under URL, form and JSON encoding, so every form is looked for. */
const PASSWORD = 'Fin@nce/Pa55 w0rd+&%"ü\\€';
const WRONG_PASSWORD = "Wr0ng-Pa55w0rd!";
/** The company proxy's and the mail server's passwords, as characters that need encoding in a URL. */
const PROXY_PASSWORD = "Pr0xy/Pa55:w0rd@";
const SMTP_PASSWORD = "Sm7p Pa55%w0rd&";
const USER = "finance@solar-sandbox.test";
/** Plants in the sandbox: enough for several data requests per run (each is scanned whole). */
const PLANTS = 4;
/** The data request (counted from when a run arms it) the proxy answers with 401 "Token has expired". */
const EXPIRE_NTH = 2;

let sandbox: Sandbox;
let proxy: ServiceProxy;
let work: string;
let definition: string;
/** Data requests left before the armed expiry; null when none is armed. */
let expireIn: number | null = null;
/** The run about to start meets an expired token mid-run, and must refresh it. */
const armExpiry = () => {
  expireIn = EXPIRE_NTH;
};
/** Everything a test printed or wrote, scanned at the end against every secret. */
const logs: { where: string; text: string }[] = [];
const outDirs: string[] = [];
let nonExpiring = "";
let connectProxy: ConnectProxy;
let smtp: SmtpSink;

const env = (extra: Record<string, string> = {}) => cleanEnv({ SOLAR_API_BASE_URL: proxy.baseUrl, ...extra });
const passwordEnv = () => env({ SOLAR_API_USERNAME: USER, SOLAR_API_PASSWORD: PASSWORD });

function keep(where: string, r: Finished): Finished {
  logs.push({ where: `${where} stderr`, text: r.stderr }, { where: `${where} stdout`, text: r.stdout });
  return r;
}

async function runInto(name: string, args: string[], e: NodeJS.ProcessEnv, input = ""): Promise<Finished> {
  const out = join(work, name);
  outDirs.push(out);
  return keep(name, await runCli(["run", definition, "--out", out, "--month", RUN_MONTH, ...args], e, input));
}

beforeAll(async () => {
  sandbox = await startSandbox({
    plants: PLANTS,
    seed: 11,
    latencyMs: 5,
    extraAccounts: [{ username: USER, password: PASSWORD, tier: "Device", plantIds: "all" }],
    // Retry messages reach the logs too.
    faults: { errorRate: 0.04, rate429: 0.02, burst429: 1, retryAfterSec: 0 },
  });
  proxy = await startProxy(sandbox.baseUrl, {
    intercept: (req, res) => {
      if (!req.path.startsWith("/data/plant/historical")) return false;
      if (expireIn === null || --expireIn > 0) return false;
      expireIn = null;
      res.writeHead(401, { "content-type": "application/json" });
      res.end(JSON.stringify({ detail: "Token has expired" }));
      return true;
    },
  });
  connectProxy = await startConnectProxy({ credentials: `finance:${PROXY_PASSWORD}` });
  smtp = await startSmtpSink({ user: "reports@helios.example", password: SMTP_PASSWORD });
  work = await mkdtemp(join(tmpdir(), "solar-secrets-"));
  definition = await writeDefinition(work, {
    concurrency: 2,
    retry: { retries: 8, minDelayMs: 1, maxDelayMs: 5, maxRetryAfterMs: 10 },
  });
});

afterAll(async () => {
  await connectProxy?.close();
  await smtp?.close();
  await proxy?.close();
  await sandbox?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe("no credential on the command line", () => {
  it("run --help offers no --password or --token option", async () => {
    const help = keep("help", await runCli(["run", "--help"], env()));
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/--password-stdin/);
    expect(help.stdout).not.toMatch(/--password(?!-stdin)\b/);
    expect(help.stdout).not.toMatch(/--token(?!-stdin)\b/);
  });

  it.each([["--password"], ["--token"]])("passing %s x is a usage error (exit 2)", async (flag) => {
    const r = keep(flag, await runCli(["run", definition, flag, "x-secret-x"], passwordEnv()));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/Unknown argument/i);
  });

  it("the running process's arguments hold no secret", async () => {
    const proc = spawnCli(["plants", "--json"], passwordEnv());
    const cmdline = await readFile(`/proc/${proc.child.pid}/cmdline`, "utf8").catch(() => "");
    keep("plants", await proc.done);
    expect(cmdline).toContain("plants");
    expect(cmdline).not.toContain(PASSWORD);
  });
});

/** A server on another port that counts what reaches it: a redirect target that must see nothing. */
async function startCatcher(): Promise<{ origin: string; hits: string[]; close(): Promise<void> }> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    res.writeHead(200, { "content-type": "application/json" }).end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, hits, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe("redirects and echoed secrets", () => {
  const NOT_FOLLOWED =
    "not followed: credentials go only to SOLAR_API_BASE_URL. " +
    "Set SOLAR_API_BASE_URL to the address the service answers at itself, without redirects";

  async function viaProxy(intercept: Intercept, name: string): Promise<{ r: Finished; base: string }> {
    const p = await startProxy(sandbox.baseUrl, { intercept });
    try {
      const out = join(work, name);
      outDirs.push(out);
      const e = cleanEnv({
        SOLAR_API_BASE_URL: p.baseUrl,
        SOLAR_API_USERNAME: USER,
        SOLAR_API_PASSWORD: PASSWORD,
      });
      const args = ["run", definition, "--out", out, "--month", RUN_MONTH, "--log-format", "json"];
      return { r: keep(name, await runCli(args, e)), base: p.baseUrl };
    } finally {
      await p.close();
    }
  }

  it("a login answered with a redirect to another port: nothing sent there, one fatal line, exit 1", async () => {
    const catcher = await startCatcher();
    try {
      const { r, base } = await viaProxy((req, res) => {
        if (req.path !== "/login/access-token") return false;
        res.writeHead(307, { location: `${catcher.origin}/v1/login/access-token?keep=me` }).end();
        return true;
      }, "redirect-login");
      expect(r.code).toBe(1);
      expect(r.stderr.trim().split("\n").pop()).toBe(
        `solar-report: POST ${base}/login/access-token: 307 redirect to another origin (${catcher.origin}) ${NOT_FOLLOWED}`,
      );
      expect(catcher.hits).toEqual([]);
    } finally {
      await catcher.close();
    }
  });

  it("data requests answered with a redirect to another port: the bearer token is not sent there, the plants fail, exit 3", async () => {
    const catcher = await startCatcher();
    try {
      const { r, base } = await viaProxy((req, res) => {
        if (req.path !== "/data/plant/historical") return false;
        res.writeHead(308, { location: `${catcher.origin}/v1/data/plant/historical` }).end();
        return true;
      }, "redirect-data");
      expect(r.code).toBe(3);
      const failed = r.stderr.split("\n").filter((l) => l.includes('"event":"plant"'));
      expect(failed).toHaveLength(PLANTS);
      for (const line of failed) {
        expect(JSON.parse(line).error).toBe(
          `POST ${base}/data/plant/historical: 308 redirect to another origin (${catcher.origin}) ${NOT_FOLLOWED}`,
        );
      }
      expect(catcher.hits).toEqual([]);
    } finally {
      await catcher.close();
    }
  });

  it("a login error that echoes the password in every encoding prints none of them", async () => {
    const { r, base } = await viaProxy((req, res) => {
      if (req.path !== "/login/access-token") return false;
      const detail = secretForms(PASSWORD).map((input) => ({ loc: ["body", "password"], msg: "bad", input }));
      res.writeHead(422, { "content-type": "application/json" }).end(JSON.stringify({ detail }));
      return true;
    }, "echoed-password");
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split("\n").pop()).toContain(
      `solar-report: POST ${base}/login/access-token: 422 [{"loc":["body","password"],"msg":"bad","input":"REDACTED"}`,
    );
    for (const form of secretForms(PASSWORD)) expect(r.stderr).not.toContain(form);
  });
});

describe("full reports scanned for every secret", () => {
  it("password mode in-process, forced token refreshes, every reporter format", async () => {
    const streams = ["pretty", "pretty --quiet", "json", "json --quiet"].map((name) => {
      let text = "";
      const stream = new Writable({
        write(chunk, _enc, cb) {
          text += String(chunk);
          cb();
        },
      }) as unknown as NodeJS.WriteStream;
      // A terminal, so "pretty" really draws the progress bar instead of falling back to json.
      stream.isTTY = true;
      stream.columns = 120;
      const [format, quiet] = name.split(" ");
      const sink = createReporter({
        format: format as "pretty" | "json",
        quiet: quiet !== undefined,
        stream,
      });
      return { name, sink, text: () => text };
    });
    const events: RunEvent[] = [];
    const out = join(work, "in-process");
    outDirs.push(out);
    const refreshesBefore = sandbox.stats.refreshes;
    armExpiry();
    const def = parseDefinition(await readFile(definition, "utf8"), definition, work);
    const result = await runReport({
      definition: def,
      client: { baseUrl: proxy.baseUrl, auth: { kind: "password", username: USER, password: PASSWORD } },
      month: RUN_MONTH,
      outDir: out,
      pdfWorkers: 1,
      onEvent: (e) => {
        events.push(e);
        for (const s of streams) s.sink(e);
      },
    });
    expect(result.exitCode).toBe(0);
    expect(sandbox.stats.refreshes - refreshesBefore).toBeGreaterThanOrEqual(1);
    expect(events.some((e) => e.type === "token" && e.action === "refresh")).toBe(true);
    for (const s of streams) logs.push({ where: `reporter ${s.name}`, text: s.text() });
    logs.push({ where: "events", text: JSON.stringify(events) });
    expect(streams[0]!.text()).toMatch(/plants \d+\/\d+/);
  });

  it("password mode from the environment, json logs, forced refresh", async () => {
    const before = sandbox.stats.refreshes;
    armExpiry();
    const r = await runInto("cli-password-json", ["--log-format", "json"], passwordEnv());
    expect(r.code, r.stderr).toBe(0);
    expect(sandbox.stats.refreshes - before).toBeGreaterThanOrEqual(1);
    expect(r.stderr).toMatch(/"event":"token","action":"refresh"/);
  });

  it("password mode on a real terminal (pretty progress bar, via script(1))", async () => {
    const out = join(work, "cli-pretty-tty");
    outDirs.push(out);
    const cmd = [process.execPath, BIN, "run", definition, "--out", out, "--month", RUN_MONTH]
      .map((a) => `'${a.replace(/'/g, `'\\''`)}'`)
      .join(" ");
    armExpiry();
    const { stdout } = await sh("script", ["-qefc", cmd, "/dev/null"], { env: passwordEnv() });
    logs.push({ where: "tty", text: stdout });
    expect(stdout).toMatch(new RegExp(`report ok: ${PLANTS} plants ok`));
    expect(stdout).not.toMatch(/^\{"ts"/m);
  });

  it("password from stdin, --quiet", async () => {
    const e = env({ SOLAR_API_USERNAME: USER });
    const r = await runInto("cli-password-stdin", ["--password-stdin", "--quiet"], e, `${PASSWORD}\n`);
    expect(r.code, r.stderr).toBe(0);
  });

  it("token mode: SOLAR_API_TOKEN (--quiet) and --token-stdin (pretty off a terminal)", async () => {
    const created = keep("token create", await runCli(["token", "create"], passwordEnv()));
    expect(created.code, created.stderr).toBe(0);
    nonExpiring = created.stdout.trim();
    expect(proxy.issuedTokens.has(nonExpiring)).toBe(true);
    // stdout of `token create` is the token by contract: the one place it may appear.
    logs.pop();
    logs.push({ where: "token create stderr", text: created.stderr });

    const fromEnv = await runInto(
      "cli-token-env",
      ["--log-format", "json", "--quiet"],
      env({ SOLAR_API_TOKEN: nonExpiring }),
    );
    expect(fromEnv.code, fromEnv.stderr).toBe(0);
    const fromStdin = await runInto("cli-token-stdin", ["--token-stdin"], env(), `${nonExpiring}\n`);
    expect(fromStdin.code, fromStdin.stderr).toBe(0);
  });

  it("failures name the problem, never the secret", async () => {
    const wrong = await runInto(
      "cli-wrong-password",
      [],
      env({ SOLAR_API_USERNAME: USER, SOLAR_API_PASSWORD: WRONG_PASSWORD }),
    );
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/SOLAR_API_PASSWORD/);
    sandbox.revokeNonExpiringToken(USER);
    const revoked = await runInto("cli-revoked-token", [], env({ SOLAR_API_TOKEN: nonExpiring }));
    expect(revoked.code).toBe(1);
    expect(revoked.stderr).toMatch(/SOLAR_API_TOKEN/);
  });

  it("check: password, --json, a wrong password, through a proxy that needs credentials (right and wrong)", async () => {
    const ok = keep("check", await runCli(["check"], passwordEnv()));
    expect(ok.code, ok.stdout).toBe(0);
    keep("check --json", await runCli(["check", "--json"], passwordEnv()));
    const wrong = keep(
      "check wrong",
      await runCli(["check"], env({ SOLAR_API_USERNAME: USER, SOLAR_API_PASSWORD: WRONG_PASSWORD })),
    );
    expect(wrong.code).toBe(1);
    // Through the company proxy: a host only the proxy resolves, the proxy's password in HTTP_PROXY.
    const proxied = (password: string) => ({
      SOLAR_API_BASE_URL: proxy.baseUrl.replace("127.0.0.1", "solar.test"),
      HTTP_PROXY: `http://finance:${encodeURIComponent(password)}@${connectProxy.url.slice("http://".length)}`,
    });
    const through = keep(
      "check proxied",
      await runCli(
        ["check", "--allow-insecure-http"],
        env({ SOLAR_API_USERNAME: USER, SOLAR_API_PASSWORD: PASSWORD, ...proxied(PROXY_PASSWORD) }),
      ),
    );
    expect(through.code, through.stdout).toBe(0);
    expect(through.stdout).toContain("✓ connection: reached through the proxy http://REDACTED@");
    const refused = keep(
      "check proxy 407",
      await runCli(
        ["check", "--allow-insecure-http"],
        env({ SOLAR_API_USERNAME: USER, SOLAR_API_PASSWORD: PASSWORD, ...proxied(WRONG_PASSWORD) }),
      ),
    );
    expect(refused.code).toBe(1);
    expect(refused.stdout).toMatch(
      /✗ connection: the proxy http:\/\/REDACTED@[^ ]+ \(HTTP_PROXY\) refused to open a tunnel to the service: 407/,
    );
  });

  it("deliver: the SMTP password in SOLAR_SMTP_URL, right and wrong; the ledger and the e-mails", async () => {
    const withClients = await writeDefinition(work, {
      clients: [{ name: "Nordhafen", plants: "all", recipients: ["energie@nordhafen.example"] }],
      delivery: { from: "reports@helios.example", internal: ["controlling@helios.example"] },
    });
    const out = join(work, "deliver");
    outDirs.push(out);
    const made = keep(
      "deliver run",
      await runCli(["run", withClients, "--out", out, "--month", RUN_MONTH], passwordEnv()),
    );
    expect(made.code, made.stderr).toBe(0);
    const smtpUrl = (password: string) =>
      `smtp://reports%40helios.example:${encodeURIComponent(password)}@127.0.0.1:${smtp.port}`;
    const wrong = keep(
      "deliver wrong",
      await runCli(["deliver", out], env({ SOLAR_SMTP_URL: smtpUrl(WRONG_PASSWORD) })),
    );
    expect(wrong.code).toBe(1);
    keep(
      "deliver dry",
      await runCli(["deliver", out, "--dry-run"], env({ SOLAR_SMTP_URL: smtpUrl(SMTP_PASSWORD) })),
    );
    const sent = keep(
      "deliver",
      await runCli(["deliver", out], env({ SOLAR_SMTP_URL: smtpUrl(SMTP_PASSWORD) })),
    );
    expect(sent.code, sent.stderr).toBe(0);
    expect(smtp.received).toHaveLength(2);
    for (const [i, m] of smtp.received.entries()) logs.push({ where: `e-mail ${i}`, text: m.raw });
  });

  it("0 bytes of any secret in every output and every log line", async () => {
    // Every access and refresh token of the password runs (≥1 pair per login and refresh).
    expect(proxy.issuedTokens.size).toBeGreaterThanOrEqual(8);
    expect(countOf(proxy, "POST /login/refresh-token")).toBeGreaterThanOrEqual(2);
    const secrets = [
      PASSWORD,
      WRONG_PASSWORD,
      PROXY_PASSWORD,
      SMTP_PASSWORD,
      nonExpiring,
      ...proxy.issuedTokens,
    ];
    const scan: SecretScan = emptyScan();
    for (const dir of outDirs) await scanOutputs(scan, dir, secrets);
    for (const { where, text } of logs) scanBytes(scan, where, text, secrets);
    console.info(
      `secrets test: ${secrets.length} secrets (password, wrong password, proxy and SMTP passwords, non-expiring token, ` +
        `${proxy.issuedTokens.size - 1} issued access/refresh tokens); scanned ${scan.files} files of ` +
        `${outDirs.length} runs and ${logs.length} logs: ${scan.bytes} bytes; ${scan.hits.length} found`,
    );
    expect(scan.files).toBeGreaterThan(outDirs.length * 3);
    expect(scan.hits).toEqual([]);
  });
});
