/**
 * Merges many ranges of one row at once. exceljs 4.4 checks each new merge against every merge
 * the sheet already has (Worksheet._mergeCellsInternal walks its index), so the Daily sheets'
 * header, a merge per plant, cost a quadratic walk: about a fifth of a second at 1,000 plants,
 * after the last plant arrived. Here the check is made once, on the row's ranges in order and
 * against the sheet's earlier merges, and exceljs merges each range against an empty index.
 */
import type { Worksheet } from "exceljs";

interface MergeIndex {
  /** exceljs 4.4's merges by master address (Range objects: top, left, bottom, right). */
  _merges: Record<string, { top: number; left: number; bottom: number; right: number }>;
}

/** Merges `spans` ([first, last] columns, ascending, disjoint) of `row`; throws as exceljs does on an overlap. */
export function mergeRowSpans(ws: Worksheet, row: number, spans: readonly [number, number][]): void {
  const sheet = ws as unknown as MergeIndex;
  const earlier = sheet._merges;
  if (earlier === null || typeof earlier !== "object")
    throw new Error("exceljs: the sheet's merges were not found (merge-row.ts follows exceljs 4.4)");
  let lastCol = 0;
  for (const [first, last] of spans) {
    if (first <= lastCol || last < first)
      throw new Error(`merge ${row}:${first}-${last}: spans overlap or are out of order`);
    lastCol = last;
  }
  for (const m of Object.values(earlier)) {
    if (m.top > row || m.bottom < row) continue;
    for (const [first, last] of spans) {
      if (m.left <= last && m.right >= first) throw new Error("Cannot merge already merged cells");
    }
  }
  try {
    for (const [first, last] of spans) {
      // Checked against none: the row's spans were checked above.
      sheet._merges = {};
      ws.mergeCells(row, first, row, last);
      Object.assign(earlier, sheet._merges);
    }
  } finally {
    sheet._merges = earlier;
  }
}
