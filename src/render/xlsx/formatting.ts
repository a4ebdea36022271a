/**
 * Conditional formats finance reads at a glance (ISO/IEC 29500-1 §18.3.1.10, expression
 * rules): availability bands, a ratio against its target, yield against budget. Every rule
 * tests ISNUMBER first, so empty cells (no data) stay uncoloured instead of reading as 0.
 */
import type { Worksheet } from "exceljs";
import { cellRef, localRange } from "./cells.js";

const GREEN_DARK = "63BE7B";
const GREEN = "C6EFCE";
const YELLOW = "FFEB9C";
const ORANGE = "F8CBAD";
const RED = "FFC7CE";

/** Top-left cell first; the rules' formulas are relative to it. */
export interface Area {
  firstRow: number;
  firstCol: number;
  lastRow: number;
  lastCol: number;
}

function rule(expr: string, rgb: string, priority: number) {
  return {
    type: "expression" as const,
    formulae: [expr],
    priority,
    style: { fill: { type: "pattern" as const, pattern: "solid" as const, bgColor: { argb: `FF${rgb}` } } },
  };
}

function add(ws: Worksheet, a: Area, bands: [string, string][]): void {
  if (a.lastRow < a.firstRow || a.lastCol < a.firstCol) return;
  const x = cellRef(a.firstRow, a.firstCol);
  ws.addConditionalFormatting({
    ref: localRange(a.firstRow, a.firstCol, a.lastRow, a.lastCol),
    rules: bands.map(([cond, rgb], i) => rule(`AND(ISNUMBER(${x}),${cond.replaceAll("X", x)})`, rgb, i + 1)),
  });
}

/** Availability bands: 100 %, ≥ 98 %, ≥ 95 %, ≥ 80 %, below. */
export const AVAILABILITY_BANDS: [number, string][] = [
  [1, GREEN_DARK],
  [0.98, GREEN],
  [0.95, YELLOW],
  [0.8, ORANGE],
];

export function availabilityBands(ws: Worksheet, a: Area): void {
  add(ws, a, [
    ...AVAILABILITY_BANDS.map(([min, rgb]): [string, string] => [`X>=${min}`, rgb]),
    ["X<0.8", RED],
  ]);
}

/** Green at or above the target in the same row (column `targetCol`), red below. */
export function targetBands(ws: Worksheet, a: Area, targetCol: number): void {
  const target = cellRef(a.firstRow, targetCol).replace(/^([A-Z]+)/, "$$$1");
  add(ws, a, [
    [`ISNUMBER(${target}),X>=${target}`, GREEN],
    [`ISNUMBER(${target}),X<${target}`, RED],
  ]);
}

/** Variance to budget: ≥ 0 green, down to −5 % amber, below red. */
export function varianceBands(ws: Worksheet, a: Area): void {
  add(ws, a, [
    ["X>=0", GREEN],
    ["X>=-0.05", YELLOW],
    ["X<-0.05", RED],
  ]);
}
