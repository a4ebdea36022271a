/**
 * English messages of the e-mails `deliver` sends (the source: its keys type every other
 * language's). Plain text; the month and the dates arrive formatted in the reader's locale.
 */
export const mailEn = {
  "mail.subject.client": "{company}: report for {client}, {month}",
  "mail.body.client":
    "Hello,\n\nplease find attached the report for {client} for {month}, covering {count, plural, one {# plant} other {# plants}}: {file}.\n\nKind regards\n{company}",
  "mail.subject.internal": "{company}: portfolio report, {month}",
  "mail.body.internal":
    "Hello,\n\nplease find attached the portfolio report for {month}: {count, plural, one {# plant} other {# plants}}, {failed, plural, =0 {each with data} one {# of them without data} other {# of them without data}}. The workbooks and every plant's PDF are in the report's folder.\n\nKind regards\n{company}",
  "mail.inProgress": "The month was not over when the report was made: it covers the days through {date}.",
} as const satisfies Record<string, string>;
