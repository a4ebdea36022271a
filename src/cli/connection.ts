/**
 * Where and how to reach the service. Credentials come only from the environment
 * (SOLAR_API_USERNAME + SOLAR_API_PASSWORD, or SOLAR_API_TOKEN) or from stdin
 * (--password-stdin, --token-stdin); never from a definition or a command-line argument,
 * where they would show in `ps` and shell history.
 */
import type { ClientOptions } from "../api/index.js";
import { UsageError } from "./usage-error.js";

export interface ConnectionFlags {
  baseUrl?: string;
  passwordStdin?: boolean;
  tokenStdin?: boolean;
  allowInsecureHttp?: boolean;
}

type Env = Record<string, string | undefined>;

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]", "::1"]);

export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK.has(hostname) || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

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
    throw new UsageError(
      `base URL ${JSON.stringify(raw)} is not a URL: expected e.g. https://api.example.com/v1`,
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new UsageError(`base URL must use https (got ${url.protocol.replace(":", "")})`);
  }
  if (url.username || url.password) {
    throw new UsageError("base URL must not contain credentials: use SOLAR_API_USERNAME/SOLAR_API_PASSWORD");
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

export async function resolveAuth(
  flags: ConnectionFlags,
  env: Env = process.env,
): Promise<ClientOptions["auth"]> {
  if (flags.tokenStdin) return { kind: "token", token: await readStdin("token") };
  const username = env.SOLAR_API_USERNAME;
  const password = flags.passwordStdin ? await readStdin("password") : env.SOLAR_API_PASSWORD;
  if (username && password) return { kind: "password", username, password };
  if (env.SOLAR_API_TOKEN) return { kind: "token", token: env.SOLAR_API_TOKEN };
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
