/**
 * plantDetails from a CSV or XLSX file: the same definition as the YAML mapping (English and
 * German CSV conventions, XLSX), every problem of a file at once with its row and column, and
 * the shipped templates in step with each other.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DETAILS_COLUMNS, DefinitionError, loadDefinition } from "../../../src/definition/index.js";

const A = "6f1c9a52-3c4e-4b7a-9a51-0c1f0e6b2d11";
const B = "9a0e4d3b-7c21-4f5e-8d6a-1b2c3d4e5f60";
const BUDGET = [98000, 176000, 338000, 486000, 612000, 640000, 648000, 552000, 398000, 242000, 118000, 76000];
const NORMAL = [22, 40, 78, 118, 150, 158, 160, 134, 92, 55, 25.5, 16];

const YAML_DETAILS = `plantDetails:
  ${A}:
    capacityKwp: 4820.5
    tariff: 0.0712
    prTarget: 0.82
    temperatureCoefficient: -0.0035
    locale: de-DE
    budgetKwh: [${BUDGET.join(", ")}]
    irradiationNormalKwhM2: [${NORMAL.join(", ")}]
  ${B}:
    capacityKwp: 1250
    availabilityTarget: 0.99
`;

/** The same details as table rows, in DETAILS_COLUMNS order. */
function rows(): (string | number | null)[][] {
  const a: Record<string, string | number> = {
    id: A,
    capacityKwp: 4820.5,
    tariff: 0.0712,
    prTarget: 0.82,
    temperatureCoefficient: -0.0035,
    locale: "de-DE",
  };
  BUDGET.forEach((v, i) => {
    a[`budgetKwh_${String(i + 1).padStart(2, "0")}`] = v;
  });
  NORMAL.forEach((v, i) => {
    a[`irradiationNormalKwhM2_${String(i + 1).padStart(2, "0")}`] = v;
  });
  const b: Record<string, string | number> = { id: B, capacityKwp: 1250, availabilityTarget: 0.99 };
  return [a, b].map((r) => DETAILS_COLUMNS.map((c) => r[c] ?? null));
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "solar-details-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function load(details: string, files: Record<string, string | Uint8Array> = {}) {
  for (const [name, data] of Object.entries(files)) await writeFile(join(dir, name), data);
  const path = join(dir, "def.yaml");
  await writeFile(path, `title: x\n${details}`);
  return loadDefinition(path);
}

async function problems(details: string, files: Record<string, string | Uint8Array>): Promise<string[]> {
  const err = await load(details, files).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DefinitionError);
  return (err as DefinitionError).issues.map((i) => `${i.path}: ${i.message}`);
}

const csv = (lines: string[], sep = ",") => lines.map((l) => l.replaceAll(",", sep)).join("\r\n");
const english = () => csv([DETAILS_COLUMNS.join(","), ...rows().map((r) => r.map((v) => v ?? "").join(","))]);

async function xlsx(table: (string | number | null)[][]): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("details");
  for (const r of table) ws.addRow(r);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

