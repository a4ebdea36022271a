/**
 * `.solar-report.lock` in the output folder: one run at a time writes there. The file holds
 * who holds it (host, pid, the process's start time and the host's boot id: lock-identity.ts),
 * the report the run writes (report-identity.ts) and the files it owns there (a previous
 * report's and the ones it is about to write), so a run that did not finish still tells the
 * next one what it may remove. Created with link(2), which fails if the name exists: two runs
 * can never both create it.
 *
 * Stale, and taken over: a lock without a holder (a run that failed); on this host, one from
 * before a reboot (another boot id), one whose pid is gone or now belongs to a process that
 * started at another time, and one naming this process's own pid that this process does not
 * hold (a restarted container gets pid 1 again). A lock from another host is never guessed:
 * its message says what to do.
 */
import { randomBytes } from "node:crypto";
import { readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tempNameFor } from "./atomic.js";
import { lockIdentity } from "./lock-identity.js";
import { errnoOf, writeFailure } from "./output-error.js";
import { outputFs } from "./output-fs.js";
import { identityOf, type ReportIdentity } from "./report-identity.js";

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
  /** The host's boot id when the lock was taken (null: unknown, or a lock of an older version). */
  bootId: string | null;
  /** The holder's start time, clock ticks since boot (/proc/<pid>/stat field 22); null: unknown. */
  processStart: number | null;
  /** Random, per lock: tells this process's own locks from an earlier process's with the same pid. */
  token: string;
  command: string;
  startedAt: string;
  /** The report the holder writes (null: a lock of an older version). */
  report: ReportIdentity | null;
  files: string[];
}

/** The tokens of the locks this process holds (in-process runs share one pid). */
const heldHere = new Set<string>();

/**
 * Why a lock is stale: no holder (the run failed) or unreadable; its pid is gone; the host has
 * restarted since (another boot id); it names this process's pid but not a lock this process
 * holds (a restarted container); its pid belongs to a process started at another time.
 */
export type StaleReason = "noHolder" | "gone" | "restarted" | "ownPid" | "reused";

export type LockState =
  | { kind: "none" }
  | { kind: "held"; record: LockRecord }
  | { kind: "stale"; record: LockRecord | null; why: StaleReason };

function parse(text: string): LockRecord | null {
  try {
    const r = JSON.parse(text) as LockRecord;
    const ok = r?.format === FORMAT && (r.pid === null || Number.isInteger(r.pid)) && Array.isArray(r.files);
    if (!ok) return null;
    return {
      ...r,
      bootId: typeof r.bootId === "string" ? r.bootId : null,
      processStart: Number.isSafeInteger(r.processStart) ? r.processStart : null,
      token: typeof r.token === "string" ? r.token : "",
      report: identityOf(r.report),
    };
  } catch {
    return null;
  }
}

/** Why a lock written on this host is stale, or null while its holder runs (see the file's comment). */
function staleReason(r: LockRecord & { pid: number }): StaleReason | null {
  const id = lockIdentity();
  const boot = id.bootId();
  if (r.bootId !== null && boot !== null && r.bootId !== boot) return "restarted";
  if (r.pid === id.pid()) return heldHere.has(r.token) ? null : "ownPid";
  if (!id.isAlive(r.pid)) return "gone";
  const started = r.processStart === null ? null : id.startTicks(r.pid);
  return started === null || started === r.processStart ? null : "reused";
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
  if (record === null || record.pid === null) return { kind: "stale", record, why: "noHolder" };
  if (record.host !== lockIdentity().host()) return { kind: "held", record };
  const why = staleReason({ ...record, pid: record.pid });
  return why === null ? { kind: "held", record } : { kind: "stale", record, why };
}

export function heldMessage(dir: string, r: LockRecord): string {
  const who = `another solar-report ${r.command} (pid ${r.pid} on ${r.host}, started ${r.startedAt})`;
  if (r.host !== lockIdentity().host()) {
    // Whether a process on another host runs cannot be told from here: a person decides.
    return (
      `${who} holds the output folder ${dir}: wait for it to finish or choose another folder with --out; ` +
      `if no solar-report runs on ${r.host} any more (a runner or pod that was replaced), ` +
      `delete ${join(dir, LOCK_NAME)} and run again`
    );
  }
  return `${who} is writing to the output folder ${dir}: wait for it to finish or choose another folder with --out`;
}

function text(r: LockRecord): string {
  return `${JSON.stringify(r, null, 2)}\n`;
}

export function newRecord(command: string, report: ReportIdentity, files: string[]): LockRecord {
  const id = lockIdentity();
  const pid = id.pid();
  return {
    format: FORMAT,
    pid,
    host: id.host(),
    bootId: id.bootId(),
    processStart: id.startTicks(pid),
    token: randomBytes(8).toString("hex"),
    command,
    startedAt: new Date().toISOString(),
    report,
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
    heldHere.add(record.token);
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

/** The caller no longer holds this lock (released, or left without a holder). */
export function forgetLock(record: LockRecord): void {
  heldHere.delete(record.token);
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
    if (current === null || current.pid === null || current.token !== record.token) return;
    if (keepRecord) writeFileSync(path, text({ ...record, pid: null }));
    else unlinkSync(path);
  } catch {
    // Exiting anyway: the next run treats a lock whose pid is gone as stale.
  }
}
