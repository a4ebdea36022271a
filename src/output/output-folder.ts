/**
 * The folder a run or merge writes into (DESIGN.md "Contracts"): only one that is empty or
 * was written by solar-report, with real workbooks/ and plants/ subfolders, one run at a time
 * (folder-lock.ts, taken before the first request). A folder holding another report (another
 * month, title or definition: report-identity.ts), finished or left by a run that did not
 * finish, is refused unless the user passes --replace. The previous manifest goes before any
 * file is written (the manifest is the completion marker), and just before the new one is
 * written, every file an earlier run of this report (or the replaced one) wrote that it does
 * not list, each one logged: nothing else is deleted.
 */
import { join } from "node:path";
import { removeStaleTemps } from "./atomic.js";
import {
  type ClaimOptions,
  checkSameReport,
  checkSubfolders,
  checkWritable,
  foreignEntries,
  notOursMessage,
  previousManifest,
} from "./folder-checks.js";
import {
  createLock,
  forgetLock,
  heldMessage,
  LOCK_NAME,
  type LockRecord,
  newRecord,
  readLock,
  releaseLockSync,
  rewriteLock,
  type StaleReason,
  takeOverLock,
} from "./folder-lock.js";
import { MANIFEST_NAME, type Manifest } from "./manifest.js";
import { OutputError, writeFailure } from "./output-error.js";
import { outputFs } from "./output-fs.js";
import { filesOf, INDEX_NAME, isOutputPath, PLANT_DIR, WORKBOOK_DIR } from "./owned-files.js";
import { manifestIdentity } from "./report-identity.js";

export type { ClaimOptions } from "./folder-checks.js";

/** The lock a run took over: the earlier holder's pid and why it no longer holds the folder. */
export interface TakeOver {
  pid: number | null;
  why: StaleReason;
}

/** The warning of a run that took over the lock of one that did not finish (OutputFolder.tookOver). */
export function takeOverWarning({ pid, why }: TakeOver): string {
  const whos: Record<StaleReason, string> = {
    noHolder: "an earlier run that failed",
    gone: `an earlier run (pid ${pid}) that is no longer running`,
    restarted: `an earlier run (pid ${pid}) from before this host restarted`,
    ownPid: `an earlier run that had this run's pid (${pid}), so it ran before the container or machine restarted`,
    reused: `an earlier run (pid ${pid}) that is no longer running (that pid is another process's now)`,
  };
  const who = pid === null ? whos.noHolder : whos[why];
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
    /** The lock of a run that did not finish, if this run took it over. */
    readonly tookOver: TakeOver | null,
  ) {
    process.once("exit", this.onExit);
  }

  /**
   * Checks the folder (writable, real subfolders, empty or solar-report's, this report's unless
   * replacing) and takes its lock.
   */
  static async claim(dir: string, opts: ClaimOptions): Promise<OutputFolder> {
    await checkWritable(dir);
    await checkSubfolders(dir);
    for (let attempt = 0; attempt < 5; attempt++) {
      const lock = await readLock(dir);
      if (lock.kind === "held") throw new OutputError(heldMessage(dir, lock.record));
      const previous = await previousManifest(dir);
      checkSameReport(
        dir,
        [lock.kind === "stale" ? (lock.record?.report ?? null) : null, manifestIdentity(previous.text)],
        opts,
      );
      if (lock.kind === "stale") {
        const files = [...new Set([...(lock.record?.files ?? []), ...previous.files])].filter(isOutputPath);
        const record = newRecord(opts.command, opts.report, files);
        if (await takeOverLock(dir, lock.record, record)) {
          return new OutputFolder(dir, record, { pid: lock.record?.pid ?? null, why: lock.why });
        }
        continue;
      }
      const entries = await foreignEntries(dir);
      if (entries.length > 0 && previous.files.length === 0)
        throw new OutputError(notOursMessage(dir, entries), "usage");
      const record = newRecord(opts.command, opts.report, previous.files);
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

  /**
   * Just before the manifest: removes what earlier runs wrote that `manifest` does not list,
   * telling `onRemoved` each file that was there (relative path).
   */
  async removeUnlisted(manifest: Manifest, onRemoved: (file: string) => void = () => {}): Promise<void> {
    const keep = new Set(filesOf(manifest));
    try {
      for (const rel of this.record.files) {
        if (keep.has(rel)) continue;
        const path = join(this.dir, ...rel.split("/"));
        if ((await outputFs.lstat(path).catch(() => null)) === null) continue;
        await outputFs.rm(path, { force: true });
        onRemoved(rel);
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
    forgetLock(this.record);
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
    forgetLock(this.record);
    // Only now: a second signal exits at once (process.exit) while this is under way, and
    // the exit handler must still release the lock.
    process.off("exit", this.onExit);
  }
}
