/** Portuguese messages of the e-mails `deliver` sends. */
import type { mailEn } from "./en.js";

export const mailPt: Record<keyof typeof mailEn, string> = {
  "mail.subject.client": "{company}: relatório para {client}, {month}",
  "mail.body.client":
    "Bom dia,\n\nsegue em anexo o relatório de {client} relativo a {month}, que abrange {count, plural, one {# central} other {# centrais}}: {file}.\n\nCom os melhores cumprimentos\n{company}",
  "mail.subject.internal": "{company}: relatório da carteira, {month}",
  "mail.body.internal":
    "Bom dia,\n\nsegue em anexo o relatório da carteira relativo a {month}: {count, plural, one {# central} other {# centrais}}, {failed, plural, =0 {todas com dados} one {# delas sem dados} other {# delas sem dados}}. Os livros de Excel e o PDF de cada central estão na pasta do relatório.\n\nCom os melhores cumprimentos\n{company}",
  "mail.inProgress":
    "O mês ainda não tinha terminado quando o relatório foi feito: abrange os dias até {date}.",
};
