/**
 * `solar-report check [--json]`: before the first run, and as a CI job's first step, whether
 * this machine can reach and use the service (cli/check/run-checks.ts). One line per check on
 * stdout (its result), exit 0 when every check passed, 1 otherwise. Never prints a secret.
 */
import type { CommandModule } from "yargs";
import { formatJson, formatText } from "../check/check-report.js";
import { connectionOptions } from "./shared-options.js";

interface CheckArgs {
  json: boolean;
  "base-url"?: string;
  "password-stdin": boolean;
  "token-stdin": boolean;
  "allow-insecure-http": boolean;
}

export const preflightCommand: CommandModule<object, CheckArgs> = {
  command: "check",
  describe:
    "check that this machine can reach and use the service (base URL, proxy, TLS, login, tier, address, clock)",
  builder: (y) =>
    connectionOptions(y).option("json", {
      type: "boolean",
      default: false,
      describe: "print the checks as JSON",
    }) as never,
  handler: async (args) => {
    // Loaded when the command runs, not at start-up (cli/app.ts: every command is declared there).
    const { runChecks } = await import("../check/run-checks.js");
    const lines = await runChecks({
      flags: {
        baseUrl: args["base-url"],
        passwordStdin: args["password-stdin"],
        tokenStdin: args["token-stdin"],
        allowInsecureHttp: args["allow-insecure-http"],
      },
    });
    process.stdout.write(args.json ? formatJson(lines) : formatText(lines));
    process.exitCode = lines.some((l) => l.status === "fail") ? 1 : 0;
  },
};
