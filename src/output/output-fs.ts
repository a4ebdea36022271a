/**
 * The file-system calls the output folder makes, in one object so tests can make any of
 * them fail deterministically (a full disk on the third PDF, a read-only mount at the
 * manifest) without real mounts: `injectOutputFs` swaps calls and returns the undo.
 */
import { link, lstat, mkdir, open, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";

/** Writes `data` to a new file `path` and flushes it to disk (the temporary of an atomic write). */
async function writeDurable(path: string, data: Uint8Array | string): Promise<void> {
  const handle = await open(path, "w", 0o644);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

const real = { writeDurable, rename, rm, mkdir, readdir, readFile, writeFile, link, lstat };

export type OutputFs = typeof real;

export const outputFs: OutputFs = { ...real };

/** For tests: replaces some calls; the returned function restores the real ones. */
export function injectOutputFs(overrides: Partial<OutputFs>): () => void {
  Object.assign(outputFs, overrides);
  return () => void Object.assign(outputFs, real);
}
