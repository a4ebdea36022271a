/** Spanish messages of the e-mails `deliver` sends. */
import type { mailEn } from "./en.js";

export const mailEs: Record<keyof typeof mailEn, string> = {
  "mail.subject.client": "{company}: informe para {client}, {month}",
  "mail.body.client":
    "Buenos días:\n\nadjuntamos el informe de {client} de {month}, que abarca {count, plural, one {# planta} other {# plantas}}: {file}.\n\nSaludos cordiales\n{company}",
  "mail.subject.internal": "{company}: informe de cartera, {month}",
  "mail.body.internal":
    "Buenos días:\n\nadjuntamos el informe de cartera de {month}: {count, plural, one {# planta} other {# plantas}}, {failed, plural, =0 {todas con datos} one {# de ellas sin datos} other {# de ellas sin datos}}. Los libros de Excel y el PDF de cada planta están en la carpeta del informe.\n\nSaludos cordiales\n{company}",
  "mail.inProgress":
    "El mes no había terminado cuando se elaboró el informe: abarca los días hasta el {date}.",
};
