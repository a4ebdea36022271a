/**
 * Numbers beside a verdict (DESIGN.md): a figure coloured with its verdict, its target and
 * watch-from (and in the PR and availability workbooks its gap in points) are formatted with
 * the verdict's decimals, row by row; the portfolio row is judged against the portfolio's own
 * weighted targets; a PR verdict that fell back to the IEC PR is coloured on the IEC PR and
 * says so; the tariff shows the decimals it was given.
 */
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import type { ReportModel, VerdictFigure, VerdictResult } from "../../../src/metrics/model.js";
import { tagFormat } from "../../../src/render/xlsx/format-locale.js";
import { buildWorkbook, type WorkbookKind } from "../../../src/render/xlsx/index.js";
import { SUMMARY_FIRST_ROW, SUMMARY_HEADER_ROW } from "../../../src/render/xlsx/summary-sheet.js";
import { sampleModel } from "../../fixtures/model.js";
import { cachedValues } from "../../helpers/xlsx-cached.js";
import { workbookVerdicts } from "../../helpers/xlsx-verdicts.js";
import { edgeModel } from "./edge-model.js";

const model = edgeModel();

async function summary(kind: WorkbookKind, m: ReportModel = model) {
  const bytes = new Uint8Array(await buildWorkbook(kind, m, { perPlantSheetLimit: 0 }));
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes.buffer);
  const ws = wb.getWorksheet("Summary")!;
  // What the cells show, from the sheet XML (exceljs reads a cached 0 back as no result).
  const shown = cachedValues(bytes, "Summary");
  const headers = (ws.getRow(SUMMARY_HEADER_ROW).values as unknown[]).map(String);
  const cell = (row: number | "portfolio", header: string) => {
    const col = headers.indexOf(header);
    if (col < 0) throw new Error(`no column ${header}`);
    return ws.getCell(
      row === "portfolio" ? SUMMARY_FIRST_ROW + m.plants.length : SUMMARY_FIRST_ROW + row,
      col,
    );
  };
  const value = (row: number | "portfolio", header: string) => shown.get(cell(row, header).address);
  return { ws, cell, value };
}

/** A format as the English (en-GB) workbooks write it: each section tagged with the report's locale. */
const gb = (code: string) => tagFormat(code, "[$-809]");
const percent = (d: number) => `0.${"0".repeat(d)}%`;
const signed = (d: number) => `+${percent(d)};-${percent(d)};${percent(d)}`;
const rows = (m: ReportModel) => [
  ...m.plants.map((p, i) => [i, p.verdicts, p.name] as const),
  ["portfolio", m.portfolio.verdicts, "portfolio"] as const,
];

describe("verdict decimals in the workbooks' number formats", () => {
  it("the model at the edges has a verdict at more than one decimal", () => {
    expect(model.plants.some((p) => p.verdicts.pr.decimals > 1)).toBe(true);
  });

  it("yield: each judged figure, its target and watch-from at its verdict's decimals", async () => {
    const { cell } = await summary("yield");
    const columns: Record<VerdictFigure, (v: VerdictResult) => string> = {
      energy: () => "Variance to budget (days covered)",
      irradiation: () => "Irradiation vs normal",
      availability: () => "Availability",
      pr: (v) => ({ pr: "PR (IEC 61724-1)", prTemperatureCorrected: "PR at 25 °C" })[v.metric as "pr"],
    };
    const names: Record<VerdictFigure, string> = {
      energy: "Energy",
      irradiation: "Irradiation",
      availability: "Availability",
      pr: "PR",
    };
    for (const [row, verdicts, who] of rows(model))
      for (const f of Object.keys(columns) as VerdictFigure[]) {
        const v = verdicts[f];
        const fmt = f === "energy" || f === "irradiation" ? signed(v.decimals) : percent(v.decimals);
        expect(cell(row, columns[f](v)).numFmt, `${who} ${f}`).toBe(gb(fmt));
        expect(cell(row, `${names[f]}: target`).numFmt, `${who} ${f} target`).toBe(gb(fmt));
        expect(cell(row, `${names[f]}: watch from`).numFmt, `${who} ${f} watch`).toBe(gb(fmt));
      }
  });

  it.each(["pr", "availability"] as const)(
    "%s: the gap in points at the verdict's decimals",
    async (kind) => {
      const { cell, value } = await summary(kind);
      const header = kind === "pr" ? "PR: against target" : "Availability: against target";
      for (const [row, verdicts, who] of rows(model)) {
        const v = verdicts[kind];
        const n = `0.${"0".repeat(v.decimals)}`;
        expect(cell(row, header).numFmt, who).toBe(gb(`+${n}" pp";-${n}" pp";${n}" pp"`));
        expect(value(row, header), who).toBe(v.gap === null ? undefined : v.gap * 100);
      }
    },
  );
});

describe("targets and the PR verdict's fallback", () => {
  it("the portfolio row's targets are the portfolio's weighted targets, not the definition's", async () => {
    const { value } = await summary("yield");
    expect(model.portfolio.targets.pr).not.toBe(0.8);
    expect(value("portfolio", "PR: target")).toBe(model.portfolio.targets.pr);
    expect(value("portfolio", "Availability: target")).toBe(model.portfolio.targets.availability);
    const pr = await summary("pr");
    expect(pr.value("portfolio", "PR: target")).toBe(model.portfolio.targets.pr);
  });

  it.each(["yield", "pr"] as const)(
    "%s: a fallback PR verdict is named and coloured on the IEC PR",
    async (kind) => {
      const { value } = await summary(kind);
      const i = model.plants.findIndex((p) => p.verdicts.pr.fallbackFrom !== null);
      expect(i).toBeGreaterThanOrEqual(0);
      expect(value(i, "PR verdict on")).toBe("PR (IEC 61724-1): no PR at 25 °C this month");
      expect(value(0, "PR verdict on")).toBe("PR at 25 °C");
      const path = join(await mkdtemp(join(tmpdir(), "xlsx-fallback-")), `${kind}.xlsx`);
      await writeFile(path, await buildWorkbook(kind, model, { perPlantSheetLimit: 0 }));
      const got = (await workbookVerdicts(path)).filter((g) => g.figure === "pr");
      expect(got).toHaveLength(model.plants.length + 1);
      for (const p of model.plants)
        expect(got.find((g) => g.plantId === p.id)?.verdictFromWorkbook, p.name).toBe(p.verdicts.pr.verdict);
      expect(model.plants[i]!.verdicts.pr.verdict).not.toBeNull();
    },
  );

  it("no 'PR verdict on' column when the definition judges the IEC PR (no verdict can fall back)", async () => {
    const { ws } = await summary("yield", sampleModel({ plants: 2 }));
    expect(ws.getRow(SUMMARY_HEADER_ROW).values).not.toContain("PR verdict on");
  });
});

describe("tariffs at the precision they were given", () => {
  it("shows 0.0479 with four decimals and 0.11 with two, as each plant's cell format", async () => {
    const { cell, value } = await summary("yield");
    expect(value(0, "Tariff (EUR/kWh)")).toBe(0.0479);
    expect(cell(0, "Tariff (EUR/kWh)").numFmt).toBe(gb("0.0000"));
    const sample = await summary("yield", sampleModel({ plants: 2 }));
    expect(sample.cell(0, "Tariff (EUR/kWh)").numFmt).toBe(gb("0.00"));
  });
});
