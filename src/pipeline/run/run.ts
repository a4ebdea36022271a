/**
 * One monthly run: plan → fetch every plant through ONE pool → ReportModel → files →
 * manifest (last). Callable from tests with injected fetch and clock; the CLI only maps
 * its result and errors to exit codes.
 */
import { resolve } from "node:path";
import { definitionDigest, type ReportDefinition, resolveMonth } from "../../definition/index.js";
import type { ReportModel } from "../../metrics/model.js";
import { buildManifest, deliveryAddresses, type Manifest } from "../../output/manifest.js";
import { OutputFolder, takeOverWarning } from "../../output/output-folder.js";
import { clientOf, DailyCsvLines } from "../../render/csv/data-csv.js";
import { type SummaryWorkerStart, startSummaryWorker } from "../../render/pdf/index.js";
import { fetchAll, type Period } from "../fetch/fetch-all.js";
import { type ConnectionOptions, createPooledClient } from "../fetch/pooled-client.js";
import type { Shard } from "../shard/shard.js";
import { writeShardModel } from "../shard/shard-output.js";
import { shardService } from "../shard/shard-service.js";
import { assembleModel, reportHeader } from "./assemble.js";
import { commentaryWarnings, readCommentary } from "./commentary.js";
import { type EventSink, ignoreEvents } from "./events.js";
import { finishReport } from "./finish.js";
import { pdfFailures } from "./pdf-failures.js";
import { PdfStream } from "./pdf-stream.js";
import { Rehearsal } from "./rehearsal.js";
import { plannedFiles, renderOutputs } from "./render.js";

export interface RunOptions {
  definition: ReportDefinition;
  /** Base URL, credentials, and optionally fetch/clock/sleep for tests. */
  client: ConnectionOptions;
  month?: string;
  outDir?: string;
  /** Use a folder holding another report (month, title or definition), replacing its files (`--replace`). */
  replace?: boolean;
  concurrency?: number;
  /** Paces this process's requests (overrides the definition's `maxRequestsPerSecond`). */
  maxRequestsPerSecond?: number;
  now?: Date;
  generatedAt?: Date;
  pdfs?: boolean;
  /**
   * Worker threads for the plant PDFs (0: this thread; default: one fewer than the cores, see
   * render-pdfs.ts) and for the portfolio PDF and client packs (0 or 1: this thread).
   */
  pdfWorkers?: number;
  onEvent?: EventSink;
  signal?: AbortSignal;
  /** Report only this shard's plants and leave model.json for `merge` (see pipeline/shard.ts). */
  shard?: Shard;
  /** Response cache folder (`--cache-dir`): settled months are read from it, not fetched. Default: none. */
  cacheDir?: string;
  /** Rehearse the documents near the fetch's end (rehearsal.ts). Default: true; the bench compares. */
  rehearse?: boolean;
}

export interface RunTimings {
  fetchMs: number;
  xlsxMs: number;
  /** PDFs: the wait for the last ones once the model is assembled (most render during the fetch), plus writing them. */
  pdfMs: number;
  totalMs: number;
  /**
   * The process's CPU time (every thread: the PDF workers', V8's and libuv's too) after the
   * fetch, in ms. Divided by totalMs − fetchMs: how many cores the work after the last plant
   * kept busy (BENCHMARKS.md, "Against a rate limit").
   */
  tailCpuMs: number;
}

export interface RunResult {
  exitCode: 0 | 3;
  outDir: string;
  manifest: Manifest;
  model: ReportModel;
  /** The minimal plan: login (with a password), the plant list, historical and freshness calls. */
  plannedRequests: number;
  timings: RunTimings;
}

export function resolvePeriod(def: ReportDefinition, month: string | undefined, now: Date): Period {
  const p = resolveMonth(def.period, month, now);
  return {
    month: p.month,
    dates: p.dates,
    reportedThrough: p.reportedThrough,
    historyMonths: p.historyMonths(def.history),
    now,
  };
}

