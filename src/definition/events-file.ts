/**
 * The events file (`events: events.csv|.xlsx`): outages with their causes, which the service
 * does not report. Columns: plant (id, or name as the service lists it), start and end
 * (plant-local YYYY-MM-DDTHH:MM, an event is [start, end)), category (IEC TS 63019), share of
 * the capacity affected (0–1, default 1), reference. Every problem names the row and the fix.
 */
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { OUTAGE_CATEGORIES, type OutageCategory, unknownCategoryMessage } from "./contract-terms.js";
import { type Cell, parseNumberText } from "./details-cells.js";
import { readCsvTable, TableReadError } from "./details-csv.js";
import type { DetailsTable } from "./details-table.js";
import { readXlsxTable } from "./details-xlsx.js";
import type { DefinitionIssue } from "./errors.js";
import { didYouMean } from "./suggest.js";

export interface ContractEvent {
  /** a plant id, or a plant's name as the service lists it */
  plant: string;
  /** plant-local YYYY-MM-DDTHH:MM, inclusive */
  start: string;
  /** plant-local YYYY-MM-DDTHH:MM, exclusive */
  end: string;
  category: OutageCategory;
  /** share of the capacity affected, (0, 1] */
  share: number;
  reference: string | null;
  /** the file's row (the header is row 1) */
  row: number;
}

export const EVENT_COLUMNS = ["plant", "start", "end", "category", "share", "reference"] as const;
const REQUIRED = ["plant", "start", "end", "category"] as const;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(:00)?$/;

/** Minutes since 1970-01-01 00:00 of a plant-local YYYY-MM-DDTHH:MM; null when it is not one. */
export function localMinutes(text: string): number | null {
  const m = DATE_TIME.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1, 6).map(Number) as [number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi);
  const back = new Date(ms);
  if (back.getUTCDate() !== d || back.getUTCMonth() !== mo - 1 || h > 23 || mi > 59) return null;
  return ms / 60_000;
}

const text = (c: Cell | undefined): string | null =>
  c === null || c === undefined ? null : typeof c === "object" ? null : String(c).trim() || null;

const canonical = (minutes: number) => new Date(minutes * 60_000).toISOString().slice(0, 16);

type Issue = (row: number, column: string, message: string) => void;

function dateTime(cell: Cell | undefined, row: number, column: string, issue: Issue): number | null {
  const t = text(cell);
  const minutes = t === null ? null : localMinutes(/^\d{4}-\d{2}-\d{2}$/.test(t) ? `${t}T00:00` : t);
  if (minutes === null)
    issue(
      row,
      column,
      `${JSON.stringify(t ?? "")}: expected the plant-local time as YYYY-MM-DDTHH:MM (e.g. 2026-03-04T06:30)`,
    );
  return minutes;
}

function share(cell: Cell | undefined, row: number, issue: Issue): number {
  if (cell === null || cell === undefined) return 1;
  const mark = typeof cell === "string" && cell.includes(",") && !cell.includes(".") ? "," : ".";
  const n = typeof cell === "number" ? cell : typeof cell === "string" ? parseNumberText(cell, mark) : null;
  if (n === null || n <= 0)
    issue(
      row,
      "share",
      `${JSON.stringify(cell)}: expected the share of capacity affected, above 0 and at most 1 (default 1)`,
    );
  else if (n > 1 && n <= 100)
    issue(row, "share", `${n} looks like a percentage: write ${n / 100} for ${n} %`);
  else if (n > 1) issue(row, "share", `${n}: expected a share of capacity from 0 to 1`);
  else return n;
  return 1;
}

function columnsOf(table: DetailsTable, file: string, issues: DefinitionIssue[]): Map<string, number> {
  const columns = new Map<string, number>();
  table.header.forEach((name, i) => {
    if ((EVENT_COLUMNS as readonly string[]).includes(name)) columns.set(name, i);
    else if (name !== "")
      issues.push({
        path: `${file} row 1`,
        message: `unknown column ${JSON.stringify(name)}${didYouMean(name, EVENT_COLUMNS)} (columns: ${EVENT_COLUMNS.join(", ")})`,
      });
  });
  for (const name of REQUIRED)
    if (!columns.has(name))
      issues.push({
        path: `${file} row 1`,
        message: `no ${name} column: add it (columns: ${EVENT_COLUMNS.join(", ")})`,
      });
  return columns;
}

/** The table's events and every problem of its rows (overlaps and contracts are checked by event-checks.ts). */
export function tableEvents(
  table: DetailsTable,
  file: string,
): { events: ContractEvent[]; issues: DefinitionIssue[] } {
  const issues: DefinitionIssue[] = [];
  const columns = columnsOf(table, file, issues);
  if (issues.length > 0) return { events: [], issues };
  const issue: Issue = (row, column, message) =>
    issues.push({ path: `${file} row ${row}, ${column}`, message });
  const events: ContractEvent[] = [];
  for (const { row, cells } of table.rows) {
    const cell = (name: string) => cells[columns.get(name) ?? -1];
    if (cells.every((c) => text(c) === null)) continue;
    const plant = text(cell("plant"));
    if (plant === null) issue(row, "plant", "required: the plant's id (or its name as the service lists it)");
    const start = dateTime(cell("start"), row, "start", issue);
    const end = dateTime(cell("end"), row, "end", issue);
    if (start !== null && end !== null && end <= start)
      issue(
        row,
        "end",
        end < start ? "end before start: swap them" : "end equals start: an event lasts at least a minute",
      );
    const category = text(cell("category"));
    const known = (OUTAGE_CATEGORIES as readonly string[]).includes(category ?? "");
    if (!known) issue(row, "category", unknownCategoryMessage(category ?? ""));
    const s = share(cell("share"), row, issue);
    if (plant === null || start === null || end === null || end <= start || !known) continue;
    events.push({
      plant,
      start: canonical(start),
      end: canonical(end),
      category: category as OutageCategory,
      share: s,
      reference: text(cell("reference")),
      row,
    });
  }
  return { events, issues };
}

type Loaded = { events: ContractEvent[]; issues: DefinitionIssue[] };

function readFailure(err: unknown, file: string, abs: string): Loaded {
  const message =
    err instanceof TableReadError
      ? err.message
      : (err as NodeJS.ErrnoException).code === "ENOENT"
        ? `file not found: ${abs} (paths are relative to the definition file)`
        : `cannot read it (${(err as Error).message})`;
  return { events: [], issues: [{ path: file, message }] };
}

/** Reads the events file named by the definition. Never throws: problems come back as issues. */
export async function loadEventsFile(file: string, baseDir: string): Promise<Loaded> {
  const abs = resolve(baseDir, file);
  try {
    const bytes = new Uint8Array(await readFile(abs));
    const table = /\.xlsx$/i.test(file) ? await readXlsxTable(bytes) : readCsvTable(bytes).table;
    return tableEvents(table, file);
  } catch (err) {
    return readFailure(err, file, abs);
  }
}

/** The synchronous reader of parseDefinition: CSV only (reading an XLSX is asynchronous). */
export function loadEventsFileSync(file: string, baseDir: string): Loaded {
  if (/\.xlsx$/i.test(file))
    return {
      events: [],
      issues: [
        { path: file, message: "an XLSX file is read by loadDefinition/readDefinition (asynchronous)" },
      ],
    };
  const abs = resolve(baseDir, file);
  try {
    return tableEvents(readCsvTable(new Uint8Array(readFileSync(abs))).table, file);
  } catch (err) {
    return readFailure(err, file, abs);
  }
}
