/** `solar-report run <definition>`: the monthly report. */
import type { CommandModule } from "yargs";
import { LIMITS } from "../../definition/defaults.js";
import { parseShard, type Shard } from "../../pipeline/shard/shard.js";
import { UsageError } from "../errors.js";
import { createReporter, type LogFormat } from "../reporter.js";
import { connectionOptions, logOptions, runOptions } from "./shared-options.js";
import { interruptSignal } from "./signals.js";

export function parseGeneratedAt(raw: string | undefined): Date | undefined {
  if (raw === undefined) return undefined;
  const d = new Date(raw);
  if (Number.isNaN(d.getTime()))
    throw new UsageError(`--generated-at ${JSON.stringify(raw)} is not an ISO 8601 time`);
  return d;
}

export function checkConcurrency(n: number | undefined): number | undefined {
  if (n === undefined) return undefined;
  if (!Number.isInteger(n) || n < 1 || n > 64)
    throw new UsageError(`--concurrency must be a whole number from 1 to 64`);
  return n;
}

export function checkMaxRps(n: number | undefined): number | undefined {
  if (n === undefined) return undefined;
  const [, max] = LIMITS.maxRequestsPerSecond;
  if (!(Number.isFinite(n) && n > 0 && n <= max))
    throw new UsageError(`--max-rps must be a number of requests a second above 0, at most ${max}`);
  return n;
}

/**
 * The pace is one process's: shards are processes of their own, so N shards running together
 * send up to N times the definition's rate unless each is given its share.
 */
export function shardPaceWarning(
  shard: Shard | undefined,
  fromDefinition: number | undefined,
): string | null {
  if (shard === undefined || shard.count === 1 || fromDefinition === undefined) return null;
  // Three significant digits, rounded down: the shares together must not exceed the account's rate.
  const exact = fromDefinition / shard.count;
  const scale = 10 ** (3 - Math.ceil(Math.log10(exact)));
  const share = Math.floor(exact * scale) / scale;
  return (
    `maxRequestsPerSecond ${fromDefinition} paces this shard alone: ${shard.count} shards running at once ` +
    `send up to ${shard.count} × ${fromDefinition} a second; give each its share, e.g. --max-rps ${share}`
  );
}

export function checkShard(raw: string | undefined): Shard | undefined {
  if (raw === undefined) return undefined;
  const shard = parseShard(raw);
  if (typeof shard === "string") throw new UsageError(shard);
  return shard;
}

interface RunArgs {
  definition: string;
  month?: string;
  out?: string;
  replace: boolean;
  concurrency?: number;
  "max-rps"?: number;
  "generated-at"?: string;
  pdf: boolean;
  "cache-dir"?: string;
  shard?: string;
  plants?: string;
  locale?: string;
  "base-url"?: string;
  "password-stdin": boolean;
  "token-stdin": boolean;
  "allow-insecure-http": boolean;
  "log-format": LogFormat;
  quiet: boolean;
}

export const runCommand: CommandModule<object, RunArgs> = {
  command: "run <definition>",
  describe: "produce the monthly report for a definition",
  builder: (y) =>
    logOptions(connectionOptions(runOptions(y))).positional("definition", {
      type: "string",
      demandOption: true,
      describe: "report definition (YAML or JSON)",
    }) as never,
  handler: async (args) => {
    const shard = checkShard(args.shard);
    const maxRequestsPerSecond = checkMaxRps(args["max-rps"]);
    // The report's libraries (workbooks, PDFs, HTTP) load only when a run starts, not for
    // --help or a usage error: each start-up costs seconds of CPU on a small CI runner.
    // Each only once the step before it has passed: a definition refused for its content never
    // loads the HTTP client (undici), nor the catalogs of every language.
    const { loadDefinition } = await import("../../definition/index.js");
    const { applyRunOverrides } = await import("./run-overrides.js");
    const definition = applyRunOverrides(await loadDefinition(args.definition), args);
    const { connectionFromArgs } = await import("../connection.js");
    const client = await connectionFromArgs(args);
    const { localesWithoutCatalog } = await import("../../definition/locale-coverage.js");
    const { verdictMetricGaps } = await import("../../definition/verdict-coverage.js");
    // The pipeline (workbooks, PDFs) only once the definition and the credentials are good.
    const { runReport } = await import("../../pipeline/run/run.js");
    const onEvent = createReporter({ format: args["log-format"], quiet: args.quiet });
    for (const message of localesWithoutCatalog(definition)) onEvent({ type: "warning", message });
    for (const message of verdictMetricGaps(definition)) onEvent({ type: "warning", message });
    const pace =
      maxRequestsPerSecond === undefined ? shardPaceWarning(shard, definition.maxRequestsPerSecond) : null;
    if (pace !== null) onEvent({ type: "warning", message: pace });
    const result = await runReport({
      definition,
      client,
      month: args.month,
      outDir: args.out,
      replace: args.replace,
      concurrency: checkConcurrency(args.concurrency),
      maxRequestsPerSecond,
      generatedAt: parseGeneratedAt(args["generated-at"]),
      pdfs: args.pdf,
      cacheDir: args["cache-dir"],
      shard,
      onEvent,
      signal: interruptSignal(),
    });
    process.exitCode = result.exitCode;
  },
};
