/** German messages of the e-mails `deliver` sends. */
import type { mailEn } from "./en.js";

export const mailDe: Record<keyof typeof mailEn, string> = {
  "mail.subject.client": "{company}: Bericht für {client}, {month}",
  "mail.body.client":
    "Guten Tag,\n\nanbei der Bericht für {client} für {month} über {count, plural, one {# Anlage} other {# Anlagen}}: {file}.\n\nMit freundlichen Grüßen\n{company}",
  "mail.subject.internal": "{company}: Portfoliobericht, {month}",
  "mail.body.internal":
    "Guten Tag,\n\nanbei der Portfoliobericht für {month}: {count, plural, one {# Anlage} other {# Anlagen}}, {failed, plural, =0 {alle mit Daten} one {davon # ohne Daten} other {davon # ohne Daten}}. Die Arbeitsmappen und die PDFs aller Anlagen liegen im Ordner des Berichts.\n\nMit freundlichen Grüßen\n{company}",
  "mail.inProgress":
    "Der Monat war bei der Erstellung des Berichts noch nicht zu Ende: Er umfasst die Tage bis {date}.",
};
