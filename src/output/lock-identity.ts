/**
 * Who holds an output folder's lock, beyond a pid: after a SIGKILL or an out-of-memory kill a
 * restarted container often gets the same pid (1) again, and a pid may belong to another
 * process by now. A holder is this host's boot (`/proc/sys/kernel/random/boot_id`, new at
 * every boot) and the process's start time (`/proc/<pid>/stat` field 22, clock ticks since
 * boot: proc(5)); a pid alive under another start time or another boot is not the holder.
 * Where /proc is missing (macOS) both are null and only the pid's liveness is checked.
 * Injected in tests (injectLockIdentity), so a reboot or a reused pid needs no real one.
 */
import { readFileSync } from "node:fs";
import { hostname } from "node:os";
import { errnoOf } from "./output-error.js";

export interface LockIdentity {
  host(): string;
  pid(): number;
  /** The kernel's boot id, or null where it cannot be read. */
  bootId(): string | null;
  /** A process's start time in clock ticks since boot, or null (gone, or no /proc). */
  startTicks(pid: number): number | null;
  /** Whether a process with this pid exists on this host now. */
  isAlive(pid: number): boolean;
}

function readText(path: string): string | null {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return null;
  }
}

/** Field 22 of /proc/<pid>/stat; the command name (field 2) may hold spaces and parentheses. */
export function startTicksOf(stat: string): number | null {
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // fields[0] is field 3 (state): field 22 is fields[19].
  const ticks = Number(fields[19]);
  return Number.isSafeInteger(ticks) ? ticks : null;
}

export const systemIdentity: LockIdentity = {
  host: () => hostname(),
  pid: () => process.pid,
  bootId: () => readText("/proc/sys/kernel/random/boot_id")?.trim() || null,
  startTicks: (pid) => {
    const stat = readText(`/proc/${pid}/stat`);
    return stat === null ? null : startTicksOf(stat);
  },
  isAlive: (pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch (err) {
      // EPERM: the process exists but belongs to another user.
      return errnoOf(err) === "EPERM";
    }
  },
};

let current: LockIdentity = systemIdentity;

export function lockIdentity(): LockIdentity {
  return current;
}

/** Replaces parts of the identity (tests: another boot, a reused pid); returns the undo. */
export function injectLockIdentity(parts: Partial<LockIdentity>): () => void {
  const before = current;
  current = { ...current, ...parts };
  return () => {
    current = before;
  };
}
