/**
 * The Method sheet: what the figures are and how they were made — period, definition,
 * units, the formulas of DESIGN.md "Monthly figures" in plain words, the verdict bands, the
 * portfolio rule, data completeness, estimates and sanity checks per plant, and when the
 * file was generated. Long text wraps in a wide column with rows tall enough to show it.
 */
import type { Worksheet } from "exceljs";
import type { ReportModel } from "../../metrics/model.js";
import { LABELS } from "./labels.js";
import { estimationNotes } from "./plant-notes.js";
import { FMT, styleHeaderRow, TITLE_FONT } from "./styles.js";
import { verdictLegend } from "./verdict-formats.js";

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

function period(model: ReportModel): string {
  const first = model.dates[0] ?? model.month;
  const last = model.dates.at(-1) ?? model.month;
  const through = model.reportedThrough ? ` (month in progress: days up to ${model.reportedThrough})` : "";
  return `${first} to ${last}, each plant's local calendar days${through}`;
}

export function fillMethodSheet(ws: Worksheet, model: ReportModel, theme: string, fill: string): void {
  ws.getColumn(1).width = 30;
  ws.getColumn(2).width = TEXT_WIDTH;
  ws.pageSetup = { paperSize: 9, orientation: "landscape", fitToPage: true, fitToWidth: 1, fitToHeight: 0 };
  ws.getCell(1, 1).value = `${theme} — method and data quality`;
  ws.getCell(1, 1).font = TITLE_FONT;
  const u = model.sourceUnits;
  let row = keyValues(ws, 3, [
    ["Report", model.title],
    ["Company", model.branding.company],
    ["Period", period(model)],
    ["Generated", model.generatedAt],
    [
      "Service units",
      `energy in ${u.energy}, PR and availability as ${u.ratio} (declared by the definition)`,
    ],
    [
      "Units in this workbook",
      "energy kWh, irradiation kWh/m², PR and availability in % (stored as fractions)",
    ],
    [
      "Requests",
      `${model.requests.total} requests, ${model.requests.retried} retried, ${model.requests.failed} failed`,
    ],
  ]);
  row = heading(ws, row, LABELS.method.formulasTitle);
  row = keyValues(ws, row, [...LABELS.method.formulas, ["Live formulas", LABELS.method.plainValues]]);
  row = heading(ws, row, LABELS.method.bandsTitle);
  const [colours, ...bands] = verdictLegend(model);
  row = keyValues(ws, row, [
    [LABELS.legendTitle, colours!.slice(LABELS.legendTitle.length + 2)],
    ...bands.map((b): [string, string] => [b.slice(0, b.indexOf(":")), b.slice(b.indexOf(":") + 2)]),
  ]);
  row = heading(ws, row, LABELS.method.portfolioTitle);
  row = keyValues(ws, row, [["Weighting", model.portfolio.weightingRule]]);
  row = qualityTable(ws, model, row, fill);
  if (model.warnings.length > 0) {
    row = heading(ws, row, "Warnings");
    model.warnings.forEach((w, i) => {
      ws.getCell(row + i, 1).value = w;
    });
  }
}

function qualityTable(ws: Worksheet, model: ReportModel, start: number, fill: string): number {
  const header = heading(ws, start, LABELS.method.qualityTitle);
  ws.getRow(header).values = [
    "Plant",
    "Notes",
    "Days with data",
    "Days estimated",
    "Late days",
    "Missing days",
    "Status",
  ];
  styleHeaderRow(ws, header, 1, 7, fill);
  for (const c of [3, 4]) ws.getColumn(c).numFmt = FMT.days;
  for (const c of [3, 4, 5, 6, 7]) ws.getColumn(c).width = 16;
  model.plants.forEach((p, i) => {
    const q = p.quality;
    const notes = [
      ...estimationNotes(p),
      ...q.sanity.map((s) => s.message),
      ...q.warnings,
      q.nonNumericValues > 0 ? `${q.nonNumericValues} non-numeric values ignored` : "",
      q.impossibleValues > 0 ? `${q.impossibleValues} impossible values left out` : "",
    ]
      .filter(Boolean)
      .join("; ");
    const r = header + 1 + i;
    ws.getRow(r).values = [
      p.name,
      notes || "none",
      p.metrics.daysWithData,
      p.metrics.daysEstimated,
      q.lateDays.join(", ") || "none",
      q.missingDays.join(", ") || "none",
      p.status === "ok" ? "ok" : `failed: ${p.error ?? "no data"}`,
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
