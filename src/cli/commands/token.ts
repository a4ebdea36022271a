/**
 * `solar-report token create|show`: the account's non-expiring token, printed alone on
 * stdout (so it can be piped into a secret store) and nowhere else.
 */
import type { CommandModule } from "yargs";
import { connectionOptions } from "./shared-options.js";

interface TokenArgs {
  action: "create" | "show";
  "base-url"?: string;
  "password-stdin": boolean;
  "token-stdin": boolean;
  "allow-insecure-http": boolean;
}

export const tokenCommand: CommandModule<object, TokenArgs> = {
  command: "token <action>",
  describe: "create (replacing the previous one) or show the account's non-expiring token",
  builder: (y) =>
    connectionOptions(y).positional("action", {
      choices: ["create", "show"] as const,
      demandOption: true,
    }) as never,
  handler: async (args) => {
    // Loaded when the command runs, not at start-up (cli/app.ts: every command is declared there).
    const { createClient } = await import("../../api/index.js");
    const { connectionFromArgs } = await import("../connection.js");
    const conn = await connectionFromArgs(args);
    const client = createClient({ ...conn });
    try {
      const token =
        args.action === "create" ? await client.createNonExpiringToken() : await client.getNonExpiringToken();
      if (args.action === "create") {
        process.stderr.write(
          "a new non-expiring token replaces the previous one; store it like a password\n",
        );
      }
      process.stdout.write(`${token}\n`);
    } finally {
      client.close();
    }
  },
};
