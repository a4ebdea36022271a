/**
 * index.html in the output folder: rendered from the manifest (render/html/index-html.ts) and
 * written atomically. Written just before the manifest, so the manifest stays the last file of a run.
 */
import { join } from "node:path";
import { writeFileAtomic } from "../../output/atomic.js";
import type { Manifest } from "../../output/manifest.js";
import { INDEX_NAME } from "../../output/owned-files.js";
import { indexHtml } from "../../render/html/index-html.js";

/** Writes index.html into `outDir` and returns its manifest path. */
export async function writeIndexHtml(outDir: string, manifest: Manifest): Promise<string> {
  await writeFileAtomic(join(outDir, INDEX_NAME), indexHtml(manifest));
  return INDEX_NAME;
}
