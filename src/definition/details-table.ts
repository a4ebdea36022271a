/**
 * A plant-details table (rows of a CSV or XLSX file) → the `plantDetails` mapping the YAML
 * would hold, plus every problem of the file at once, each naming the row and the column as
 * the spreadsheet shows them. Value rules (limits, messages) are left to the schema, which
 * validates the mapping; `columnOf` maps its issue paths back to columns.
 */
import { type Cell, type DecimalMark, detectDecimalMark, parseNumberText } from "./details-cells.js";
import type { DefinitionIssue } from "./errors.js";
import { plantId } from "./plant-fields.js";
import { closest } from "./suggest.js";

export interface DetailsTable {
  /** Row 1, trimmed. */
  header: string[];
  /** `row`: the spreadsheet's row number (the header is row 1). */
  rows: { row: number; cells: Cell[] }[];
}

const MONTHLY = ["budgetKwh", "irradiationNormalKwhM2"] as const;
const SCALAR = ["capacityKwp", "tariff", "prTarget", "availabilityTarget", "temperatureCoefficient"] as const;
/** The yield study's one-year energies: after the monthly columns, so files made before them keep their layout. */
const ANNUAL = ["p50AnnualKwh", "p90AnnualKwh"] as const;
const TEXT = ["locale"] as const;
const pad = (m: number) => String(m).padStart(2, "0");
const monthColumns = (key: string) => Array.from({ length: 12 }, (_, i) => `${key}_${pad(i + 1)}`);

/** Every column a details file may have, in the template's order. */
export const DETAILS_COLUMNS = ["id", ...SCALAR, ...TEXT, ...MONTHLY.flatMap(monthColumns), ...ANNUAL];

/** The column of a plant detail's path (["budgetKwh", 2] → "budgetKwh_03"). */
export function columnOf(path: readonly PropertyKey[]): string {
  const [key, index] = path;
  return typeof index === "number" ? `${String(key)}_${pad(index + 1)}` : String(key ?? "id");
}

