/**
 * Writes the files of a run from its ReportModel: the three workbooks, the data CSVs, the
 * portfolio PDF and client packs (summary-output.ts), and the plant PDFs the run rendered
 * (and spooled to disk) while it fetched (pdf-stream.ts), moved while the workbooks are built,
 * under names fixed in plant order, so names and bytes are the same on every run. Renderers produce bytes; output/ writes them
 * atomically. `plannedFiles` names them all before the first is written (the output
 * folder's lock records them, see output/out-dir.ts).
 */
import type { ReportModel } from "../../metrics/model.js";
import { type FailedFile, MANIFEST_NAME, type WrittenFiles } from "../../output/manifest.js";
import { MODEL_FILE_NAME } from "../../output/model-file.js";
import { moveIntoOutput, PLANT_DIR, WORKBOOK_DIR, writeOutput } from "../../output/out-dir.js";
import { DATA_DIR, dailyCsvName, INDEX_NAME, monthlyCsvName } from "../../output/owned-files.js";
import { type DailyCsvLines, dailyCsvBytes, monthlyCsv } from "../../render/csv/data-csv.js";
import { plantPdfFileName, type SummaryWorkerStart, TakenNames } from "../../render/pdf/index.js";
import {
  type LaidOutWorkbook,
  layOutWorkbook,
  packWorkbook,
  WORKBOOK_KINDS,
  type WorkbookKind,
  workbookFileName,
} from "../../render/xlsx/index.js";
import type { EventSink } from "./events.js";
import { startSummaryPdfs, summaryFiles, writeSummaryPdfs } from "./summary-output.js";

export interface RenderOptions {
  perPlantSheetLimit: number;
  /** The portfolio PDF and the client packs (with the run's PDFs). */
  summaryPdfs: boolean;
  /** Worker threads for them (0 or 1: this thread; default: one per core, at most two). */
  pdfWorkers?: number;
  /** Their first worker, started and warmed while the run fetched (run.ts). */
  summaryWorker?: SummaryWorkerStart;
  /** The daily CSV's lines of the plants, made while the run fetched (data-csv.ts). */
  dailyCsv?: DailyCsvLines;
}

/** The figures as CSV tables for BI tools (output/data-csv.ts). */
async function writeDataFiles(
  model: ReportModel,
  outDir: string,
  emit: EventSink,
  early?: DailyCsvLines,
): Promise<WrittenFiles["data"]> {
  const encode = (text: string) => new TextEncoder().encode(text);
  const daily = await writeOutput(outDir, DATA_DIR, dailyCsvName(model.month), dailyCsvBytes(model, early));
  emit({ type: "render", what: "data", file: daily });
  const monthly = await writeOutput(outDir, DATA_DIR, monthlyCsvName(model.month), encode(monthlyCsv(model)));
  emit({ type: "render", what: "data", file: monthly });
  return { daily, monthly };
}

type WorkbookOutcome = { file: string } | { failed: FailedFile };

function failedWorkbook(kind: WorkbookKind, model: ReportModel, err: unknown): { failed: FailedFile } {
  const reason = err instanceof Error ? err.message : String(err);
  return {
    failed: { file: `${WORKBOOK_DIR}/${workbookFileName(kind, model.month)}`, kind: "workbook", reason },
  };
}

/** The workbook's cells laid out (this thread), or why it cannot be built: a failed file, the others are still written. */
async function layOut(
  kind: WorkbookKind,
  model: ReportModel,
  opts: RenderOptions,
): Promise<LaidOutWorkbook | { failed: FailedFile }> {
  try {
    return await layOutWorkbook(kind, model, { perPlantSheetLimit: opts.perPlantSheetLimit });
  } catch (err) {
    return failedWorkbook(kind, model, err);
  }
}

/** Zipped (a failed file if it cannot be) and written (an I/O error, fatal like any other). */
async function packAndWrite(
  kind: WorkbookKind,
  model: ReportModel,
  outDir: string,
  laidOut: LaidOutWorkbook,
): Promise<WorkbookOutcome> {
  let buf: Uint8Array;
  try {
    buf = await packWorkbook(laidOut);
  } catch (err) {
    return failedWorkbook(kind, model, err);
  }
  return { file: await writeOutput(outDir, WORKBOOK_DIR, workbookFileName(kind, model.month), buf) };
}

/**
 * The three workbooks, in order. Each is laid out on this thread while the one before is
 * zipped and written: its parts deflate on libuv's thread pool, and waiting for the largest
 * (a Daily sheet) left this thread idle for about a fifth of a second a workbook. At most one
 * workbook's parts wait for their zip while the next is laid out; each is garbage once written
 * (BENCHMARKS.md, "Peak memory"). Results are recorded in workbook order. `whileLastZips` is
 * other work of this thread, done while the last workbook is zipped.
 */
async function writeWorkbooks(
  model: ReportModel,
  outDir: string,
  opts: RenderOptions,
  emit: EventSink,
  files: WrittenFiles,
  whileLastZips: () => Promise<void>,
): Promise<void> {
  const record = (kind: WorkbookKind, written: WorkbookOutcome) => {
    if ("failed" in written) {
      files.failed!.push(written.failed);
      emit({
        type: "warning",
        message: `${written.failed.file} could not be built and is left out: ${written.failed.reason}`,
      });
      return;
    }
    files.workbooks[kind] = written.file;
    emit({ type: "render", what: "workbook", file: written.file });
  };
  let previous: Promise<void> | null = null;
  for (const kind of WORKBOOK_KINDS) {
    const laidOut = await layOut(kind, model, opts);
    await previous;
    const written =
      "failed" in laidOut ? Promise.resolve(laidOut) : packAndWrite(kind, model, outDir, laidOut);
    previous = written.then((w) => record(kind, w));
    // Awaited after the next layout; until then a write that failed is no unhandled rejection.
    previous.catch(() => {});
  }
  // Both settled before either's failure is thrown: nothing is left writing behind a failed run.
  const settled = await Promise.allSettled([previous, whileLastZips()]);
  for (const r of settled) if (r.status === "rejected") throw r.reason;
}

