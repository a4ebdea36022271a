/** `solar-report validate <definition>`: checks a definition without touching the network. */
import type { CommandModule } from "yargs";
import { loadDefinition } from "../../definition/index.js";

export const validateCommand: CommandModule<object, { definition: string }> = {
  command: "validate <definition>",
  describe: "check a report definition (no network)",
  builder: (y) => y.positional("definition", { type: "string", demandOption: true }) as never,
  handler: async (args) => {
    const def = await loadDefinition(args.definition);
    const details = Object.keys(def.plantDetails).length;
    process.stderr.write(
      `${args.definition}: valid — "${def.title}", period ${def.period}, ${details} plants with details, ` +
        `units ${def.units.energy}/${def.units.ratio}, concurrency ${def.concurrency}\n`,
    );
  },
};
