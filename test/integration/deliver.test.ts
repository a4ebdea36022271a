/**
 * `deliver` against a real SMTP server the test starts (test/helpers/smtp-sink.ts: it logs
 * in, refuses chosen mailboxes, parses every message with mailparser): a report of three
 * clients in three languages, two with recipients, and the portfolio PDF to controlling.
 * Every recipient gets exactly its client's pack, byte for byte, with subject and body in the
 * client's language; the ledger holds each message; a second deliver sends nothing; a pack
 * made again is refused until --resend; a refused recipient does not stop the others; a
 * failed report is refused; a merged folder delivers as a single run's.
 */
import { createHash } from "node:crypto";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Manifest } from "../../src/output/manifest.js";
import { type DeliverResult, deliverReport } from "../../src/pipeline/deliver/deliver.js";
import type { Ledger } from "../../src/pipeline/deliver/ledger.js";
import { smtpMailer, smtpSettings } from "../../src/pipeline/deliver/smtp.js";
import { mergeReports } from "../../src/pipeline/merge/merge.js";
import { parseShard, type Shard } from "../../src/pipeline/shard/shard.js";
import { type Sandbox, startSandbox } from "../../src/sandbox/index.js";
import { runSandboxReport } from "../helpers/sandbox-report.js";
import { type SmtpSink, startSmtpSink } from "../helpers/smtp-sink.js";

const NOW = Date.parse("2026-11-05T06:00:00Z");
const MONTH = "2026-10";
const SMTP_USER = "reports@helios.example";
const SMTP_PASSWORD = "Smtp-P4ss/w0rd+€";
const NORDHAFEN = ["einkauf@nordhafen.example", "technik@nordhafen.example"];
const ORSTED = ["finance@orsted.example"];
const INTERNAL = ["controlling@helios.example"];

let sandbox: Sandbox;
let sink: SmtpSink;
let root: string;
let ids: string[];
let report: string;

function definitionYaml(): string {
  return [
    "title: Delivery check",
    `period: "${MONTH}"`,
    "locale: en-GB",
    "history: 2",
    "branding: {company: Helios Asset Management}",
    "delivery: {from: reports@helios.example, internal: [controlling@helios.example]}",
    "clients:",
    `  - {name: "Stadtwerke Nordhafen", plants: [${ids.slice(0, 3).join(", ")}], locale: de-DE, recipients: [${NORDHAFEN.join(", ")}]}`,
    `  - {name: "Ørsted & Co", plants: [${ids.slice(3, 5).join(", ")}], locale: fr-FR, recipients: [${ORSTED.join(", ")}]}`,
    `  - {name: "Sunny Fields", plants: [${ids.slice(5).join(", ")}]}`,
    "",
  ].join("\n");
}

async function run(out: string, shard?: string): Promise<string> {
  const shardOf = shard ? (parseShard(shard) as Shard) : undefined;
  return (await runSandboxReport(sandbox, definitionYaml(), join(root, out), { now: NOW, shard: shardOf }))
    .outDir;
}

const smtpUrl = (password = SMTP_PASSWORD) =>
  `smtp://${encodeURIComponent(SMTP_USER)}:${encodeURIComponent(password)}@127.0.0.1:${sink.port}`;

function deliver(dir: string, flags: { dryRun?: boolean; resend?: boolean } = {}): Promise<DeliverResult> {
  return deliverReport({
    dir,
    ...flags,
    mailer: () => smtpMailer(smtpSettings(smtpUrl())),
    now: () => new Date(NOW),
  });
}

const manifestOf = async (dir: string) =>
  JSON.parse(await readFile(join(dir, "manifest.json"), "utf8")) as Manifest;
const ledgerOf = async (dir: string) =>
  JSON.parse(await readFile(join(dir, "delivery.json"), "utf8")) as Ledger;
const sha256 = (b: Buffer) => createHash("sha256").update(b).digest("hex");

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, plants: 7, seed: 17, now: () => NOW });
  ids = sandbox.plants.map((p) => p.id);
  sink = await startSmtpSink({ user: SMTP_USER, password: SMTP_PASSWORD });
  root = await mkdtemp(join(tmpdir(), "solar-deliver-"));
  report = await run("report");
}, 300_000);