export function columnLetter(index: number): string {
  let n = index + 1;
  let s = "";
  while (n > 0) {
    s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

export interface TableDetails {
  details: Record<string, Record<string, unknown>>;
  /** plant id → its row */
  rowOf: Map<string, number>;
  issues: DefinitionIssue[];
}

type Issue = (row: number | null, column: string | null, message: string) => void;

/** Column name → index; unknown, repeated and unnamed columns are reported. */
function readHeader(table: DetailsTable, issue: Issue): Map<string, number> {
  const columns = new Map<string, number>();
  table.header.forEach((name, i) => {
    const where = `column ${columnLetter(i)}`;
    if (name === "") {
      if (table.rows.some((r) => r.cells[i] != null)) issue(null, where, "has values but no name in row 1");
      return;
    }
    if (!DETAILS_COLUMNS.includes(name)) {
      const match = closest(name, DETAILS_COLUMNS);
      const hint = match ? `did you mean "${match}"?` : "see templates/plant-details.csv for the columns";
      issue(null, `${where} "${name}"`, `unknown column; ${hint}`);
    } else if (columns.has(name)) {
      issue(null, `${where} "${name}"`, `repeated (also column ${columnLetter(columns.get(name)!)})`);
    } else columns.set(name, i);
  });
  if (table.header.length > 0 && !columns.has("id")) issue(null, null, 'no "id" column in row 1');
  return columns;
}

function textOf(cell: Cell): string {
  if (cell === null) return "";
  if (typeof cell === "object") return "";
  return String(cell);
}

/** A number cell, or the message saying why it is not one. */
function numberOf(cell: Cell, mark: DecimalMark): number | string {
  if (typeof cell === "number") return cell;
  if (cell !== null && typeof cell === "object") return cell.invalid;
  const n = parseNumberText(cell ?? "", mark);
  return n === null ? `${JSON.stringify(cell)} is not a number` : n;
}

interface RowContext {
  columns: Map<string, number>;
  mark: DecimalMark;
  issue: Issue;
}

function rowDetails(row: number, cells: Cell[], ctx: RowContext): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const cellAt = (column: string) => {
    const i = ctx.columns.get(column);
    return i === undefined ? null : (cells[i] ?? null);
  };
  const num = (column: string): number | undefined => {
    const cell = cellAt(column);
    if (cell === null) return undefined;
    const n = numberOf(cell, ctx.mark);
    if (typeof n === "string") ctx.issue(row, column, n);
    return typeof n === "number" ? n : undefined;
  };
  for (const key of [...SCALAR, ...ANNUAL]) {
    const n = num(key);
    if (n !== undefined) out[key] = n;
  }
  for (const key of TEXT) {
    const cell = cellAt(key);
    if (cell !== null) out[key] = typeof cell === "object" ? cell.invalid : String(cell).trim();
  }
  for (const key of MONTHLY) {
    const names = monthColumns(key);
    const blank = names.filter((c) => cellAt(c) === null);
    const values = names.map(num);
    if (blank.length > 0 && blank.length < 12) {
      const message = `blank while other months of ${key} are set: fill all 12 months (${names[0]} … ${names[11]}) or leave all blank`;
      const listed =
        blank.length > 3 ? `${blank.slice(0, 3).join(", ")} and ${blank.length - 3} more` : blank.join(", ");
      ctx.issue(row, listed, message);
    } else if (blank.length === 0 && values.every((v) => v !== undefined)) out[key] = values;
  }
  return out;
}

/** The text of every cell that should hold a number (for the file's decimal mark). */
function numberTexts(table: DetailsTable, columns: Map<string, number>): string[] {
  const indexes = [...columns].filter(([name]) => name !== "id" && name !== "locale").map(([, i]) => i);
  return table.rows.flatMap((r) =>
    indexes.map((i) => r.cells[i]).filter((c): c is string => typeof c === "string"),
  );
}

/** The rows as the `plantDetails` mapping; `file` names the file in every message. */
export function tableDetails(table: DetailsTable, file: string, fallbackMark: DecimalMark): TableDetails {
  const issues: DefinitionIssue[] = [];
  const issue: Issue = (row, column, message) => {
    const where = [row === null ? file : `${file} row ${row}`, column].filter((x) => x !== null).join(", ");
    issues.push({ path: where, message });
  };
  if (table.header.length === 0) {
    issue(null, null, "empty: row 1 must name the columns (see templates/plant-details.csv)");
    return { details: {}, rowOf: new Map(), issues };
  }
  const columns = readHeader(table, issue);
  const ctx: RowContext = {
    columns,
    mark: detectDecimalMark(numberTexts(table, columns), fallbackMark),
    issue,
  };
  const details: Record<string, Record<string, unknown>> = {};
  const rowOf = new Map<string, number>();
  const seen = new Map<string, number>();
  for (const { row, cells } of table.rows) {
    if (cells.every((c) => c === null)) continue;
    if (cells.length > table.header.length && cells.slice(table.header.length).some((c) => c !== null))
      issue(row, null, "more values than row 1 has column names");
    const idCell = columns.has("id") ? (cells[columns.get("id")!] ?? null) : null;
    const id = textOf(idCell).trim();
    const parsed = plantId.safeParse(id);
    if (id === "") {
      if (columns.has("id")) issue(row, "id", "required: every row with values needs its plant id");
    } else if (!parsed.success) {
      issue(row, "id", parsed.error.issues[0]!.message);
    } else if (seen.has(id.toLowerCase())) {
      issue(row, "id", `plant ${id} is already in row ${seen.get(id.toLowerCase())}`);
    }
    const values = rowDetails(row, cells, ctx);
    if (!parsed.success || seen.has(id.toLowerCase())) continue;
    seen.set(id.toLowerCase(), row);
    details[id] = values;
    rowOf.set(id, row);
  }
  return { details, rowOf, issues };
}
