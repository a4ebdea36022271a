/**
 * One measured report run, in a process of its own so that its peak memory (RSS) and CPU
 * time are the run's alone: `npm run bench` starts it for the main figures and for each point
 * of the curve. Last line on stdout: one JSON object.
 *   node dist/bench/run-once.js --plants N --latency-ms L --concurrency C [--history 12]
 *        [--no-pdf] [--model-out model.json] [--manifest-out manifest.json]
 *        [--rate-limit N] [--max-rps N] [--max-days N [--max-days-mode refuse|truncate]]
 *        [--no-rehearsal]
 * tailMs is totalMs − fetchMs: the run's time after its last plant arrived (the workbooks, the
 * PDFs left, the other files). cpuMs is the process's CPU time during the run (all threads:
 * the PDF workers' too), not the sandbox's (another process); tailCpuMs the same after the
 * fetch. `--rate-limit` starts the sandbox with a token bucket of N
 * requests a second (bursts of N); `--max-rps` paces the run (maxRequestsPerSecond). `served`
 * is what the sandbox itself counted: requests, and those it answered 429.
 */
import { copyFile, mkdtemp, rm, writeFile } from "node:fs/promises";
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
    "no-rehearsal": { type: "boolean", default: false },
    "model-out": { type: "string" },
    "manifest-out": { type: "string" },
    "max-days": { type: "string" },
    "max-days-mode": { type: "string", default: "refuse" },
    "rate-limit": { type: "string" },
    "max-rps": { type: "string" },
  },
});

const plants = Number(values.plants);
const concurrency = Number(values.concurrency);
const plantDetails = sandboxPlantDetails(plants);
const base = await loadDefinition(templatePath("demo.yaml"));
// The demo's clients are left out: their packs are no part of what the bench has always measured.
const definition = { ...base, history: Number(values.history), plantDetails, clients: [] };
const sandboxArgs = [
  ...(values["max-days"]
    ? ["--max-days", values["max-days"], "--max-days-mode", values["max-days-mode"]]
    : []),
  ...(values["rate-limit"] ? ["--rate-limit", values["rate-limit"]] : []),
];
const sandbox = await startSandboxProcess(plants, Number(values["latency-ms"]), sandboxArgs);
const out = await mkdtemp(join(tmpdir(), "solar-bench-"));
const load = loadavg()[0]!;
let served: Awaited<ReturnType<typeof stopSandboxProcess>> = null;
try {
  const cpu = process.cpuUsage();
  let rehearsed = 0;
  const result = await runReport({
    definition,
    client: {
      baseUrl: sandbox.baseUrl,
      auth: { kind: "password", username: sandbox.username, password: sandbox.password },
    },
    month: undefined,
    outDir: out,
    concurrency,
    ...(values["max-rps"] ? { maxRequestsPerSecond: Number(values["max-rps"]) } : {}),
    pdfs: !values["no-pdf"],
    rehearse: !values["no-rehearsal"],
    onEvent: (e) => {
      if (e.type === "rehearsal") rehearsed = e.workbooks.length;
    },
  });
  const used = process.cpuUsage(cpu);
  const t = result.timings;
  const sandboxCpu = sandboxCpuMs(sandbox);
  served = await stopSandboxProcess(sandbox);
  const { requests } = result.manifest;
  const figures = {
    plants,
    requests: requests.total,
    minimalRequests: result.plannedRequests,
    requestsPerPlant: Number((requests.total / plants).toFixed(2)),
    fetchMs: t.fetchMs,
    xlsxMs: t.xlsxMs,
    pdfMs: t.pdfMs,
    totalMs: t.totalMs,
    // From the last plant fetched to the end of the run: what the work after the fetch adds.
    tailMs: t.totalMs - t.fetchMs,
    // The tail's CPU time, all threads: near tailMs × cores, the work after the fetch is bound by the CPU.
    tailCpuMs: t.tailCpuMs,
    // Workbooks of the first plants rendered and dropped before the last plant (pipeline/run/rehearsal.ts).
    rehearsedWorkbooks: rehearsed,
    cpuMs: Math.round((used.user + used.system) / 1000),
    sandboxCpuMs: sandboxCpu,
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    load1: Number(((load + loadavg()[0]!) / 2).toFixed(2)),
    plantsFailed: result.manifest.plants.filter((p) => p.status === "failed").length,
    throttled: requests.throttled ?? 0,
    settledLimit: requests.concurrency?.settled ?? concurrency,
    lowestLimit: requests.concurrency?.lowest ?? concurrency,
    ...(served
      ? { servedRequests: served.requests, served429: served.rateLimited + served.injected429 }
      : {}),
  };
  if (values["model-out"]) await writeFile(values["model-out"], JSON.stringify(result.model));
  if (values["manifest-out"]) await copyFile(join(out, "manifest.json"), values["manifest-out"]);
  process.stdout.write(`${JSON.stringify(figures)}\n`);
} finally {
  if (served === null) await stopSandboxProcess(sandbox);
  await rm(out, { recursive: true, force: true });
}
