/**
 * A workbook formula's cached value is the model's value (DESIGN.md "The one picture"): every
 * formula cell of the three workbooks, built from the sample model and from a model at the
 * edges (sums that overflow, a failed plant, a plant without tariff or meter, a PR verdict
 * that falls back), shows before any recalculation exactly the model figure it stands for
 * (test/helpers/xlsx-model-figures.ts places each cell by what a reader sees), an empty cell
 * where the model holds null, and no cell anywhere holds a non-finite number or an error.
 */
import { strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { ReportModel } from "../../../src/metrics/model.js";
import { buildWorkbook, WORKBOOK_KINDS, type WorkbookKind } from "../../../src/render/xlsx/index.js";
import { xlsxLabels } from "../../../src/render/xlsx/labels.js";
import { SUMMARY_HEADER_ROW } from "../../../src/render/xlsx/summary-sheet.js";
import { sampleModel } from "../../fixtures/model.js";
import { workbookCells } from "../../helpers/xlsx-cached.js";
import { expectedFigure } from "../../helpers/xlsx-model-figures.js";
import { edgeModel } from "./edge-model.js";

interface Checked {
  formulas: number;
  empty: number;
  problems: string[];
}

/** Every formula cell against the model figure it stands for; every value finite. */
function check(bytes: Uint8Array, kind: WorkbookKind, model: ReportModel): Checked {
  const L = xlsxLabels(model.locale);
  const out: Checked = { formulas: 0, empty: 0, problems: [] };
  for (const [name, cells] of workbookCells(bytes)) {
    const text = (ref: string) => {
      const shown = cells.get(ref)?.shown;
      return typeof shown === "string" ? shown : null;
    };
    for (const [ref, cell] of cells) {
      const at = `${name}!${ref}`;
      if (cell.type === "e") out.problems.push(`${at}: an error value ${cell.v}`);
      if (
        cell.v !== null &&
        cell.type !== "s" &&
        cell.type !== "str" &&
        cell.v !== "" &&
        !Number.isFinite(Number(cell.v))
      )
        out.problems.push(`${at}: ${cell.v} is no finite number`);
      if (cell.formula === null) continue;
      out.formulas++;
      let expected: number | null;
      try {
        expected = expectedFigure(model, kind, L, { name, cells, text }, ref, SUMMARY_HEADER_ROW);
      } catch (e) {
        out.problems.push((e as Error).message);
        continue;
      }
      if (expected === null) {
        out.empty++;
        if (cell.v !== null && cell.v !== "")
          out.problems.push(`${at}: shows ${cell.v}, the model holds null`);
      } else if (cell.type === "str" || cell.v === null || Number(cell.v) !== expected)
        out.problems.push(
          `${at}: shows ${cell.v ?? "nothing"}, the model holds ${expected} (${cell.formula})`,
        );
    }
  }
  return out;
}

const MODELS: [string, () => ReportModel][] = [
  ["the sample model", () => sampleModel({ plants: 5, withFailures: true })],
  ["the model at the edges", edgeModel],
];

describe.each(MODELS)("cached formula values of %s", (_, make) => {
  const model = make();
  it.each(WORKBOOK_KINDS)(
    "%s: every formula shows the model's figure, null empty, nothing non-finite",
    async (kind) => {
      const bytes = new Uint8Array(await buildWorkbook(kind, model, { perPlantSheetLimit: 50 }));
      const got = check(bytes, kind, model);
      expect(got.problems).toEqual([]);
      expect(got.formulas).toBeGreaterThan(model.plants.length * 10);
      expect(got.empty).toBeGreaterThan(0);
    },
  );
});

describe("the model at the edges", () => {
  const model = edgeModel();
  it("is at its edges: an overflowing plant with null sums, a fallback PR verdict, a close verdict", () => {
    const [withStudy, overflow, failed, noMeter, fallback, close] = model.plants;
    expect(overflow!.metrics.yieldKwh).toBeNull();
    expect(overflow!.metrics.meterYieldKwh).toBeNull();
    expect(overflow!.daily.every((r) => r.yieldKwh === 1e308)).toBe(true);
    expect(failed!.status).toBe("failed");
    expect(noMeter!.metrics.revenue).toBeNull();
    expect(noMeter!.bridge).toMatchObject({
      weatherKwh: null,
      exportLossKwh: null,
      meteredKwh: null,
      value: null,
    });
    expect(withStudy!.pLevel.rolling12).not.toBeNull();
    expect(withStudy!.tariffDecimals).toBe(4);
    expect(withStudy!.bridge!.curtailmentKwh).toBeLessThan(0);
    expect(fallback!.verdicts.pr).toMatchObject({ metric: "pr", fallbackFrom: "prTemperatureCorrected" });
    expect(close!.verdicts.pr.verdict).toBe("watch");
    expect(close!.verdicts.pr.decimals).toBeGreaterThan(1);
  });
});

describe("the check itself", () => {
  it("finds a cached value computed apart from the model, even one off in the last digit", async () => {
    const model = sampleModel({ plants: 3 });
    const bytes = new Uint8Array(await buildWorkbook("yield", model, { perPlantSheetLimit: 0 }));
    expect(check(bytes, "yield", model).problems).toEqual([]);
    const files = unzipSync(bytes);
    const summary = "xl/worksheets/sheet1.xml";
    const yieldKwh = model.plants[0]!.metrics.yieldKwh!;
    const xml = Buffer.from(files[summary]!).toString("utf8");
    expect(xml).toContain(`<v>${yieldKwh}</v>`);
    const off = yieldKwh * (1 + Number.EPSILON);
    files[summary] = strToU8(xml.replace(`<v>${yieldKwh}</v>`, `<v>${off}</v>`));
    const tampered = check(zipSync(files), "yield", model).problems;
    expect(tampered).toHaveLength(1);
    expect(tampered[0]).toMatch(/shows .* the model holds/);
  });
});
