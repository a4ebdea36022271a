/**
 * SOLAR_SMTP_URL as `deliver` reads it: TLS from the first byte for smtps, STARTTLS required
 * for smtp off loopback, credentials decoded and never shown, nothing taken from a query.
 * And nodemailer keeps the requirement: a server without STARTTLS gets nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DeliveryError } from "../../../src/pipeline/deliver/delivery-error.js";
import { smtpMailer, smtpSettings } from "../../../src/pipeline/deliver/smtp.js";
import { type SmtpSink, startSmtpSink } from "../../helpers/smtp-sink.js";

describe("smtpSettings", () => {
  it("smtps: TLS from the first byte, port 465 by default, credentials decoded", () => {
    expect(smtpSettings("smtps://reports%40helios.example:p%40ss%2Fw0rd@mail.example.com")).toEqual({
      host: "mail.example.com",
      port: 465,
      secure: true,
      requireTLS: false,
      auth: { user: "reports@helios.example", pass: "p@ss/w0rd" },
      shown: "smtps://mail.example.com",
    });
  });

  it("smtp off loopback: STARTTLS required, port 587 by default", () => {
    expect(smtpSettings("smtp://u:p@mail.example.com")).toMatchObject({
      port: 587,
      secure: false,
      requireTLS: true,
    });
  });

  it("smtp on loopback (a local relay, the tests' server): TLS not required", () => {
    expect(smtpSettings("smtp://127.0.0.1:2525")).toMatchObject({ port: 2525, requireTLS: false });
    expect(smtpSettings("smtp://localhost:25").requireTLS).toBe(false);
  });

  it.each([
    [undefined, /no mail server: set SOLAR_SMTP_URL/],
    ["mail.example.com", /SOLAR_SMTP_URL (is not a URL|must start with smtps:\/\/ or smtp:\/\/)/],
    ["https://mail.example.com", /must start with smtps:\/\/ or smtp:\/\//],
    ["smtp://mail.example.com?tls.rejectUnauthorized=false", /must not have a query/],
  ])("%s is refused", (raw, message) => {
    expect(() => smtpSettings(raw)).toThrow(DeliveryError);
    expect(() => smtpSettings(raw)).toThrow(message);
  });

  it("no message names the password", () => {
    try {
      smtpSettings("smtp://u:Secr3t@mail.example.com?x=1");
    } catch (err) {
      expect(String(err)).not.toContain("Secr3t");
    }
  });
});

describe("STARTTLS required off loopback, as nodemailer sends", () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink({ user: "u", password: "p" });
  });
  afterAll(() => sink.close());

  it("a server that offers no STARTTLS gets no login and no message", async () => {
    const settings = { ...smtpSettings("smtp://u:p@mail.example.com"), host: "127.0.0.1", port: sink.port };
    const mailer = smtpMailer(settings);
    const err = await mailer
      .send({
        from: { name: "H", address: "r@h.example" },
        to: "a@b.example",
        subject: "s",
        text: "t",
        attachment: { filename: "x.pdf", content: Buffer.from("%PDF") },
      })
      .catch((e: unknown) => e as NodeJS.ErrnoException);
    mailer.close();
    expect(err).toBeInstanceOf(Error);
    expect((err as NodeJS.ErrnoException).code).toBe("ETLS");
    expect(sink.logins).toEqual([]);
    expect(sink.received).toEqual([]);
  });
});
