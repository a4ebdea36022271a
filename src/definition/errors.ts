/**
 * One error for everything wrong with a definition, listing every problem at once so a
 * user fixes the file in one pass (the CLI maps it to exit code 2, DESIGN.md "Contracts").
 */

export interface DefinitionIssue {
  /** Where: `plantDetails.<id>.budgetKwh`, `plants[2]`, or `file:line:column` for syntax errors; "" for the whole file. */
  path: string;
  message: string;
}

export function formatIssues(source: string, issues: readonly DefinitionIssue[]): string {
  const count = issues.length === 1 ? "1 problem" : `${issues.length} problems`;
  const lines = issues.map((i) => `  - ${i.path === "" ? "" : `${i.path}: `}${i.message}`);
  return [`${source}: ${count}:`, ...lines].join("\n");
}

export class DefinitionError extends Error {
  override name = "DefinitionError";
  readonly issues: DefinitionIssue[];
  readonly source: string;

  constructor(source: string, issues: DefinitionIssue[]) {
    super(formatIssues(source, issues));
    this.source = source;
    this.issues = issues;
  }
}
