/** French messages of the e-mails `deliver` sends. */
import type { mailEn } from "./en.js";

export const mailFr: Record<keyof typeof mailEn, string> = {
  "mail.subject.client": "{company}\u00a0: rapport pour {client}, {month}",
  "mail.body.client":
    "Bonjour,\n\nveuillez trouver ci-joint le rapport de {client} pour {month}, qui porte sur {count, plural, one {# centrale} other {# centrales}}\u00a0: {file}.\n\nCordialement\n{company}",
  "mail.subject.internal": "{company}\u00a0: rapport de portefeuille, {month}",
  "mail.body.internal":
    "Bonjour,\n\nveuillez trouver ci-joint le rapport de portefeuille pour {month}\u00a0: {count, plural, one {# centrale} other {# centrales}}, {failed, plural, =0 {toutes avec des données} one {dont # sans données} other {dont # sans données}}. Les classeurs et le PDF de chaque centrale se trouvent dans le dossier du rapport.\n\nCordialement\n{company}",
  "mail.inProgress":
    "Le mois n'était pas terminé quand le rapport a été établi\u00a0: il couvre les jours jusqu'au {date}.",
};
