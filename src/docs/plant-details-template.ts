/**
 * `npm run templates`: templates/plant-details.csv and its XLSX twin, generated from one source,
 * the demo's sandbox plants (seed 1, 24 plants, as `solar-report demo` and `solar-report
 * sandbox` make them): the same capacities, budgets, normals, tariffs, targets, temperature
 * coefficients and yield-study P50/P90 the demo reports with, so templates/demo.yaml run
 * against the sandbox gives the demo's report. A test holds the checked-in files to this
 * generator's output. The CSV is what Excel saves as "CSV UTF-8" in English settings: comma
 * separated, decimal point, with a BOM.
 */
import { writeFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import { unzipSync } from "fflate";
import { DETAILS_COLUMNS } from "../definition/index.js";
import { templatePath } from "../paths.js";
import { csvText } from "../render/csv/csv-text.js";
import { zipDeterministic } from "../render/xlsx/chart/deterministic-zip.js";
import { type SandboxPlantDetails, sandboxDefinitionDetails, startSandbox } from "../sandbox/index.js";

type Row = (string | number | null)[];

/** One row per plant in the columns' order; blank (null) where the sandbox has no value. */
async function demoRows(): Promise<Row[]> {
  const sandbox = await startSandbox({ port: 0, plants: 24, seed: 1 });
  try {
    const details = sandboxDefinitionDetails(sandbox);
    return sandbox.plants.map((p) => {
      const d = details[p.id];
      const cell = (column: string): string | number | null => {
        if (column === "id") return p.id;
        const month = /^(budgetKwh|irradiationNormalKwhM2)_(\d\d)$/.exec(column);
        if (month) return d?.[month[1] as "budgetKwh"][Number(month[2]) - 1] ?? null;
        const value = d?.[column as keyof SandboxPlantDetails];
        return typeof value === "number" ? value : null;
      };
      return DETAILS_COLUMNS.map(cell);
    });
  } finally {
    await sandbox.close();
  }
}

async function xlsxOf(rows: Row[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  // Fixed dates: the file's properties must not change from one generation to the next.
  wb.created = new Date("2026-01-01T00:00:00Z");
  wb.modified = wb.created;
  wb.creator = "solar-report";
  const ws = wb.addWorksheet("plantDetails", { views: [{ state: "frozen", ySplit: 1, xSplit: 1 }] });
  ws.addRow([...DETAILS_COLUMNS]).font = { bold: true };
  for (const row of rows) ws.addRow(row);
  ws.getColumn(1).width = 38;
  for (let c = 2; c <= DETAILS_COLUMNS.length; c++) ws.getColumn(c).width = 14;
  // Zipped again with fixed entry dates, so the same rows give the same bytes (a test compares them).
  const parts = unzipSync(new Uint8Array(await wb.xlsx.writeBuffer()));
  return Buffer.from(zipDeterministic(parts, wb.created));
}

/** The two templates' contents, as the generator makes them. */
export async function plantDetailsTemplates(): Promise<{ csv: string; xlsx: Buffer }> {
  const rows = await demoRows();
  return { csv: csvText(DETAILS_COLUMNS, rows), xlsx: await xlsxOf(rows) };
}

export async function writePlantDetailsTemplates(): Promise<void> {
  const { csv, xlsx } = await plantDetailsTemplates();
  await writeFile(templatePath("plant-details.csv"), csv, "utf8");
  await writeFile(templatePath("plant-details.xlsx"), xlsx);
}

if (import.meta.url === `file://${process.argv[1]}`) await writePlantDetailsTemplates();
