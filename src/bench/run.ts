/**
 * `npm run bench`: a full report (three workbooks, one PDF per plant) against the sandbox
 * with a given latency, measured phase by phase (PDFs render during the fetch: pdfMs is what is left after it). Prints a table on stderr and, as its
 * last line on stdout, one JSON object (machine-readable; BENCHMARKS.md records it).
 *   npm run bench -- --plants 1000 --latency-ms 50 --concurrency 16 [--baseline] [--curve 100,500,2000]
 *     [--max-days N [--max-days-mode refuse|truncate]] (the sandbox's cap on a historical call's days)
 * --baseline also runs the simplest alternative a team would write (one request at a time, no
 * pool) for --baseline-plants plants (default 100: at 50 ms a call, 1,000 plants would take 11 min);
 * --curve runs the full report at other sizes too, for the cost per plant.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { loadDefinition } from "../definition/index.js";
import type { ReportModel } from "../metrics/model.js";
import { templatePath } from "../paths.js";
import { runReport } from "../pipeline/run/run.js";
import { renderPdfs } from "../render/pdf/index.js";
import { sandboxDefinitionDetails, startSandbox } from "../sandbox/index.js";

const { values } = parseArgs({
  options: {
    plants: { type: "string", default: "1000" },
    "latency-ms": { type: "string", default: "50" },
    concurrency: { type: "string", default: "16" },
    history: { type: "string", default: "12" },
    "no-pdf": { type: "boolean", default: false },
    baseline: { type: "boolean", default: false },
    "baseline-plants": { type: "string", default: "100" },
    curve: { type: "string", default: "" },
    "max-days": { type: "string" },
    "max-days-mode": { type: "string", default: "refuse" },
  },
});

const plants = Number(values.plants);
const baselinePlants = Number(values["baseline-plants"]);
const curve = values.curve ? values.curve.split(",").map(Number) : [];
const latencyMs = Number(values["latency-ms"]);
const concurrency = Number(values.concurrency);

/** The three workbooks built again in a process of their own: their time and peak memory alone. */
async function workbooksAlone(model: unknown, dir: string): Promise<Record<string, number>> {
  const file = join(dir, "model.json");
  await writeFile(file, JSON.stringify(model));
  const script = fileURLToPath(new URL("./workbooks.js", import.meta.url));
  const out = execFileSync(process.execPath, [script, file], { encoding: "utf8" });
  return JSON.parse(out.trim().split("\n").at(-1)!) as Record<string, number>;
}

/**
 * The sandbox in a process of its own, as the real service is on another machine: its work
 * (making data, JSON) must not share the report's event loop, or the figures would measure it.
 */
function startSandboxProcess(plants: number): Promise<{
  child: ChildProcess;
  baseUrl: string;
  username: string;
  password: string;
}> {
  const bin = fileURLToPath(new URL("../cli/main.js", import.meta.url));
  const args = [
    bin,
    "sandbox",
    "--port",
    "0",
    "--plants",
    `${plants}`,
    "--seed",
    "1",
    "--latency-ms",
    `${latencyMs}`,
    ...(values["max-days"]
      ? ["--max-days", values["max-days"], "--max-days-mode", values["max-days-mode"]!]
      : []),
  ];
  const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((done, fail) => {
    let out = "";
    child.on("exit", (code) => fail(new Error(`the sandbox exited with ${code}`)));
    child.stdout!.on("data", (chunk) => {
      out += chunk;
      const env = Object.fromEntries(
        [...out.matchAll(/^export (SOLAR_API_\w+)=(.*)$/gm)].map((m) => [m[1], m[2]]),
      );
      if (env.SOLAR_API_BASE_URL && env.SOLAR_API_USERNAME && env.SOLAR_API_PASSWORD)
        done({
          child,
          baseUrl: env.SOLAR_API_BASE_URL,
          username: env.SOLAR_API_USERNAME,
          password: env.SOLAR_API_PASSWORD,
        });
    });
  });
}

/** The facts a finance team would put in the definition (capacity, budgets): from a same-seed sandbox. */
async function plantDetails(plants: number) {
  const local = await startSandbox({ port: 0, plants, seed: 1 });
  try {
    return sandboxDefinitionDetails(local);
  } finally {
    await local.close();
  }
}

