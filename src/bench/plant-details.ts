/**
 * Prints the plantDetails of a same-seed sandbox as JSON (`npm run bench` runs it in a child
 * process, so the sandbox's data never counts in the measured run's memory):
 *   node dist/bench/plant-details.js <plants>
 */
import { sandboxDefinitionDetails, startSandbox } from "../sandbox/index.js";

const plants = Number(process.argv[2]);
const local = await startSandbox({ port: 0, plants, seed: 1 });
try {
  process.stdout.write(JSON.stringify(sandboxDefinitionDetails(local)));
} finally {
  await local.close();
}
