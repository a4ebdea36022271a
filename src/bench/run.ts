/**
 * `npm run bench`: a full report (three workbooks, one PDF per plant) against the sandbox
 * with a given latency, each run in a process of its own (run-once.ts: its CPU time and peak
 * memory are the run's alone), then the parts alone against their peers, in the same
 * invocation. Prints a table on stderr and, as its last line on stdout, one JSON object
 * (machine-readable; BENCHMARKS.md records it).
 *   npm run bench -- --plants 1000 --latency-ms 50 --concurrency 16 [--curve 100,2000,5000]
 *                    [--baseline] [--peer-plants 100]
 *                    [--max-days N [--max-days-mode refuse|truncate]] (the sandbox's cap on a call's days)
 *                    [--no-rehearsal] (the documents are not rehearsed near the fetch's end, pipeline/run/rehearsal.ts)
 * The run's floors: latency floor = ceil(requests / concurrency) × latency; CPU floor = the
 * run's CPU time / cores; withSandboxCpuFloorMs adds the sandbox's CPU time (same cores).
 * The PDFs alone: the worker pool the run uses (pdfCpuMsPerPlant, every thread of this process)
 * and the renderer on one thread in a process of its own (pdf-one-thread.ts), each against the
 * ReportLab peer's CPU time per plant on its one thread.
 * The HTTP client alone (transport-once.ts): CPU time per request, 31-day calls over keep-alive.
 * --baseline also runs the simplest alternative (one request at a time, no pool) for
 * --baseline-plants plants; --curve runs the report at other sizes too.
 * --rate-limit N [--max-rps M] measures the report against a rate-limited sandbox instead
 * (rate-limited.ts): time against the floor of requests ÷ N, 429s, the pool's settled limit,
 * and its manifest against an unlimited run's; the parts alone and the peers are not run.
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import type { ReportModel } from "../metrics/model.js";
import { renderPdfs } from "../render/pdf/index.js";
import { pdfPeer, xlsxPeer } from "./peers.js";
import { rateLimitedBench } from "./rate-limited.js";

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
    "peer-plants": { type: "string", default: "100" },
    "max-days": { type: "string" },
    "max-days-mode": { type: "string", default: "refuse" },
    "rate-limit": { type: "string" },
    "max-rps": { type: "string" },
    "no-rehearsal": { type: "boolean", default: false },
  },
});

const plants = Number(values.plants);
const latencyMs = Number(values["latency-ms"]);
const concurrency = Number(values.concurrency);
const cores = availableParallelism();
type Figures = Record<string, number>;
const lastJson = (out: string) => JSON.parse(out.trim().split("\n").at(-1)!) as Figures;
const script = (name: string) => fileURLToPath(new URL(`./${name}`, import.meta.url));

function runOnce(n: number, conc: number, pdfs: boolean, modelOut?: string, extra: string[] = []): Figures {
  const args = ["--plants", `${n}`, "--latency-ms", `${latencyMs}`, "--concurrency", `${conc}`, ...extra];
  args.push("--history", values.history, ...(pdfs ? [] : ["--no-pdf"]));
  if (values["no-rehearsal"]) args.push("--no-rehearsal");
  if (modelOut) args.push("--model-out", modelOut);
  if (values["max-days"])
    args.push("--max-days", values["max-days"], "--max-days-mode", values["max-days-mode"]!);
  const out = execFileSync(process.execPath, [script("run-once.js"), ...args], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  return lastJson(out);
}

/** The three workbooks built again in a process of their own; their content dumped for the peer. */
function workbooksAlone(modelFile: string, dumpFile: string): Figures {
  return lastJson(
    execFileSync(process.execPath, [script("workbooks.js"), modelFile, dumpFile], { encoding: "utf8" }),
  );
}

/** The PDF renderer on one thread, in a process of its own (pdf-one-thread.ts). */
function pdfsOneThread(modelFile: string): Figures {
  return lastJson(
    execFileSync(process.execPath, [script("pdf-one-thread.js"), modelFile], { encoding: "utf8" }),
  );
}

/** The PDF renderers alone (the run renders during the fetch): CPU per plant, all threads. */
async function pdfsAlone(model: ReportModel): Promise<Figures> {
  const ok = model.plants.filter((p) => p.status === "ok");
  const started = performance.now();
  const cpu = process.cpuUsage();
  await renderPdfs(model, ok);
  const used = process.cpuUsage(cpu);
  const ms = performance.now() - started;
  return {
    pdfAloneMs: Math.round(ms),
    pdfPerSecond: Number((ok.length / Math.max(ms / 1000, 1e-3)).toFixed(1)),
    pdfCpuMsPerPlant: Number(((used.user + used.system) / 1000 / Math.max(ok.length, 1)).toFixed(1)),
  };
}

