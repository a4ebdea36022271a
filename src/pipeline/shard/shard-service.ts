/**
 * Which service and account a shard's data came from, so `merge` refuses shards fetched from
 * two services (staging and production with the same plant list) or two accounts: their
 * figures would be mixed without anyone noticing. Nothing secret: the base URL without user
 * information, query or fragment, and a fingerprint of the username (a SHA-256 salted with the
 * service, cut to 16 hex digits) — never a password or token. A token names no user: shards
 * run with one record no account, and only their service is compared.
 */
import { createHash } from "node:crypto";
import type { Auth } from "../../api/options.js";

export interface ShardService {
  /** `https://api.example.com/v1`: scheme, host, port and path, without a trailing slash. */
  baseUrl: string;
  /** `sha256:<16 hex>` of the service and the username; null with a token. */
  account: string | null;
}

/** `https://user:pw@api.example.com/v1/?x=1#y` → `https://api.example.com/v1`. */
export function publicBaseUrl(baseUrl: string): string {
  const url = new URL(baseUrl);
  return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, "")}`;
}

export function shardService(baseUrl: string, auth: Auth): ShardService {
  const service = publicBaseUrl(baseUrl);
  if (auth.kind !== "password") return { baseUrl: service, account: null };
  const user = auth.username.trim().toLowerCase();
  const hash = createHash("sha256").update(`${service}\n${user}`, "utf8").digest("hex");
  return { baseUrl: service, account: `sha256:${hash.slice(0, 16)}` };
}
