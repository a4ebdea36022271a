/**
 * A reader who recalculates sees the model's figures too, at the edges: LibreOffice computes
 * every Summary formula of the three workbooks built from the model at the edges (daily values
 * whose sums overflow, a failed plant, no tariff, meter or normal, a PR verdict that fell back)
 * from their cells alone, and each gives the figure the model holds (relative error ≤ 1e-9),
 * an empty cell where the model holds null — never #NUM! or 0 for an overflowing sum.
 */
import { readFileSync } from "node:fs";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { colName } from "../../src/render/xlsx/cells.js";
import { buildWorkbook, WORKBOOK_KINDS } from "../../src/render/xlsx/index.js";
import { xlsxLabels } from "../../src/render/xlsx/labels.js";
import { SUMMARY_HEADER_ROW } from "../../src/render/xlsx/summary-sheet.js";
import { toolsAvailable } from "../helpers/tools.js";
import { workbookCells } from "../helpers/xlsx-cached.js";
import { expectedFigure } from "../helpers/xlsx-model-figures.js";
import { convertWithLibreOffice } from "../helpers/xlsx-readers.js";
import { edgeModel } from "../unit/xlsx/edge-model.js";

/** The package with every formula's cached result removed, so LibreOffice must compute them. */
function withoutCachedResults(bytes: Uint8Array): Uint8Array {
  const files = unzipSync(bytes);
  for (const name of Object.keys(files)) {
    if (!/^xl\/worksheets\/sheet\d+\.xml$/.test(name)) continue;
    const xml = Buffer.from(files[name]!).toString("utf8");
    files[name] = Buffer.from(
      xml.replace(/(<\/f>)<v>[^<]*<\/v>/g, "$1").replace(/<c ([^>]*?) t="str"/g, "<c $1"),
    );
  }
  return zipSync(files);
}

/** The first sheet (Summary) as LibreOffice computed it: raw values, row by row. */
function recalculated(path: string): string[][] {
  const csv = convertWithLibreOffice(
    path,
    "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false",
  );
  return readFileSync(csv, "utf8")
    .split("\n")
    .map((line) => [...line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)].map((m) => m[1]!.replace(/^"|"$/g, "")));
}

describe.skipIf(!toolsAvailable(["soffice"], "workbook recalculation at the edges"))(
  "Summary formulas recalculated by LibreOffice, at the edges",
  () => {
    const model = edgeModel();
    const L = xlsxLabels(model.locale);
    it.each(WORKBOOK_KINDS)(
      "%s: every formula gives the model's figure, empty where it holds null",
      async (kind) => {
        const bytes = new Uint8Array(await buildWorkbook(kind, model, { perPlantSheetLimit: 0 }));
        const dir = await mkdtemp(join(tmpdir(), "solar-recalc-edges-"));
        const path = join(dir, `${kind}.xlsx`);
        await writeFile(path, withoutCachedResults(bytes));
        const rows = recalculated(path);
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
          // Percent-formatted cells come out as "80%": the stored fraction × 100.
          const x = got.endsWith("%") ? Number(got.slice(0, -1)) / 100 : Number(got);
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
