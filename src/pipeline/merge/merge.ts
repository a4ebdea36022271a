/**
 * `solar-report merge <dir>…`: one output folder from the folders of `run --shard K/N`,
 * as a single run of the whole selection would have written it: the workbooks, data CSVs,
 * portfolio PDF and client packs rendered from the merged model (portfolio and clients
 * recomputed), the shards' plant PDFs copied, index.html, and the manifest last. Callable from tests; the CLI maps its result and errors to exit codes.
 */
import { resolve } from "node:path";
import type { ReportModel } from "../../metrics/model.js";
import { buildManifest, type DeliveryAddresses, type Manifest } from "../../output/manifest.js";
import { OutputFolder, takeOverWarning } from "../../output/output-folder.js";
import { type EventSink, ignoreEvents } from "../run/events.js";
import { finishReport } from "../run/finish.js";
import { plannedFiles, renderOutputs } from "../run/render.js";
import { checkShards } from "./merge-check.js";
import { MergeError } from "./merge-error.js";
import { mergeModels } from "./merge-model.js";
import { copyPdfs } from "./merge-pdfs.js";
import { readShardFolder, type ShardFolder } from "./merge-read.js";

export interface MergeOptions {
  /** The shards' output folders, in any order. */
  dirs: string[];
  /** Default reports/<YYYY-MM>, as for `run`. */
  outDir?: string;
  /** Use a folder holding another report, replacing its files (`--replace`). */
  replace?: boolean;
  /** Timestamp written into the files (default: now). */
  generatedAt?: Date;
  onEvent?: EventSink;
}

export interface MergeResult {
  exitCode: 0 | 3;
  outDir: string;
  manifest: Manifest;
  model: ReportModel;
}

function checkOutDirIsNew(outDir: string, shards: ShardFolder[]): void {
  const clash = shards.find((s) => s.dir === outDir);
  if (clash) {
    throw new MergeError(`--out ${outDir} is one of the shards' folders: merge into another folder`);
  }
}

/**
 * Who `deliver` sends the merged report to: the shards' (every shard ran the same definition,
 * merge-check.ts compares their digests, which cover `delivery` and the recipients).
 */
function shardDelivery(shard: ShardFolder): DeliveryAddresses | null {
  const { delivery, clients } = shard.manifest;
  if (!delivery) return null;
  return {
    from: delivery.from,
    internal: delivery.internal,
    recipients: clients.map((c) => c.recipients ?? []),
  };
}

export async function mergeReports(opts: MergeOptions): Promise<MergeResult> {
  const started = Date.now();
  const emit = opts.onEvent ?? ignoreEvents;
  const shards: ShardFolder[] = [];
  for (const dir of opts.dirs) shards.push(await readShardFolder(dir));
  checkShards(shards);
  const model = mergeModels(
    shards.map((s) => s.file),
    opts.generatedAt ?? new Date(),
  );
  for (const { message } of model.warnings) emit({ type: "warning", message });
  const outDir = resolve(opts.outDir ?? `reports/${model.month}`);
  checkOutDirIsNew(outDir, shards);

  const definition = shards[0]!.file.definition;
  const report = { month: model.month, title: model.title, definition };
  const folder = await OutputFolder.claim(outDir, { command: "merge", report, replace: opts.replace });
  try {
    if (folder.tookOver !== null) emit({ type: "warning", message: takeOverWarning(folder.tookOver) });
    // Shards run with --no-pdf leave no PDFs to copy: the merge then makes none either.
    const pdfs = shards.every((s) => s.file.pdfs !== false);
    await folder.expect(plannedFiles(model, { pdfs, shard: false }));
    await folder.prepare();
    const renderOpts = { perPlantSheetLimit: shards[0]!.file.perPlantSheetLimit, summaryPdfs: pdfs };
    const { files } = await renderOutputs(model, outDir, renderOpts, emit);
    files.pdfs = await copyPdfs(shards, model, outDir, emit);
    const manifest = { ...buildManifest(model, files, shardDelivery(shards[0]!)), definition };
    const { exitCode } = await finishReport(folder, manifest, model, started, emit);
    return { exitCode, outDir, manifest, model };
  } finally {
    await folder.release();
  }
}
