import { describe, expect, it } from "vitest";
import { checkBaseUrl, resolveAuth, resolveConnection } from "../../../src/cli/connection.js";
import { UsageError } from "../../../src/cli/usage-error.js";

describe("checkBaseUrl", () => {
  it.each([
    ["https://api.example.com/v1/", "https://api.example.com/v1"],
    ["http://127.0.0.1:8787/v1", "http://127.0.0.1:8787/v1"],
    ["http://localhost:1/v1", "http://localhost:1/v1"],
  ])("accepts %s", (raw, want) => {
    expect(checkBaseUrl(raw)).toBe(want);
  });

  it.each([
    [undefined, /set SOLAR_API_BASE_URL/],
    ["not a url", /is not a URL/],
    ["ftp://x/v1", /must use https/],
    ["http://api.example.com/v1", /refusing plain http to api\.example\.com.*--allow-insecure-http/],
    ["https://u:p@api.example.com/v1", /must not contain credentials/],
  ])("refuses %s", (raw, msg) => {
    expect(() => checkBaseUrl(raw)).toThrow(UsageError);
    expect(() => checkBaseUrl(raw)).toThrow(msg);
  });

  it("allows plain http off-loopback only when asked", () => {
    expect(checkBaseUrl("http://10.0.0.5/v1", true)).toBe("http://10.0.0.5/v1");
  });

  it.each([
    ["https://user:pa@ss@ap i.example.com/v1", "https://REDACTED@ap i.example.com/v1"],
    ["https://ap i.example.com/v1?token=abc#frag", "https://ap i.example.com/v1?REDACTED"],
    ["//user:s3cret@ho st/v1", "REDACTED@ho st/v1"],
  ])("prints %j, which does not parse, as %j", (raw, shown) => {
    expect(() => checkBaseUrl(raw)).toThrow(
      new UsageError(
        `base URL ${JSON.stringify(shown)} is not a URL: expected e.g. https://api.example.com/v1`,
      ),
    );
  });

  it.each([
    "https://api.example.com/v1?tenant=a",
    "https://api.example.com/v1#x",
    "https://api.example.com/v1?",
  ])("refuses a query or fragment: %s", (raw) => {
    expect(() => checkBaseUrl(raw)).toThrow(
      new UsageError(
        "base URL must not have a query (?…) or a fragment (#…): give the service's address with its " +
          "version segment only, e.g. https://api.example.com/v1",
      ),
    );
  });

  it("never echoes a password embedded in the URL", () => {
    try {
      checkBaseUrl("https://user:s3cr3t-pw@api.example.com/v1");
    } catch (e) {
      expect(String(e)).not.toContain("s3cr3t-pw");
    }
  });
});

describe("resolveAuth", () => {
  it.each(["zq9\r\nX-Injected: 1", "zq9\n", "\u0000zq9"])(
    "refuses a token with a control character: %j",
    async (token) => {
      const err = await resolveAuth({}, { SOLAR_API_TOKEN: token }).catch((e: unknown) => e);
      expect(err).toEqual(
        new UsageError(
          "SOLAR_API_TOKEN holds a line break or another control character, which no token does: " +
            "set it to the token alone, on one line",
        ),
      );
      expect(String(err)).not.toContain("zq9");
    },
  );

  it("prefers username + password, falls back to a token", async () => {
    await expect(resolveAuth({}, { SOLAR_API_USERNAME: "u", SOLAR_API_PASSWORD: "p" })).resolves.toEqual({
      kind: "password",
      username: "u",
      password: "p",
    });
    await expect(resolveAuth({}, { SOLAR_API_TOKEN: "t" })).resolves.toEqual({ kind: "token", token: "t" });
  });

  it("explains what to set when nothing is there", async () => {
    await expect(resolveAuth({}, {})).rejects.toThrow(
      /set SOLAR_API_USERNAME and SOLAR_API_PASSWORD, or SOLAR_API_TOKEN/,
    );
    await expect(resolveAuth({}, { SOLAR_API_USERNAME: "u" })).rejects.toThrow(/no password/);
  });

  it("resolveConnection checks the URL before anything else", async () => {
    await expect(resolveConnection({}, { SOLAR_API_TOKEN: "t" })).rejects.toThrow(/SOLAR_API_BASE_URL/);
    await expect(
      resolveConnection({ baseUrl: "http://127.0.0.1:9/v1" }, { SOLAR_API_TOKEN: "t" }),
    ).resolves.toMatchObject({ baseUrl: "http://127.0.0.1:9/v1" });
  });
});