describe("plantDetails from a file", () => {
  it("a CSV, a German CSV and an XLSX give the definition the YAML mapping gives", async () => {
    const expected = (await load(YAML_DETAILS)).plantDetails;
    expect(expected[A]?.budgetKwh).toEqual(BUDGET);
    const fromCsv = await load("plantDetails: details.csv\n", { "details.csv": english() });
    expect(fromCsv.plantDetails).toEqual(expected);

    // Excel "CSV UTF-8" in German settings: BOM, ";" separated, decimal commas, thousands points, 82 %.
    const german = rows().map((r) =>
      r.map((v, i) => {
        if (v === null) return "";
        if (DETAILS_COLUMNS[i] === "prTarget") return "82 %";
        if (typeof v !== "number") return v;
        const [int, frac] = String(v).split(".");
        return `${int!.replace(/\B(?=(\d{3})+$)/g, ".")}${frac ? `,${frac}` : ""}`;
      }),
    );
    const text = `\ufeff${[DETAILS_COLUMNS, ...german].map((r) => r.join(";")).join("\r\n")}\r\n`;
    expect(text).toContain(";98.000;");
    expect(text).toContain(";4.820,5;");
    const fromGerman = await load("plantDetails: details-de.csv\n", { "details-de.csv": text });
    expect(fromGerman.plantDetails).toEqual(expected);

    const book = await xlsx([[...DETAILS_COLUMNS], ...rows()]);
    const fromXlsx = await load("plantDetails: details.xlsx\n", { "details.xlsx": book });
    expect(fromXlsx.plantDetails).toEqual(expected);
  });

  it("reports every problem of the file at once, each with its row and column", async () => {
    const months = (first: string) => [first, ...Array(11).fill("1")].join(",");
    const lines = [
      `id,capacityKwp,tarif,tariff,prTarget,locale,${DETAILS_COLUMNS.slice(7).join(",")}`,
      `${A},-5,,300,1.2,xx-invalid-,${months("12,5x").replace("12,5x", '"12,5x"')}`,
      `not-an-id,100,,,,,${Array(24).fill("").join(",")}`,
      `${A},100,,,,,${Array(24).fill("").join(",")}`,
      `,100,,,,,${Array(24).fill("").join(",")}`,
      `${B},100,,,,,1,2,3,,,,,,,,,,${Array(12).fill("").join(",")}`,
    ];
    expect(await problems("plantDetails: details.csv\n", { "details.csv": lines.join("\n") })).toEqual([
      'details.csv, column C "tarif": unknown column; did you mean "tariff"?',
      'details.csv row 2, budgetKwh_01: "12,5x" is not a number',
      'details.csv row 3, id: "not-an-id" is not a plant id: expected a UUID as `solar-report plants` lists it',
      `details.csv row 4, id: plant ${A} is already in row 2`,
      "details.csv row 5, id: required: every row with values needs its plant id",
      "details.csv row 6, budgetKwh_04, budgetKwh_05, budgetKwh_06 and 6 more: blank while other months of budgetKwh are set: fill all 12 months (budgetKwh_01 … budgetKwh_12) or leave all blank",
      "details.csv row 2, capacityKwp: expected a capacity > 0 kWp",
      "details.csv row 2, tariff: a tariff above 100 per kWh is not plausible: is it per MWh?",
      "details.csv row 2, prTarget: expected a fraction from 0 to 1 (80 % is 0.8)",
      'details.csv row 2, locale: "xx-invalid-" is not a supported BCP 47 locale (examples: "en-GB", "de-DE")',
    ]);
  });

  it("names a value out of range in an XLSX by its cell's row and column", async () => {
    const table = [[...DETAILS_COLUMNS], ...rows()];
    table[2]![DETAILS_COLUMNS.indexOf("temperatureCoefficient")] = -0.35;
    table[1]![DETAILS_COLUMNS.indexOf("irradiationNormalKwhM2_03")] = 5000;
    expect(await problems("plantDetails: bad.xlsx\n", { "bad.xlsx": await xlsx(table) })).toEqual([
      "bad.xlsx row 2, irradiationNormalKwhM2_03: kWh/m²: more than 1e+3 is not plausible",
      "bad.xlsx row 3, temperatureCoefficient: -0.35 looks like a percentage: write the coefficient per °C as a fraction, -0.0035 for -0.35 %/°C",
    ]);
  });

  it("refuses UTF-16, the Windows code page, a missing file and a file of another kind", async () => {
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from("id,tariff\r\n", "utf16le")]);
    const cp1252 = new Uint8Array([...Buffer.from("id,locale\r\n"), 0xe4, 0x0d, 0x0a]);
    const save = 'in Excel, "Save As" → "CSV UTF-8 (Comma delimited) (*.csv)"';
    expect(await problems("plantDetails: u16.csv\n", { "u16.csv": utf16 })).toEqual([
      `u16.csv: the file is UTF-16 ("Unicode Text"): ${save}`,
    ]);
    expect(await problems("plantDetails: ansi.csv\n", { "ansi.csv": cp1252 })).toEqual([
      `ansi.csv: the file is not UTF-8 (Excel's plain "CSV" uses the Windows code page): ${save}`,
    ]);
    expect(await problems("plantDetails: gone.csv\n", {})).toEqual([
      `gone.csv: file not found: ${join(dir, "gone.csv")} (paths are relative to the definition file)`,
    ]);
    expect(await problems("plantDetails: details.txt\n", {})).toEqual([
      'plantDetails: "details.txt": expected a mapping of plant id → details, or the path of a .csv or .xlsx file',
    ]);
  });
});

describe("templates/plant-details", () => {
  it("the XLSX holds what the CSV holds, and both are valid", async () => {
    const template = (name: string) => `plantDetails: ${join(process.cwd(), "templates", name)}\n`;
    const fromCsv = await load(template("plant-details.csv"));
    const fromXlsx = await load(template("plant-details.xlsx"));
    expect(Object.keys(fromCsv.plantDetails)).toHaveLength(24);
    expect(fromXlsx.plantDetails).toEqual(fromCsv.plantDetails);
    const header = (await readFile("templates/plant-details.csv", "utf8")).split("\r\n")[0];
    expect(header).toBe(`\ufeff${DETAILS_COLUMNS.join(",")}`);
  });
});
