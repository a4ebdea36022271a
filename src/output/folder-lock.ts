/**
 * `.solar-report.lock` in the output folder: one run at a time writes there. The file holds
 * the holder's pid and host, and the files the run owns there (a previous report's and the
 * ones it is about to write), so a run that did not finish still tells the next one what
 * it may remove. Created with link(2), which fails if the name exists: two runs can never
 * both create it. A lock whose pid is gone on this host, or that has no holder (a run that
 * failed), is stale and taken over; one held on another host is only named, never guessed.
 */
import { readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import { tempNameFor } from "./atomic.js";
import { errnoOf, writeFailure } from "./output-error.js";
import { outputFs } from "./output-fs.js";

export const LOCK_NAME = ".solar-report.lock";
const FORMAT = "solar-report output lock";
/** The temporary a lock is written to before link/rename (tempNameFor's shape: TEMP_MARKER, 12 hex, name). */
const LOCK_TEMP = /^\.partial-[0-9a-f]{12}-\.solar-report\.lock$/;

/** The lock and its temporaries: solar-report's own files, in any folder it writes. */
export function isLockFile(name: string): boolean {
  return name === LOCK_NAME || LOCK_TEMP.test(name);
}

export interface LockRecord {
  format: typeof FORMAT;
  /** null: no run holds the folder (the last one failed; `files` still says what it owned). */
  pid: number | null;
  host: string;
  command: string;
  startedAt: string;
  files: string[];
}

export type LockState =
  | { kind: "none" }
  | { kind: "held"; record: LockRecord }
  | { kind: "stale"; record: LockRecord | null };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return errnoOf(err) === "EPERM";
  }
}

function parse(text: string): LockRecord | null {
  try {
    const r = JSON.parse(text) as LockRecord;
    const ok = r?.format === FORMAT && (r.pid === null || Number.isInteger(r.pid)) && Array.isArray(r.files);
    return ok ? r : null;
  } catch {
    return null;
  }
}

/** What the folder's lock says: none, held by a live run (or a run on another host), or stale. */
export async function readLock(dir: string): Promise<LockState> {
  let text: string;
  try {
    text = await outputFs.readFile(join(dir, LOCK_NAME), "utf8");
  } catch (err) {
    if (errnoOf(err) === "ENOENT") return { kind: "none" };
    throw writeFailure(err, join(dir, LOCK_NAME));
  }
  const record = parse(text);
  if (record === null || record.pid === null) return { kind: "stale", record };
  if (record.host !== hostname() || isAlive(record.pid)) return { kind: "held", record };
  return { kind: "stale", record };
}

export function heldMessage(dir: string, r: LockRecord): string {
  const who = `another solar-report ${r.command} (pid ${r.pid} on ${r.host}, started ${r.startedAt})`;
  if (r.host !== hostname()) {
    return (
      `${who} holds the output folder ${dir}: wait for it to finish or choose another folder with --out; ` +
      `if that run is gone, delete ${join(dir, LOCK_NAME)}`
    );
  }
  return `${who} is writing to the output folder ${dir}: wait for it to finish or choose another folder with --out`;
}

function text(r: LockRecord): string {
  return `${JSON.stringify(r, null, 2)}\n`;
}

export function newRecord(command: string, files: string[]): LockRecord {
  return {
    format: FORMAT,
    pid: process.pid,
    host: hostname(),
    command,
    startedAt: new Date().toISOString(),
    files,
  };
}

/** Creates the lock; false when another run created it first. */
export async function createLock(dir: string, record: LockRecord): Promise<boolean> {
  const path = join(dir, LOCK_NAME);
  const tmp = tempNameFor(path);
  try {
    await outputFs.writeFile(tmp, text(record));
    await outputFs.link(tmp, path);
    return true;
  } catch (err) {
    if (errnoOf(err) === "EEXIST") return false;
    throw writeFailure(err, path);
  } finally {
    await outputFs.rm(tmp, { force: true }).catch(() => {});
  }
}

/** Replaces the lock of a run that is gone, if it still is the one read (a third run may have been faster). */
export async function takeOverLock(
  dir: string,
  stale: LockRecord | null,
  record: LockRecord,
): Promise<boolean> {
  const path = join(dir, LOCK_NAME);
  const now = await outputFs.readFile(path, "utf8").catch(() => null);
  if (now !== null && JSON.stringify(parse(now)) !== JSON.stringify(stale)) return false;
  await outputFs.rm(path, { force: true });
  return createLock(dir, record);
}

/** Rewrites the lock the caller holds (a new file list, or no holder). */
export async function rewriteLock(dir: string, record: LockRecord): Promise<void> {
  const path = join(dir, LOCK_NAME);
  const tmp = tempNameFor(path);
  try {
    await outputFs.writeFile(tmp, text(record));
    await outputFs.rename(tmp, path);
  } catch (err) {
    await outputFs.rm(tmp, { force: true }).catch(() => {});
    throw writeFailure(err, path);
  }
}

/**
 * The last word at process exit (a second signal exits at once): synchronous. Removes the
 * lock, or leaves it without a holder when the run already touched the folder.
 */
export function releaseLockSync(dir: string, record: LockRecord, keepRecord: boolean): void {
  const path = join(dir, LOCK_NAME);
  try {
    const current = parse(readFileSync(path, "utf8"));
    if (current?.pid !== process.pid) return;
    if (keepRecord) writeFileSync(path, text({ ...record, pid: null }));
    else unlinkSync(path);
  } catch {
    // Exiting anyway: the next run treats a lock whose pid is gone as stale.
  }
}
