/**
 * The workbooks' colours are the model's verdicts: every conditional-format rule, evaluated
 * against the figure's cell and its row's target and watch-from cells, gives the verdict the
 * model decided — for every plant, the portfolio and every figure, including a value exactly
 * on its target, one in the watch band, one below, and one without a target (no colour).
 */
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { type PlantReport, VERDICT_FIGURES, type VerdictFigure } from "../../../src/metrics/model.js";
import { decide } from "../../../src/metrics/verdicts.js";
import { buildWorkbook, type WorkbookKind } from "../../../src/render/xlsx/index.js";
import { SUMMARY_TEXT_COL } from "../../../src/render/xlsx/summary-header.js";
import { verdictLegend } from "../../../src/render/xlsx/verdict-formats.js";
import { sampleModel } from "../../fixtures/model.js";
import { evaluateRule } from "../../helpers/xlsx-rule-eval.js";
import { workbookVerdicts } from "../../helpers/xlsx-verdicts.js";

/** Moves a verdict's target and watch-from and decides again, as the model would with those bands. */
function rebands(p: PlantReport, f: VerdictFigure, target: number | null, watchFrom: number | null): void {
  const v = p.verdicts[f];
  p.verdicts[f] = { ...v, target, watchFrom, verdict: decide(v.value, target, watchFrom) };
}

function variedModel() {
  const model = sampleModel({ plants: 6, withFailures: true });
  const [p0, , , p3, p4, p5] = model.plants as PlantReport[];
  const pr = (p: PlantReport) => p.verdicts.pr.value!;
  rebands(p0!, "pr", pr(p0!), pr(p0!) - 0.02);
  rebands(p3!, "pr", pr(p3!) + 0.01, pr(p3!) - 0.01);
  rebands(p4!, "pr", pr(p4!) + 0.05, pr(p4!) + 0.02);
  rebands(p5!, "availability", null, null);
  rebands(p3!, "energy", p3!.verdicts.energy.value! + 0.01, p3!.verdicts.energy.value! - 0.01);
  return model;
}

async function written(kind: WorkbookKind, model: ReturnType<typeof sampleModel>): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), "xlsx-verdicts-")), `${kind}.xlsx`);
  await writeFile(path, await buildWorkbook(kind, model, { perPlantSheetLimit: 0 }));
  return path;
}

describe("evaluateRule", () => {
  it("moves relative rows, keeps absolute ones, and needs numbers to compare", () => {
    const cells: Record<string, number | string | null> = { X8: 0.8, X9: 0.7, $T8: 0.8, T9: 0.75, T8: 0.8 };
    const at = (ref: string) => cells[ref] ?? null;
    expect(evaluateRule("AND(ISNUMBER(X8),ISNUMBER($T8),X8>=$T8)", 0, at)).toBe(true);
    expect(evaluateRule("AND(ISNUMBER(X8),ISNUMBER($T8),X8>=$T8)", 1, at)).toBe(false);
    expect(evaluateRule("AND(ISNUMBER(X8),X8<$T$8)", 1, at)).toBe(true);
    expect(evaluateRule("AND(ISNUMBER(X10),X10>=-0.05)", 0, at)).toBe(false);
    expect(() => evaluateRule("SUM(X8)", 0, at)).toThrow(/unexpected/);
  });
});

describe("verdict colours", () => {
  it("the yield Summary's colours equal the model's verdicts for every plant and figure", async () => {
    const model = variedModel();
    const got = await workbookVerdicts(await written("yield", model));
    const expected = [
      ...model.plants.flatMap((p) =>
        VERDICT_FIGURES.map((figure) => ({
          plantId: p.id,
          figure,
          verdictFromWorkbook: p.verdicts[figure].verdict,
        })),
      ),
      ...VERDICT_FIGURES.map((figure) => ({
        plantId: "portfolio",
        figure,
        verdictFromWorkbook: model.portfolio.verdicts[figure].verdict,
      })),
    ];
    expect(new Set(got.map((g) => `${g.plantId}:${g.figure}`)).size).toBe(got.length);
    expect(got).toHaveLength(expected.length);
    expect(got).toEqual(expect.arrayContaining(expected));
    const outcomes = new Set(got.map((g) => g.verdictFromWorkbook));
    expect([...outcomes].sort()).toEqual(["below", "target", "watch", null].sort());
  });

  it.each(["pr", "availability"] as const)(
    "the %s workbook colours its figure as the model decided",
    async (kind) => {
      const model = variedModel();
      const got = await workbookVerdicts(await written(kind, model));
      expect(got.map((g) => g.figure)).toEqual(Array(model.plants.length + 1).fill(kind));
      model.plants.forEach((p, i) => {
        expect(got[i]).toEqual({
          plantId: p.id,
          figure: kind,
          verdictFromWorkbook: p.verdicts[kind].verdict,
        });
      });
      expect(got.at(-1)?.verdictFromWorkbook).toBe(model.portfolio.verdicts[kind].verdict);
    },
  );

  it("prints the bands of model.verdictRules under the Summary", async () => {
    const model = variedModel();
    model.verdictRules = { ...model.verdictRules, energy: { watch: 0.07 } };
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(new Uint8Array(await buildWorkbook("yield", model, { perPlantSheetLimit: 0 })).buffer);
    const column = wb.getWorksheet("Summary")!.getColumn(SUMMARY_TEXT_COL).values as unknown[];
    for (const line of verdictLegend(model)) expect(column).toContain(line);
    expect(verdictLegend(model).join(" ")).toContain("watch from -7%");
  });
});
