/**
 * The command-line interface: declares the commands and hands typed options to functions
 * that tests call directly. Errors propagate to main(), the one place that maps them to
 * exit codes.
 */
import yargs from "yargs";
import { demoCommand } from "./commands/demo.js";
import { mergeCommand } from "./commands/merge.js";
import { plantsCommand } from "./commands/plants.js";
import { runCommand } from "./commands/run.js";
import { sandboxCommand } from "./commands/sandbox.js";
import { tokenCommand } from "./commands/token.js";
import { validateCommand } from "./commands/validate.js";
import { UsageError } from "./errors.js";

export async function runCli(argv: string[]): Promise<void> {
  await yargs(argv)
    .scriptName("solar-report")
    .usage("$0 <command> [options]\n\nMonthly PV reports from the Solar Plant Data Service.")
    .command(runCommand)
    .command(mergeCommand)
    .command(validateCommand)
    .command(demoCommand)
    .command(plantsCommand)
    .command(tokenCommand)
    .command(sandboxCommand)
    .demandCommand(1, "name a command: run, merge, validate, demo, plants, token or sandbox")
    .strict()
    .recommendCommands()
    .help()
    .version()
    .wrap(Math.min(110, process.stdout.columns ?? 110))
    .fail((msg, err) => {
      if (err) throw err;
      throw new UsageError(`${msg} (see solar-report --help)`);
    })
    .parseAsync();
}
