/**
 * `solar-report deliver` as a CI job runs it: the built CLI, SOLAR_SMTP_URL in its
 * environment, a real SMTP server on 127.0.0.1. Its lines on stdout, its summary and errors
 * on stderr, its exit codes (0, 3 refused recipient, 2 nothing may be sent, 1 the mail server
 * failed), TLS from the first byte with a private CA, and never the SMTP password.
 */
import { cp, mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Manifest } from "../../src/output/manifest.js";
import { type Sandbox, startSandbox } from "../../src/sandbox/index.js";
import { makePrivateCa } from "../helpers/private-ca.js";
import { runSandboxReport } from "../helpers/sandbox-report.js";
import { type SmtpSink, startSmtpSink } from "../helpers/smtp-sink.js";
import { toolsAvailable } from "../helpers/tools.js";
import { cleanEnv, cli } from "./cli.js";

const NOW = Date.parse("2026-11-05T06:00:00Z");
const PASSWORD = "Sm7p-secret:/@%";
let sandbox: Sandbox;
let sink: SmtpSink;
let root: string;
let report: string;
let manifest: Manifest;

const url = (password = PASSWORD, port = sink.port, scheme = "smtp", host = "127.0.0.1") =>
  `${scheme}://reports%40helios.example:${encodeURIComponent(password)}@${host}:${port}`;

/** The CLI's environment: this mail server, or none (cleanEnv drops the developer's). */
const env = (smtpUrl?: string, extra: Record<string, string> = {}) =>
  cleanEnv({ ...(smtpUrl ? { SOLAR_SMTP_URL: smtpUrl } : {}), ...extra });

async function copyOf(name: string): Promise<string> {
  const dir = join(root, name);
  await cp(report, dir, { recursive: true });
  return dir;
}

const exists = (p: string) =>
  stat(p).then(
    () => true,
    () => false,
  );

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, plants: 3, seed: 23, now: () => NOW });
  const ids = sandbox.plants.map((p) => p.id);
  sink = await startSmtpSink({ user: "reports@helios.example", password: PASSWORD });
  root = await mkdtemp(join(tmpdir(), "solar-deliver-cli-"));
  const yaml = [
    "title: Delivery CLI",
    'period: "2026-10"',
    "history: 2",
    "branding: {company: Helios Asset Management}",
    "delivery: {from: reports@helios.example}",
    `clients: [{name: Nordhafen, plants: [${ids.join(", ")}], locale: de-DE, recipients: [a@nordhafen.example, b@nordhafen.example]}]`,
    "",
  ].join("\n");
  report = join(root, "report");
  ({ manifest } = await runSandboxReport(sandbox, yaml, report, { now: NOW }));
}, 300_000);

