/**
 * A real SMTP server on 127.0.0.1 for the delivery tests (smtp-server): it asks for a login,
 * refuses chosen recipients as a mail server refuses an unknown mailbox (550), optionally
 * speaks TLS (STARTTLS, or TLS from the first byte), and parses every message it accepts
 * with mailparser, keeping the envelope, the headers, the text and the attachments' bytes.
 */
import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface Received {
  envelope: { from: string; to: string[] };
  mail: ParsedMail;
  /** The raw message as the server received it (for scans). */
  raw: string;
}

export interface SmtpSink {
  port: number;
  received: Received[];
  /** Recipients the server answers 550 for. */
  refuse: Set<string>;
  /** Logins tried, with whether they were accepted. */
  logins: { user: string; ok: boolean }[];
  close(): Promise<void>;
}

export interface SinkOptions {
  user: string;
  password: string;
  /** TLS: with `secure`, from the first byte (smtps); else offered as STARTTLS. */
  tls?: { key: Buffer; cert: Buffer; secure?: boolean };
}

export async function startSmtpSink(opts: SinkOptions): Promise<SmtpSink> {
  const sink: SmtpSink = { port: 0, received: [], refuse: new Set(), logins: [], close: async () => {} };
  const server = new SMTPServer({
    secure: opts.tls?.secure ?? false,
    ...(opts.tls ? { key: opts.tls.key, cert: opts.tls.cert } : { disabledCommands: ["STARTTLS"] }),
    // A login over plain text is allowed here only because the server is on loopback.
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    logger: false,
    onAuth(auth, _session, callback) {
      const ok = auth.username === opts.user && auth.password === opts.password;
      sink.logins.push({ user: auth.username ?? "", ok });
      if (ok) callback(null, { user: auth.username });
      else callback(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (sink.refuse.has(address.address)) {
        callback(
          Object.assign(new Error(`5.1.1 <${address.address}>: mailbox unavailable`), { responseCode: 550 }),
        );
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (mail) => {
            const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
            const to = session.envelope.rcptTo.map((r) => r.address);
            sink.received.push({ envelope: { from, to }, mail, raw: raw.toString("latin1") });
            callback(null, `queued as Q${sink.received.length}`);
          },
          (err: Error) => callback(err),
        );
      });
    },
  });
  // A client that refuses the certificate closes the connection: the server's news, not the test's.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  sink.port = (server.server.address() as AddressInfo).port;
  sink.close = () => new Promise((resolve) => server.close(() => resolve()));
  return sink;
}
