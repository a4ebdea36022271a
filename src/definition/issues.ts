/**
 * zod issues → DefinitionIssues a person can act on: dotted paths, "did you mean" for
 * misspelt keys, one line per unknown key, and credential keys explained instead of
 * merely called unknown.
 */
import { z } from "zod";
import { CREDENTIAL_HINT, credentialPaths, isCredentialKey, type KeyPath } from "./credentials.js";
import type { DefinitionIssue } from "./errors.js";
import { didYouMean } from "./suggest.js";

/** `plantDetails.<id>.budgetKwh`, `plants[2]`. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((p, i) => (typeof p === "number" ? `[${p}]` : `${i === 0 ? "" : "."}${String(p)}`))
    .join("");
}

/** The object schemas a path can lead to (through defaults, optionals, unions, records, arrays). */
function objectsAt(schema: z.ZodType, path: readonly PropertyKey[]): z.ZodObject[] {
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return objectsAt(schema.unwrap() as z.ZodType, path);
  if (schema instanceof z.ZodPipe) return objectsAt(schema.in as z.ZodType, path);
  if (schema instanceof z.ZodUnion) return schema.options.flatMap((o) => objectsAt(o as z.ZodType, path));
  if (schema instanceof z.ZodRecord) return objectsAt(schema.valueType as z.ZodType, path.slice(1));
  if (schema instanceof z.ZodArray) return objectsAt(schema.element as z.ZodType, path.slice(1));
  if (!(schema instanceof z.ZodObject)) return [];
  if (path.length === 0) return [schema];
  const child = schema.shape[String(path[0])];
  return child ? objectsAt(child as z.ZodType, path.slice(1)) : [];
}

function unknownKeyIssue(schema: z.ZodType, parent: readonly PropertyKey[], key: string): DefinitionIssue {
  const path = formatPath([...parent, key]);
  if (isCredentialKey(key)) return { path, message: CREDENTIAL_HINT };
  const known = objectsAt(schema, parent).flatMap((o) => Object.keys(o.shape));
  const suggestion = didYouMean(key, known);
  const message = suggestion
    ? `unknown key${suggestion}`
    : `unknown key (expected one of: ${[...new Set(known)].join(", ")})`;
  return { path, message };
}

function convert(schema: z.ZodType, issue: z.core.$ZodIssue): DefinitionIssue[] {
  if (issue.code === "unrecognized_keys")
    return issue.keys.map((k) => unknownKeyIssue(schema, issue.path, k));
  // A record key's own issues (e.g. a plant id that is not a UUID) carry the useful message.
  if (issue.code === "invalid_key")
    return [{ path: formatPath(issue.path), message: issue.issues[0]!.message }];
  return [{ path: formatPath(issue.path), message: issue.message }];
}

/** zod's default for a key that is absent reads "expected string, received undefined". */
export const requiredMessage: z.core.$ZodErrorMap = (iss) =>
  iss.code === "invalid_type" && iss.input === undefined ? "required" : undefined;

/**
 * Every problem in one list: credential keys (wherever they are, even where the schema would
 * not look), then the schema's issues. Unknown-key issues for credential keys are not repeated.
 */
export function definitionIssues(
  schema: z.ZodType,
  raw: unknown,
  issues: z.core.$ZodIssue[],
): DefinitionIssue[] {
  const credentials = credentialPaths(raw).map((p: KeyPath) => ({
    path: formatPath(p),
    message: CREDENTIAL_HINT,
  }));
  const seen = new Set(credentials.map((c) => c.path));
  const rest = issues.flatMap((i) => convert(schema, i)).filter((i) => !seen.has(i.path));
  return [...credentials, ...rest];
}
