/**
 * Who `deliver` e-mails a finished report to (DESIGN.md "Delivery"): each client's
 * `recipients` get its pack, `delivery.internal` the portfolio PDF, from `delivery.from`.
 * Addresses only: the SMTP server and its credentials come from the environment
 * (SOLAR_SMTP_URL), never from a definition.
 */
import { z } from "zod";

export const emailAddress = z
  .email({
    error: (iss) => `${JSON.stringify(iss.input)} is not an e-mail address (expected name@example.com)`,
  })
  .meta({ description: "an e-mail address", examples: ["reports@helios-am.example"] });

/** A list of addresses, each once (case-insensitively); absent means none. */
export function addressList(description: string, examples: string[]) {
  return z
    .array(emailAddress)
    .refine((list) => new Set(list.map((a) => a.toLowerCase())).size === list.length, {
      error: "an address is listed twice: list each once",
    })
    .optional()
    .meta({ description, examples: [examples] });
}

export const delivery = z
  .strictObject({
    from: emailAddress.meta({
      description: "the sender of every message `deliver` sends",
      examples: ["reports@helios-am.example"],
    }),
    internal: addressList("who gets the portfolio PDF (the company's own people)", [
      "controlling@helios-am.example",
    ]),
  })
  .optional()
  .meta({
    description:
      "who `solar-report deliver` e-mails the finished report to; the SMTP server is SOLAR_SMTP_URL",
    examples: [{ from: "reports@helios-am.example", internal: ["controlling@helios-am.example"] }],
  });
