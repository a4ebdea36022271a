/**
 * The folder a run or merge writes into (DESIGN.md "Contracts"): only one that is empty or
 * was written by solar-report, with real workbooks/ and plants/ subfolders, one run at a time
 * (folder-lock.ts, taken before the first request). The previous manifest goes before any
 * file is written (the manifest is the completion marker), and just before the new one is
 * written, every file an earlier run wrote that it does not list: nothing else is deleted.
 */
import { access, constants } from "node:fs/promises";
import { join } from "node:path";
import { removeStaleTemps } from "./atomic.js";
import {
  createLock,
  heldMessage,
  isLockFile,
  LOCK_NAME,
  type LockRecord,
  newRecord,
  readLock,
  releaseLockSync,
  rewriteLock,
  takeOverLock,
} from "./folder-lock.js";
import { INDEX_NAME } from "./index-html.js";
import { MANIFEST_NAME, type Manifest } from "./manifest.js";
import { errnoOf, OutputError, writeFailure } from "./output-error.js";
import { outputFs } from "./output-fs.js";
import {
  filesOf,
  isOutputPath,
  OUTPUT_SUBFOLDERS,
  PLANT_DIR,
  previousManifestFiles,
  WORKBOOK_DIR,
} from "./owned-files.js";

/** Fails early, before any request, when the folder cannot be created or written. */
async function checkWritable(dir: string): Promise<void> {
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
async function checkSubfolders(dir: string): Promise<void> {
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
async function foreignEntries(dir: string): Promise<string[]> {
  const names = await outputFs.readdir(dir);
  return names.filter((n) => !isLockFile(n)).sort();
}

function notOursMessage(dir: string, entries: string[]): string {
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

/** The warning of a run that took over the lock of one that did not finish (OutputFolder.tookOverFrom). */
export function takeOverWarning(pid: number | null): string {
  const who =
    pid === null ? "an earlier run that failed" : `an earlier run (pid ${pid}) that is no longer running`;
  return `the output folder was left locked by ${who}: taken over; its unfinished files are replaced`;
}

/** An output folder this process holds: claim → expect → prepare → write → removeUnlisted → manifest → unlock (or release). */
export class OutputFolder {
  private prepared = false;
  private released = false;
  private readonly onExit = () => releaseLockSync(this.dir, this.record, this.prepared);

  private constructor(
    readonly dir: string,
    private record: LockRecord,
    /** The pid of a run that did not finish and whose lock this run took over, if any. */
    readonly tookOverFrom: number | null,
  ) {
    process.once("exit", this.onExit);
  }

  /**
   * Checks the folder (writable, real subfolders, empty or solar-report's) and takes its lock.
   * `command` names the holder in the message another run gets.
   */
  static async claim(dir: string, command: string): Promise<OutputFolder> {
    await checkWritable(dir);
    await checkSubfolders(dir);
    for (let attempt = 0; attempt < 5; attempt++) {
      const lock = await readLock(dir);
      if (lock.kind === "held") throw new OutputError(heldMessage(dir, lock.record));
      const previous = (await previousManifestFiles(dir)) ?? [];
      if (lock.kind === "stale") {
        const files = [...new Set([...(lock.record?.files ?? []), ...previous])].filter(isOutputPath);
        const record = newRecord(command, files);
        if (await takeOverLock(dir, lock.record, record)) {
          return new OutputFolder(dir, record, lock.record?.pid ?? null);
        }
        continue;
      }
      const entries = await foreignEntries(dir);
      if (entries.length > 0 && previous.length === 0)
        throw new OutputError(notOursMessage(dir, entries), "usage");
      const record = newRecord(command, previous);
      if (await createLock(dir, record)) return new OutputFolder(dir, record, null);
    }
    throw new OutputError(
      `the output folder ${dir} keeps changing under this run: choose another folder with --out`,
    );
  }

  /** Records the files the run is about to write, so even a run that does not finish owns them. */
  async expect(files: string[]): Promise<void> {
    const all = [...new Set([...this.record.files, ...files.filter(isOutputPath)])];
    this.record = { ...this.record, files: all };
    await rewriteLock(this.dir, this.record);
  }

  /** Subfolders, no temporaries, no previous manifest or index.html: a run in progress. */
  async prepare(): Promise<void> {
    const { dir } = this;
    this.prepared = true;
    try {
      await checkSubfolders(dir);
      await outputFs.mkdir(join(dir, WORKBOOK_DIR), { recursive: true });
      await outputFs.mkdir(join(dir, PLANT_DIR), { recursive: true });
      await removeStaleTemps(dir);
      await outputFs.rm(join(dir, MANIFEST_NAME), { force: true });
      // index.html describes the manifest's run: a stale one must not outlive it.
      await outputFs.rm(join(dir, INDEX_NAME), { force: true });
    } catch (err) {
      throw writeFailure(err, dir);
    }
  }

  /** Just before the manifest: removes what earlier runs wrote that `manifest` does not list. */
  async removeUnlisted(manifest: Manifest): Promise<void> {
    const keep = new Set(filesOf(manifest));
    try {
      for (const rel of this.record.files) {
        if (!keep.has(rel)) await outputFs.rm(join(this.dir, ...rel.split("/")), { force: true });
      }
    } catch (err) {
      throw writeFailure(err, this.dir);
    }
  }

  /** After the manifest: the folder is a finished report; the lock goes. */
  async unlock(): Promise<void> {
    this.released = true;
    // Left behind, the lock names a pid that is gone: the next run takes it over.
    await outputFs.rm(join(this.dir, LOCK_NAME), { force: true }).catch(() => {});
    // Only now: a process that exits while the lock is being removed still releases it.
    process.off("exit", this.onExit);
  }

  /**
   * Ends a run that did not complete: the lock goes, or stays without a holder once the run
   * has touched the folder, so the next run knows which files are solar-report's. Never throws.
   */
  async release(): Promise<void> {
    if (this.released) return;
    this.released = true;
    try {
      if (this.prepared) await rewriteLock(this.dir, { ...this.record, pid: null });
      else await outputFs.rm(join(this.dir, LOCK_NAME), { force: true });
    } catch {
      // The run is failing already; its error is the one to report.
    }
    // Only now: a second signal exits at once (process.exit) while this is under way, and
    // the exit handler must still release the lock.
    process.off("exit", this.onExit);
  }
}
