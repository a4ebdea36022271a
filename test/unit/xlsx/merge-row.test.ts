/**
 * mergeRowSpans (render/xlsx/writer/merge-row.ts) merges a row's spans as exceljs's own
 * mergeCells would, one after another (the same merges, in the same order, the same cells
 * merged into their masters), without exceljs's walk over every earlier merge for each; and
 * refuses an overlap as exceljs does, with the sheet's merge index left whole.
 */
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { mergeRowSpans } from "../../../src/render/xlsx/writer/merge-row.js";

function sheet(): ExcelJS.Worksheet {
  const ws = new ExcelJS.Workbook().addWorksheet("Daily");
  for (let c = 1; c <= 9; c++) ws.getCell(1, c).value = `h${c}`;
  ws.mergeCells(3, 1, 3, 4); // a merge of another row (the legend's)
  return ws;
}

const spans: [number, number][] = [
  [2, 3],
  [4, 5],
  [6, 7],
];

describe("mergeRowSpans", () => {
  it("merges as exceljs's mergeCells does, span after span", () => {
    const ours = sheet();
    mergeRowSpans(ours, 1, spans);
    const theirs = sheet();
    for (const [first, last] of spans) theirs.mergeCells(1, first, 1, last);
    expect(ours.model.merges).toEqual(theirs.model.merges);
    expect(ours.model.merges).toEqual(["A3:D3", "B1:C1", "D1:E1", "F1:G1"]);
    for (const c of [3, 5, 7]) {
      expect(ours.getCell(1, c).isMerged).toBe(true);
      expect(ours.getCell(1, c).master.address).toBe(theirs.getCell(1, c).master.address);
    }
    expect(ours.getCell(1, 8).isMerged).toBe(false);
  });

  it("refuses spans that overlap an earlier merge, each other, or come out of order", () => {
    const ws = sheet();
    mergeRowSpans(ws, 1, [[2, 3]]);
    expect(() => mergeRowSpans(ws, 1, [[3, 4]])).toThrow("Cannot merge already merged cells");
    expect(() => mergeRowSpans(ws, 3, [[4, 5]])).toThrow("Cannot merge already merged cells");
    expect(() =>
      mergeRowSpans(ws, 2, [
        [2, 3],
        [3, 4],
      ]),
    ).toThrow(/overlap or are out of order/);
    expect(() =>
      mergeRowSpans(ws, 2, [
        [5, 6],
        [2, 3],
      ]),
    ).toThrow(/overlap or are out of order/);
    // Nothing of a refused call was merged, and exceljs's own check still sees every merge.
    expect(ws.model.merges).toEqual(["A3:D3", "B1:C1"]);
    expect(() => ws.mergeCells(1, 3, 1, 4)).toThrow("Cannot merge already merged cells");
    expect(() => ws.mergeCells(3, 2, 3, 5)).toThrow("Cannot merge already merged cells");
  });
});
