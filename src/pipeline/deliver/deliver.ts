/**
 * `solar-report deliver <report folder>` (DESIGN.md "Delivery"): e-mails each client its pack
 * and the portfolio PDF to the internal recipients, as the report's manifest names them, and
 * records every message in the folder's ledger (ledger.ts). A rerun sends only what is not
 * sent yet; files changed since they were sent are refused unless `resend`; `dryRun` only
 * says what would go. One refused recipient never stops the others (exit 3); a mail server
 * that cannot be reached, refuses the login or the TLS stops at once (exit 1), the ledger
 * keeping what went out. Holds the folder's lock meanwhile, so no run replaces the packs
 * under it and no second deliver sends them twice.
 */
import { join } from "node:path";
import { redactText } from "../../api/index.js";
import {
  createLock,
  LOCK_NAME,
  newRecord,
  readLock,
  releaseLockSync,
  takeOverLock,
} from "../../output/folder-lock.js";
import type { Manifest } from "../../output/manifest.js";
import { outputFs } from "../../output/output-fs.js";
import { DeliveryError } from "./delivery-error.js";
import { type Ledger, readLedger, writeLedger } from "./ledger.js";
import { type PlannedMessage, planDelivery } from "./plan.js";
import { readReportFolder } from "./report-folder.js";
import type { Mailer, OutgoingMessage } from "./smtp.js";
import { mailServerFailure } from "./smtp-failure.js";

export interface DeliverOptions {
  dir: string;
  /** The mail server (made only when something is to be sent). */
  mailer: () => Mailer;
  dryRun?: boolean;
  resend?: boolean;
  now?: () => Date;
  onMessage?: (outcome: DeliveryOutcome) => void;
}

export type DeliveryOutcome = PlannedMessage & {
  /** What became of it in this run. */
  result: "sent" | "would send" | "already sent" | "refused" | "no file";
  messageId?: string;
  error?: string;
};

export interface DeliverResult {
  exitCode: 0 | 3;
  outcomes: DeliveryOutcome[];
}

export async function deliverReport(opts: DeliverOptions): Promise<DeliverResult> {
  const { dir, manifest } = await readReportFolder(opts.dir);
  const ledger = await readLedger(dir, manifest.month);
  const plan = await planDelivery(dir, manifest, ledger);
  const changed = plan.filter((m) => m.state === "changed");
  if (changed.length > 0 && !opts.resend && !opts.dryRun) {
    const files = [...new Set(changed.map((m) => m.file))];
    throw new DeliveryError(
      `${files.join(", ")} changed since ${files.length === 1 ? "it was" : "they were"} sent (the report was made again): ` +
        "nothing was sent; pass --resend to send the new files to those who had the old ones",
    );
  }
  if (opts.dryRun)
    return finish(
      plan.map((m) => dryOutcome(m, opts.resend ?? false)),
      opts,
    );
  const todo = plan.filter((m) => m.state === "send" || m.state === "changed");
  const outcomes = plan.filter((m) => !todo.includes(m)).map((m) => doneOutcome(m));
  if (todo.length === 0) return finish(outcomes, opts);
  const unlock = await lockFolder(dir, manifest);
  const mailer = opts.mailer();
  const delivery = manifest.delivery!;
  const ctx: SendContext = {
    mailer,
    ledger,
    dir,
    from: { name: delivery.company, address: delivery.from },
    now: opts.now ?? (() => new Date()),
  };
  try {
    for (const m of todo) outcomes.push(await sendOne(m, ctx));
  } finally {
    mailer.close();
    await unlock();
  }
  return finish(outcomes, opts);
}

function dryOutcome(m: PlannedMessage, resend: boolean): DeliveryOutcome {
  if (m.state === "send" || (m.state === "changed" && resend)) return { ...m, result: "would send" };
  if (m.state === "changed")
    return { ...m, result: "refused", error: "changed since it was sent: needs --resend" };
  return doneOutcome(m);
}

function doneOutcome(m: PlannedMessage): DeliveryOutcome {
  if (m.state === "missing")
    return { ...m, result: "no file", error: "the report has no such file (see its warnings)" };
  return { ...m, result: "already sent", messageId: m.previous?.messageId };
}

/**
 * A run started during deliver finds the folder held and stops; a killed deliver's lock is
 * stale, and the next deliver or run takes it over. Returns the release.
 */
async function lockFolder(dir: string, manifest: Manifest): Promise<() => Promise<void>> {
  const report = { month: manifest.month, title: manifest.title, definition: manifest.definition ?? null };
  const record = newRecord("deliver", report, []);
  const found = await readLock(dir);
  const taken =
    found.kind === "none"
      ? await createLock(dir, record)
      : found.kind === "stale" &&
        found.record?.command === "deliver" &&
        (await takeOverLock(dir, found.record, record));
  if (!taken) {
    throw new DeliveryError(`another solar-report holds ${dir}: deliver once it has finished`, "fatal");
  }
  const onExit = () => releaseLockSync(dir, record, false);
  process.once("exit", onExit);
  return async () => {
    process.off("exit", onExit);
    await outputFs.rm(join(dir, LOCK_NAME), { force: true }).catch(() => {});
  };
}

/** Every outcome reported in order; exit 3 when one was refused or had no file. */
function finish(outcomes: DeliveryOutcome[], opts: DeliverOptions): DeliverResult {
  for (const o of outcomes) opts.onMessage?.(o);
  const bad = outcomes.some((o) => o.result === "refused" || o.result === "no file");
  return { exitCode: bad ? 3 : 0, outcomes };
}

interface SendContext {
  mailer: Mailer;
  ledger: Ledger;
  dir: string;
  from: OutgoingMessage["from"];
  now: () => Date;
}

async function sendOne(m: PlannedMessage, ctx: SendContext): Promise<DeliveryOutcome> {
  const { ledger, dir, now } = ctx;
  const content = m.content!;
  const composed = m.composed!;
  try {
    const sent = await ctx.mailer.send({
      from: ctx.from,
      to: m.to,
      subject: composed.subject,
      text: composed.text,
      attachment: { filename: composed.filename, content: content.bytes },
    });
    ledger.messages.push({
      kind: m.kind,
      ...(m.client === undefined ? {} : { client: m.client }),
      to: m.to,
      file: content.rel,
      sha256: content.sha256,
      messageId: sent.messageId,
      response: sent.response,
      sentAt: now().toISOString(),
      ...(m.state === "changed" ? { resent: true } : {}),
    });
    await writeLedger(dir, ledger);
    return { ...m, result: "sent", messageId: sent.messageId };
  } catch (err) {
    const code = (err as { code?: string }).code;
    const text = redactText(err instanceof Error ? err.message : String(err), ctx.mailer.secrets);
    const fatal = mailServerFailure(code, text, ctx.mailer.shown);
    if (fatal) throw fatal;
    ledger.refused.push({
      to: m.to,
      file: content.rel,
      sha256: content.sha256,
      error: text,
      at: now().toISOString(),
    });
    await writeLedger(dir, ledger);
    return { ...m, result: "refused", error: text };
  }
}
