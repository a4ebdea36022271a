/**
 * What `deliver` would send for a report and what it has already sent: one message per
 * recipient and file (each client's pack to each of its `recipients`, the portfolio PDF to
 * each `delivery.internal` address), in the definition's order, each judged against the
 * ledger: to send, already sent (the same bytes), or changed since it was sent.
 */
import type { Manifest } from "../../output/manifest.js";
import { type Composed, composeClient, composeInternal } from "./compose.js";
import { DeliveryError } from "./delivery-error.js";
import { type Ledger, type LedgerMessage, lastSent } from "./ledger.js";
import { type ReportFile, readReportFile } from "./report-folder.js";

export type PlanState = "send" | "sent" | "changed" | "missing";

export interface PlannedMessage {
  kind: "client" | "internal";
  client?: string;
  to: string;
  /** The file as the manifest lists it; null when the report has none (a pack that was not made). */
  file: string | null;
  state: PlanState;
  composed: Composed | null;
  content: ReportFile | null;
  /** The ledger's entry for this recipient and file, if any. */
  previous?: LedgerMessage;
}

export async function planDelivery(
  dir: string,
  manifest: Manifest,
  ledger: Ledger,
): Promise<PlannedMessage[]> {
  const delivery = manifest.delivery;
  const recipients = manifest.clients.reduce((n, c) => n + (c.recipients?.length ?? 0), 0);
  if (!delivery || recipients + delivery.internal.length === 0) {
    throw new DeliveryError(
      "the report names nobody to send it to: give the definition delivery.from with clients[].recipients " +
        "or delivery.internal, then run the report again (the run records them in the manifest)",
    );
  }
  const files = new Map<string, ReportFile>();
  const read = async (rel: string) => {
    let f = files.get(rel);
    if (!f) {
      f = await readReportFile(dir, rel);
      files.set(rel, f);
    }
    return f;
  };
  const out: PlannedMessage[] = [];
  for (const client of manifest.clients) {
    for (const to of client.recipients ?? []) {
      const content = client.pdf ? await read(client.pdf) : null;
      const composed = client.pdf ? composeClient(manifest, client, client.pdf, delivery.company) : null;
      out.push(
        judge(
          { kind: "client", client: client.name, to, file: client.pdf ?? null, composed, content },
          ledger,
        ),
      );
    }
  }
  for (const to of delivery.internal) {
    const rel = manifest.portfolioPdf ?? null;
    const content = rel ? await read(rel) : null;
    const composed = rel ? composeInternal(manifest, rel, delivery.company) : null;
    out.push(judge({ kind: "internal", to, file: rel, composed, content }, ledger));
  }
  return out;
}

function judge(m: Omit<PlannedMessage, "state">, ledger: Ledger): PlannedMessage {
  if (m.file === null || m.content === null) return { ...m, state: "missing" };
  const previous = lastSent(ledger, m.to, m.file);
  if (!previous) return { ...m, state: "send" };
  return { ...m, previous, state: previous.sha256 === m.content.sha256 ? "sent" : "changed" };
}
