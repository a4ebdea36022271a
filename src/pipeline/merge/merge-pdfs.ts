/**
 * The shards' PDFs, copied into the merged `plants/` folder under the names a single run
 * would give them (plantPdfFileName over the merged plants in order, so two shards' plants
 * of the same name still get distinct files). Copies are atomic writes, a few at a time.
 */
import { readFile } from "node:fs/promises";
import pLimit from "p-limit";
import type { ReportModel } from "../../metrics/model.js";
import { PLANT_DIR, pathInside, writeOutput } from "../../output/out-dir.js";
import type { EventSink } from "../run/events.js";
import { pdfNames } from "../run/render.js";
import { MergeError } from "./merge-error.js";
import type { ShardFolder } from "./merge-read.js";

const COPIES_IN_FLIGHT = 8;

/** plant id → absolute path of its PDF in its shard's folder (kept inside that folder's plants/). */
function shardPdfs(shards: ShardFolder[]): Map<string, string> {
  const pdfs = new Map<string, string>();
  for (const s of shards) {
    for (const p of s.manifest.plants) {
      if (p.pdf === undefined) continue;
      const name = p.pdf.startsWith(`${PLANT_DIR}/`) ? p.pdf.slice(PLANT_DIR.length + 1) : "";
      try {
        pdfs.set(p.id, pathInside(s.dir, PLANT_DIR, name).abs);
      } catch {
        throw new MergeError(`${s.dir}: its manifest names a PDF outside its plants/ folder: ${p.pdf}`);
      }
    }
  }
  return pdfs;
}

async function readPdf(path: string): Promise<Buffer> {
  try {
    return await readFile(path);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? "error";
    throw new MergeError(`cannot read the shard's PDF ${path} (${code}): rerun that shard`);
  }
}

/** Copies every shard PDF; returns plant id → path relative to `outDir`. */
export async function copyPdfs(
  shards: ShardFolder[],
  model: ReportModel,
  outDir: string,
  emit: EventSink,
): Promise<Map<string, string>> {
  const sources = shardPdfs(shards);
  const names = [...pdfNames(model)].map(([id, name]) => ({ id, name }));
  const limit = pLimit(COPIES_IN_FLIGHT);
  const copied = new Map<string, string>();
  await Promise.all(
    names.map(({ id, name }) =>
      limit(async () => {
        const source = sources.get(id);
        if (source === undefined) return;
        const rel = await writeOutput(outDir, PLANT_DIR, name, await readPdf(source));
        copied.set(id, rel);
        emit({ type: "render", what: "pdf", file: rel });
      }),
    ),
  );
  return copied;
}
