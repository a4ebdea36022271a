/**
 * Shared plumbing of the fault tests: a definition for a sandbox, one full run (workbooks
 * and PDFs) into a fresh folder, and readers for what the run wrote (manifest, Summary
 * sheets through exceljs, PDF bytes).
 */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { httpFetch } from "../../../src/api/http-fetch.js";
import type { Auth, FetchLike } from "../../../src/api/options.js";
import { parseDefinition, type ReportDefinition } from "../../../src/definition/index.js";
import type { Manifest } from "../../../src/output/manifest.js";
import type { RunEvent } from "../../../src/pipeline/run/events.js";
import { type RunResult, runReport } from "../../../src/pipeline/run/run.js";
import { type Sandbox, sandboxDefinitionDetails } from "../../../src/sandbox/index.js";

export const MONTH = "2026-10";
/** 06:17Z: no plant-local midnight near it, so a clock that advances a few seconds changes no day. */
export const NOW = Date.parse("2026-11-05T06:17:00Z");

/** A sandbox clock that starts at NOW and advances with real time (tokens must be able to expire). */
export function advancingClock(): () => number {
  const start = Date.now();
  return () => NOW + (Date.now() - start);
}

/**
 * A sandbox clock that moves only when the test says: token expiry then follows the requests
 * made, not how fast the machine makes them (a loaded machine cannot outlast a token between
 * its login and its first use).
 */
export function manualClock(): { now: () => number; advance: (ms: number) => void } {
  let t = NOW;
  return {
    now: () => t,
    advance: (ms) => {
      t += ms;
    },
  };
}

/**
 * The request timeout of the fault runs: generous, so a loaded machine (PDFs render on the
 * test's own thread, blocking the event loop) never turns a slow answer into a timeout and
 * a retry. Timeouts are injected as answers that never come (faults-matrix.test.ts).
 */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * A definition for the sandbox's plants with its capacities, budgets and tariffs. Retries
 * are fast (5–40 ms backoff), so faults cost little time; `timeoutMs` overrides the timeout.
 */
export function definitionFor(
  sandbox: Sandbox,
  extraYaml = "",
  { timeoutMs = REQUEST_TIMEOUT_MS }: { timeoutMs?: number } = {},
): ReportDefinition {
  const yaml =
    `title: Fault check\nperiod: "${MONTH}"\nhistory: 3\nconcurrency: 6\ntimeoutMs: ${timeoutMs}\n` +
    "retry:\n  retries: 6\n  minDelayMs: 5\n  maxDelayMs: 40\n  maxRetryAfterMs: 1000\n" +
    extraYaml;
  const def = parseDefinition(yaml, "inline.yaml", process.cwd());
  return { ...def, plantDetails: sandboxDefinitionDetails(sandbox) };
}

export const passwordAuth = (sandbox: Sandbox): Auth => ({ kind: "password", ...sandbox.credentials });

export interface FinishedRun {
  result: RunResult;
  /** as read back from manifest.json */
  manifest: Manifest;
  outDir: string;
  events: RunEvent[];
}

const made: string[] = [];

export async function freshDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `solar-${prefix}-`));
  made.push(dir);
  return dir;
}

