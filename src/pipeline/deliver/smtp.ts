/**
 * The SMTP server `deliver` sends through, from SOLAR_SMTP_URL alone (DESIGN.md "Delivery":
 * credentials only from the environment): `smtps://user:password@host:465` (TLS from the
 * first byte) or `smtp://user:password@host:587` (STARTTLS, required off loopback: credentials
 * and packs never travel in clear text to another machine). nodemailer does the SMTP; the URL
 * is read here and handed to it as options, never as the URL itself, so no query string can
 * turn certificate checks or TLS off.
 */
import nodemailer from "nodemailer";
import { isLoopback } from "../../api/index.js";
import { DeliveryError } from "./delivery-error.js";

export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte (smtps). */
  secure: boolean;
  /** STARTTLS or nothing is sent (smtp off loopback). */
  requireTLS: boolean;
  auth?: { user: string; pass: string };
  /** The server as messages may name it: no credentials. */
  shown: string;
}

export interface OutgoingMessage {
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  attachment: { filename: string; content: Buffer };
}

export interface SentMessage {
  /** The Message-ID header of the message. */
  messageId: string;
  /** The server's answer to the message (its queue id, as it says it). */
  response: string;
}

/** What `deliver` sends with: SMTP in the product, a fake in unit tests. */
export interface Mailer {
  /** The server as messages name it (no credentials). */
  readonly shown: string;
  /** Scrubbed from every error text (the password). */
  readonly secrets: string[];
  send(message: OutgoingMessage): Promise<SentMessage>;
  close(): void;
}

export function smtpSettings(raw: string | undefined): SmtpSettings {
  if (raw === undefined || raw.trim() === "") {
    throw new DeliveryError(
      "no mail server: set SOLAR_SMTP_URL, e.g. smtps://user:password@mail.example.com:465 (credentials from the CI's secret store)",
    );
  }
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new DeliveryError(
      "SOLAR_SMTP_URL is not a URL: expected e.g. smtps://user:password@mail.example.com:465",
    );
  }
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") {
    throw new DeliveryError(`SOLAR_SMTP_URL must start with smtps:// or smtp:// (got ${url.protocol}//)`);
  }
  if (url.search || url.hash) {
    throw new DeliveryError(
      "SOLAR_SMTP_URL must not have a query or a fragment: TLS is always on off loopback and certificates are always checked",
    );
  }
  const secure = url.protocol === "smtps:";
  const port = Number(url.port) || (secure ? 465 : 587);
  const shown = `${url.protocol}//${url.host}`;
  const user = decodeURIComponent(url.username);
  const pass = decodeURIComponent(url.password);
  return {
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port,
    secure,
    requireTLS: !secure && !isLoopback(url.hostname),
    ...(user ? { auth: { user, pass } } : {}),
    shown,
  };
}

export function smtpMailer(settings: SmtpSettings): Mailer {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    requireTLS: settings.requireTLS,
    ...(settings.auth ? { auth: settings.auth } : {}),
    // Attachments are the buffers given, never a path or a URL nodemailer would fetch.
    disableFileAccess: true,
    disableUrlAccess: true,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    shown: settings.shown,
    secrets: settings.auth ? [settings.auth.pass] : [],
    async send(m) {
      const info = await transport.sendMail({
        from: m.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        attachments: [
          { filename: m.attachment.filename, content: m.attachment.content, contentType: "application/pdf" },
        ],
      });
      return { messageId: info.messageId, response: info.response };
    },
    close: () => transport.close(),
  };
}
