/**
 * What a folder must be before a run or merge takes its lock (DESIGN.md "Contracts"): writable,
 * with real subfolders, empty or solar-report's, and holding this report (or --replace).
 */
import { access, constants } from "node:fs/promises";
import { join } from "node:path";
import { isLockFile } from "./folder-lock.js";
import { MANIFEST_NAME } from "./manifest.js";
import { errnoOf, OutputError } from "./output-error.js";
import { outputFs } from "./output-fs.js";
import { manifestFiles, OUTPUT_SUBFOLDERS } from "./owned-files.js";
import { anotherReportMessage, identityDifference, type ReportIdentity } from "./report-identity.js";

/** What a run or merge claims a folder for. */
export interface ClaimOptions {
  /** `run` or `merge`: named in the message another run gets, and in the one telling how to replace. */
  command: string;
  /** The report it writes. */
  report: ReportIdentity;
  /** --replace: a folder holding another report may be used, and that report's files removed. */
  replace?: boolean;
}

/** Fails early, before any request, when the folder cannot be created or written. */
export async function checkWritable(dir: string): Promise<void> {
  try {
    await outputFs.mkdir(dir, { recursive: true });
    await access(dir, constants.W_OK);
  } catch (err) {
    const code = errnoOf(err) ?? "error";
    throw new OutputError(
      `cannot write to the output folder ${dir} (${code}): choose another folder with --out or fix its permissions`,
    );
  }
}

/** workbooks/, plants/ and data/ must be real folders inside `dir`: a symbolic link would send the files elsewhere. */
export async function checkSubfolders(dir: string): Promise<void> {
  for (const sub of OUTPUT_SUBFOLDERS) {
    const st = await outputFs.lstat(join(dir, sub)).catch(() => null);
    if (st === null || st.isDirectory()) continue;
    const what = st.isSymbolicLink() ? "a symbolic link" : "not a folder";
    throw new OutputError(
      `${join(dir, sub)} is ${what}: solar-report writes only inside the output folder; ` +
        `remove it or choose another folder with --out`,
      "usage",
    );
  }
}

/** The folder's entries that are not solar-report's lock, for the message naming them. */
export async function foreignEntries(dir: string): Promise<string[]> {
  const names = await outputFs.readdir(dir);
  return names.filter((n) => !isLockFile(n)).sort();
}

export function notOursMessage(dir: string, entries: string[]): string {
  const shown = entries
    .slice(0, 3)
    .map((e) => JSON.stringify(e))
    .join(", ");
  const more = entries.length > 3 ? ` and ${entries.length - 3} more` : "";
  return (
    `the output folder ${dir} is not empty and was not written by solar-report (it holds ${shown}${more}): ` +
    `choose an empty or new folder with --out, or the folder of a previous report`
  );
}

/** The previous report's manifest: its text (null: none) and the files it lists (empty when not solar-report's). */
export async function previousManifest(dir: string): Promise<{ text: string | null; files: string[] }> {
  const text = await outputFs.readFile(join(dir, MANIFEST_NAME), "utf8").catch(() => null);
  return { text, files: (text === null ? null : manifestFiles(text)) ?? [] };
}

/** Refuses (exit 2) a folder whose finished or unfinished report is another one, unless replacing. */
export function checkSameReport(dir: string, found: (ReportIdentity | null)[], opts: ClaimOptions): void {
  if (opts.replace) return;
  for (const other of found) {
    const difference = other === null ? null : identityDifference(other, opts.report);
    if (difference !== null) {
      throw new OutputError(anotherReportMessage(dir, difference, opts.command), "usage");
    }
  }
}
