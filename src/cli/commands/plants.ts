/** `solar-report plants [--json]`: the account's plants, as a table (stderr-safe) or JSON on stdout. */
import type { CommandModule } from "yargs";
import type { Plant } from "../../api/types.js";
import { clean } from "../reporter.js";
import { connectionOptions } from "./shared-options.js";

export function plantTable(plants: Plant[]): string {
  const rows = [
    ["NAME", "COUNTRY", "TZ", "TYPE", "ID"],
    ...plants.map((p) => [
      clean(p.name),
      clean(p.country ?? "-"),
      clean(p.tz_offset ?? "-"),
      clean(p.plant_type ?? "-"),
      p.id,
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => [...r[i]!].length)));
  const lines = rows.map((r) =>
    r
      .map((c, i) => c + " ".repeat(widths[i]! - [...c].length))
      .join("  ")
      .trimEnd(),
  );
  return `${lines.join("\n")}\n${plants.length} plants\n`;
}

interface PlantsArgs {
  json: boolean;
  "base-url"?: string;
  "password-stdin": boolean;
  "token-stdin": boolean;
  "allow-insecure-http": boolean;
}

export const plantsCommand: CommandModule<object, PlantsArgs> = {
  command: "plants",
  describe: "list the account's plants",
  builder: (y) => connectionOptions(y).option("json", { type: "boolean", default: false }) as never,
  handler: async (args) => {
    // Loaded when the command runs, not at start-up (cli/app.ts: every command is declared there).
    const { createClient } = await import("../../api/index.js");
    const { connectionFromArgs } = await import("../connection.js");
    const conn = await connectionFromArgs(args);
    const client = createClient({ ...conn });
    try {
      const { plants, warnings } = await client.plantList();
      for (const { message } of warnings) process.stderr.write(`solar-report: ${clean(message)}\n`);
      process.stdout.write(args.json ? `${JSON.stringify(plants, null, 2)}\n` : plantTable(plants));
    } finally {
      client.close();
    }
  },
};
