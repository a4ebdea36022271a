/**
 * YAML (1.2, so JSON too) → a plain value, with syntax errors located at line:column and
 * a hint on what to fix: finance teams edit these files by hand.
 */
import { parseDocument, type YAMLError } from "yaml";
import { DefinitionError, type DefinitionIssue } from "./errors.js";

/** What usually causes each `yaml` error code, phrased as the fix. */
const HINTS: Record<string, string> = {
  BAD_INDENT: "bad indentation: indent with spaces so that keys of the same mapping start in the same column",
  TAB_AS_INDENT: "indent with spaces, not tabs",
  BLOCK_AS_IMPLICIT_KEY: 'bad indentation, or a value containing ": " that needs quotes',
  MULTILINE_IMPLICIT_KEY: 'write each setting as "key: value" (colon and space) on one line',
  DUPLICATE_KEY: "this key appears twice in the same mapping: keep one",
  MISSING_CHAR: "close the quote or bracket that was opened before",
};

function toIssue(err: YAMLError, source: string): DefinitionIssue {
  const pos = err.linePos?.[0];
  // prettyErrors appends " at line L, column C:" and a source excerpt; the location goes in the path instead.
  const what = err.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
  const hint = HINTS[err.code];
  return {
    path: pos ? `${source}:${pos.line}:${pos.col}` : source,
    message: hint ? `${hint} (${what})` : what,
  };
}

/** Parses YAML or JSON text; throws DefinitionError listing each syntax error once per position. */
export function readText(text: string, source: string): unknown {
  const doc = parseDocument(text, { prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length > 0) {
    const issues = doc.errors.map((e) => toIssue(e, source));
    const unique = issues.filter((issue, i) => issues.findIndex((o) => o.path === issue.path) === i);
    throw new DefinitionError(source, unique);
  }
  return doc.toJS({ maxAliasCount: 100 });
}
