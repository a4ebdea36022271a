/** `solar-report merge <dir>…`: one report folder from the folders of `run --shard K/N`. */
import type { CommandModule } from "yargs";
import { createReporter, type LogFormat } from "../reporter.js";
import { parseGeneratedAt } from "./run.js";
import { logOptions } from "./shared-options.js";

interface MergeArgs {
  dirs: string[];
  out?: string;
  replace: boolean;
  "generated-at"?: string;
  "log-format": LogFormat;
  quiet: boolean;
}

export const mergeCommand: CommandModule<object, MergeArgs> = {
  command: "merge <dirs..>",
  describe: "combine the output folders of run --shard 1/N … N/N into one report",
  builder: (y) =>
    logOptions(y)
      // `<dirs..>` already demands one folder at least; no demandOption or default, so the help
      // does not print "[required] [default: []]" for a list the command cannot run without.
      .positional("dirs", {
        type: "string",
        array: true,
        default: undefined,
        defaultDescription: "",
        describe: "the shards' output folders (one or more)",
      })
      .option("out", { type: "string", describe: "output folder (default reports/<YYYY-MM>)" })
      .option("replace", {
        type: "boolean",
        default: false,
        describe: "use an output folder that holds another report, replacing its files",
      })
      .option("generated-at", {
        type: "string",
        describe: "timestamp written into the files (ISO 8601), for byte-identical reruns",
      }) as never,
  handler: async (args) => {
    // Loaded when the command runs, not at start-up (cli/app.ts: every command is declared there).
    const { mergeReports } = await import("../../pipeline/merge/merge.js");
    const result = await mergeReports({
      dirs: args.dirs,
      outDir: args.out,
      replace: args.replace,
      generatedAt: parseGeneratedAt(args["generated-at"]),
      onEvent: createReporter({ format: args["log-format"], quiet: args.quiet }),
    });
    process.exitCode = result.exitCode;
  },
};
