/**
 * Credentials never live in a definition (DESIGN.md "Contracts": only from the
 * environment or stdin): definitions get committed, copied and mailed around.
 */

export type KeyPath = (string | number)[];

const EXACT = new Set(["user", "username", "login", "auth", "authorization", "bearer", "pass", "pwd"]);
const PARTS = ["password", "passwd", "secret", "token", "apikey", "credential", "privatekey"];

export function isCredentialKey(key: string): boolean {
  const k = key.toLowerCase().replace(/[-_\s]/g, "");
  return EXACT.has(k) || PARTS.some((part) => k.includes(part));
}

export const CREDENTIAL_HINT =
  "credentials do not belong in a report definition: remove this key and set SOLAR_API_USERNAME and " +
  "SOLAR_API_PASSWORD (or SOLAR_API_TOKEN) in the environment instead";

/** Paths of every credential-like key anywhere in the parsed file; values are never read, never echoed. */
export function credentialPaths(value: unknown, path: KeyPath = []): KeyPath[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => credentialPaths(v, [...path, i]));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, v]) =>
    isCredentialKey(key) ? [[...path, key]] : credentialPaths(v, [...path, key]),
  );
}
