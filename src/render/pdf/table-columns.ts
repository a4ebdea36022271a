/**
 * The daily table's columns: units once in the header; an estimated energy value is set in
 * italics with the marker of its source (DESIGN.md "Monthly figures", estimated values).
 */
import type { DailyRow, DayStatus } from "../../metrics/model.js";
import type { Formatters } from "./format.js";
import { TABLE } from "./labels.js";
import { CONTENT_WIDTH } from "./theme.js";

/** A cell's text; `estimated` sets it in italics. */
export interface Cell {
  text: string;
  estimated?: boolean;
}

interface Column {
  title: string;
  unit: string;
  width: number;
  align: "left" | "right";
  cell: (r: DailyRow, f: Formatters) => string | Cell;
}

/** The measured value, else the estimate in italics with its source marker. */
function energy(
  measured: number | null,
  est: number | null,
  source: keyof typeof TABLE.markers | null,
  f: Formatters,
): Cell {
  if (measured !== null || est === null || source === null) return { text: f.number(measured, 0) };
  return { text: `${TABLE.markers[source]} ${f.number(est, 0)}`, estimated: true };
}

const STATUS: Record<DayStatus, string> = {
  ok: "Complete",
  partial: "Partial",
  missing: "No data",
  future: "Not yet reported",
};

/**
 * A day without yield is a "day without data" in the notice, the charts and Data quality
 * (DESIGN.md: daysWithData counts yields), even when other values arrived: say so here too.
 */
export const noYield = (r: DailyRow) => r.status === "partial" && r.yieldKwh === null;
function statusText(r: DailyRow): string {
  const base = noYield(r) ? "No yield" : STATUS[r.status];
  return r.yieldEstimateSource !== null || r.meterYieldEstimateSource !== null
    ? `${base}, ${TABLE.estimatedStatus}`
    : base;
}

export const pct = (v: number | null, f: Formatters) => f.number(v === null ? null : v * 100, 1);

export const COLUMNS: Column[] = [
  { title: "Date", unit: "", width: 76, align: "left", cell: (r, f) => f.day(r.date) },
  {
    title: "Yield",
    unit: "kWh",
    width: 58,
    align: "right",
    cell: (r, f) => energy(r.yieldKwh, r.yieldEstimatedKwh, r.yieldEstimateSource, f),
  },
  {
    title: "Meter yield",
    unit: "kWh",
    width: 66,
    align: "right",
    cell: (r, f) => energy(r.meterYieldKwh, r.meterYieldEstimatedKwh, r.meterYieldEstimateSource, f),
  },
  {
    title: "Irradiation",
    unit: "kWh/m²",
    width: 62,
    align: "right",
    cell: (r, f) => f.number(r.irradiationKwhM2, 2),
  },
  { title: "Eff. PR", unit: "%", width: 44, align: "right", cell: (r, f) => pct(r.pr, f) },
  { title: "Availability", unit: "%", width: 64, align: "right", cell: (r, f) => pct(r.availability, f) },
  {
    title: "Cell temp.",
    unit: "°C",
    width: 58,
    align: "right",
    cell: (r, f) => f.number(r.cellTemperatureC, 1),
  },
  {
    title: "Data status",
    unit: "",
    width: CONTENT_WIDTH - 428,
    align: "left",
    cell: (r) => (r.late ? `${statusText(r)}, late` : statusText(r)),
  },
];
