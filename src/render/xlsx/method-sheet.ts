/**
 * The Method sheet: what the figures are and how they were made — period, definition,
 * units, the formulas of DESIGN.md "Monthly figures" in plain words, the verdict bands, the
 * portfolio rule, data completeness, estimates and sanity checks per plant, and when the
 * file was generated. Long text wraps in a wide column with rows tall enough to show it.
 */
import type { Worksheet } from "exceljs";
import type { PlantReport, ReportModel } from "../../metrics/model.js";
import { type XlsxLabels, xlsxLabels } from "./labels.js";
import { estimationNotes, sanityNotes } from "./plant-notes.js";
import { FMT, styleHeaderRow, TITLE_FONT } from "./styles.js";
import { verdictLegendRows } from "./verdict-formats.js";

const TEXT_WIDTH = 110;

/** Rows tall enough for their wrapped cells: about one character per width unit, 15 pt a line. */
function fitRowHeight(ws: Worksheet, row: number): void {
  let lines = 1;
  ws.getRow(row).eachCell((cell, col) => {
    const text = typeof cell.value === "string" ? cell.value : "";
    const width = ws.getColumn(col).width ?? 10;
    lines = Math.max(lines, Math.ceil(text.length / Math.max(1, width - 1)));
  });
  if (lines > 1) ws.getRow(row).height = lines * 15 + 2;
}

function keyValues(ws: Worksheet, start: number, rows: [string, string][]): number {
  rows.forEach(([k, v], i) => {
    const key = ws.getCell(start + i, 1);
    key.value = k;
    key.font = { bold: true };
    key.alignment = { vertical: "top", wrapText: true };
    const cell = ws.getCell(start + i, 2);
    cell.value = v;
    cell.alignment = { vertical: "top", wrapText: true };
    fitRowHeight(ws, start + i);
  });
  return start + rows.length + 1;
}

function heading(ws: Worksheet, row: number, text: string): number {
  ws.getCell(row, 1).value = text;
  ws.getCell(row, 1).font = TITLE_FONT;
  return row + 1;
}

function period(model: ReportModel, L: XlsxLabels): string {
  const first = L.f.date(model.dates[0] ?? model.month);
  const last = L.f.date(model.dates.at(-1) ?? model.month);
  return L.method.periodValue(first, last, model.reportedThrough ? L.f.date(model.reportedThrough) : null);
}

/** `workbook`: the workbook's name in the reader's language ("Yield and budget"). */
export function fillMethodSheet(ws: Worksheet, model: ReportModel, workbook: string, fill: string): void {
  const L = xlsxLabels(model.locale);
  const M = L.method;
  // Wide enough for the longest key in any language ("Einheiten in dieser Arbeitsmappe").
  ws.getColumn(1).width = 36;
  ws.getColumn(2).width = TEXT_WIDTH;
  ws.pageSetup = { paperSize: 9, orientation: "landscape", fitToPage: true, fitToWidth: 1, fitToHeight: 0 };
  ws.getCell(1, 1).value = M.title(workbook, L.f.month(model.month));
  ws.getCell(1, 1).font = TITLE_FONT;
  const u = model.sourceUnits;
  const k = M.keys;
  let row = keyValues(ws, 3, [
    [k.report, model.title],
    [k.company, model.branding.company],
    [k.period, period(model, L)],
    [k.generated, L.f.stamp(model.generatedAt)],
    [k.serviceUnits, M.serviceUnitsValue(u.energy === "MWh" ? L.units.mwh : L.units.kwh, u.ratio)],
    [k.workbookUnits, M.workbookUnitsValue],
    [k.requests, M.requestsValue(model.requests)],
  ]);
  row = heading(ws, row, M.formulasTitle);
  row = keyValues(ws, row, M.formulas);
  row = heading(ws, row, M.bandsTitle);
  row = keyValues(ws, row, verdictLegendRows(model));
  row = heading(ws, row, M.portfolioTitle);
  row = keyValues(ws, row, [[M.weighting, L.weightingRule(model.portfolio.weighting)], M.portfolioTargets]);
  row = qualityTable(ws, model, row, fill, L);
  if (model.warnings.length > 0) {
    // The run's own warnings (pipeline/run/assemble.ts), in the workbook's language.
    row = heading(ws, row, M.warnings);
    model.warnings.forEach((w, i) => {
      ws.getCell(row + i, 1).value = L.warning(w);
    });
  }
}

interface QualityWords {
  notes: string;
  late: string;
  missing: string;
  status: string;
}

/**
 * A plant's words in the quality table, made once per plant and language: each of the three
 * workbooks has the table, and at 1,000 plants making them took about 0.04 s a workbook after
 * the last plant arrived.
 */
const qualityWordsMade = new WeakMap<PlantReport, WeakMap<XlsxLabels, QualityWords>>();

function qualityWords(p: PlantReport, L: XlsxLabels): QualityWords {
  let byLabels = qualityWordsMade.get(p);
  if (byLabels === undefined) {
    byLabels = new WeakMap();
    qualityWordsMade.set(p, byLabels);
  }
  let words = byLabels.get(L);
  if (words === undefined) {
    const q = p.quality;
    const notes = [
      ...estimationNotes(p, L),
      ...sanityNotes(p, L),
      ...q.warnings.map(L.warning),
      q.nonNumericValues > 0 ? L.nonNumeric(q.nonNumericValues) : "",
      q.impossibleValues > 0 ? L.impossible(q.impossibleValues) : "",
    ]
      .filter(Boolean)
      .join("; ");
    const days = (list: string[]) => L.f.days(list) || L.none;
    words = {
      notes: notes || L.none,
      late: days(q.lateDays),
      missing: days(q.missingDays),
      status: p.status === "ok" ? L.status.ok : L.status.failed(p.failure),
    };
    byLabels.set(L, words);
  }
  return words;
}

function qualityTable(ws: Worksheet, model: ReportModel, start: number, fill: string, L: XlsxLabels): number {
  const header = heading(ws, start, L.method.qualityTitle);
  const c = L.cols;
  ws.getRow(header).values = [
    c.plant,
    L.notes,
    c.daysWithData,
    L.daysEstimated,
    c.lateDays,
    c.missingDays,
    c.status,
  ];
  styleHeaderRow(ws, header, 1, 7, fill);
  for (const c of [3, 4]) ws.getColumn(c).numFmt = FMT.days;
  for (const c of [3, 4, 5, 6, 7]) ws.getColumn(c).width = 16;
  model.plants.forEach((p, i) => {
    const r = header + 1 + i;
    const words = qualityWords(p, L);
    ws.getRow(r).values = [
      p.name,
      words.notes,
      p.metrics.daysWithData,
      p.metrics.daysEstimated,
      words.late,
      words.missing,
      words.status,
    ];
    for (let c = 1; c <= 7; c++)
      ws.getCell(r, c).alignment = {
        vertical: "top",
        wrapText: true,
        ...(c === 3 || c === 4 ? { horizontal: "center" } : {}),
      };
    fitRowHeight(ws, r);
  });
  return header + model.plants.length + 2;
}
