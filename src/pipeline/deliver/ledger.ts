/**
 * delivery.json, the report folder's record of what `deliver` sent (DESIGN.md "Delivery"):
 * each message with its recipient, the file, the file's SHA-256, the message's id and the
 * server's answer, and when. A rerun sends nothing the ledger holds for the same recipient
 * and the same bytes; a file whose bytes changed since is refused unless resent. Rewritten
 * atomically after every message (output/atomic.ts), so a killed deliver never forgets one it
 * sent. It holds addresses, never a credential.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { writeFileAtomic } from "../../output/atomic.js";
import { DeliveryError } from "./delivery-error.js";

export const LEDGER_NAME = "delivery.json";
const FORMAT = "solar-report delivery ledger";

export interface LedgerMessage {
  /** "client": a client's pack; "internal": the portfolio PDF to the company's own people. */
  kind: "client" | "internal";
  /** The client's name (kind "client"). */
  client?: string;
  to: string;
  file: string;
  sha256: string;
  messageId: string;
  /** The mail server's answer, e.g. "250 2.0.0 Ok: queued as 4Z1x7". */
  response: string;
  sentAt: string;
  /** Sent again with --resend after the file changed. */
  resent?: boolean;
}

/** A message the server would not take (kept for the record; the next deliver tries again). */
export interface LedgerRefusal {
  to: string;
  file: string;
  sha256: string;
  error: string;
  at: string;
}

export interface Ledger {
  format: typeof FORMAT;
  version: 1;
  /** The report's month, as the manifest says. */
  month: string;
  messages: LedgerMessage[];
  refused: LedgerRefusal[];
}

export async function readLedger(dir: string, month: string): Promise<Ledger> {
  const path = join(dir, LEDGER_NAME);
  const text = await readFile(path, "utf8").catch((err: NodeJS.ErrnoException) => {
    if (err.code === "ENOENT") return null;
    throw new DeliveryError(`cannot read ${path} (${err.code ?? err.message})`, "fatal");
  });
  if (text === null) return { format: FORMAT, version: 1, month, messages: [], refused: [] };
  let ledger: Ledger | null = null;
  try {
    ledger = JSON.parse(text) as Ledger;
  } catch {
    ledger = null;
  }
  if (ledger?.format !== FORMAT || !Array.isArray(ledger.messages)) {
    throw new DeliveryError(
      `${path} is not a solar-report delivery ledger: move it out of the report's folder (deliver never overwrites a file it did not write)`,
    );
  }
  return { ...ledger, month, refused: Array.isArray(ledger.refused) ? ledger.refused : [] };
}

export function writeLedger(dir: string, ledger: Ledger): Promise<void> {
  return writeFileAtomic(join(dir, LEDGER_NAME), `${JSON.stringify(ledger, null, 2)}\n`);
}

/** The last message sent to `to` with `file`, or undefined. */
export function lastSent(ledger: Ledger, to: string, file: string): LedgerMessage | undefined {
  const key = to.toLowerCase();
  return ledger.messages.findLast((m) => m.to.toLowerCase() === key && m.file === file);
}
