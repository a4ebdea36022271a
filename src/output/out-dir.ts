/**
 * The output folder (DESIGN.md "Output folder"): manifest.json (written last),
 * workbooks/*.xlsx, plants/*.pdf. A run first proves the folder is writable, removes
 * temporaries a killed run left, and removes the previous manifest so that a run killed
 * half-way is never mistaken for a finished one (the manifest is the completion marker).
 */
import { access, constants, mkdir, rm } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { removeStaleTemps, writeFileAtomic } from "./atomic.js";
import { INDEX_NAME } from "./index-html.js";
import { MANIFEST_NAME, type Manifest, manifestJson } from "./manifest.js";

export class OutputError extends Error {
  override name = "OutputError";
}

export const WORKBOOK_DIR = "workbooks";
export const PLANT_DIR = "plants";

export async function prepareOutDir(dir: string): Promise<void> {
  await checkOutDir(dir);
  await mkdir(join(dir, WORKBOOK_DIR), { recursive: true });
  await mkdir(join(dir, PLANT_DIR), { recursive: true });
  await removeStaleTemps(dir);
  await rm(join(dir, MANIFEST_NAME), { force: true });
  // index.html describes the manifest's run: a stale one must not outlive it.
  await rm(join(dir, INDEX_NAME), { force: true });
}

/**
 * Resolves `name` inside `dir/sub`, refusing anything that would land outside it
 * (file names come from plant names, which are data from the service).
 */
export function pathInside(dir: string, sub: string, name: string): { abs: string; rel: string } {
  const abs = join(dir, sub, name);
  const rel = relative(dir, abs);
  if (rel.startsWith("..") || !rel.startsWith(`${sub}${sep}`) || rel.split(sep).length !== 2) {
    throw new OutputError(`refusing to write ${JSON.stringify(name)} outside ${join(dir, sub)}`);
  }
  return { abs, rel: rel.split(sep).join("/") };
}

export async function writeOutput(dir: string, sub: string, name: string, data: Uint8Array): Promise<string> {
  const { abs, rel } = pathInside(dir, sub, name);
  await writeFileAtomic(abs, data);
  return rel;
}

export async function writeManifest(dir: string, manifest: Manifest): Promise<string> {
  const path = join(dir, MANIFEST_NAME);
  await writeFileAtomic(path, manifestJson(manifest));
  return path;
}

/** Fails early, before any request, when the folder cannot be created or written. */
export async function checkOutDir(dir: string): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
    await access(dir, constants.W_OK);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? "error";
    throw new OutputError(
      `cannot write to the output folder ${dir} (${code}): choose another folder with --out or fix its permissions`,
    );
  }
}
