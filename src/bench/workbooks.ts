/**
 * Builds the three workbooks of a saved ReportModel in a process of its own, so that its
 * peak memory is the workbooks' alone (not the run's). `npm run bench` calls it:
 *   node dist/bench/workbooks.js <model.json>   → last line: {"xlsxMs":…,"xlsxPeakRssMb":…,"xlsxBytes":…}
 */
import { readFile } from "node:fs/promises";
import type { ReportModel } from "../metrics/model.js";
import { buildWorkbook, WORKBOOK_KINDS } from "../render/xlsx/index.js";

const path = process.argv[2];
if (!path) throw new Error("usage: workbooks.js <model.json>");
const model = JSON.parse(await readFile(path, "utf8")) as ReportModel;
const rssBefore = process.resourceUsage().maxRSS;
const started = performance.now();
let bytes = 0;
for (const kind of WORKBOOK_KINDS)
  bytes += (await buildWorkbook(kind, model, { perPlantSheetLimit: 50 })).length;
const figures = {
  xlsxMs: Math.round(performance.now() - started),
  xlsxPeakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  xlsxModelRssMb: Math.round(rssBefore / 1024),
  xlsxBytes: bytes,
};
process.stdout.write(`${JSON.stringify(figures)}\n`);
