/**
 * The month's commentary (definition `commentary: <folder>`): `<folder>/YYYY-MM.yaml` maps a
 * plant id to a few sentences of plain text, printed on that plant's page. No file for the
 * month is no commentary; a file that breaks the rules stops the run (exit 2) with every
 * problem listed; an id that is not in the report is only a warning (a plant sold mid-year).
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { DefinitionError, type DefinitionIssue } from "../../definition/index.js";
import { readText } from "../../definition/read-text.js";
import { type ReportWarning, reportWarning } from "../../vocabulary/report-warning.js";

/** About five sentences: what fits under a plant's figures without pushing them off the page. */
export const MAX_COMMENTARY_CHARS = 600;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Plant id (lower case) → text. */
export type Commentary = Map<string, string>;

async function readOptional(path: string): Promise<string | null> {
  try {
    return await readFile(path, "utf8");
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return null;
    throw new DefinitionError(path, [
      { path: "", message: `cannot read it (${code ?? (err as Error).message})` },
    ]);
  }
}

function textIssue(id: string, value: unknown): string | null {
  if (typeof value !== "string") return "expected plain text (a few sentences), not a list or a mapping";
  const chars = [...value.trim()].length;
  if (chars === 0) return "empty: write a few sentences or remove the line";
  if (chars > MAX_COMMENTARY_CHARS)
    return `${chars} characters: at most ${MAX_COMMENTARY_CHARS} (a few sentences) fit on the plant's page`;
  return UUID.test(id)
    ? null
    : `${JSON.stringify(id)} is not a plant id: expected a UUID as \`solar-report plants\` lists it`;
}

/** The report month's commentary; `folder` null (no `commentary` key) gives none. */
export async function readCommentary(folder: string | null, month: string): Promise<Commentary> {
  const out: Commentary = new Map();
  if (folder === null) return out;
  const path = join(folder, `${month}.yaml`);
  const text = await readOptional(path);
  if (text === null) return out;
  const raw = readText(text, path);
  if (raw === null || raw === undefined) return out;
  if (typeof raw !== "object" || Array.isArray(raw))
    throw new DefinitionError(path, [{ path: "", message: "expected a mapping of plant id → text" }]);
  const issues: DefinitionIssue[] = [];
  for (const [id, value] of Object.entries(raw)) {
    const problem = textIssue(id, value);
    if (problem) issues.push({ path: id, message: problem });
    else out.set(id.toLowerCase(), (value as string).trim().replace(/\r\n?/g, "\n"));
  }
  if (issues.length > 0) throw new DefinitionError(path, issues);
  return out;
}

/** Ids the commentary names that the report does not have (warned, not fatal). */
export function commentaryWarnings(
  commentary: Commentary,
  month: string,
  selectionIds: readonly string[],
): ReportWarning[] {
  const known = new Set(selectionIds.map((id) => id.toLowerCase()));
  return [...commentary.keys()]
    .filter((id) => !known.has(id))
    .map((id) =>
      reportWarning(
        "commentaryUnknownPlant",
        { file: `${month}.yaml`, plant: id },
        `commentary ${month}.yaml: plant ${id} is not in this report: its text is not printed`,
      ),
    );
}
