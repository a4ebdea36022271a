/**
 * nodemailer's errors that are the mail server's or the connection's, not one message's: no
 * other message can go either, so `deliver` stops (exit 1) with the fix. A refused recipient
 * (EENVELOPE) or message (EMESSAGE) is not one of them: the others still go.
 */
import { DeliveryError } from "./delivery-error.js";

const CHECK_URL =
  "Check the host and port in SOLAR_SMTP_URL, and that this machine may reach the mail server";
const TLS_FIX =
  "The mail server's certificate or TLS failed: a private CA goes in NODE_EXTRA_CA_CERTS=/path/to/ca.pem; " +
  "off loopback, smtp:// needs STARTTLS (or use smtps://)";

const CERTIFICATE = /certificate|self[- ]signed|\bCERT_|altnames/i;

/** nodemailer's errors of the server or the connection (no other message can go either), with their fix. */
const FATAL_CODES: Record<string, string> = {
  ECONNECTION: CHECK_URL,
  ETIMEDOUT: CHECK_URL,
  EDNS: CHECK_URL,
  ESOCKET: CHECK_URL,
  EAUTH: "The mail server refused the login: check the user and the password in SOLAR_SMTP_URL",
  ETLS: TLS_FIX,
  EPROTOCOL:
    "The mail server's answer was not SMTP: check SOLAR_SMTP_URL's port and scheme (smtps:// or smtp://)",
};

/** The failure of the mail server `shown` that `code` and `text` tell, or null when it is one message's. */
export function mailServerFailure(
  code: string | undefined,
  text: string,
  shown: string,
): DeliveryError | null {
  if (code === undefined || FATAL_CODES[code] === undefined) return null;
  // nodemailer names a certificate that does not verify a socket error: its words tell.
  const fix = CERTIFICATE.test(text) ? TLS_FIX : FATAL_CODES[code];
  return new DeliveryError(`the mail server ${shown} failed: ${text}. ${fix}`, "fatal");
}