afterAll(async () => {
  await sink?.close();
  await sandbox?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

describe("the run records who gets what", () => {
  it("the manifest holds each client's recipients and the sender, so deliver needs the folder alone", async () => {
    const m = await manifestOf(report);
    expect(m.clients.map((c) => c.recipients)).toEqual([NORDHAFEN, ORSTED, undefined]);
    expect(m.delivery).toEqual({
      from: "reports@helios.example",
      internal: INTERNAL,
      company: "Helios Asset Management",
    });
  });
});

describe("deliver", () => {
  it("--dry-run lists what would go and sends nothing", async () => {
    const r = await deliver(report, { dryRun: true });
    expect(r.exitCode).toBe(0);
    expect(r.outcomes.map((o) => [o.result, o.to])).toEqual([
      ["would send", NORDHAFEN[0]],
      ["would send", NORDHAFEN[1]],
      ["would send", ORSTED[0]],
      ["would send", INTERNAL[0]],
    ]);
    expect(sink.received).toEqual([]);
  });

  it("every recipient gets exactly its client's pack, byte for byte, in the client's language", async () => {
    const r = await deliver(report);
    expect(r.exitCode).toBe(0);
    const m = await manifestOf(report);
    const expected = [
      [NORDHAFEN[0], m.clients[0]!.pdf],
      [NORDHAFEN[1], m.clients[0]!.pdf],
      [ORSTED[0], m.clients[1]!.pdf],
      [INTERNAL[0], m.portfolioPdf],
    ] as const;
    expect(sink.received).toHaveLength(4);
    for (const [i, [to, file]] of expected.entries()) {
      const got = sink.received[i]!;
      expect(got.envelope).toEqual({ from: "reports@helios.example", to: [to] });
      expect(got.mail.from?.value).toEqual([
        { address: "reports@helios.example", name: "Helios Asset Management" },
      ]);
      expect(got.mail.attachments).toHaveLength(1);
      const attachment = got.mail.attachments[0]!;
      expect(attachment.filename).toBe(file!.split("/").pop());
      expect(attachment.contentType).toBe("application/pdf");
      expect(attachment.content.equals(await readFile(join(report, file!)))).toBe(true);
    }
    expect(sink.received[0]!.mail.subject).toBe(
      "Helios Asset Management: Bericht für Stadtwerke Nordhafen, Oktober 2026",
    );
    expect(sink.received[0]!.mail.text).toContain(
      "anbei der Bericht für Stadtwerke Nordhafen für Oktober 2026 über 3 Anlagen",
    );
    expect(sink.received[2]!.mail.subject).toBe(
      "Helios Asset Management\u00a0: rapport pour Ørsted & Co, octobre 2026",
    );
    expect(sink.received[2]!.mail.text).toContain("qui porte sur 2 centrales");
    expect(sink.received[3]!.mail.subject).toBe("Helios Asset Management: portfolio report, October 2026");
    expect(sink.received[3]!.mail.text).toContain(
      "portfolio report for October 2026: 7 plants, each with data.",
    );
    expect(sink.logins.every((l) => l.ok && l.user === SMTP_USER)).toBe(true);
  });

  it("the ledger holds each message: recipient, file, its SHA-256, the message id and the server's answer", async () => {
    const ledger = await ledgerOf(report);
    expect(ledger.messages).toHaveLength(4);
    for (const [i, entry] of ledger.messages.entries()) {
      const got = sink.received[i]!;
      expect(entry.to).toBe(got.envelope.to[0]);
      expect(entry.sha256).toBe(sha256(await readFile(join(report, entry.file))));
      expect(entry.messageId).toBe(got.mail.messageId);
      expect(entry.response).toMatch(new RegExp(`^250 .*queued as Q${i + 1}$`));
      expect(entry.sentAt).toBe(new Date(NOW).toISOString());
    }
    const text = await readFile(join(report, "delivery.json"), "utf8");
    expect(text).not.toContain(SMTP_PASSWORD);
    expect(text).not.toContain(encodeURIComponent(SMTP_PASSWORD));
  });

  it("a second deliver sends nothing", async () => {
    const before = sink.received.length;
    const r = await deliver(report);
    expect(r.exitCode).toBe(0);
    expect(r.outcomes.every((o) => o.result === "already sent")).toBe(true);
    expect(sink.received.length).toBe(before);
  });

  it("a pack changed since it was sent is refused; --resend sends it again, only to those who had it", async () => {
    const m = await manifestOf(report);
    const pack = join(report, m.clients[1]!.pdf!);
    await writeFile(pack, Buffer.concat([await readFile(pack), Buffer.from("\n% changed\n")]));
    const before = sink.received.length;
    await expect(deliver(report)).rejects.toThrow(
      `${m.clients[1]!.pdf} changed since it was sent (the report was made again): nothing was sent; pass --resend to send the new files to those who had the old ones`,
    );
    expect(sink.received.length).toBe(before);
    const r = await deliver(report, { resend: true });
    expect(r.exitCode).toBe(0);
    expect(r.outcomes.filter((o) => o.result === "sent").map((o) => o.to)).toEqual(ORSTED);
    expect(sink.received.length).toBe(before + 1);
    expect(sink.received.at(-1)!.mail.attachments[0]!.content.equals(await readFile(pack))).toBe(true);
    expect((await ledgerOf(report)).messages.at(-1)).toMatchObject({ to: ORSTED[0], resent: true });
  });

  it("a refused recipient is listed (exit 3) and the others are delivered", async () => {
    const dir = join(root, "refusing");
    await cp(report, dir, { recursive: true });
    await rm(join(dir, "delivery.json"));
    sink.refuse.add(NORDHAFEN[1]!);
    try {
      const before = sink.received.length;
      const r = await deliver(dir);
      expect(r.exitCode).toBe(3);
      const refused = r.outcomes.filter((o) => o.result === "refused");
      expect(refused.map((o) => o.to)).toEqual([NORDHAFEN[1]]);
      expect(refused[0]!.error).toMatch(/550 5\.1\.1 <technik@nordhafen\.example>: mailbox unavailable/);
      expect(sink.received.slice(before).map((x) => x.envelope.to[0])).toEqual([
        NORDHAFEN[0],
        ORSTED[0],
        INTERNAL[0],
      ]);
      const ledger = await ledgerOf(dir);
      expect(ledger.messages.map((x) => x.to)).toEqual([NORDHAFEN[0], ORSTED[0], INTERNAL[0]]);
      expect(ledger.refused.map((x) => x.to)).toEqual([NORDHAFEN[1]]);
    } finally {
      sink.refuse.clear();
    }
    // Once the mailbox exists, the next deliver sends that one message alone.
    const again = await deliver(dir);
    expect(again.outcomes.filter((o) => o.result === "sent").map((o) => o.to)).toEqual([NORDHAFEN[1]]);
  });

  it("a failed report is refused: nothing is sent", async () => {
    const dir = join(root, "failed");
    await cp(report, dir, { recursive: true });
    await rm(join(dir, "delivery.json"));
    const m = await manifestOf(dir);
    await writeFile(join(dir, "manifest.json"), JSON.stringify({ ...m, status: "failed" }));
    const before = sink.received.length;
    await expect(deliver(dir)).rejects.toThrow(/failed \(no plant could be reported\): nothing is sent/);
    expect(sink.received.length).toBe(before);
  });

  it("a merged folder delivers like a single run's", async () => {
    const shards = [await run("shard-1", "1/2"), await run("shard-2", "2/2")];
    const merged = join(root, "merged");
    await mergeReports({ dirs: shards, outDir: merged, generatedAt: new Date(NOW) });
    const m = await manifestOf(merged);
    expect(m.clients.map((c) => c.recipients)).toEqual([NORDHAFEN, ORSTED, undefined]);
    const before = sink.received.length;
    const r = await deliver(merged);
    expect(r.exitCode).toBe(0);
    const got = sink.received.slice(before);
    expect(got.map((x) => x.envelope.to[0])).toEqual([...NORDHAFEN, ...ORSTED, ...INTERNAL]);
    expect(
      got[2]!.mail.attachments[0]!.content.equals(await readFile(join(merged, m.clients[1]!.pdf!))),
    ).toBe(true);
    // A shard's own folder is a part, not a report.
    await expect(deliver(shards[0]!)).rejects.toThrow(/is shard 1\/2 of a report: merge the shards/);
  });
});
