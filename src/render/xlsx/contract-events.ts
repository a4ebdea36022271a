/**
 * The contract's events (the events file's rows that overlap its periods) as a table with an
 * autofilter: plant, start and end (plant-local; an event is [start, end)), category, share of
 * the capacity affected, reference. The days' "events" column names the same references.
 */
import type { Worksheet } from "exceljs";
import { excelDate, localRange } from "./cells.js";
import type { BuildContext } from "./context.js";
import type { ContractPlantEntry } from "./contract-sheet.js";
import { styleHeaderRow } from "./styles.js";

const DATE_TIME = "yyyy-mm-dd hh:mm";
const COLUMNS = 6;

/** "2026-03-04T06:30" → its Excel date-time serial. */
function excelDateTime(localTime: string): number {
  const [h, m] = localTime.slice(11, 16).split(":").map(Number) as [number, number];
  return excelDate(localTime.slice(0, 10)) + (h * 60 + m) / 1440;
}

/** Writes the table from `start`; returns the row after it. */
export function writeEvents(
  ws: Worksheet,
  start: number,
  entries: readonly ContractPlantEntry[],
  ctx: BuildContext,
): number {
  const C = ctx.L.contract;
  ws.getCell(start, 1).value = C.events;
  ws.getCell(start, 1).font = { bold: true, size: 12 };
  const header = start + 1;
  ws.getRow(header).values = [
    C.eventPlant,
    C.eventStart,
    C.eventEnd,
    C.eventCategory,
    C.eventShare,
    C.eventReference,
  ];
  styleHeaderRow(ws, header, 1, COLUMNS, ctx.fill);
  const rows = entries.flatMap(({ plant, w }) =>
    [...w.events]
      .sort((a, b) => a.start.localeCompare(b.start))
      .map((e) => [
        plant.name,
        excelDateTime(e.start),
        excelDateTime(e.end),
        C.cause(e.category),
        e.share,
        e.reference,
      ]),
  );
  if (rows.length === 0) {
    ws.getCell(header + 1, 1).value = C.noEvents;
    return header + 2;
  }
  rows.forEach((values, i) => {
    const r = ws.getRow(header + 1 + i);
    r.values = values;
    r.getCell(2).numFmt = DATE_TIME;
    r.getCell(3).numFmt = DATE_TIME;
    r.getCell(5).numFmt = "0%";
  });
  const last = header + rows.length;
  ws.autoFilter = localRange(header, 1, last, COLUMNS);
  return last + 1;
}
