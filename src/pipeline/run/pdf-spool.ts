/**
 * The private folder plant PDFs are spooled to while the run fetches (pdf-stream.ts), in the
 * system's temporary folder and named after the run's process. A run removes its own at the
 * end; one killed outright (SIGKILL, power loss) cannot, so each run first removes the spools
 * of processes that no longer exist (never another live run's).
 */
import { mkdtemp, open, readdir, rm } from "node:fs/promises";
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

/**
 * Flushes a spooled PDF to disk (pdf-stream.ts, as soon as its worker has written it, while
 * the run still fetches), so that moving it to its final name once the run is over is a rename
 * alone (output/atomic.ts, moveFileAtomic). Flushed then, each one was an open, a flush and a
 * close queued on the run's thread while it built the workbooks: a thousand plants' PDFs were
 * placed a tenth of a second after the last workbook (BENCHMARKS.md, "Against a rate limit").
 * The worker does not flush it itself: it would wait for the disk before its next plant.
 * `openFile`: node's `open` (tests watch the handle's calls through it).
 */
export async function flushSpooled(file: string, openFile = open): Promise<void> {
  const handle = await openFile(file, "r");
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
}
