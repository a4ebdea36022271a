/**
 * The daily table's columns: units once in the header; an estimated energy value is set in
 * italics with the marker of its source (DESIGN.md "Monthly figures", estimated values).
 */
import type { MessageKey } from "../../../i18n/index.js";
import type { DailyRow, DayStatus } from "../../../metrics/model.js";
import type { Formatters } from "./format.js";
import { MARKERS } from "./labels.js";
import { CONTENT_WIDTH } from "./theme.js";

/** A cell's text; `estimated` sets it in italics. */
export interface Cell {
  text: string;
  estimated?: boolean;
}

interface Column {
  title: MessageKey;
  /** A unit from the catalog, or a symbol the same in every language. */
  unit: MessageKey | "%" | "°C" | "";
  width: number;
  align: "left" | "right";
  cell: (r: DailyRow, f: Formatters) => string | Cell;
}

/** The measured value, else the estimate in italics with its source marker. */
export function energy(
  measured: number | null,
  est: number | null,
  source: keyof typeof MARKERS | null,
  f: Formatters,
): Cell {
  if (measured !== null || est === null || source === null) return { text: f.number(measured, 0) };
  return { text: `${MARKERS[source]} ${f.number(est, 0)}`, estimated: true };
}

const STATUS: Record<DayStatus, MessageKey> = {
  ok: "pdf.status.complete",
  partial: "pdf.status.partial",
  missing: "pdf.noData",
  future: "pdf.notYetReported",
};

/**
 * A day without yield is a "day without data" in the notice, the charts and Data quality
 * (DESIGN.md: daysWithData counts yields), even when other values arrived: say so here too.
 */
export const noYield = (r: DailyRow) => r.status === "partial" && r.yieldKwh === null;

/** "No yield, estimated, late": the day's status words, as a list of tags. */
function statusText(r: DailyRow, f: Formatters): string {
  // An outage day has data, but is no "Complete" day: it says what happened.
  const words = [f.t(noYield(r) ? "pdf.noYield" : r.outage ? "pdf.status.outage" : STATUS[r.status])];
  if (r.yieldEstimateSource !== null || r.meterYieldEstimateSource !== null)
    words.push(f.t("pdf.status.estimated"));
  if (r.late) words.push(f.t("pdf.status.late"));
  return words.join(", ");
}

export const pct = (v: number | null, f: Formatters) => f.number(v === null ? null : v * 100, 1);

export const COLUMNS: Column[] = [
  { title: "pdf.table.date", unit: "", width: 74, align: "left", cell: (r, f) => f.day(r.date) },
  {
    title: "pdf.table.yield",
    unit: "unit.kwh",
    width: 52,
    align: "right",
    cell: (r, f) => energy(r.yieldKwh, r.yieldEstimatedKwh, r.yieldEstimateSource, f),
  },
  {
    title: "pdf.table.meterYield",
    unit: "unit.kwh",
    width: 62,
    align: "right",
    cell: (r, f) => energy(r.meterYieldKwh, r.meterYieldEstimatedKwh, r.meterYieldEstimateSource, f),
  },
  {
    title: "pdf.table.irradiation",
    unit: "unit.kwhPerM2",
    width: 60,
    align: "right",
    cell: (r, f) => f.number(r.irradiationKwhM2, 2),
  },
  { title: "pdf.table.prEffective", unit: "%", width: 42, align: "right", cell: (r, f) => pct(r.pr, f) },
  {
    title: "pdf.table.availability",
    unit: "%",
    width: 60,
    align: "right",
    cell: (r, f) => pct(r.availability, f),
  },
  {
    title: "pdf.table.cellTemperature",
    unit: "°C",
    width: 52,
    align: "right",
    cell: (r, f) => f.number(r.cellTemperatureC, 1),
  },
  {
    title: "pdf.table.status",
    unit: "",
    // What is left (≈ 109 pt): "Kein Ertrag, geschätzt, verspätet" needs the room.
    width: CONTENT_WIDTH - 402,
    align: "left",
    cell: (r, f) => statusText(r, f),
  },
];

/** A column's header unit as printed. */
export function columnUnit(c: Column, f: Formatters): string {
  return c.unit === "" || c.unit === "%" || c.unit === "°C" ? c.unit : f.t(c.unit);
}
