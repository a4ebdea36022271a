/**
 * The content of the three workbooks as plain JSON, for the XlsxWriter peer
 * (peers/xlsx-peer.py): every cell (value, formula and its result, number format, font, fill,
 * alignment, borders), column widths, merged ranges, frozen panes and the charts (series, axes,
 * anchors). The peer writes exactly these, so the two are timed on the same content; the
 * peer is handed the layout ready-made, which the workbook builders compute.
 */
import type { Cell, Style, Workbook, Worksheet } from "exceljs";
import type { ReportModel } from "../metrics/model.js";
import { buildWorkbookContent } from "../render/xlsx/build.js";
import type { ChartPlacement } from "../render/xlsx/chart/types.js";
import { WORKBOOK_KINDS, workbookFileName } from "../render/xlsx/index.js";
import { bodyOf } from "../render/xlsx/writer/sheet-bodies.js";

type Value = number | string | boolean | { f: string; r: number | string | boolean | null } | null;

interface SheetDump {
  name: string;
  widths: [number, number][];
  merges: string[];
  freeze: [number, number] | null;
  /** [row, col (both 0-based), value, style index] */
  cells: [number, number, Value, number][];
}

export interface WorkbookDump {
  file: string;
  styles: Record<string, unknown>[];
  sheets: SheetDump[];
  charts: ChartPlacement[];
}

const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

function plain(v: unknown): number | string | boolean | null {
  if (v instanceof Date) return (v.getTime() - EXCEL_EPOCH_MS) / 86_400_000;
  if (typeof v === "number" || typeof v === "string" || typeof v === "boolean") return v;
  if (v && typeof v === "object" && "richText" in v)
    return (v as { richText: { text: string }[] }).richText.map((t) => t.text).join("");
  if (v && typeof v === "object" && "text" in v) return String((v as { text: unknown }).text);
  if (v && typeof v === "object" && "error" in v) return String((v as { error: unknown }).error);
  return v === null || v === undefined ? null : String(v);
}

function value(cell: Cell): Value {
  const v = cell.value as unknown;
  if (v && typeof v === "object" && ("formula" in v || "sharedFormula" in v)) {
    const f = (v as { formula?: string }).formula ?? cell.formula;
    return { f, r: plain((v as { result?: unknown }).result) };
  }
  return plain(v);
}

function style(s: Partial<Style>): Record<string, unknown> {
  const fill = s.fill && s.fill.type === "pattern" ? s.fill.fgColor?.argb : undefined;
  return {
    numFmt: s.numFmt,
    bold: s.font?.bold,
    italic: s.font?.italic,
    size: s.font?.size,
    color: s.font?.color?.argb,
    fill,
    align: s.alignment?.horizontal,
    valign: s.alignment?.vertical,
    wrap: s.alignment?.wrapText,
    top: s.border?.top?.style,
    bottom: s.border?.bottom?.style,
  };
}

function sheetDump(ws: Worksheet, styleIndex: (s: Record<string, unknown>) => number): SheetDump {
  const cells: SheetDump["cells"] = [];
  ws.eachRow({ includeEmpty: false }, (row, r) => {
    row.eachCell({ includeEmpty: false }, (cell, c) => {
      if (cell.isMerged && cell.master !== cell) return;
      cells.push([r - 1, c - 1, value(cell), styleIndex(style(cell.style ?? {}))]);
    });
  });
  // The rows written straight to XML (render/xlsx/sheet-body.ts), recorded for this dump.
  for (const [r, c, v, s] of bodyOf(ws)?.recorded ?? []) {
    const cell: Value = typeof v === "object" ? { f: v.formula, r: v.result } : v;
    cells.push([r - 1, c - 1, cell, styleIndex(style(s))]);
  }
  cells.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const widths: [number, number][] = [];
  ws.columns?.forEach((col, i) => {
    if (col.width) widths.push([i, col.width]);
  });
  const view = ws.views?.[0] as { state?: string; xSplit?: number; ySplit?: number } | undefined;
  const freeze: [number, number] | null =
    view?.state === "frozen" ? [view.ySplit ?? 0, view.xSplit ?? 0] : null;
  const merges = ws.model.merges.map(String);
  return { name: ws.name, widths, merges, freeze, cells };
}

function workbookDump(file: string, wb: Workbook, charts: ChartPlacement[]): WorkbookDump {
  const styles: Record<string, unknown>[] = [];
  const known = new Map<string, number>();
  const styleIndex = (s: Record<string, unknown>) => {
    const key = JSON.stringify(s);
    let i = known.get(key);
    if (i === undefined) {
      i = styles.push(s) - 1;
      known.set(key, i);
    }
    return i;
  };
  return { file, styles, sheets: wb.worksheets.map((ws) => sheetDump(ws, styleIndex)), charts };
}

/** The three workbooks' content, as `buildWorkbook` would write it for `model`. */
export function dumpWorkbooks(model: ReportModel, perPlantSheetLimit: number): WorkbookDump[] {
  return WORKBOOK_KINDS.map((kind) => {
    const { wb, placements } = buildWorkbookContent(kind, model, { perPlantSheetLimit, recordBodies: true });
    return workbookDump(workbookFileName(kind, model.month), wb, placements);
  });
}
