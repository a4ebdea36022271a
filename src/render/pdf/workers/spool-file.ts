/**
 * A spooled PDF (pipeline/run/pdf-stream.ts) is written by the thread that rendered it and is
 * on disk when that thread answers: flushed here, while the run still fetches, so that moving
 * it to its final name once the run is over is a rename alone (output/atomic.ts,
 * moveFileAtomic). Flushed then, each one was an open, a flush and a close queued on the run's
 * thread while it built the workbooks: a thousand plants' PDFs were placed a tenth of a second
 * after the last workbook (BENCHMARKS.md, "Against a rate limit").
 */
import { open } from "node:fs/promises";

/** `openFile`: node's `open` (tests watch the handle's calls through it). */
export async function writeSpoolFile(file: string, data: Uint8Array, openFile = open): Promise<void> {
  const handle = await openFile(file, "w", 0o644);
  try {
    await handle.writeFile(data);
    await handle.datasync();
  } finally {
    await handle.close();
  }
}
