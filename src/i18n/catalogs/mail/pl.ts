/** Polish messages of the e-mails `deliver` sends. */
import type { mailEn } from "./en.js";

export const mailPl: Record<keyof typeof mailEn, string> = {
  "mail.subject.client": "{company}: raport dla {client}, {month}",
  "mail.body.client":
    "Dzień dobry,\n\nw załączniku przesyłamy raport dla {client} za {month}, obejmujący {count, plural, one {# instalację} few {# instalacje} many {# instalacji} other {# instalacji}}: {file}.\n\nZ poważaniem\n{company}",
  "mail.subject.internal": "{company}: raport portfela, {month}",
  "mail.body.internal":
    "Dzień dobry,\n\nw załączniku przesyłamy raport portfela za {month}: {count, plural, one {# instalacja} few {# instalacje} many {# instalacji} other {# instalacji}}, {failed, plural, =0 {wszystkie z danymi} one {w tym # bez danych} few {w tym # bez danych} many {w tym # bez danych} other {w tym # bez danych}}. Skoroszyty i pliki PDF wszystkich instalacji znajdują się w folderze raportu.\n\nZ poważaniem\n{company}",
  "mail.inProgress": "Miesiąc nie dobiegł końca, gdy powstał raport: obejmuje dni do {date}.",
};
