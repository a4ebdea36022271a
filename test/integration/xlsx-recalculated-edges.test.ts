import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { colName } from "../../src/render/xlsx/cells.js";
import { buildWorkbook, WORKBOOK_KINDS } from "../../src/render/xlsx/index.js";
import { xlsxLabels } from "../../src/render/xlsx/labels.js";
import { SUMMARY_HEADER_ROW } from "../../src/render/xlsx/summary-sheet.js";
import { toolsAvailable } from "../helpers/tools.js";
import { workbookCells } from "../helpers/xlsx-cached.js";
import { expectedFigure } from "../helpers/xlsx-model-figures.js";
import { convertAllWithLibreOffice } from "../helpers/xlsx-readers.js";
import { CSV_VALUES, csvNumber, csvRows, withoutCachedResults } from "../helpers/xlsx-recalc.js";
import { edgeModel } from "../unit/xlsx/edge-model.js";

describe.skipIf(!toolsAvailable(["soffice"], "workbook recalculation at the edges"))(
  "Summary formulas recalculated by LibreOffice, at the edges",
  () => {
    const model = edgeModel();
    const L = xlsxLabels(model.locale);
    const built = new Map<string, { bytes: Uint8Array; rows: string[][] }>();
    let dir = "";
    afterAll(async () => {
      if (dir) await rm(dir, { recursive: true, force: true });
    });
    // The three workbooks recalculated by one LibreOffice start (most of a conversion's time).
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), "solar-recalc-edges-"));
      const paths = new Map<string, Uint8Array>();
      for (const kind of WORKBOOK_KINDS) {
        const bytes = new Uint8Array(await buildWorkbook(kind, model, { perPlantSheetLimit: 0 }));
        const path = join(dir, `${kind}.xlsx`);
        await writeFile(path, withoutCachedResults(bytes));
        paths.set(kind, bytes);
      }
      const csv = await convertAllWithLibreOffice(
        WORKBOOK_KINDS.map((kind) => join(dir, `${kind}.xlsx`)),
        CSV_VALUES,
        dir,
      );
      for (const kind of WORKBOOK_KINDS) {
        const rows = csvRows(readFileSync(csv.get(join(dir, `${kind}.xlsx`))!, "utf8"));
        built.set(kind, { bytes: paths.get(kind)!, rows });
      }
    });
    it.each(WORKBOOK_KINDS)(
      "%s: every formula gives the model's figure, empty where it holds null",
      (kind) => {
        const { bytes, rows } = built.get(kind)!;
        const cells = workbookCells(bytes).get(L.sheets.summary)!;
        const text = (ref: string) => {
          const shown = cells.get(ref)?.shown;
          return typeof shown === "string" ? shown : null;
        };
        const problems: string[] = [];
        let checked = 0;
        for (const [ref, cell] of cells) {
          if (cell.formula === null) continue;
          const [, letters, row] = /^([A-Z]+)(\d+)$/.exec(ref)!;
          const col = [...letters!].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
          expect(colName(col)).toBe(letters);
          const got = rows[Number(row) - 1]?.[col - 1] ?? "";
          const want = expectedFigure(
            model,
            kind,
            L,
            { name: L.sheets.summary, cells, text },
            ref,
            SUMMARY_HEADER_ROW,
          );
          checked++;
          if (want === null) {
            if (got !== "") problems.push(`${ref}: LibreOffice gives ${got}, the model holds null`);
            continue;
          }
          const x = csvNumber(got) ?? Number.NaN;
          const rel = Math.abs(x - want) / Math.max(Math.abs(want), 1e-12);
          if (got === "" || !Number.isFinite(x) || rel > 1e-9)
            problems.push(
              `${ref}: LibreOffice gives ${got || "nothing"}, the model holds ${want} (${cell.formula})`,
            );
        }
        expect(problems).toEqual([]);
        expect(checked).toBeGreaterThan(model.plants.length * 5);
      },
    );
  },
);
