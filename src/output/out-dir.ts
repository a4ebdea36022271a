/**
 * The output folder's layout (DESIGN.md "Output folder"): manifest.json (written last),
 * portfolio-YYYY-MM.pdf, workbooks/*.xlsx, plants/*.pdf, clients/*.pdf, data/*.csv, every
 * file written atomically and never outside the folder.
 * Which folder a run may write into, and its lock, are output-folder.ts's.
 */
import { join, relative, sep } from "node:path";
import { moveFileAtomic, writeFileAtomic } from "./atomic.js";
import { MANIFEST_NAME, type Manifest, manifestJson } from "./manifest.js";
import { OutputError } from "./output-error.js";
import { CLIENT_DIR, PLANT_DIR, portfolioPdfName, WORKBOOK_DIR } from "./owned-files.js";

export { filesOf } from "./owned-files.js";
export { CLIENT_DIR, OutputError, PLANT_DIR, portfolioPdfName, WORKBOOK_DIR };

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

/** A finished file moved to `dir/sub/name` (renamed when it is on the same file system, else copied). */
export async function moveIntoOutput(dir: string, sub: string, name: string, from: string): Promise<string> {
  const { abs, rel } = pathInside(dir, sub, name);
  await moveFileAtomic(from, abs);
  return rel;
}

/** A file at the top of the output folder (the portfolio PDF): a bare name, never a path. */
export async function writeTopFile(dir: string, name: string, data: Uint8Array): Promise<string> {
  const abs = join(dir, name);
  if (relative(dir, abs) !== name || name.includes(sep) || name.includes("/")) {
    throw new OutputError(`refusing to write ${JSON.stringify(name)} outside ${dir}`);
  }
  await writeFileAtomic(abs, data);
  return name;
}

export async function writeManifest(dir: string, manifest: Manifest): Promise<string> {
  const path = join(dir, MANIFEST_NAME);
  await writeFileAtomic(path, manifestJson(manifest));
  return path;
}