/** plant id → PDF file name, for the plants with data, in plant order (unique, safe names). */
export function pdfNames(model: ReportModel): Map<string, string> {
  const taken = new TakenNames();
  return new Map(
    model.plants.filter((p) => p.status === "ok").map((p) => [p.id, plantPdfFileName(p, model.month, taken)]),
  );
}

/** Every file a run or merge of `model` may write, relative to the output folder. */
export function plannedFiles(model: ReportModel, opts: { pdfs: boolean; shard: boolean }): string[] {
  const workbooks = WORKBOOK_KINDS.map((k) => `${WORKBOOK_DIR}/${workbookFileName(k, model.month)}`);
  const plantPdfs = opts.pdfs ? [...pdfNames(model).values()].map((n) => `${PLANT_DIR}/${n}`) : [];
  // A shard's folder is merged, not read: the portfolio and the packs need every plant.
  const summaries = opts.pdfs && !opts.shard ? summaryFiles(model) : [];
  const data = [dailyCsvName(model.month), monthlyCsvName(model.month)].map((n) => `${DATA_DIR}/${n}`);
  return [
    MANIFEST_NAME,
    INDEX_NAME,
    ...(opts.shard ? [MODEL_FILE_NAME] : []),
    ...workbooks,
    ...data,
    ...summaries,
    ...plantPdfs,
  ];
}

/**
 * `pdfs`: plant id → the PDF file the run spooled (pdf-stream.ts), moved into plants/ (the
 * spooled files are consumed; none when the run makes no PDFs; merge copies the shards').
 */
export async function renderOutputs(
  model: ReportModel,
  outDir: string,
  opts: RenderOptions,
  emit: EventSink,
  pdfs?: Map<string, string>,
): Promise<{ files: WrittenFiles; xlsxMs: number; pdfMs: number }> {
  const files: WrittenFiles = { workbooks: {}, pdfs: new Map(), failed: [] };
  // The portfolio PDF and the packs render on another core while this thread builds the
  // workbooks; they are written after them, as before.
  const summaries = opts.summaryPdfs
    ? startSummaryPdfs(model, opts.pdfWorkers, opts.summaryWorker)
    : undefined;
  // The plant PDFs go to their final names meanwhile too: copying them mostly waits for the
  // disk, and after the workbooks it was the run's last second.
  const placing = pdfs ? placePlantPdfs(model, outDir, emit, pdfs) : undefined;
  const xlsxStart = Date.now();
  let xlsxMs = 0;
  try {
    // The data CSVs are made and written while the last workbook is zipped (xlsxMs includes them).
    await writeWorkbooks(model, outDir, opts, emit, files, async () => {
      files.data = await writeDataFiles(model, outDir, emit, opts.dailyCsv);
    });
    xlsxMs = Date.now() - xlsxStart;
    const pdfStart = Date.now();
    if (summaries) {
      const written = await writeSummaryPdfs(model, outDir, emit, opts.pdfWorkers, summaries);
      if (written.portfolio) files.portfolio = written.portfolio;
      files.packs = written.packs;
      files.failed!.push(...written.failed);
    }
    if (placing) files.pdfs = await placing.done;
    return { files, xlsxMs, pdfMs: Date.now() - pdfStart };
  } catch (err) {
    // Nothing is left running behind a failed run: the summaries' worker ends with its
    // documents, the copies under way finish and no other starts.
    placing?.stop();
    await Promise.allSettled([summaries, placing?.done]);
    throw err;
  }
}

/**
 * Plant PDFs written to disk while the run fetched, each moved to its final name (flushed,
 * then renamed: no byte is copied; copied atomically when the spool is on another file
 * system, output/atomic.ts). A few at a time: each waits mostly for its flush, so one after
 * another they were the run's last phase, the disk's latency times the plants. After a failure, or `stop`, no other is
 * started, and those under way are settled before `done` settles, so none is left half-done
 * behind it. `done` holds the files in plant order; a failure is reported there (when awaited)
 * and never as an unhandled rejection meanwhile.
 */
function placePlantPdfs(
  model: ReportModel,
  outDir: string,
  emit: EventSink,
  pdfs: Map<string, string>,
): { done: Promise<Map<string, string>>; stop: () => void } {
  const names = [...pdfNames(model)].filter(([id]) => pdfs.has(id));
  const placed = new Array<string | undefined>(names.length);
  let next = 0;
  let stopped = false;
  const lane = async () => {
    for (let i = next++; i < names.length && !stopped; i = next++) {
      const [id, name] = names[i]!;
      try {
        placed[i] = await moveIntoOutput(outDir, PLANT_DIR, name, pdfs.get(id)!);
      } catch (err) {
        stopped = true;
        throw err;
      }
      emit({ type: "render", what: "pdf", file: placed[i]! });
    }
  };
  const done = Promise.allSettled(Array.from({ length: PLACE_LANES }, lane)).then((lanes) => {
    const failed = lanes.find((l) => l.status === "rejected");
    if (failed) throw failed.reason;
    if (stopped) throw new Error("the plant PDFs were not all placed");
    return new Map(names.map(([id], i) => [id, placed[i]!]));
  });
  done.catch(() => {});
  return {
    done,
    stop: () => {
      stopped = true;
    },
  };
}

/** Plant PDFs written at once (placePlantPdfs). */
export const PLACE_LANES = 8;
