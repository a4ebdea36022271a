/**
 * `solar-report sandbox`: the spec-faithful stand-in service on 127.0.0.1, for trying
 * the tool without credentials. Prints its base URL and demo credentials as shell
 * exports; runs until interrupted.
 */
import { isIP } from "node:net";
import type { CommandModule } from "yargs";
import type { MaxDaysMode, SandboxStats } from "../../sandbox/index.js";
import { UsageError } from "../errors.js";

/** A port that cannot be listened on is a usage problem: one line with the fix, not a stack. */
export function listenError(err: unknown, port: number): unknown {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  if (code === "EADDRINUSE") {
    return new UsageError(
      `port ${port} on 127.0.0.1 is in use (another sandbox?): stop that process, or try --port ${port + 1} (--port 0 takes any free port)`,
    );
  }
  if (code === "EACCES") {
    return new UsageError(
      `port ${port} needs privileges on this machine: try --port 8787 (--port 0 takes any free port)`,
    );
  }
  return err;
}

interface SandboxArgs {
  port: number;
  plants: number;
  seed: number;
  "latency-ms": number;
  "jitter-ms"?: number;
  "fault-rate": number;
  "max-days"?: number;
  "max-days-mode": MaxDaysMode;
  tier: SandboxTier;
  "registered-ip"?: string[];
  "rate-limit"?: number;
  "max-in-flight"?: number;
}

type SandboxTier = "Portfolio" | "Plant" | "Device" | "none";

/** --registered-ip: addresses only (the service registers addresses, not names). */
export function checkRegisteredIps(raw: string[] | undefined): string[] | undefined {
  if (raw === undefined) return undefined;
  const bad = raw.find((ip) => isIP(ip) === 0);
  if (bad !== undefined) throw new UsageError(`--registered-ip ${JSON.stringify(bad)} is not an IP address`);
  return raw;
}

export const sandboxCommand: CommandModule<object, SandboxArgs> = {
  command: "sandbox",
  describe: "run the stand-in Solar Plant Data Service on 127.0.0.1",
  builder: (y) =>
    y
      .option("port", { type: "number", default: 8787, describe: "port on 127.0.0.1 (0 = any free port)" })
      .option("plants", { type: "number", default: 24, describe: "plants in the demo account" })
      .option("seed", { type: "number", default: 1, describe: "seed of the synthetic data" })
      .option("latency-ms", { type: "number", default: 0, describe: "latency added to every response" })
      .option("jitter-ms", {
        type: "number",
        describe: "plus a seeded uniform [0, N) ms on each response (default: a fifth of --latency-ms)",
      })
      .option("fault-rate", {
        type: "number",
        default: 0,
        describe: "fraction of data requests answered 500 (half as many start 429 bursts)",
      })
      .option("max-days", {
        type: "number",
        describe: "largest `days` of a historical call (default: no cap, as the spec gives none)",
      })
      .option("max-days-mode", {
        choices: ["refuse", "truncate"] as const,
        default: "refuse" as const,
        describe: "beyond --max-days: answer 422 naming the limit, or silently answer only the last N days",
      })
      .option("tier", {
        choices: ["Portfolio", "Plant", "Device", "none"] as const,
        default: "Device" as const,
        describe: "the demo account's subscription tier (Portfolio or none: 403 on the plant endpoints)",
      })
      .option("registered-ip", {
        type: "string",
        array: true,
        describe:
          "addresses registered to the account (default: loopback); any other, this machine's included, gets 403",
      })
      .option("rate-limit", {
        type: "number",
        describe:
          "at most N data requests a second per account (a token bucket, bursts of N); beyond, 429 with Retry-After",
      })
      .option("max-in-flight", {
        type: "number",
        describe: "answer 503 to data requests beyond N in flight at once (an overloaded service)",
      }) as never,
  handler: async (args) => {
    if (!(args["fault-rate"] >= 0 && args["fault-rate"] < 1))
      throw new UsageError("--fault-rate must be in [0, 1)");
    if (!(args.plants >= 1 && args.plants <= 10_000))
      throw new UsageError("--plants must be from 1 to 10000");
    const maxDays = args["max-days"];
    if (maxDays !== undefined && !(Number.isInteger(maxDays) && maxDays >= 1))
      throw new UsageError("--max-days must be a whole number of at least 1");
    const jitter = args["jitter-ms"];
    if (jitter !== undefined && !(Number.isFinite(jitter) && jitter >= 0))
      throw new UsageError("--jitter-ms must be a number of at least 0");
    const rateLimit = args["rate-limit"];
    if (rateLimit !== undefined && !(Number.isFinite(rateLimit) && rateLimit > 0))
      throw new UsageError("--rate-limit must be a number of requests a second above 0");
    const maxInFlight = args["max-in-flight"];
    if (maxInFlight !== undefined && !(Number.isInteger(maxInFlight) && maxInFlight >= 1))
      throw new UsageError("--max-in-flight must be a whole number of at least 1");
    const rate = args["fault-rate"];
    const { startSandbox } = await import("../../sandbox/index.js");
    const sb = await startSandbox({
      port: args.port,
      plants: args.plants,
      seed: args.seed,
      latencyMs: args["latency-ms"],
      jitterMs: jitter ?? Math.round(args["latency-ms"] / 5),
      faults: rate > 0 ? { errorRate: rate, rate429: rate / 2, burst429: 2, retryAfterSec: 1 } : {},
      maxDays: maxDays ?? null,
      maxDaysMode: args["max-days-mode"],
      demoTier: args.tier,
      registeredIps: checkRegisteredIps(args["registered-ip"]),
      rateLimit: rateLimit === undefined ? null : { perSecond: rateLimit },
      maxInFlight: maxInFlight ?? null,
    }).catch((err: unknown) => {
      throw listenError(err, args.port);
    });
    process.stdout.write(
      `# solar-report sandbox: ${sb.plants.length} plants, seed ${args.seed}${limits(rateLimit, maxInFlight)}; Ctrl-C to stop\n` +
        `export SOLAR_API_BASE_URL=${sb.baseUrl}\n` +
        `export SOLAR_API_USERNAME=${sb.credentials.username}\n` +
        `export SOLAR_API_PASSWORD=${sb.credentials.password}\n`,
    );
    await new Promise<void>((resolve) => {
      const stop = () => void sb.close().then(resolve);
      process.once("SIGINT", stop);
      process.once("SIGTERM", stop);
    });
    process.stdout.write(`${servedLine(sb.stats)}\n`);
  },
};

/** The last line when stopped: what the sandbox answered, as JSON after "# served" (the bench reads it). */
export function servedLine(stats: SandboxStats): string {
  const { requests, rateLimited, overloaded, maxInFlight } = stats;
  return `# served ${JSON.stringify({ requests, rateLimited, overloaded, injected429: stats.faults.e429, maxInFlight })}`;
}

/** The limits the sandbox was started with, for its first line. */
function limits(rateLimit: number | undefined, maxInFlight: number | undefined): string {
  const rate = rateLimit === undefined ? "" : `, at most ${rateLimit} data requests a second per account`;
  const flight = maxInFlight === undefined ? "" : `, 503 beyond ${maxInFlight} in flight`;
  return rate + flight;
}