export async function runReport(opts: RunOptions): Promise<RunResult> {
  const started = Date.now();
  const emit = opts.onEvent ?? ignoreEvents;
  const def = opts.definition;
  const now = opts.now ?? new Date();
  const period = resolvePeriod(def, opts.month, now);
  const outDir = resolve(opts.outDir ?? `reports/${period.month}`);
  const commentary = await readCommentary(def.commentary, period.month);
  // Before any request: a folder the run must not write into is refused, another run's is locked.
  const definition = definitionDigest(def);
  const report = { month: period.month, title: def.title, definition };
  const folder = await OutputFolder.claim(outDir, { command: "run", report, replace: opts.replace });
  if (folder.tookOver !== null) {
    emit({ type: "warning", message: takeOverWarning(folder.tookOver) });
  }

  const concurrency = opts.concurrency ?? def.concurrency;
  // Aborted when the run ends: after a fatal error (auth), the other plants' queued requests
  // and retries are refused instead of still reaching the service.
  const finished = new AbortController();
  const signal = opts.signal ? AbortSignal.any([opts.signal, finished.signal]) : finished.signal;
  const maxRequestsPerSecond = opts.maxRequestsPerSecond ?? def.maxRequestsPerSecond ?? null;
  const { client, pool } = createPooledClient(
    def,
    opts.client,
    { concurrency, maxRequestsPerSecond },
    emit,
    signal,
  );
  const generatedAt = opts.generatedAt ?? now;
  const loginRequests = opts.client.auth.kind === "password" ? 1 : 0;
  const withPdfs = opts.pdfs ?? def.pdf.enabled;
  const header = reportHeader(def, period, generatedAt);
  const pdfs = withPdfs ? new PdfStream(header, { workers: opts.pdfWorkers }) : null;
  // A shard's folder is merged, not read: the portfolio and the packs need every plant.
  const summaryPdfs = withPdfs && opts.shard === undefined;
  // Their first worker starts once the plants are planned and gets ready while the run waits
  // for the service (render-summaries.ts, SummaryWorkerStart).
  let summaryWorker = null as SummaryWorkerStart | null;
  // The documents of the first plants, rendered and dropped near the fetch's end (rehearsal.ts).
  let rehearsal = null as Rehearsal | null;
  // Each plant's lines of the daily CSV are made as it arrives, while the run mostly waits for
  // the service, instead of after the last plant (render.ts checks each is still the model's).
  const dailyCsv = new DailyCsvLines();
  let clientOfPlant: (id: string) => string | null = () => null;
  try {
    const today = now.toISOString().slice(0, 10);
    const fetched = await fetchAll(client, def, period, today, concurrency, emit, {
      shard: opts.shard,
      cacheDir: opts.cacheDir,
      loginRequests,
      commentary,
      onPlanned: (n, clients) => {
        pdfs?.start(n);
        if (summaryPdfs) summaryWorker ??= startSummaryWorker(header, n, { workers: opts.pdfWorkers });
        if (opts.rehearse !== false) {
          const noRequests = { total: 0, retried: 0, failed: 0 };
          rehearsal = new Rehearsal({
            planned: n,
            model: (first) => assembleModel(def, period, first, noRequests, generatedAt),
            summaryWorker,
            perPlantSheetLimit: def.workbooks.perPlantSheetLimit,
            onRehearsed: (workbooks) => emit({ type: "rehearsal", workbooks }),
          });
        }
        clientOfPlant = clientOf(clients);
      },
      onPlant: (plant) => {
        pdfs?.add(plant);
        dailyCsv.add(plant, clientOfPlant(plant.id));
        rehearsal?.add(plant);
      },
    });
    const fetchMs = Date.now() - started;
    const fetchCpu = process.cpuUsage();
    void rehearsal?.stop();
    // The last plants' PDFs render on their worker while this thread assembles the model.
    const pdfsDone = pdfs?.finish();
    pdfsDone?.catch(() => {}); // awaited below; no unhandled rejection while the model is assembled
    const plants = fetched.plants;
    const { requests: total, retried, failed, resent } = client.stats;
    const model = assembleModel(
      def,
      period,
      plants,
      {
        total,
        retried,
        failed,
        ...(resent ? { resent } : {}),
        ...pool.summary,
        ...(fetched.cache ? { cache: fetched.cache } : {}),
        ...(fetched.windows ? { windows: fetched.windows } : {}),
      },
      generatedAt,
      {
        clients: fetched.clients,
        warnings: [
          ...fetched.clientWarnings,
          ...commentaryWarnings(commentary, period.month, fetched.selectionIds),
        ],
      },
    );
    const pdfWait = Date.now();
    const rendered = await pdfsDone;
    const pdfWaitMs = Date.now() - pdfWait;
    // A plant whose PDF could not be rendered keeps its figures: the PDF is a failed file.
    const failedPdfs = pdfFailures(model, rendered?.failures ?? new Map());
    model.warnings.push(...fetched.warnings, ...failedPdfs.warnings);
    for (const { message } of model.warnings) emit({ type: "warning", message });

    await folder.expect(plannedFiles(model, { pdfs: withPdfs, shard: opts.shard !== undefined }));
    await folder.prepare();
    const renderOpts = {
      perPlantSheetLimit: def.workbooks.perPlantSheetLimit,
      summaryPdfs,
      pdfWorkers: opts.pdfWorkers,
      ...(summaryWorker ? { summaryWorker } : {}),
      dailyCsv,
    };
    const { files, xlsxMs, pdfMs } = await renderOutputs(model, outDir, renderOpts, emit, rendered?.files);
    files.failed = [...failedPdfs.files, ...(files.failed ?? [])];
    const manifest = { ...buildManifest(model, files, deliveryAddresses(def)), definition };
    if (opts.shard) {
      const shardOut = {
        definition: def,
        shard: opts.shard,
        selection: fetched.selectionIds,
        service: shardService(opts.client.baseUrl, opts.client.auth),
        pdfs: withPdfs,
        model,
      };
      await writeShardModel(outDir, shardOut);
      manifest.shard = { index: opts.shard.index, count: opts.shard.count };
    }
    const { exitCode, totalMs } = await finishReport(folder, manifest, model, started, emit);
    const tailCpu = process.cpuUsage(fetchCpu);
    return {
      exitCode,
      outDir,
      manifest,
      model,
      plannedRequests: fetched.plannedRequests + loginRequests,
      timings: {
        fetchMs,
        xlsxMs,
        pdfMs: pdfWaitMs + pdfMs,
        totalMs,
        tailCpuMs: Math.round((tailCpu.user + tailCpu.system) / 1000),
      },
    };
  } finally {
    finished.abort();
    client.close();
    await Promise.all([pdfs?.stop(), summaryWorker?.stop(), rehearsal?.stop()]);
    await folder.release();
  }
}
