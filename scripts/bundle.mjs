/**
 * Bundles the bin and the PDF worker, as tsc compiled them (dist/cli/main.js,
 * dist/render/pdf/workers/worker.js), into dist/bundle/: solar-report.js (the package's bin),
 * worker.js, and the chunks the two share or load on demand. pdf.js (dist/render/pdf/index.js)
 * is the PDF module as the bin runs it, for the test of its worker threads
 * (test/integration/pdf-workers.test.ts); the bin never loads it.
 *
 * Why: Node 20 has no compile cache, and a run's ~600 modules of our own plus ~870 of its
 * libraries cost about a CPU-second to resolve and load in the main thread and again in each
 * PDF worker. The bundle saves about 0.7 CPU-s on every run, which every CI job, every shard
 * and every test that starts the CLI pays. Chunks keep what a command does not use unloaded,
 * so `--version` or `validate` start no slower than before.
 *
 * The worker sits beside the chunks, where render-pdfs.ts looks for it (`./worker.js`), and
 * src/paths.ts finds the package root from any depth. Libraries that read their own files at
 * run time (pdfkit's font metrics, fontkit, the font packages, yargs's messages) stay outside
 * the bundle and load from node_modules.
 */
import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { build } from "esbuild";

const OUT = "dist/bundle";
const BIN = join(OUT, "solar-report.js");

/** The newest modification time of tsc's output (dist/ outside the bundle) and of this script. */
async function newestInput() {
  const entries = await readdir("dist", { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && e.name.endsWith(".js") && !join(e.parentPath, e.name).startsWith(OUT))
    .map((e) => join(e.parentPath, e.name));
  const times = await Promise.all([...files, "scripts/bundle.mjs"].map(async (f) => (await stat(f)).mtimeMs));
  return Math.max(...times);
}

/** `--if-stale` (the test suite's setup): keep a bundle newer than everything it is made of. */
async function isFresh() {
  const built = await stat(BIN).then(
    (s) => s.mtimeMs,
    () => 0,
  );
  return built > (await newestInput());
}

if (process.argv.includes("--if-stale") && (await isFresh())) process.exit(0);
await rm(OUT, { recursive: true, force: true }); // no chunk of an earlier build stays behind
await build({
  entryPoints: {
    "solar-report": "dist/cli/main.js",
    worker: "dist/render/pdf/workers/worker.js",
    pdf: "dist/render/pdf/index.js",
  },
  outdir: OUT,
  bundle: true,
  splitting: true,
  chunkNames: "chunk-[hash]",
  platform: "node",
  format: "esm",
  target: "node20",
  external: ["pdfkit", "fontkit", "@expo-google-fonts/*", "yargs", "yargs/*"],
  // The CommonJS libraries inside the bundle call require: give them a real module's.
  banner: {
    js: 'import { createRequire as bundleRequire } from "node:module"; const require = bundleRequire(import.meta.url);',
  },
  logLevel: "warning",
});
