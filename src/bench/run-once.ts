/**
 * One measured report run, in a process of its own so that its peak memory (RSS) and CPU
 * time are the run's alone: `npm run bench` starts it for the main figures and for each point
 * of the curve. Last line on stdout: one JSON object.
 *   node dist/bench/run-once.js --plants N --latency-ms L --concurrency C [--history 12]
 *        [--no-pdf] [--model-out model.json]
 * cpuMs is the process's CPU time during the run (all threads: the PDF workers' too), not the
 * sandbox's (another process).
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { loadDefinition } from "../definition/index.js";
import { templatePath } from "../paths.js";
import { runReport } from "../pipeline/run/run.js";
import {
  sandboxCpuMs,
  sandboxPlantDetails,
  startSandboxProcess,
  stopSandboxProcess,
} from "./sandbox-process.js";

const { values } = parseArgs({
  options: {
    plants: { type: "string", default: "1000" },
    "latency-ms": { type: "string", default: "50" },
    concurrency: { type: "string", default: "16" },
    history: { type: "string", default: "12" },
    "no-pdf": { type: "boolean", default: false },
    "model-out": { type: "string" },
    "max-days": { type: "string" },
    "max-days-mode": { type: "string", default: "refuse" },
  },
});

const plants = Number(values.plants);
const concurrency = Number(values.concurrency);
const plantDetails = sandboxPlantDetails(plants);
const base = await loadDefinition(templatePath("demo.yaml"));
const definition = { ...base, history: Number(values.history), plantDetails };
const cap = values["max-days"]
  ? ["--max-days", values["max-days"], "--max-days-mode", values["max-days-mode"]]
  : [];
const sandbox = await startSandboxProcess(plants, Number(values["latency-ms"]), cap);
const out = await mkdtemp(join(tmpdir(), "solar-bench-"));
const load = loadavg()[0]!;
try {
  const cpu = process.cpuUsage();
  const result = await runReport({
    definition,
    client: {
      baseUrl: sandbox.baseUrl,
      auth: { kind: "password", username: sandbox.username, password: sandbox.password },
    },
    month: undefined,
    outDir: out,
    concurrency,
    pdfs: !values["no-pdf"],
  });
  const used = process.cpuUsage(cpu);
  const t = result.timings;
  const figures = {
    plants,
    requests: result.manifest.requests.total,
    minimalRequests: result.plannedRequests,
    requestsPerPlant: Number((result.manifest.requests.total / plants).toFixed(2)),
    fetchMs: t.fetchMs,
    xlsxMs: t.xlsxMs,
    pdfMs: t.pdfMs,
    totalMs: t.totalMs,
    cpuMs: Math.round((used.user + used.system) / 1000),
    sandboxCpuMs: sandboxCpuMs(sandbox),
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    load1: Number(((load + loadavg()[0]!) / 2).toFixed(2)),
  };
  if (values["model-out"]) await writeFile(values["model-out"], JSON.stringify(result.model));
  process.stdout.write(`${JSON.stringify(figures)}\n`);
} finally {
  stopSandboxProcess(sandbox);
  await rm(out, { recursive: true, force: true });
}
