/**
 * `plantDetails: <file>.csv|.xlsx`: the file (relative to the definition) is read and its rows
 * replace the path before the definition is validated, so a value in a file meets exactly the
 * rules and messages of the same value in the YAML mapping. The schema's issues about the
 * mapping are then told as the file's row and column (`details.csv row 7, budgetKwh_03: …`).
 */
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { readCsvTable, TableReadError } from "./details-csv.js";
import { columnOf, type TableDetails, tableDetails } from "./details-table.js";
import { readXlsxTable } from "./details-xlsx.js";
import type { DefinitionIssue } from "./errors.js";

export interface DetailsFile extends TableDetails {
  /** The path as the definition writes it (messages name it so). */
  file: string;
}

const READ_ERRORS: Record<string, string> = {
  ENOENT: "file not found",
  EISDIR: "is a folder, not a file",
  EACCES: "permission denied",
};

const isXlsx = (file: string) => /\.xlsx$/i.test(file);
const isCsv = (file: string) => /\.csv$/i.test(file);

function failed(file: string, message: string): DetailsFile {
  return { file, details: {}, rowOf: new Map(), issues: [{ path: file, message }] };
}

function readError(err: unknown, abs: string): string {
  if (err instanceof TableReadError) return err.message;
  const code = (err as NodeJS.ErrnoException).code ?? "";
  const reason = READ_ERRORS[code] ?? `cannot read it (${code || (err as Error).message})`;
  return `${reason}: ${abs} (paths are relative to the definition file)`;
}

function fromCsv(file: string, bytes: Uint8Array): DetailsFile {
  const { table, fallbackMark } = readCsvTable(bytes);
  return { file, ...tableDetails(table, file, fallbackMark) };
}

/** Reads a CSV or an XLSX details file. Never throws: problems come back as issues. */
export async function loadDetailsFile(file: string, baseDir: string): Promise<DetailsFile> {
  const abs = resolve(baseDir, file);
  try {
    const bytes = new Uint8Array(await readFile(abs));
    if (isXlsx(file)) return { file, ...tableDetails(await readXlsxTable(bytes), file, ".") };
    return fromCsv(file, bytes);
  } catch (err) {
    return failed(file, readError(err, abs));
  }
}

/** The synchronous reader of parseDefinition: CSV only (reading an XLSX is asynchronous). */
export function loadDetailsFileSync(file: string, baseDir: string): DetailsFile {
  if (isXlsx(file))
    return failed(file, "an XLSX file is read by loadDefinition/readDefinition (asynchronous)");
  const abs = resolve(baseDir, file);
  try {
    return fromCsv(file, new Uint8Array(readFileSync(abs)));
  } catch (err) {
    return failed(file, readError(err, abs));
  }
}

export function isDetailsFileName(value: unknown): value is string {
  return typeof value === "string" && (isCsv(value) || isXlsx(value));
}

/** A schema issue under `plantDetails.<id>…`, told as the file's row and column. */
export function relocate(issue: { path: PropertyKey[]; message: string }, df: DetailsFile): DefinitionIssue {
  const id = issue.path[1];
  const row = typeof id === "string" ? df.rowOf.get(id) : undefined;
  if (row === undefined) return { path: df.file, message: issue.message };
  return { path: `${df.file} row ${row}, ${columnOf(issue.path.slice(2))}`, message: issue.message };
}
