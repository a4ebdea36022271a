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

/**
 * Aliases (`*name`) a definition may expand: a few are handy, thousands are an "alias bomb"
 * (nested aliases that grow exponentially, the YAML form of billion laughs).
 */
export const MAX_ALIASES = 100;

/** Parses YAML or JSON text; throws DefinitionError listing each syntax error once per position. */
export function readText(text: string, source: string): unknown {
  const doc = parseDocument(text, { prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length > 0) {
    const issues = doc.errors.map((e) => toIssue(e, source));
    const unique = issues.filter((issue, i) => issues.findIndex((o) => o.path === issue.path) === i);
    throw new DefinitionError(source, unique);
  }
  try {
    return doc.toJS({ maxAliasCount: MAX_ALIASES });
  } catch (err) {
    // yaml throws a ReferenceError when the aliases expand beyond maxAliasCount.
    if (!(err instanceof ReferenceError)) throw err;
    const message =
      `the aliases (*name) expand to more than ${MAX_ALIASES} copies, which looks like an alias bomb: ` +
      "write the values out, or use fewer, unnested aliases";
    throw new DefinitionError(source, [{ path: "", message }]);
  }
}
