/**
 * Text → ReportDefinition: syntax, credentials, schema, then the paths it names. Every
 * problem found is reported at once in one DefinitionError.
 */
import { statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import type { Branding } from "../metrics/model.js";
import { decodeDefinition } from "./decode-text.js";
import { DefinitionError, type DefinitionIssue } from "./errors.js";
import { definitionIssues, requiredMessage } from "./issues.js";
import { readText } from "./read-text.js";
import { definitionSchema, type ParsedDefinition } from "./schema.js";

/** The definition with defaults applied and the logo resolved to an absolute path (or null). */
export type ReportDefinition = Omit<ParsedDefinition, "branding" | "$schema"> & { branding: Branding };

const NOT_A_MAPPING = "expected a mapping of settings at the top level (title: …, plants: …)";

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The logo named by the raw file (checked even when other settings are wrong, to report all at once). */
function logoOf(raw: object, baseDir: string): { logoPath: string | null; issues: DefinitionIssue[] } {
  const logo = (raw as { branding?: { logo?: unknown } }).branding?.logo;
  if (typeof logo !== "string" || logo === "") return { logoPath: null, issues: [] };
  const logoPath = resolve(baseDir, logo);
  if (isFile(logoPath)) return { logoPath, issues: [] };
  const message = `file not found: ${logoPath} (paths are relative to the definition file)`;
  return { logoPath: null, issues: [{ path: "branding.logo", message }] };
}

/** Parses YAML or JSON text; `source` names it in messages, `baseDir` anchors relative paths. */
export function parseDefinition(text: string, source: string, baseDir: string): ReportDefinition {
  const raw = readText(text, source);
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
    throw new DefinitionError(source, [{ path: "", message: NOT_A_MAPPING }]);
  }
  const result = definitionSchema.safeParse(raw, { error: requiredMessage });
  const logo = logoOf(raw, baseDir);
  const issues = [
    ...definitionIssues(definitionSchema, raw, result.success ? [] : result.error.issues),
    ...logo.issues,
  ];
  if (!result.success || issues.length > 0) throw new DefinitionError(source, issues);
  const { $schema: _editorHint, branding, ...rest } = result.data;
  const { logo: _relative, ...brand } = branding;
  return { ...rest, branding: { ...brand, logoPath: logo.logoPath } };
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
  return parseDefinition(text, path, dirname(resolve(path)));
}
