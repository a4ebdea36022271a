/**
 * Workbooks built from a fixture model: hostile plant names stay text and make safe sheet
 * names, failed and empty plants show empty figures (never 0), per-plant sheets follow the
 * limit, conditional formats are there, and the same model gives the same bytes.
 */
import ExcelJS from "exceljs";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { buildWorkbook, WORKBOOK_KINDS } from "../../../src/render/xlsx/index.js";
import { SheetNames } from "../../../src/render/xlsx/sheet-names.js";
import { SUMMARY_FIRST_ROW, SUMMARY_HEADER_ROW } from "../../../src/render/xlsx/summary-sheet.js";
import { sampleModel } from "../../fixtures/model.js";

const LONG = "Solarpark mit einem sehr, sehr langen Namen: Teil";

function hostileModel() {
  const model = sampleModel({ plants: 8, withFailures: true });
  model.plants[3]!.name = "../../etc/passwd [x]:*?\\ evil";
  model.plants[4]!.name = `${LONG} 1`;
  model.plants[6]!.name = `${LONG} 2`;
  model.plants[7]!.name = "@cmd|' /C calc'!A0";
  return model;
}

/** exceljs reads conditional formats into a property its types do not declare. */
type Rule = { formulae?: string[] };
function conditionalRules(ws: ExcelJS.Worksheet): Rule[] {
  return (ws as unknown as { conditionalFormattings: { rules: Rule[] }[] }).conditionalFormattings.flatMap(
    (c) => c.rules,
  );
}

async function open(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(new Uint8Array(bytes).buffer);
  return wb;
}

describe("SheetNames", () => {
  it("makes Excel-safe, unique names", () => {
    const names = new SheetNames();
    expect(names.claim("a/b\\c[d]:e*f?g")).toBe("a b c d e f g");
    expect(names.claim("'quoted'")).toBe("quoted");
    expect(names.claim("History")).toBe("History (2)");
    const long = "x".repeat(40);
    expect(names.claim(long)).toBe("x".repeat(31));
    expect(names.claim(long)).toBe(`${"x".repeat(27)} (2)`);
    expect(names.claim("Summary")).toBe("Summary");
    expect(names.claim("SUMMARY")).toBe("SUMMARY (2)");
    expect(names.claim("")).toBe("Sheet");
  });
});

describe("buildWorkbook", () => {
  it.each(WORKBOOK_KINDS)("%s: hostile names stay text; sheet names are safe and unique", async (kind) => {
    const model = hostileModel();
    const wb = await open(await buildWorkbook(kind, model, { perPlantSheetLimit: 50 }));
    const names = wb.worksheets.map((w) => w.name);
    for (const n of names) {
      expect(n.length).toBeLessThanOrEqual(31);
      expect(n).not.toMatch(/[[\]:*?/\\]/);
    }
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
    const summary = wb.getWorksheet("Summary")!;
    const column = summary.getColumn(1).values as unknown[];
    for (const p of model.plants) expect(column).toContain(p.name);
    expect(column).toContain("=SUM(A1) Injection Test");
  });

  it("writes names beginning with = or @ as shared strings, never as formulas", async () => {
    const bytes = await buildWorkbook("yield", hostileModel(), { perPlantSheetLimit: 0 });
    const files = unzipSync(new Uint8Array(bytes));
    const strings = Buffer.from(files["xl/sharedStrings.xml"]!).toString();
    expect(strings).toContain("=SUM(A1) Injection Test");
    expect(strings).toContain("<t>@cmd|&apos; /C calc&apos;!A0</t>");
    const sheets = Object.keys(files).filter((f) => /^xl\/worksheets\/sheet\d+\.xml$/.test(f));
    for (const s of sheets) expect(Buffer.from(files[s]!).toString()).not.toContain("<f>SUM(A1) Injection");
  });

  it("shows a failed plant's status and leaves figures of plants without data empty, not 0", async () => {
    const model = sampleModel({ plants: 4, withFailures: true });
    const wb = await open(await buildWorkbook("yield", model, { perPlantSheetLimit: 0 }));
    const ws = wb.getWorksheet("Summary")!;
    const headers = (ws.getRow(SUMMARY_HEADER_ROW).values as unknown[]).map(String);
    const cell = (plant: number, header: string) => {
      const v = ws.getCell(SUMMARY_FIRST_ROW + plant, headers.indexOf(header)).value as unknown;
      // A formula whose cached result is the empty string reads back without a result.
      return v !== null && typeof v === "object" && "formula" in v
        ? ((v as { result?: unknown }).result ?? "")
        : v;
    };
    expect(cell(1, "Status")).toBe(
      "failed: its data could not be fetched. Reason: the service still failed after the retries (HTTP 500): retry later",
    );
    for (const plant of [1, 2]) {
      for (const header of [
        "Yield measured (kWh)",
        "Yield total (kWh)",
        "Specific yield (kWh/kWp, total)",
        "PR (IEC 61724-1)",
      ])
        expect(cell(plant, header), header).toBe("");
    }
    expect(cell(0, "Yield measured (kWh)")).toBe(model.plants[0]!.metrics.yieldKwh);
    expect(cell(0, "Yield total (kWh)")).toBe(model.plants[0]!.metrics.yieldTotalKwh);
  });

  it("adds per-plant chart sheets up to the limit only", async () => {
    const model = sampleModel({ plants: 5 });
    const many = await open(await buildWorkbook("pr", model, { perPlantSheetLimit: 5 }));
    const few = await open(await buildWorkbook("pr", model, { perPlantSheetLimit: 4 }));
    expect(many.worksheets.length - few.worksheets.length).toBe(5);
    expect(many.getWorksheet("Solarpark Nørre Åby")).toBeDefined();
    expect(many.getWorksheet("Αθήνα Φ Β Σταθμός")).toBeDefined();
  });

  it("colours the judged figures by comparing them with their row's target and watch-from cells", async () => {
    const model = sampleModel({ plants: 3 });
    const yld = await open(await buildWorkbook("yield", model, { perPlantSheetLimit: 0 }));
    const formulas = conditionalRules(yld.getWorksheet("Summary")!).map((r) => r.formulae?.[0] ?? "");
    expect(formulas).toHaveLength(4 * 3);
    for (const f of formulas) {
      expect(f).toMatch(/^AND\(ISNUMBER\([A-Z]+8\),ISNUMBER\(\$[A-Z]+8\),ISNUMBER\(\$[A-Z]+8\),/);
      // Bands live in cells (the model's target and watch-from), never as constants in the rule.
      expect(f).not.toMatch(/[<>=]-?\d/);
    }
  });

  it.each(WORKBOOK_KINDS)(
    "%s: same model and generatedAt, same bytes; another generatedAt, other bytes",
    async (kind) => {
      const a = await buildWorkbook(kind, sampleModel({ plants: 4 }), { perPlantSheetLimit: 50 });
      const b = await buildWorkbook(kind, sampleModel({ plants: 4 }), { perPlantSheetLimit: 50 });
      expect(Buffer.compare(a, b)).toBe(0);
      const later = { ...sampleModel({ plants: 4 }), generatedAt: "2026-12-01T00:00:00.000Z" };
      expect(Buffer.compare(a, await buildWorkbook(kind, later, { perPlantSheetLimit: 50 }))).not.toBe(0);
    },
  );
});
