/**
 * The Method sheet: what the figures are and how they were made — period, definition,
 * units, the formulas of DESIGN.md "Monthly figures", the portfolio weighting rule, data
 * completeness and late data per plant, and when the file was generated.
 */
import type { Worksheet } from "exceljs";
import type { ReportModel } from "../../metrics/model.js";
import { FMT, styleHeaderRow, TITLE_FONT } from "./styles.js";

export const FORMULAS: [string, string][] = [
  ["Yield (kWh)", "Σ daily historical_plant_daily_yield over the plant's local calendar days of the month"],
  ["Meter yield (kWh)", "Σ daily historical_plant_meter_yield"],
  ["Irradiation (kWh/m²)", "Σ daily historical_plant_irradiation"],
  ["PR", "Σ(PR_d·H_d) / Σ H_d over the days with both values (irradiation-weighted, never the plain mean)"],
  ["Availability", "Σ(A_d·H_d) / Σ H_d over the days with both values"],
  ["Cell temperature (°C)", "Σ(T_d·H_d) / Σ H_d"],
  ["Specific yield (kWh/kWp)", "yield / capacity (empty without a capacity)"],
  ["Budget variance", "yield / P50 budget of the month − 1"],
  ["Revenue", "meter yield × tariff (empty without a tariff)"],
  ["Days with data", "days with a daily yield"],
  ["Late days", "days the service's freshness report marks 'No Update'"],
  ["Empty cells", "no valid value: sums skip them, and a figure with no valid day is empty, never 0"],
];

function keyValues(ws: Worksheet, start: number, rows: [string, string][]): number {
  rows.forEach(([k, v], i) => {
    ws.getCell(start + i, 1).value = k;
    ws.getCell(start + i, 1).font = { bold: true };
    ws.getCell(start + i, 2).value = v;
  });
  return start + rows.length + 1;
}

function period(model: ReportModel): string {
  const first = model.dates[0] ?? model.month;
  const last = model.dates.at(-1) ?? model.month;
  const through = model.reportedThrough ? ` (month in progress: days up to ${model.reportedThrough})` : "";
  return `${first} to ${last}, each plant's local calendar days${through}`;
}

export function fillMethodSheet(ws: Worksheet, model: ReportModel, theme: string, fill: string): void {
  ws.getColumn(1).width = 28;
  ws.getColumn(2).width = 100;
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
  ws.getCell(row, 1).value = "Formulas";
  ws.getCell(row, 1).font = TITLE_FONT;
  row = keyValues(ws, row + 1, [...FORMULAS, ["Portfolio", model.portfolio.weightingRule]]);
  row = qualityTable(ws, model, row, fill);
  if (model.warnings.length > 0) {
    ws.getCell(row, 1).value = "Warnings";
    ws.getCell(row, 1).font = TITLE_FONT;
    model.warnings.forEach((w, i) => {
      ws.getCell(row + 1 + i, 1).value = w;
    });
  }
}

function qualityTable(ws: Worksheet, model: ReportModel, start: number, fill: string): number {
  ws.getCell(start, 1).value = "Data completeness and late data";
  ws.getCell(start, 1).font = TITLE_FONT;
  const header = start + 1;
  ws.getRow(header).values = [
    "Plant",
    "Status",
    "Days with data",
    "Days",
    "Late days",
    "Missing days",
    "Notes",
  ];
  styleHeaderRow(ws, header, 1, 7, fill);
  for (const c of [3, 4, 5]) ws.getColumn(c).numFmt = FMT.days;
  model.plants.forEach((p, i) => {
    const q = p.quality;
    ws.getRow(header + 1 + i).values = [
      p.name,
      p.status === "ok" ? "ok" : `failed: ${p.error ?? "no data"}`,
      p.metrics.daysWithData,
      p.metrics.daysInMonth,
      q.lateDays.join(", ") || "none",
      q.missingDays.join(", ") || "none",
      [...q.warnings, q.nonNumericValues > 0 ? `${q.nonNumericValues} non-numeric values ignored` : ""]
        .filter(Boolean)
        .join("; "),
    ];
  });
  return header + model.plants.length + 2;
}
