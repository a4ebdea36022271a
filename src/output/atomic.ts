/**
 * Atomic file writes: data goes to a temporary name in the same folder, is flushed, then
 * renamed over the final name (rename is atomic within one file system, POSIX rename(2)).
 * A run killed at any moment leaves either the old file, the new file, or a stray
 * temporary file that `removeStaleTemps` deletes at the start of the next run; never a
 * half-written file under a final name. A write the disk refuses (full, read-only,
 * permissions) is an OutputError naming the file and what to do.
 */
import { randomBytes } from "node:crypto";
import { basename, dirname, join } from "node:path";
import { writeFailure } from "./output-error.js";
import { outputFs } from "./output-fs.js";

export const TEMP_MARKER = ".partial-";

/**
 * Set once the process was asked to stop (SIGINT/SIGTERM, see cli/commands/signals.ts):
 * from then on nothing is renamed into place, so an interrupted run can never finish a
 * file, or the manifest, after the user said stop. Holds the error to throw.
 */
let halted: (() => Error) | null = null;

/** Refuses every later rename into place; `reason` makes the error writes then throw. */
export function haltWrites(reason: () => Error): void {
  halted ??= reason;
}

/** For tests: lets writes through again. */
export function resumeWrites(): void {
  halted = null;
}

function throwIfHalted(): void {
  if (halted) throw halted();
}

export function tempNameFor(path: string): string {
  return join(dirname(path), `${TEMP_MARKER}${randomBytes(6).toString("hex")}-${basename(path)}`);
}

export async function writeFileAtomic(path: string, data: Uint8Array | string): Promise<void> {
  throwIfHalted();
  const tmp = tempNameFor(path);
  try {
    await outputFs.mkdir(dirname(path), { recursive: true });
    await outputFs.writeDurable(tmp, data);
    // Checked again at the last moment: a signal may have arrived while the data was flushed.
    throwIfHalted();
    await outputFs.rename(tmp, path);
  } catch (err) {
    await outputFs.rm(tmp, { force: true }).catch(() => {});
    throw writeFailure(err, path);
  }
}

/**
 * Moves the finished file `from` (a PDF spooled during the fetch) to `path` by a rename, so no
 * byte is copied. `from` is already on disk: flushed as soon as it was spooled
 * (pipeline/run/pdf-spool.ts, flushSpooled). Across file systems (the system's temporary folder on
 * another disk) rename(2) fails with EXDEV and the file is copied atomically instead.
 * Resolves to whether it was moved (true) or copied.
 */
/** Folder pairs a rename failed between (EXDEV): their other files are copied at once. */
const copyRoutes = new Set<string>();

export async function moveFileAtomic(from: string, path: string): Promise<boolean> {
  throwIfHalted();
  const route = `${dirname(from)}\0${dirname(path)}`;
  if (!copyRoutes.has(route)) {
    try {
      await outputFs.mkdir(dirname(path), { recursive: true });
      throwIfHalted();
      await outputFs.rename(from, path);
      return true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EXDEV") throw writeFailure(err, path);
      copyRoutes.add(route);
    }
  }
  let data: Uint8Array;
  try {
    data = await outputFs.readFile(from);
  } catch (err) {
    throw writeFailure(err, path);
  }
  await writeFileAtomic(path, data);
  return false;
}

/** Deletes temporary files a killed run left behind in `dir` and its direct subfolders. */
export async function removeStaleTemps(dir: string): Promise<number> {
  let removed = 0;
  const walk = async (d: string, depth: number): Promise<void> => {
    const entries = await outputFs.readdir(d, { withFileTypes: true }).catch(() => []);
    for (const e of entries) {
      const p = join(d, e.name);
      if (e.isFile() && e.name.startsWith(TEMP_MARKER)) {
        await outputFs.rm(p, { force: true });
        removed++;
      } else if (e.isDirectory() && depth > 0) {
        await walk(p, depth - 1);
      }
    }
  };
  await walk(dir, 1);
  return removed;
}
