/**
 * Turns a definition file's text into a validated ReportDefinition and checks the paths it
 * names. Every problem found is reported at once in one DefinitionError. A `plantDetails`
 * file is read first (details-file.ts) and validated as the mapping it stands for.
 */
import { readFileSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import type { Branding } from "../metrics/model.js";
import { imageProblem } from "../render/pdf/engine/image-probe.js";
import { contractCoverageIssues } from "./contract-coverage.js";
import { decodeDefinition } from "./decode-text.js";
import {
  type DetailsFile,
  isDetailsFileName,
  loadDetailsFile,
  loadDetailsFileSync,
  relocate,
} from "./details-file.js";
import { DefinitionError, type DefinitionIssue } from "./errors.js";
import { contractClientIssues, eventIssues } from "./event-checks.js";
import { type ContractEvent, loadEventsFile, loadEventsFileSync } from "./events-file.js";
import { definitionIssues, requiredMessage } from "./issues.js";
import { plantDetailsFile } from "./plant-detail.js";
import { readText } from "./read-text.js";
import { definitionSchema, type ParsedDefinition } from "./schema.js";

/**
 * The definition with defaults applied, the logo and the commentary folder resolved to
 * absolute paths (or null), and `plantDetails` always the mapping (read from its file).
 */
export type ReportDefinition = Omit<ParsedDefinition, "branding" | "$schema" | "commentary" | "events"> & {
  branding: Branding;
  commentary: string | null;
  /** The events file's rows (empty without one). */
  events: ContractEvent[];
};

type LoadedEvents = { events: ContractEvent[]; issues: DefinitionIssue[] };
const NO_EVENTS: LoadedEvents = { events: [], issues: [] };
const eventsPath = (raw: Record<string, unknown>) =>
  typeof raw.events === "string" && /\.(csv|xlsx)$/i.test(raw.events) ? raw.events : null;

const NOT_A_MAPPING = "expected a mapping of settings at the top level (title: …, plants: …)";

function kindOf(path: string): "file" | "folder" | null {
  try {
    const s = statSync(path);
    return s.isFile() ? "file" : s.isDirectory() ? "folder" : null;
  } catch {
    return null;
  }
}

/** A path the raw file names (checked even when other settings are wrong, to report all at once). */
function pathOf(
  value: unknown,
  baseDir: string,
  key: string,
  kind: "file" | "folder",
): { path: string | null; issues: DefinitionIssue[] } {
  if (typeof value !== "string" || value === "") return { path: null, issues: [] };
  const path = resolve(baseDir, value);
  if (kindOf(path) === kind) return { path, issues: [] };
  const message = `${kind} not found: ${path} (paths are relative to the definition file)`;
  return { path: null, issues: [{ path: key, message }] };
}

/** Why the PDFs could not draw the logo at `path` (read and decoded as they would), or null. */
function logoProblem(path: string): string | null {
  let problem: string | null;
  try {
    problem = imageProblem(readFileSync(path));
  } catch (e) {
    problem = e instanceof Error ? e.message : String(e);
  }
  return problem === null ? null : `${path} cannot be drawn in the PDFs (${problem}): use a PNG or JPEG file`;
}

function readRaw(text: string, source: string): Record<string, unknown> {
  const raw = readText(text, source);
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
    throw new DefinitionError(source, [{ path: "", message: NOT_A_MAPPING }]);
  }
  return raw as Record<string, unknown>;
}

/** A string `plantDetails` that names no CSV/XLSX file: the file rule's message, not the mapping's. */
function detailsPathIssues(raw: Record<string, unknown>): DefinitionIssue[] {
  if (typeof raw.plantDetails !== "string" || isDetailsFileName(raw.plantDetails)) return [];
  const result = plantDetailsFile.safeParse(raw.plantDetails);
  return result.success ? [] : [{ path: "plantDetails", message: result.error.issues[0]!.message }];
}

