/** Options several commands share, declared once. */
import type { Argv } from "yargs";

export function connectionOptions<T>(y: Argv<T>) {
  return y
    .option("base-url", {
      type: "string",
      describe: "service base URL incl. version (default: $SOLAR_API_BASE_URL)",
    })
    .option("password-stdin", {
      type: "boolean",
      default: false,
      describe: "read the password from standard input",
    })
    .option("token-stdin", {
      type: "boolean",
      default: false,
      describe: "read a non-expiring token from standard input",
    })
    .option("allow-insecure-http", {
      type: "boolean",
      default: false,
      describe: "allow plain http to a non-loopback host (credentials travel unencrypted)",
    });
}

export function logOptions<T>(y: Argv<T>) {
  return y
    .option("log-format", {
      choices: ["auto", "pretty", "json"] as const,
      default: "auto" as const,
      describe:
        "pretty (readable lines, a progress bar on a terminal) or json (one line per event); auto: pretty on a terminal, else json",
    })
    .option("quiet", {
      type: "boolean",
      default: false,
      describe: "print only errors and the final summary",
    });
}

export function runOptions<T>(y: Argv<T>) {
  return y
    .option("month", { type: "string", describe: "report month YYYY-MM (overrides the definition's period)" })
    .option("out", { type: "string", describe: "output folder (default reports/<YYYY-MM>)" })
    .option("replace", {
      type: "boolean",
      default: false,
      describe:
        "use an output folder that holds another report (month, title or definition), replacing its files",
    })
    .option("concurrency", {
      type: "number",
      describe:
        "requests in flight at most (overrides the definition); the run halves it on a 429 or 503 and grows it back",
    })
    .option("max-rps", {
      type: "number",
      describe:
        "at most N requests a second, for an account whose rate limit is known (overrides the definition's " +
        "maxRequestsPerSecond); it paces this process only: with --shard, give each shard its share",
    })
    .option("generated-at", {
      type: "string",
      describe: "timestamp written into the files (ISO 8601), for byte-identical reruns",
    })
    .option("pdf", {
      type: "boolean",
      default: true,
      describe:
        "render the PDFs: each plant's, the portfolio PDF and the client packs (--no-pdf skips them all)",
    })
    .option("cache-dir", {
      type: "string",
      describe: "keep settled months (complete, older than ~30 days) here and reuse them next run",
    })
    .option("plants", {
      type: "string",
      describe: "report only these plants, ids separated by commas (instead of the definition's `plants`)",
    })
    .option("locale", {
      type: "string",
      describe:
        "the report's language and formats, a BCP 47 tag such as de-DE (instead of the definition's `locale`)",
    })
    .option("shard", {
      type: "string",
      describe: "report only part K of N of the plants (by plant id), for `merge`: e.g. 2/4",
    });
}
