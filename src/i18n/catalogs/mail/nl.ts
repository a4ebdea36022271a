/** Dutch messages of the e-mails `deliver` sends. */
import type { mailEn } from "./en.js";

export const mailNl: Record<keyof typeof mailEn, string> = {
  "mail.subject.client": "{company}: rapport voor {client}, {month}",
  "mail.body.client":
    "Goedendag,\n\nbijgaand het rapport van {client} over {month}, voor {count, plural, one {# installatie} other {# installaties}}: {file}.\n\nMet vriendelijke groet\n{company}",
  "mail.subject.internal": "{company}: portefeuillerapport, {month}",
  "mail.body.internal":
    "Goedendag,\n\nbijgaand het portefeuillerapport over {month}: {count, plural, one {# installatie} other {# installaties}}, {failed, plural, =0 {alle met gegevens} one {waarvan # zonder gegevens} other {waarvan # zonder gegevens}}. De werkmappen en de pdf van elke installatie staan in de map van het rapport.\n\nMet vriendelijke groet\n{company}",
  "mail.inProgress":
    "De maand was nog niet voorbij toen het rapport werd gemaakt: het omvat de dagen tot en met {date}.",
};