afterAll(async () => {
  await sink?.close();
  await sandbox?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

describe("deliver from the command line", () => {
  it("--dry-run needs no mail server: one line per message that would go", async () => {
    const r = await cli(["deliver", report, "--dry-run"], env());
    expect(r.code, r.stderr).toBe(0);
    const pack = manifest.clients[0]!.pdf!;
    expect(r.stdout).toBe(
      `would send   a@nordhafen.example  ${pack}  "Helios Asset Management: Bericht für Nordhafen, Oktober 2026"\n` +
        `would send   b@nordhafen.example  ${pack}  "Helios Asset Management: Bericht für Nordhafen, Oktober 2026"\n`,
    );
    expect(r.stderr).toBe(
      "solar-report deliver: 2 would be sent, 0 already sent (dry run: nothing was sent)\n",
    );
  });

  it("a wrong SMTP password: exit 1, the fix, the password nowhere, nothing sent", async () => {
    const dir = await copyOf("wrong-password");
    const before = sink.received.length;
    const r = await cli(["deliver", dir], env(url("not-the-password-9")));
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split("\n").at(-1)).toMatch(
      new RegExp(
        `^solar-report: the mail server smtp://127\\.0\\.0\\.1:${sink.port} failed: Invalid login: 535 .*\\. The mail server refused the login: check the user and the password in SOLAR_SMTP_URL$`,
      ),
    );
    expect(r.stdout + r.stderr).not.toContain("not-the-password-9");
    expect(sink.received.length).toBe(before);
    expect(await exists(join(dir, "delivery.json"))).toBe(false);
    expect(await exists(join(dir, ".solar-report.lock"))).toBe(false);
  });

  it("sends, then sends nothing again; a refused recipient is exit 3", async () => {
    const dir = await copyOf("send");
    sink.refuse.add("b@nordhafen.example");
    try {
      const r = await cli(["deliver", dir], env(url()));
      expect(r.code).toBe(3);
      const [sent, refused] = r.stdout.trim().split("\n");
      expect(sent).toMatch(/^sent {9}a@nordhafen\.example {2}clients\/Nordhafen-2026-10\.pdf {2}<[^>]+>$/);
      expect(refused).toMatch(/^refused {6}b@nordhafen\.example {2}clients\/Nordhafen-2026-10\.pdf {2}.*550/);
      expect(r.stderr).toBe(
        "solar-report deliver: 1 sent, 0 already sent, 1 not sent (listed above); ledger: delivery.json\n",
      );
    } finally {
      sink.refuse.clear();
    }
    const again = await cli(["deliver", dir], env(url()));
    expect(again.code).toBe(0);
    expect(again.stdout.split("\n")[0]).toMatch(/^already sent a@nordhafen\.example/);
    expect(again.stdout.split("\n")[1]).toMatch(/^sent {9}b@nordhafen\.example/);
    const text = `${r0(again)}${await readFile(join(dir, "delivery.json"), "utf8")}`;
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain(encodeURIComponent(PASSWORD));
  });

  it.each([
    [
      "a folder that is not a report",
      async () => root,
      /holds no manifest\.json: it is not a finished report/,
    ],
    [
      "a pack changed since it was sent",
      async () => {
        const dir = await copyOf("changed");
        await cli(["deliver", dir], env(url()));
        await cp(join(report, "portfolio-2026-10.pdf"), join(dir, manifest.clients[0]!.pdf!));
        return dir;
      },
      /changed since it was sent \(the report was made again\): nothing was sent; pass --resend/,
    ],
  ])("%s: exit 2, one line", async (_name, folder, line) => {
    const dir = await folder();
    const before = sink.received.length;
    const r = await cli(["deliver", dir], env(url()));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(line);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(sink.received.length).toBe(before);
  });
});

const r0 = (r: { stdout: string; stderr: string }) => r.stdout + r.stderr;

describe.skipIf(!toolsAvailable(["openssl"], "deliver over TLS with a private CA"))(
  "deliver over TLS",
  () => {
    it("smtps with a private CA: refused (exit 1, the fix) until NODE_EXTRA_CA_CERTS names the CA", async () => {
      const ca = makePrivateCa();
      const tls = await startSmtpSink({
        user: "reports@helios.example",
        password: PASSWORD,
        tls: { key: ca.key, cert: ca.cert, secure: true },
      });
      try {
        const smtps = url(PASSWORD, tls.port, "smtps", "localhost");
        const refused = await cli(["deliver", await copyOf("tls-refused")], env(smtps));
        expect(refused.code).toBe(1);
        expect(refused.stderr).toMatch(/certificate/);
        expect(refused.stderr).toMatch(/NODE_EXTRA_CA_CERTS=\/path\/to\/ca\.pem/);
        expect(r0(refused)).not.toContain(PASSWORD);
        const trusted = await cli(
          ["deliver", await copyOf("tls")],
          env(smtps, { NODE_EXTRA_CA_CERTS: ca.caPath }),
        );
        expect(trusted.code, trusted.stderr).toBe(0);
        expect(tls.received.map((m) => m.envelope.to[0])).toEqual([
          "a@nordhafen.example",
          "b@nordhafen.example",
        ]);
      } finally {
        await tls.close();
        ca.remove();
      }
    });
  },
);
