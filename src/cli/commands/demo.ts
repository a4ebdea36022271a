/**
 * `solar-report demo`: starts the sandbox in-process on 127.0.0.1 (random port) and runs
 * templates/demo.yaml for the previous month: the one command a newcomer runs.
 */
import type { CommandModule } from "yargs";
import { templatePath } from "../../paths.js";
import { createReporter, type LogFormat } from "../reporter.js";
import { logOptions } from "./shared-options.js";
import { interruptSignal } from "./signals.js";

interface DemoArgs {
  out?: string;
  plants: number;
  month?: string;
  "log-format": LogFormat;
  quiet: boolean;
}

export const demoCommand: CommandModule<object, DemoArgs> = {
  command: "demo",
  describe: "run the demo report against the embedded sandbox",
  builder: (y) =>
    logOptions(y)
      .option("out", { type: "string", describe: "output folder (default reports/<YYYY-MM>)" })
      .option("month", { type: "string", describe: "report month YYYY-MM (default: previous month)" })
      .option("plants", { type: "number", default: 24, describe: "plants in the sandbox" }) as never,
  handler: async (args) => {
    // Loaded when the command runs, not at start-up (cli/app.ts: every command is declared there).
    const { loadDefinition, resolveMonth, withContracts } = await import("../../definition/index.js");
    const { runReport } = await import("../../pipeline/run/run.js");
    const {
      SANDBOX_EVENT_COLUMNS,
      sandboxContractTerms,
      sandboxDefinitionDetails,
      sandboxEventRows,
      startSandbox,
    } = await import("../../sandbox/index.js");
    const sandbox = await startSandbox({ port: 0, plants: args.plants, seed: 1 });
    try {
      const base = await loadDefinition(templatePath("demo.yaml"));
      // Contracts and events made from the sandbox's own days, for the month the demo reports.
      const { month } = resolveMonth(base.period, args.month, new Date());
      const ids = sandbox.plants.map((p) => p.id);
      const definition = withContracts(
        { ...base, plantDetails: { ...sandboxDefinitionDetails(sandbox), ...base.plantDetails } },
        sandboxContractTerms(ids, month),
        {
          header: SANDBOX_EVENT_COLUMNS,
          rows: sandboxEventRows((id, kpi, d) => sandbox.dayValue(id, kpi, d), ids, month),
        },
        "sandbox contracts",
      );
      const result = await runReport({
        definition,
        client: { baseUrl: sandbox.baseUrl, auth: { kind: "password", ...sandbox.credentials } },
        month: args.month,
        outDir: args.out,
        onEvent: createReporter({ format: args["log-format"], quiet: args.quiet }),
        signal: interruptSignal(),
      });
      const m = result.manifest;
      process.stderr.write(
        `\nDemo report for ${m.month}: ${m.plants.length} plants (${m.status})\n` +
          `  open first ${result.outDir}/index.html\n` +
          `  manifest   ${result.outDir}/manifest.json\n` +
          `  workbooks  ${Object.values(m.workbooks)
            .map((w) => `${result.outDir}/${w}`)
            .join("\n             ")}\n` +
          `  PDFs       ${result.outDir}/plants/ (${m.plants.filter((p) => p.pdf).length} files)\n` +
          (m.portfolioPdf ? `  portfolio  ${result.outDir}/${m.portfolioPdf}\n` : "") +
          m.clients
            .filter((c) => c.pdf)
            .map((c) => `  pack       ${result.outDir}/${c.pdf} (${c.name})\n`)
            .join(""),
      );
      process.exitCode = result.exitCode;
    } finally {
      await sandbox.close();
    }
  },
};
