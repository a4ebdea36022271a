/**
 * Renders every plant PDF of a saved ReportModel on this one thread, in a process of its own:
 * the renderer on one core, as the ReportLab peer draws (one process, one plant after another).
 * `npm run bench` calls it next to the worker pool it measures in its own process:
 *   node dist/bench/pdf-one-thread.js <model.json>
 *   → last line: {"pdfOneThreadMs":…,"pdfOneThreadCpuMsPerPlant":…,"pdfOneThreadPlants":…}
 * Timed from before the renderer is loaded (as a worker of the pool loads it) to the last PDF;
 * CPU time is the whole process's, V8's compiler and collector threads included.
 */
import { readFile } from "node:fs/promises";
import type { ReportModel } from "../metrics/model.js";

const [path] = process.argv.slice(2);
if (!path) throw new Error("usage: pdf-one-thread.js <model.json>");
const model = JSON.parse(await readFile(path, "utf8")) as ReportModel;
const ok = model.plants.filter((p) => p.status === "ok");
const started = performance.now();
const cpu = process.cpuUsage();
const { renderPdfs } = await import("../render/pdf/index.js");
let bytes = 0;
await renderPdfs(model, ok, {
  workers: 0,
  onDone: (_id, buf) => {
    bytes += buf.length;
  },
});
const used = process.cpuUsage(cpu);
const figures = {
  pdfOneThreadMs: Math.round(performance.now() - started),
  pdfOneThreadCpuMsPerPlant: Number(((used.user + used.system) / 1000 / Math.max(ok.length, 1)).toFixed(1)),
  pdfOneThreadPlants: ok.length,
  pdfOneThreadBytes: bytes,
};
process.stdout.write(`${JSON.stringify(figures)}\n`);