/** Each stage's figures on stderr as soon as measured: a long run stopped early keeps them. */
const stage = (name: string, f: object) => process.stderr.write(`${name} ${JSON.stringify(f)}\n`);
const ratio = (a: number, b: number) => Number((a / Math.max(b, 1e-9)).toFixed(2));
const dir = await mkdtemp(join(tmpdir(), "solar-bench-"));
const figures: Figures = { plants, concurrency, latencyMs, cores, load1AtStart: loadavg()[0]! };
const extra: Record<string, unknown> = {};
if (values["max-days"]) extra.sandboxMaxDays = `${values["max-days"]} (${values["max-days-mode"]})`;
try {
  if (values["rate-limit"]) {
    const rateLimit = Number(values["rate-limit"]);
    const maxRps = values["max-rps"] ? Number(values["max-rps"]) : null;
    const pdfs = !values["no-pdf"];
    const runs = {
      rateLimit,
      maxRps,
      dir,
      runOnce: (x: string[]) => runOnce(plants, concurrency, pdfs, undefined, x),
    };
    Object.assign(extra, await rateLimitedBench(runs));
  } else await fullBench();
} finally {
  await rm(dir, { recursive: true, force: true });
}
figures.load1AtEnd = loadavg()[0]!;
for (const [k, v] of Object.entries({ ...figures, ...extra })) process.stderr.write(`${k.padEnd(22)} ${v}\n`);
process.stdout.write(`${JSON.stringify({ ...figures, ...extra })}\n`);

/** The report, then the workbooks and the PDFs alone and against their peers, the curve, the baseline. */
async function fullBench(): Promise<void> {
  const modelFile = join(dir, "model.json");
  const run = runOnce(plants, concurrency, !values["no-pdf"], modelFile);
  const latencyFloorMs = Math.ceil(run.requests! / concurrency) * latencyMs;
  const cpuFloorMs = Math.round(run.cpuMs! / cores);
  // The sandbox shares the cores here (the real service is on another machine): the floor of
  // this machine is both processes' CPU time over the cores.
  const withSandboxCpuFloorMs = Math.round((run.cpuMs! + (run.sandboxCpuMs ?? 0)) / cores);
  Object.assign(figures, run, { latencyFloorMs, cpuFloorMs, withSandboxCpuFloorMs });
  figures.vsFloor = ratio(run.totalMs!, Math.max(latencyFloorMs, cpuFloorMs));
  figures.msPerPlant = Number((run.totalMs! / plants).toFixed(1));
  stage("run", figures);

  const transport = lastJson(
    execFileSync(process.execPath, [script("transport-once.js")], { encoding: "utf8" }),
  );
  Object.assign(figures, transport);
  stage("transport", transport);

  const dumpFile = join(dir, "workbooks.json");
  const wb = workbooksAlone(modelFile, dumpFile);
  Object.assign(figures, {
    xlsxAloneMs: wb.xlsxMs,
    xlsxCpuMs: wb.xlsxCpuMs,
    xlsxPeakRssMb: wb.xlsxPeakRssMb,
  });
  figures.xlsxModelRssMb = wb.xlsxModelRssMb!;
  const xp = xlsxPeer(dumpFile, dir);
  if (xp) Object.assign(figures, xp, { xlsxVsPeer: ratio(wb.xlsxCpuMs!, xp.xlsxPeerCpuMs!) });
  stage("workbooks", { ...wb, ...xp });

  if (!values["no-pdf"]) {
    const model = JSON.parse(await readFile(modelFile, "utf8")) as ReportModel;
    Object.assign(figures, await pdfsAlone(model));
    const pp = pdfPeer(modelFile, dir, Number(values["peer-plants"]));
    const one = pdfsOneThread(modelFile);
    Object.assign(figures, {
      pdfOneThreadMs: one.pdfOneThreadMs,
      pdfOneThreadCpuMsPerPlant: one.pdfOneThreadCpuMsPerPlant,
    });
    if (pp)
      Object.assign(figures, pp, {
        pdfPeerVsOurs: ratio(pp.pdfPeerCpuMsPerPlant!, figures.pdfCpuMsPerPlant!),
        pdfPeerVsOneThread: ratio(pp.pdfPeerCpuMsPerPlant!, one.pdfOneThreadCpuMsPerPlant!),
      });
    stage("pdfs", { pdfCpuMsPerPlant: figures.pdfCpuMsPerPlant, ...one, ...pp });
  }

  if (values.curve) {
    const points = [];
    for (const n of values.curve.split(",").map(Number)) {
      const r = n === plants ? run : runOnce(n, concurrency, !values["no-pdf"]);
      const point = { plants: n, totalMs: r.totalMs, cpuMs: r.cpuMs, peakRssMb: r.peakRssMb, load1: r.load1 };
      points.push({ ...point, msPerPlant: Number((r.totalMs! / n).toFixed(1)) });
      process.stderr.write(
        `curve ${n} plants: ${r.totalMs} ms, peak RSS ${r.peakRssMb} MB, load ${r.load1}\n`,
      );
    }
    extra.curve = points;
  }
  if (values.baseline) {
    // The same report for fewer plants, one request at a time: compare per plant.
    const n = Number(values["baseline-plants"]);
    const pooled = runOnce(n, concurrency, false).fetchMs!;
    const serial = runOnce(n, 1, false).fetchMs!;
    Object.assign(figures, { baselinePlants: n, baselineFetchMs: serial, pooledFetchMs: pooled });
    figures.speedupVsBaseline = ratio(serial, pooled);
  }
}
