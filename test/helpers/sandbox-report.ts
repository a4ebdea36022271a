/**
 * One report run against a sandbox, the sandbox's plant details in its definition: what the
 * delivery, keep-alive and proxy tests start from. `baseUrl` and `env` put something between
 * (a front, a proxy); the manifest is read back from the folder, as a CI job would read it.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Env } from "../../src/api/index.js";
import { parseDefinition, type ReportDefinition } from "../../src/definition/index.js";
import type { Manifest } from "../../src/output/manifest.js";
import type { RunEvent } from "../../src/pipeline/run/events.js";
import { type RunResult, runReport } from "../../src/pipeline/run/run.js";
import type { Shard } from "../../src/pipeline/shard/shard.js";
import { type Sandbox, sandboxDefinitionDetails } from "../../src/sandbox/index.js";

export interface SandboxRunOptions {
  /** The run's clock and generatedAt. */
  now: number;
  month?: string;
  baseUrl?: string;
  env?: Env;
  pdfs?: boolean;
  shard?: Shard;
}

export interface SandboxRun {
  result: RunResult;
  manifest: Manifest;
  events: RunEvent[];
  outDir: string;
}

export async function runSandboxReport(
  sandbox: Sandbox,
  definition: string | ReportDefinition,
  outDir: string,
  opts: SandboxRunOptions,
): Promise<SandboxRun> {
  const def =
    typeof definition === "string" ? parseDefinition(definition, "inline.yaml", process.cwd()) : definition;
  const events: RunEvent[] = [];
  const result = await runReport({
    definition: { ...def, plantDetails: sandboxDefinitionDetails(sandbox) },
    client: {
      baseUrl: opts.baseUrl ?? sandbox.baseUrl,
      auth: { kind: "password", ...sandbox.credentials },
      ...(opts.env ? { env: opts.env } : {}),
    },
    ...(opts.month ? { month: opts.month } : {}),
    outDir,
    now: new Date(opts.now),
    generatedAt: new Date(opts.now),
    pdfs: opts.pdfs ?? true,
    pdfWorkers: 1,
    ...(opts.shard ? { shard: opts.shard } : {}),
    onEvent: (e) => events.push(e),
  });
  const manifest = JSON.parse(await readFile(join(outDir, "manifest.json"), "utf8")) as Manifest;
  return { result, manifest, events, outDir };
}
