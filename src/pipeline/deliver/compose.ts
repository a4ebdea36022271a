/**
 * The e-mails `deliver` sends, in the reader's language (DESIGN.md "Languages and scripts"):
 * a client's in its pack's locale, the portfolio PDF's in the report's; subject and body
 * from the `mail` catalogs, the month and dates by `Intl` in the same locale, the company
 * and the month in the subject.
 */
import { basename } from "node:path";
import { formattingLocale, messagesFor } from "../../i18n/index.js";
import type { Manifest, ManifestClient } from "../../output/manifest.js";

export interface Composed {
  subject: string;
  text: string;
  /** The attachment's name: the file's own. */
  filename: string;
}

function monthName(month: string, locale: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const fmt = new Intl.DateTimeFormat(formattingLocale(locale), {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return fmt.format(Date.UTC(y, m - 1, 1));
}

function dayName(day: string, locale: string): string {
  const fmt = new Intl.DateTimeFormat(formattingLocale(locale), { dateStyle: "long", timeZone: "UTC" });
  return fmt.format(Date.parse(`${day}T00:00:00Z`));
}

/** The paragraph a month in progress adds: the report covers fewer days than the month. */
function inProgress(manifest: Manifest, locale: string): string {
  if (manifest.reportedThrough === null) return "";
  const t = messagesFor(locale).t;
  return `\n\n${t("mail.inProgress", { date: dayName(manifest.reportedThrough, locale) })}`;
}

/** Adds the month-in-progress paragraph before the closing lines (the last two). */
function withNote(body: string, note: string): string {
  if (note === "") return body;
  const lines = body.split("\n");
  const closing = lines.splice(-3);
  return `${lines.join("\n")}${note}\n${closing.join("\n")}`;
}

export function composeClient(
  manifest: Manifest,
  client: ManifestClient,
  file: string,
  company: string,
): Composed {
  const { t } = messagesFor(client.locale);
  const month = monthName(manifest.month, client.locale);
  const filename = basename(file);
  const params = { company, client: client.name, month };
  const body = t("mail.body.client", { ...params, count: client.plants.length, file: filename });
  return {
    subject: t("mail.subject.client", params),
    text: withNote(body, inProgress(manifest, client.locale)),
    filename,
  };
}

export function composeInternal(manifest: Manifest, file: string, company: string): Composed {
  const locale = manifest.locale ?? "en-GB";
  const { t } = messagesFor(locale);
  const month = monthName(manifest.month, locale);
  const failed = manifest.plants.filter((p) => p.status === "failed").length;
  const body = t("mail.body.internal", { company, month, count: manifest.plants.length, failed });
  return {
    subject: t("mail.subject.internal", { company, month }),
    text: withNote(body, inProgress(manifest, locale)),
    filename: basename(file),
  };
}