/** Removes every folder freshDir made (call from afterAll). */
export async function removeRunDirs(): Promise<void> {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

/** One full run (workbooks and PDFs) with a fixed month, clock and generatedAt. */
export async function runFull(
  sandbox: Sandbox,
  definition: ReportDefinition,
  opts: {
    auth?: Auth;
    outDir?: string;
    /** The report month (default MONTH). */
    month?: string;
    /** --replace: the folder may hold another report. */
    replace?: boolean;
    /** --shard K/N */
    shard?: { index: number; count: number };
    pdfs?: boolean;
    onEvent?: (e: RunEvent) => void;
    fetch?: FetchLike;
    /** Replaces the client's backoff sleeps (e.g. zero delay). */
    sleep?: (ms: number) => Promise<void>;
    /** Rehearse the documents near the fetch's end (pipeline/run/rehearsal.ts; default: the run's). */
    rehearse?: boolean;
  } = {},
): Promise<FinishedRun> {
  const outDir = opts.outDir ?? (await freshDir("faults"));
  const events: RunEvent[] = [];
  const result = await runReport({
    definition,
    client: {
      baseUrl: sandbox.baseUrl,
      auth: opts.auth ?? passwordAuth(sandbox),
      fetch: opts.fetch,
      sleep: opts.sleep,
    },
    month: opts.month ?? MONTH,
    outDir,
    replace: opts.replace,
    shard: opts.shard,
    now: new Date(NOW),
    generatedAt: new Date(NOW),
    pdfs: opts.pdfs ?? true,
    pdfWorkers: 1,
    ...(opts.rehearse === undefined ? {} : { rehearse: opts.rehearse }),
    onEvent: (e) => {
      events.push(e);
      opts.onEvent?.(e);
    },
  });
  const manifest = JSON.parse(await readFile(join(outDir, "manifest.json"), "utf8")) as Manifest;
  return { result, manifest, outDir, events };
}

/** The manifest without what legitimately differs between two runs of the same data. */
export function figuresOf(m: Manifest): Omit<Manifest, "requests"> {
  const { requests: _requests, ...rest } = m;
  return rest;
}

export const WORKBOOK_KINDS = ["yield", "pr", "availability"] as const;
export type WorkbookKind = (typeof WORKBOOK_KINDS)[number];

/** A cell as compared between runs: its value, or a formula with its cached result. */
function cellValue(cell: ExcelJS.Cell): unknown {
  const v = cell.value as unknown;
  if (v !== null && typeof v === "object" && "formula" in v) {
    const f = v as { formula?: string; result?: unknown };
    return { formula: f.formula, result: f.result };
  }
  return v;
}

/** sheet name → rows of cell values, for every sheet of one workbook, as exceljs reads them back. */
export async function workbookCells(
  run: FinishedRun,
  kind: WorkbookKind,
): Promise<Record<string, unknown[][]>> {
  const wb = new ExcelJS.Workbook();
  const bytes = await readFile(join(run.outDir, run.manifest.workbooks[kind]!));
  await wb.xlsx.load(new Uint8Array(bytes).buffer);
  const out: Record<string, unknown[][]> = {};
  for (const ws of wb.worksheets) {
    const rows: unknown[][] = [];
    ws.eachRow({ includeEmpty: true }, (row) => {
      const cells: unknown[] = [];
      row.eachCell({ includeEmpty: true }, (cell) => {
        cells.push(cellValue(cell));
      });
      rows.push(cells);
    });
    out[ws.name] = rows;
  }
  return out;
}

/** plant id → bytes of its PDF. */
export async function pdfBytes(run: FinishedRun): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const p of run.manifest.plants) if (p.pdf) out.set(p.id, await readFile(join(run.outDir, p.pdf)));
  return out;
}

/** Every file under the folder, relative, sorted (empty when nothing was written). */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort();
}

/**
 * The client's own fetch (http-fetch.ts, keep-alive agent) that also records, per plant, every
 * attempt and the attempts that did not succeed (non-2xx status or no response).
 */
/** Counts requests per plant; `inner` (e.g. a rewriting fetch) sends them, the client's own by default. */
export function recordingFetch(inner?: FetchLike): {
  fetch: FetchLike;
  attempts: Map<string, number>;
  failedAttempts: Map<string, number>;
} {
  const attempts = new Map<string, number>();
  const failedAttempts = new Map<string, number>();
  const plantOf = (body: string | undefined) =>
    body?.startsWith("{") ? (JSON.parse(body) as { plant_id?: string }).plant_id : undefined;
  const note = (counts: Map<string, number>, body: string | undefined) => {
    const id = plantOf(body);
    if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  };
  const fetch: FetchLike = async (url, init) => {
    note(attempts, init.body);
    try {
      const res = await (inner ?? httpFetch)(url, init);
      if (res.status >= 300) note(failedAttempts, init.body);
      return res;
    } catch (err) {
      note(failedAttempts, init.body);
      throw err;
    }
  };
  return { fetch, attempts, failedAttempts };
}
