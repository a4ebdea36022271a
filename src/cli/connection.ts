/**
 * Where and how to reach the service. Credentials come only from the environment
 * (SOLAR_API_USERNAME + SOLAR_API_PASSWORD, or SOLAR_API_TOKEN) or from stdin
 * (--password-stdin, --token-stdin); never from a definition or a command-line argument,
 * where they would show in `ps` and shell history.
 */
import { type ClientOptions, isLoopback, redactBaseUrl } from "../api/index.js";
import { UsageError } from "./usage-error.js";

export interface ConnectionFlags {
  baseUrl?: string;
  passwordStdin?: boolean;
  tokenStdin?: boolean;
  allowInsecureHttp?: boolean;
}

type Env = Record<string, string | undefined>;

/** 127.0.0.0/8, ::1 and localhost (api/proxy-route.ts: always reached directly). */
export const isLoopbackHost = isLoopback;

/** Validates the base URL; plain http is refused off-loopback (credentials would travel unencrypted). */
export function checkBaseUrl(raw: string | undefined, allowInsecureHttp = false): string {
  if (raw === undefined || raw.trim() === "") {
    throw new UsageError(
      "no service address: set SOLAR_API_BASE_URL (e.g. https://api.example.com/v1) or pass --base-url",
    );
  }
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    // Printed without what may be a password (user information) or a token (a query).
    throw new UsageError(
      `base URL ${JSON.stringify(redactBaseUrl(raw))} is not a URL: expected e.g. https://api.example.com/v1`,
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new UsageError(`base URL must use https (got ${url.protocol.replace(":", "")})`);
  }
  if (url.username || url.password || raw.includes("@")) {
    throw new UsageError("base URL must not contain credentials: use SOLAR_API_USERNAME/SOLAR_API_PASSWORD");
  }
  // Request paths are appended to it: a query or fragment would swallow them.
  if (/[?#]/.test(raw)) {
    throw new UsageError(
      "base URL must not have a query (?…) or a fragment (#…): give the service's address with its " +
        "version segment only, e.g. https://api.example.com/v1",
    );
  }
  if (url.protocol === "http:" && !isLoopbackHost(url.hostname) && !allowInsecureHttp) {
    throw new UsageError(
      `refusing plain http to ${url.hostname}: credentials would travel unencrypted; use https, ` +
        "or pass --allow-insecure-http if this network is trusted",
    );
  }
  return url.toString().replace(/\/+$/, "");
}

async function readStdin(what: string): Promise<string> {
  if (process.stdin.isTTY)
    throw new UsageError(`--${what}-stdin expects the ${what} piped on standard input`);
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const value = Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
  if (value === "") throw new UsageError(`--${what}-stdin: standard input was empty`);
  return value;
}

/**
 * A token goes into an Authorization header, which cannot hold a line break: one with CR, LF
 * or another control character (a pasted line ending, two lines of a file) is refused before
 * anything is sent, without echoing it.
 */
export function checkToken(token: string, source: string): string {
  if (/[\u0000-\u001f\u007f]/.test(token)) {
    throw new UsageError(
      `${source} holds a line break or another control character, which no token does: ` +
        "set it to the token alone, on one line",
    );
  }
  return token;
}

export async function resolveAuth(
  flags: ConnectionFlags,
  env: Env = process.env,
): Promise<ClientOptions["auth"]> {
  if (flags.tokenStdin) {
    const token = checkToken(await readStdin("token"), "the token read by --token-stdin");
    return { kind: "token", token };
  }
  const username = env.SOLAR_API_USERNAME;
  const password = flags.passwordStdin ? await readStdin("password") : env.SOLAR_API_PASSWORD;
  if (username && password) return { kind: "password", username, password };
  if (env.SOLAR_API_TOKEN)
    return { kind: "token", token: checkToken(env.SOLAR_API_TOKEN, "SOLAR_API_TOKEN") };
  if (username && !password) {
    throw new UsageError(
      "SOLAR_API_USERNAME is set but no password: set SOLAR_API_PASSWORD or use --password-stdin",
    );
  }
  throw new UsageError(
    "no credentials: set SOLAR_API_USERNAME and SOLAR_API_PASSWORD, or SOLAR_API_TOKEN (a non-expiring token)",
  );
}

export async function resolveConnection(
  flags: ConnectionFlags,
  env: Env = process.env,
): Promise<Pick<ClientOptions, "baseUrl" | "auth">> {
  const baseUrl = checkBaseUrl(flags.baseUrl ?? env.SOLAR_API_BASE_URL, flags.allowInsecureHttp);
  return { baseUrl, auth: await resolveAuth(flags, env) };
}

/** The connection flags as yargs parses them (shared-options.ts `connectionOptions`). */
export interface ConnectionArgs {
  "base-url"?: string;
  "password-stdin": boolean;
  "token-stdin": boolean;
  "allow-insecure-http": boolean;
}

export function connectionFromArgs(args: ConnectionArgs): Promise<Pick<ClientOptions, "baseUrl" | "auth">> {
  return resolveConnection({
    baseUrl: args["base-url"],
    passwordStdin: args["password-stdin"],
    tokenStdin: args["token-stdin"],
    allowInsecureHttp: args["allow-insecure-http"],
  });
}
