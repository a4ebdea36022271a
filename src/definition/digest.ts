/**
 * A fingerprint of what a definition reports, so `merge` can refuse shards run from
 * different definitions. How the data is fetched (concurrency, pace, timeouts, retries) is left
 * out: runners may tune it. The logo and the commentary folder count by name, since each
 * runner checks the definition out at a path of its own.
 */
import { createHash } from "node:crypto";
import { basename } from "node:path";
import type { ReportDefinition } from "./parse.js";

/** JSON with object keys sorted at every level: the same data always gives the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** `sha256:<hex>` of the definition's reporting settings. */
export function definitionDigest(def: ReportDefinition): string {
  const { concurrency: _c, maxRequestsPerSecond: _p, timeoutMs: _t, retry: _r, ...reported } = def;
  const logo = def.branding.logoPath;
  const branding = { ...def.branding, logoPath: logo === null ? null : basename(logo) };
  const commentary = def.commentary === null ? null : basename(def.commentary);
  const text = canonicalJson({ ...reported, branding, commentary });
  return `sha256:${createHash("sha256").update(text, "utf8").digest("hex")}`;
}