/**
 * The run renders PDFs while it fetches, so its own PDF time is only what is left after the
 * fetch; the renderers' throughput is measured by rendering the same plants again, alone.
 */
async function pdfsAlone(model: ReportModel): Promise<{ pdfAloneMs: number; pdfs: number }> {
  const plants = model.plants.filter((p) => p.status === "ok");
  const started = performance.now();
  await renderPdfs(model, plants);
  return { pdfAloneMs: Math.round(performance.now() - started), pdfs: plants.length };
}

async function once(plants: number, conc: number, pdfs: boolean) {
  const sandbox = await startSandboxProcess(plants);
  const out = await mkdtemp(join(tmpdir(), "solar-bench-"));
  try {
    const base = await loadDefinition(templatePath("demo.yaml"));
    const definition = { ...base, history: Number(values.history), plantDetails: await plantDetails(plants) };
    const result = await runReport({
      definition,
      client: {
        baseUrl: sandbox.baseUrl,
        auth: { kind: "password", username: sandbox.username, password: sandbox.password },
      },
      month: undefined,
      outDir: out,
      concurrency: conc,
      pdfs,
    });
    // The run's own peak, before the measurements below add theirs.
    const runPeakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
    const workbooks = await workbooksAlone(result.model, out);
    return {
      result,
      runPeakRssMb,
      workbooks,
      pdf: pdfs ? await pdfsAlone(result.model) : { pdfAloneMs: 0, pdfs: 0 },
    };
  } finally {
    sandbox.child.removeAllListeners("exit");
    sandbox.child.kill("SIGINT");
    await rm(out, { recursive: true, force: true });
  }
}

const { result, runPeakRssMb, workbooks, pdf } = await once(plants, concurrency, !values["no-pdf"]);
const t = result.timings;
const requests = result.manifest.requests.total;
const fetchBoundMs = Math.ceil(requests / concurrency) * latencyMs;
const figures: Record<string, number> = {
  plants,
  requests,
  minimalRequests: result.plannedRequests,
  requestsPerPlant: Number((requests / plants).toFixed(2)),
  concurrency,
  latencyMs,
  fetchMs: t.fetchMs,
  fetchBoundMs,
  fetchEfficiency: Number((fetchBoundMs / Math.max(t.fetchMs, 1)).toFixed(3)),
  xlsxMs: t.xlsxMs,
  xlsxAloneMs: workbooks.xlsxMs!,
  xlsxPeakRssMb: workbooks.xlsxPeakRssMb!,
  pdfMs: t.pdfMs,
  pdfAloneMs: pdf.pdfAloneMs,
  pdfPerSecond: Number((pdf.pdfs / Math.max(pdf.pdfAloneMs / 1000, 1e-3)).toFixed(1)),
  totalMs: t.totalMs,
  peakRssMb: runPeakRssMb,
};
const perPlant = (ms: number, n: number) => Number((ms / n).toFixed(1));
figures.msPerPlant = perPlant(t.totalMs, plants);
const extra: Record<string, unknown> = {};
if (values["max-days"]) extra.sandboxMaxDays = `${values["max-days"]} (${values["max-days-mode"]})`;
if (curve.length > 0) {
  const points = [];
  for (const n of curve) {
    const r = (await once(n, concurrency, !values["no-pdf"])).result;
    points.push({ plants: n, totalMs: r.timings.totalMs, msPerPlant: perPlant(r.timings.totalMs, n) });
    process.stderr.write(
      `curve ${n} plants: ${r.timings.totalMs} ms, ${perPlant(r.timings.totalMs, n)} ms/plant\n`,
    );
  }
  extra.curve = points;
}
if (values.baseline) {
  // The same report for fewer plants, one request at a time: compare per plant.
  const small = (await once(baselinePlants, concurrency, false)).result.timings.fetchMs;
  const serial = (await once(baselinePlants, 1, false)).result.timings.fetchMs;
  figures.baselinePlants = baselinePlants;
  figures.baselineFetchMs = serial;
  figures.pooledFetchMs = small;
  figures.speedupVsBaseline = Number((serial / Math.max(small, 1)).toFixed(1));
}
for (const [k, v] of Object.entries(figures)) process.stderr.write(`${k.padEnd(20)} ${v}\n`);
process.stdout.write(`${JSON.stringify({ ...figures, ...extra })}\n`);
