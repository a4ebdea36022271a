/**
 * `solar-report validate <definition>`: checks a definition without touching the network,
 * with the files it names (a plantDetails CSV/XLSX row by row, the commentary folder).
 */
import type { CommandModule } from "yargs";

export const validateCommand: CommandModule<object, { definition: string }> = {
  command: "validate <definition>",
  describe: "check a report definition (no network)",
  builder: (y) => y.positional("definition", { type: "string", demandOption: true }) as never,
  handler: async (args) => {
    // Loaded when the command runs, not at start-up (cli/app.ts: every command is declared there).
    const { exactIds, loadDefinition } = await import("../../definition/index.js");
    const def = await loadDefinition(args.definition);
    // The catalogs of every language, only for a definition that passed.
    const { localesWithoutCatalog } = await import("../../definition/locale-coverage.js");
    const { verdictMetricGaps } = await import("../../definition/verdict-coverage.js");
    // A definition that names its plants counts the details of those plants only; with filters
    // the plant list is the service's, so every row of the details counts.
    const ids = exactIds(def.plants);
    const details = ids
      ? `${ids.filter((id) => Object.hasOwn(def.plantDetails, id)).length} of ${ids.length} selected plants with details`
      : `${Object.keys(def.plantDetails).length} plants with details`;
    const clients = def.clients.length === 0 ? "" : `, ${def.clients.length} clients`;
    const contracts =
      def.contracts.length === 0 ? "" : `, ${def.contracts.length} contracts, ${def.events.length} events`;
    process.stderr.write(
      `${args.definition}: valid — "${def.title}", period ${def.period}, ${details}${clients}${contracts}, ` +
        `units ${def.units.energy}/${def.units.ratio}, concurrency ${def.concurrency}\n`,
    );
    for (const note of localesWithoutCatalog(def)) process.stderr.write(`note: ${note}\n`);
    for (const note of verdictMetricGaps(def)) process.stderr.write(`note: ${note}\n`);
  },
};
