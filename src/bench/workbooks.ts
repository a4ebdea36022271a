/**
 * Builds the three workbooks of a saved ReportModel in a process of its own, so that its
 * peak memory and CPU time are the workbooks' alone (not the run's). `npm run bench` calls it:
 *   node dist/bench/workbooks.js <model.json> [<dump.json>]
 *   → last line: {"xlsxMs":…,"xlsxCpuMs":…,"xlsxPeakRssMb":…,"xlsxModelRssMb":…,"xlsxBytes":…}
 * With <dump.json>, afterwards (not timed) it writes their content for the XlsxWriter peer.
 */
import { readFile, writeFile } from "node:fs/promises";
import type { ReportModel } from "../metrics/model.js";
import { buildWorkbook, WORKBOOK_KINDS } from "../render/xlsx/index.js";
import { dumpWorkbooks } from "./workbook-dump.js";

const [path, dumpPath] = process.argv.slice(2);
if (!path) throw new Error("usage: workbooks.js <model.json> [<dump.json>]");
const model = JSON.parse(await readFile(path, "utf8")) as ReportModel;
const perPlantSheetLimit = 50;
const rssBefore = process.resourceUsage().maxRSS;
const started = performance.now();
const cpu = process.cpuUsage();
let bytes = 0;
for (const kind of WORKBOOK_KINDS) bytes += (await buildWorkbook(kind, model, { perPlantSheetLimit })).length;
const used = process.cpuUsage(cpu);
const figures = {
  xlsxMs: Math.round(performance.now() - started),
  xlsxCpuMs: Math.round((used.user + used.system) / 1000),
  xlsxPeakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  xlsxModelRssMb: Math.round(rssBefore / 1024),
  xlsxBytes: bytes,
};
if (dumpPath) await writeFile(dumpPath, JSON.stringify(dumpWorkbooks(model, perPlantSheetLimit)));
process.stdout.write(`${JSON.stringify(figures)}\n`);
