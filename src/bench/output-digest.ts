/**
 * The SHA-256 of every file of one report run with a fixed clock, one `<hash>  <file>` line
 * each (sorted): run it from two builds and diff the lines to show that a change to how a run
 * is scheduled leaves its files byte-identical. The demo definition (its clients and packs
 * included) against an in-process sandbox of N plants (default 60: enough for the run's worker
 * threads), month 2026-10, generated at 2026-11-02 05:00 UTC.
 *   node dist/bench/output-digest.js [plants]
 */
import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { loadDefinition } from "../definition/index.js";
import { templatePath } from "../paths.js";
import { runReport } from "../pipeline/run/run.js";
import { sandboxDefinitionDetails, startSandbox } from "../sandbox/index.js";

const plants = Number(process.argv[2] ?? 60);
const sandbox = await startSandbox({ port: 0, plants, seed: 1 });
const out = await mkdtemp(join(tmpdir(), "solar-digest-"));
try {
  const base = await loadDefinition(templatePath("demo.yaml"));
  const at = new Date("2026-11-02T05:00:00Z");
  const result = await runReport({
    definition: { ...base, plantDetails: sandboxDefinitionDetails(sandbox) },
    client: {
      baseUrl: sandbox.baseUrl,
      auth: {
        kind: "password",
        username: sandbox.credentials.username,
        password: sandbox.credentials.password,
      },
    },
    month: "2026-10",
    outDir: out,
    now: at,
    generatedAt: at,
  });
  const lines: string[] = [];
  for (const entry of await readdir(out, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    lines.push(
      `${createHash("sha256")
        .update(await readFile(path))
        .digest("hex")}  ${relative(out, path)}`,
    );
  }
  process.stdout.write(`${lines.sort((a, b) => a.slice(66).localeCompare(b.slice(66))).join("\n")}\n`);
  process.stderr.write(`exit code ${result.exitCode}, ${lines.length} files\n`);
} finally {
  await sandbox.close();
  await rm(out, { recursive: true, force: true });
}
