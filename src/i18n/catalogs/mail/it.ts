/** Italian messages of the e-mails `deliver` sends. */
import type { mailEn } from "./en.js";

export const mailIt: Record<keyof typeof mailEn, string> = {
  "mail.subject.client": "{company}: report per {client}, {month}",
  "mail.body.client":
    "Buongiorno,\n\nin allegato il report di {client} per {month}, relativo a {count, plural, one {# impianto} other {# impianti}}: {file}.\n\nCordiali saluti\n{company}",
  "mail.subject.internal": "{company}: report del portafoglio, {month}",
  "mail.body.internal":
    "Buongiorno,\n\nin allegato il report del portafoglio per {month}: {count, plural, one {# impianto} other {# impianti}}, {failed, plural, =0 {tutti con dati} one {di cui # senza dati} other {di cui # senza dati}}. Le cartelle di lavoro e il PDF di ogni impianto si trovano nella cartella del report.\n\nCordiali saluti\n{company}",
  "mail.inProgress":
    "Il mese non era ancora concluso quando è stato creato il report: comprende i giorni fino al {date}.",
};
