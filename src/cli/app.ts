/**
 * The command-line interface: declares the commands and hands typed options to functions
 * that tests call directly. Errors propagate to main(), the one place that maps them to
 * exit codes.
 */
import yargs from "yargs";
import { preflightCommand } from "./commands/check.js";
import { deliverCommand } from "./commands/deliver.js";
import { demoCommand } from "./commands/demo.js";
import { mergeCommand } from "./commands/merge.js";
import { plantsCommand } from "./commands/plants.js";
import { runCommand } from "./commands/run.js";
import { sandboxCommand } from "./commands/sandbox.js";
import { tokenCommand } from "./commands/token.js";
import { validateCommand } from "./commands/validate.js";
import { UsageError } from "./errors.js";
import { COMMANDS, checkCommand } from "./unknown-command.js";

/** Top-level --help: what a CI job needs besides the commands (README "Using it against the service", "Exit codes"). */
const EPILOG = `Environment (credentials never go on the command line or in a definition):
  SOLAR_API_BASE_URL    base URL including the version, e.g. https://api.example.com/v1
  SOLAR_API_USERNAME    account login, with SOLAR_API_PASSWORD (the access token is refreshed automatically)
  SOLAR_API_PASSWORD
  SOLAR_API_TOKEN       a non-expiring token instead of username and password
  HTTPS_PROXY, NO_PROXY the proxy requests go through (lower-case names too); \`check\` shows the route
  NODE_EXTRA_CA_CERTS   a PEM file of extra CAs (a private CA, a TLS-inspecting proxy); read when Node starts
  SOLAR_SMTP_URL        the mail server of \`deliver\`, e.g. smtps://user:password@mail.example.com:465

Exit codes:
  0    every plant reported
  3    the run finished, but some plants failed (see index.html or manifest.json)
  2    bad usage or bad definition: fix the command or the file, do not retry
  1    fatal: authentication, network exhausted, I/O (disk full, read-only); retry later
  130  interrupted (SIGINT/SIGTERM)`;

export async function runCli(argv: string[]): Promise<void> {
  checkCommand(argv);
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
    .command(preflightCommand)
    .command(deliverCommand)
    .demandCommand(1, `name a command: ${COMMANDS.join(", ")}`)
    .strict()
    .epilog(EPILOG)
    .help()
    .version()
    .wrap(Math.min(110, process.stdout.columns ?? 110))
    .fail((msg, err) => {
      if (err) throw err;
      throw new UsageError(`${msg} (see solar-report --help)`);
    })
    .parseAsync();
}
