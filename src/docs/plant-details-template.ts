/**
 * `npm run templates`: templates/plant-details.csv and its XLSX twin, filled with the details
 * of the demo's sandbox plants (seed 1, 24 plants, as `solar-report demo` makes them), so both
 * files are reproducible and a test can hold them to each other. The CSV is what Excel saves
 * as "CSV UTF-8" in English settings: comma separated, decimal point, with a BOM.
 */
import { writeFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import { DETAILS_COLUMNS } from "../definition/index.js";
import { csvText } from "../output/csv-text.js";
import { templatePath } from "../paths.js";
import { sandboxDefinitionDetails, startSandbox } from "../sandbox/index.js";

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
        const month = /^(budgetKwh)_(\d\d)$/.exec(column);
        if (month) return d?.budgetKwh[Number(month[2]) - 1] ?? null;
        if (column === "capacityKwp") return d?.capacityKwp ?? null;
        if (column === "tariff") return d?.tariff ?? null;
        return null;
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
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export async function writePlantDetailsTemplates(): Promise<void> {
  const rows = await demoRows();
  await writeFile(templatePath("plant-details.csv"), csvText(DETAILS_COLUMNS, rows), "utf8");
  await writeFile(templatePath("plant-details.xlsx"), await xlsxOf(rows));
}

if (import.meta.url === `file://${process.argv[1]}`) await writePlantDetailsTemplates();
