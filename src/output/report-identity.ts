/**
 * Which report a folder holds (DESIGN.md "Contracts", output folder: a folder holding a report
 * of another month or another definition is refused, its files are someone's published
 * report, unless the user says to replace it). A report is its month, its title and the
 * digest of its definition (definition/digest.ts); the manifest and the lock both carry it, so
 * a run that did not finish still says whose files it left. Pure.
 */

export interface ReportIdentity {
  month: string;
  title: string;
  /** `sha256:…` of the definition's reporting settings; null in a manifest from before it was recorded. */
  definition: string | null;
}

function isObject(x: unknown): x is Record<string, unknown> {
  return x !== null && typeof x === "object" && !Array.isArray(x);
}

/** The identity a manifest or lock records, or null when it records none (an older version's). */
export function identityOf(x: unknown): ReportIdentity | null {
  if (!isObject(x) || typeof x.month !== "string" || typeof x.title !== "string") return null;
  const definition = typeof x.definition === "string" ? x.definition : null;
  return { month: x.month, title: x.title, definition };
}

/** The identity recorded in a manifest's text, or null. */
export function manifestIdentity(text: string | null): ReportIdentity | null {
  if (text === null) return null;
  try {
    return identityOf(JSON.parse(text));
  } catch {
    return null;
  }
}

const short = (digest: string) => `${digest.slice(0, "sha256:".length + 12)}…`;

/**
 * How the folder's report differs from the run's, as a phrase ("month 2026-09, this run's
 * 2026-10"), or null for the same report. A definition not recorded is not a difference.
 */
export function identityDifference(folder: ReportIdentity, run: ReportIdentity): string | null {
  const parts: string[] = [];
  if (folder.month !== run.month) parts.push(`month ${folder.month}, this run's ${run.month}`);
  if (folder.title !== run.title) {
    parts.push(`title ${JSON.stringify(folder.title)}, this run's ${JSON.stringify(run.title)}`);
  }
  if (folder.definition !== null && run.definition !== null && folder.definition !== run.definition) {
    parts.push(`definition ${short(folder.definition)}, this run's ${short(run.definition)}`);
  }
  return parts.length === 0 ? null : parts.join("; ");
}

/** The line of a refused folder (exit 2). */
export function anotherReportMessage(dir: string, difference: string, command: string): string {
  return (
    `the output folder ${dir} holds another report (${difference}): its files are kept; ` +
    `choose another folder with --out, or ${command} again with --replace to replace that report`
  );
}
