/**
 * `solar-report deliver <report folder> [--dry-run] [--resend]`: e-mails a finished report's
 * client packs and portfolio PDF (pipeline/deliver). One line per message on stdout (sent,
 * already sent, would send, refused), a summary on stderr; exit 0, 3 when a recipient was
 * refused or a pack is missing, 2 when nothing may be sent (see the message), 1 when the mail
 * server failed. The SMTP server and its credentials come from SOLAR_SMTP_URL only.
 */
import type { CommandModule } from "yargs";
import type { DeliveryOutcome } from "../../pipeline/deliver/deliver.js";
import { LEDGER_NAME } from "../../pipeline/deliver/ledger.js";
import { clean } from "../reporter.js";

interface DeliverArgs {
  folder: string;
  "dry-run": boolean;
  resend: boolean;
}

export function outcomeLine(o: DeliveryOutcome): string {
  const what = o.result.padEnd(12);
  const tail =
    o.result === "would send"
      ? `  "${o.composed?.subject ?? ""}"`
      : o.error
        ? `  ${o.error}`
        : o.messageId
          ? `  ${o.messageId}`
          : "";
  return clean(`${what} ${o.to}  ${o.file ?? "-"}${tail}`);
}

function summary(outcomes: DeliveryOutcome[], dryRun: boolean): string {
  const count = (r: DeliveryOutcome["result"]) => outcomes.filter((o) => o.result === r).length;
  const parts = dryRun
    ? [`${count("would send")} would be sent`, `${count("already sent")} already sent`]
    : [`${count("sent")} sent`, `${count("already sent")} already sent`];
  const bad = count("refused") + count("no file");
  if (bad > 0) parts.push(`${bad} not sent (listed above)`);
  return `solar-report deliver: ${parts.join(", ")}${dryRun ? " (dry run: nothing was sent)" : `; ledger: ${LEDGER_NAME}`}\n`;
}

export const deliverCommand: CommandModule<object, DeliverArgs> = {
  command: "deliver <folder>",
  describe: "e-mail a finished report's client packs and portfolio PDF (SMTP server: $SOLAR_SMTP_URL)",
  builder: (y) =>
    y
      .positional("folder", { type: "string", demandOption: true, describe: "the report's output folder" })
      .option("dry-run", {
        type: "boolean",
        default: false,
        describe: "list what would be sent; send nothing",
      })
      .option("resend", {
        type: "boolean",
        default: false,
        describe: "send again the files that changed since they were sent (a report made again)",
      }) as never,
  handler: async (args) => {
    // Loaded when the command runs, not at start-up (cli/app.ts: every command is declared there).
    const { deliverReport } = await import("../../pipeline/deliver/deliver.js");
    const { smtpMailer, smtpSettings } = await import("../../pipeline/deliver/smtp.js");
    const dryRun = args["dry-run"];
    const result = await deliverReport({
      dir: args.folder,
      dryRun,
      resend: args.resend,
      mailer: () => smtpMailer(smtpSettings(process.env.SOLAR_SMTP_URL)),
      onMessage: (o) => process.stdout.write(`${outcomeLine(o)}\n`),
    });
    process.stderr.write(summary(result.outcomes, dryRun));
    process.exitCode = result.exitCode;
  },
};
