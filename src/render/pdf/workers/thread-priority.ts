/**
 * PDF worker threads run at a lower CPU priority than the thread that fetches.
 *
 * A run renders PDFs while it still fetches (pipeline/run): on a 2-core machine the two PDF
 * workers and the main thread, which sends requests and reads the answers, share the cores.
 * At the same priority an answer waits for its time slice behind two busy renderers, and
 * every one of the pool's request slots stays taken that much longer. Niced, the renderers
 * take only what the fetch leaves and the total CPU work is the same: the fetch ends sooner and
 * the whole run takes no longer.
 *
 * Linux sets a nice value per thread: setpriority() given a thread id changes that thread
 * only (sched(7), "The nice value"); /proc/thread-self names the calling thread's id.
 * Elsewhere, or where /proc is missing, the thread keeps its priority.
 */
import { readdirSync, readlinkSync } from "node:fs";
import { getPriority, setPriority } from "node:os";
import { isMainThread } from "node:worker_threads";

/** The calling thread's kernel id, or null where it cannot be known (not Linux). */
export function threadId(): number | null {
  try {
    const id = Number(readlinkSync("/proc/thread-self").split("/").pop());
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/**
 * Raises the calling thread's nice value to `nice` (never lowers it: a run started with
 * `nice 15` stays there). Returns the thread's nice value after, or null if unchanged
 * because the platform does not allow it.
 */
export function lowerThreadPriority(nice: number): number | null {
  const id = threadId();
  if (id === null) return null;
  try {
    if (getPriority(id) < nice) setPriority(id, nice);
    return getPriority(id);
  } catch {
    return null;
  }
}

/**
 * Raises every other thread of this process to the nice value `nice` (never lowers one), so
 * that the calling thread alone keeps its priority. Only from the main thread; returns how
 * many threads changed (0 where the platform does not allow it).
 *
 * For a run that fetches while its PDF workers render: those workers are niced (above), but
 * V8's helper threads are not. They are shared by every isolate of the process and compile
 * optimized code and collect garbage for the PDF workers as well, a good share of what the
 * PDFs cost, at the fetch's priority. Niced too, they give way to the thread that sends the
 * requests and reads the answers, which still does its own collections itself when they lag,
 * and the fetch ends sooner. The change lasts as long as the process; a
 * thread created later (libuv's pool grows on demand) starts at its creator's priority.
 */
export function lowerOtherThreadsPriority(nice: number): number {
  const self = isMainThread ? threadId() : null;
  if (self === null) return 0;
  let tids: string[];
  try {
    tids = readdirSync("/proc/self/task");
  } catch {
    return 0;
  }
  let changed = 0;
  for (const t of tids) {
    const id = Number(t);
    if (id === self || !Number.isInteger(id)) continue;
    try {
      if (getPriority(id) < nice) {
        setPriority(id, nice);
        changed++;
      }
    } catch {
      // Gone since the listing, or not ours to change: it keeps its priority.
    }
  }
  return changed;
}