/** Validates the raw definition, `plantDetails` replaced by the rows of `df` when it names a file. */
function validate(
  raw: Record<string, unknown>,
  source: string,
  baseDir: string,
  df: DetailsFile | null,
  ev: LoadedEvents,
): ReportDefinition {
  const pathIssues = detailsPathIssues(raw);
  const input = df
    ? { ...raw, plantDetails: df.details }
    : pathIssues.length > 0
      ? { ...raw, plantDetails: {} }
      : raw;
  const result = definitionSchema.safeParse(input, { error: requiredMessage });
  const zodIssues = result.success ? [] : result.error.issues;
  const inFile = (i: { path: PropertyKey[] }) => df !== null && i.path[0] === "plantDetails";
  const logo = pathOf(
    (raw as { branding?: { logo?: unknown } }).branding?.logo,
    baseDir,
    "branding.logo",
    "file",
  );
  const commentary = pathOf(raw.commentary, baseDir, "commentary", "folder");
  const logoIssue = logo.path === null ? null : logoProblem(logo.path);
  const issues = [
    ...definitionIssues(
      definitionSchema,
      input,
      zodIssues.filter((i) => !inFile(i)),
    ),
    ...(df ? [...df.issues, ...zodIssues.filter(inFile).map((i) => relocate(i, df))] : []),
    ...pathIssues,
    ...logo.issues,
    ...(logoIssue ? [{ path: "branding.logo", message: logoIssue }] : []),
    ...commentary.issues,
    ...ev.issues,
    ...(result.success ? contractIssues(result.data, ev.events, eventsPath(raw) ?? "events") : []),
  ];
  if (!result.success || issues.length > 0) throw new DefinitionError(source, issues);
  const { $schema: _editorHint, branding, commentary: _relative, ...rest } = result.data;
  const { logo: _logo, ...brand } = branding;
  return {
    ...rest,
    branding: { ...brand, logoPath: logo.path },
    commentary: commentary.path,
    events: ev.events,
  };
}

function contractIssues(def: ParsedDefinition, events: ContractEvent[], file: string): DefinitionIssue[] {
  return [
    ...contractClientIssues(def.contracts, def.clients),
    ...contractCoverageIssues(def),
    ...eventIssues(events, file, def.contracts, def.clients),
  ];
}

/**
 * Parses YAML or JSON text; `source` names it in messages, `baseDir` anchors relative paths.
 * Synchronous: a CSV `plantDetails` is read here, an XLSX one needs readDefinition.
 */
export function parseDefinition(text: string, source: string, baseDir: string): ReportDefinition {
  const raw = readRaw(text, source);
  const df = isDetailsFileName(raw.plantDetails) ? loadDetailsFileSync(raw.plantDetails, baseDir) : null;
  const file = eventsPath(raw);
  return validate(raw, source, baseDir, df, file === null ? NO_EVENTS : loadEventsFileSync(file, baseDir));
}

/** parseDefinition for every kind of `plantDetails` file (CSV and XLSX). */
export async function readDefinition(
  text: string,
  source: string,
  baseDir: string,
): Promise<ReportDefinition> {
  const raw = readRaw(text, source);
  const df = isDetailsFileName(raw.plantDetails) ? await loadDetailsFile(raw.plantDetails, baseDir) : null;
  const file = eventsPath(raw);
  return validate(raw, source, baseDir, df, file === null ? NO_EVENTS : await loadEventsFile(file, baseDir));
}

const READ_ERRORS: Record<string, string> = {
  ENOENT: "file not found",
  EISDIR: "is a folder, not a file",
  EACCES: "permission denied",
};

/** Reads and parses a definition file; an unreadable file is a DefinitionError too (exit code 2). */
export async function loadDefinition(path: string): Promise<ReportDefinition> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(path);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const reason = READ_ERRORS[code ?? ""] ?? `cannot read it (${code ?? (err as Error).message})`;
    throw new DefinitionError(path, [{ path: "", message: reason }]);
  }
  const text = decodeDefinition(bytes);
  if (typeof text !== "string") throw new DefinitionError(path, [text]);
  return readDefinition(text, path, dirname(resolve(path)));
}
