/**
 * The private folder plant PDFs are spooled to while the run fetches (pdf-stream.ts), in the
 * system's temporary folder and named after the run's process. A run removes its own at the
 * end; one killed outright (SIGKILL, power loss) cannot, so each run first removes the spools
 * of processes that no longer exist (never another live run's).
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const SPOOL_PREFIX = "solar-report-pdfs-";
const SPOOL_NAME = /^solar-report-pdfs-(\d+)-/;

/** Whether a process exists (EPERM: it does, owned by someone else). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Removes the spool folders left by processes that are gone; returns how many. */
export async function removeStaleSpools(dir = tmpdir()): Promise<number> {
  let removed = 0;
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const pid = Number(SPOOL_NAME.exec(name)?.[1] ?? Number.NaN);
    if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid || alive(pid)) continue;
    await rm(join(dir, name), { recursive: true, force: true }).catch(() => {});
    removed++;
  }
  return removed;
}

/** A new spool folder for this process, after removing the stale ones. */
export async function createSpool(dir = tmpdir()): Promise<string> {
  await removeStaleSpools(dir);
  return mkdtemp(join(dir, `${SPOOL_PREFIX}${process.pid}-`));
}
