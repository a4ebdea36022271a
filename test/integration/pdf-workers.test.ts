/**
 * The worker-thread path of renderPdfs only exists as compiled JS, so this test runs the PDF
 * entry of the bundle the suite's global setup made (test/global-setup.ts: dist/bundle/pdf.js,
 * beside the worker.js that the bin's runs start) in a child process, on the fixture model
 * handed over as JSON (as a shard's model.json carries it). It also proves determinism across
 * processes: worker output equals this process's bytes, for the plant PDFs and for the
 * portfolio PDF and client packs.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { ReportModel } from "../../src/metrics/model.js";
import { renderClientPack, renderPlantPdf, renderPortfolioPdf } from "../../src/render/pdf/index.js";
import { POOL_DEFAULTS } from "../../src/render/pdf/options.js";
import { plantWorkers } from "../../src/render/pdf/workers/render-pdfs.js";
import { sampleModel, withClients } from "../fixtures/model.js";

const root = resolve(import.meta.dirname, "../..");
const out = mkdtempSync(join(tmpdir(), "pdf-workers-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

const CHILD = `
import { createHash } from "node:crypto";
import { readFileSync as readJson } from "node:fs";
import { PlantQueue, plantWorkers, portfolioJob, renderPdfs, renderSummaries, startSummaryWorker, workerFile } from "${root}/dist/bundle/pdf.js";
const model = JSON.parse(readJson("model.json", "utf8"));
const withClientsModel = JSON.parse(readJson("with-clients.json", "utf8"));
const plants = model.plants.filter((p) => p.status === "ok");
const hash = (buf) => createHash("sha256").update(buf).digest("hex");
const hashes = {};
// Each thread's nice value (proc(5), /proc/<pid>/task/<tid>/stat field 19), read while the workers render.
import { readdirSync, readFileSync } from "node:fs";
const niceOf = (tid) => Number(readFileSync(\`/proc/self/task/\${tid}/stat\`, "utf8").split(") ")[1].split(" ")[16]);
// [is the calling thread, nice] of every live thread: a helper thread may end between readdir and
// read (ENOENT), and is then simply not counted.
const threadNices = () => readdirSync("/proc/self/task").flatMap((t) => {
  try { return [[Number(t) === process.pid, niceOf(t)]]; } catch (e) { if (e.code === "ENOENT") return []; throw e; }
});
let nices = null;
// The first plants of the report, announced as the whole of it (as the run hands them over while
// it fetches): the workers render on their niced threads, which a busy machine starves, so the
// checks take the few plants they need (and every one of them is compared byte for byte).
const FIRST = 4;
await renderPdfs(model, PlantQueue.of(plants.slice(0, FIRST)), { workers: 2, expected: plants.length, onDone: (id, buf) => {
  hashes[id] = hash(buf);
  if (!nices) nices = threadNices();
} });
// Spooled: each worker writes its PDFs into the folder itself and answers with the path.
import { mkdtempSync, readFileSync as readBytes } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join as joinPath } from "node:path";
// The checks below render a few plants announced as a whole report (a queue with
// \`expected\`, as the run hands them over while it fetches): the report's size decides the
// workers, the few plants are enough to see them.
const FEW = 2;
const fewOfMany = () => ({ queue: PlantQueue.of(plants.slice(0, FEW)), expected: plants.length });
// The most threads at another nice value than this one's, seen while \`work\` runs.
const nicedThreadsWhile = async (work) => {
  const mainNice = niceOf(process.pid);
  let most = 0;
  const poll = setInterval(() => {
    most = Math.max(most, threadNices().filter(([isMain, n]) => !isMain && n !== mainNice).length);
  }, 1);
  await work();
  clearInterval(poll);
  return most;
};
const spoolDir = mkdtempSync(joinPath(tmpdir(), "spool-"));
const spooled = {};
let bytesBack = 0;
// Each thread start loads the renderers at the workers' low priority, which a busy machine
// starves: the checks below start as few as they need. The spool runs on the default number of
// workers (one fewer than the cores), seen by their nice value.
const spoolThreads = await nicedThreadsWhile(async () => {
  const toSpool = fewOfMany();
  await renderPdfs(model, toSpool.queue, {
    expected: toSpool.expected,
    onDone: () => { bytesBack++; },
    spool: { dir: spoolDir, onSpooled: (id, file) => { spooled[id] = [basename(file), hash(readBytes(file))]; } },
  });
});
// The passes that check no priority start their workers at this thread's (workerNice: 0): at
// the workers' own a machine busy with other work starves each start for seconds.
const unniced = { workerNice: 0 };
let spoolFailure = null;
const unwritable = fewOfMany();
await renderPdfs(model, unwritable.queue, { ...unniced, workers: 1, expected: unwritable.expected, spool: { dir: joinPath(spoolDir, "gone", "deeper"), onSpooled: () => {} } })
  .catch((e) => { spoolFailure = e.message; });
const spooling = { spooled, bytesBack, spoolFailure, niced: spoolThreads };
let s = null;
const summariesNiced = await nicedThreadsWhile(async () => {
  s = await renderSummaries(withClientsModel, { ...unniced, workers: 2 });
});
const summaries = { portfolio: hash(s.portfolio), packs: [...s.packs].map(([i, b]) => [i, hash(b)]), failures: [...s.failures] };
// A summary worker started before the model is complete, from the report's header alone (as a
// run starts it while it fetches, src/metrics/model.ts REPORT_HEADER_KEYS): it answers its
// warm-up, renders the first document, and the bytes are the summaries' above.
const headerKeys = ["title", "month", "generatedAt", "dates", "daysInMonth", "locale", "currency", "hasContracts", "sourceUnits", "verdictRules", "branding"];
const header = Object.fromEntries(headerKeys.map((k) => [k, withClientsModel[k]]));
const plantCount = withClientsModel.plants.length;
const warm = startSummaryWorker(header, plantCount, { ...unniced, workers: 2 });
const warmedUp = await warm.ready;
const sw = await renderSummaries(withClientsModel, { ...unniced, workers: 2, started: warm });
const warmStart = {
  warmedUp,
  taken: warm.take() === null,
  summaries: { portfolio: hash(sw.portfolio), packs: [...sw.packs].map(([i, b]) => [i, hash(b)]), failures: [...sw.failures] },
};
// One that rehearses (pipeline/run/rehearsal.ts, near a run's last plants), sent before its
// warm-up is answered: a document that cannot be rendered (no plants: the rehearsal really
// renders, a warm-up alone would not fail), then the portfolio PDF of two plants; the documents
// are sent at once, so they wait behind the rehearsals. Each answered in order, the same bytes.
const rehearsing = startSummaryWorker(header, plantCount, { ...unniced, workers: 2 });
const broken = rehearsing.rehearse({ kind: "summary", client: null, model: { ...withClientsModel, plants: null } });
const rehearsal = rehearsing.rehearse(portfolioJob({ ...withClientsModel, plants: withClientsModel.plants.slice(0, 2), clients: [] }));
const sr = await renderSummaries(withClientsModel, { ...unniced, workers: 2, started: rehearsing });
warmStart.rehearsed = {
  ready: await rehearsing.ready,
  broken: await broken,
  ok: await rehearsal,
  summaries: { portfolio: hash(sr.portfolio), packs: [...sr.packs].map(([i, b]) => [i, hash(b)]), failures: [...sr.failures] },
};
// One stopped before the summaries (a run that failed first): they render on workers of their own.
const stopped = startSummaryWorker(header, plantCount, { ...unniced, workers: 2 });
await stopped.stop();
const ss = await renderSummaries(withClientsModel, { ...unniced, workers: 2, started: stopped });
warmStart.afterStop = { portfolio: hash(ss.portfolio), failures: [...ss.failures] };
// None where the summaries would render on the calling thread.
warmStart.none = [
  startSummaryWorker(header, 5, { workers: 2 }),
  startSummaryWorker(header, plantCount, { workers: 1 }),
].map((w) => w === null);
// Workers whose heap limit is too small for any document: each dies with its document.
const starved = { old: 4, young: 1 };
const died = [];
const STARVED = 2;
await renderPdfs(model, PlantQueue.of(plants.slice(0, STARVED)), { ...unniced, workers: 1, expected: plants.length, workerHeapMb: starved, onFailed: (id, e) => died.push([id, e]) });
const s2 = await renderSummaries(withClientsModel, { ...unniced, workers: 2, workerHeapMb: starved });
const dying = { plants: plants.slice(0, STARVED).map((p) => p.id), died, summaryFailures: [...s2.failures] };
// The portfolio PDF alone (no packs): on the calling thread, unless the caller has other work
// meanwhile ("alongside"): then on a worker thread of its own, seen by its nice value.
const workerSeen = async (render) => {
  const mainNice = niceOf(process.pid);
  let seen = false;
  const poll = setInterval(() => {
    seen ||= threadNices().some(([isMain, n]) => !isMain && n !== mainNice);
  }, 1);
  const s = await render();
  clearInterval(poll);
  return { seen, portfolio: hash(s.portfolio) };
};
const alone = {
  inThread: await workerSeen(() => renderSummaries(model, {})),
  alongside: await workerSeen(() => renderSummaries(model, { alongside: true })),
  userSaidOne: await workerSeen(() => renderSummaries(model, { alongside: true, workers: 1 })),
};
// Plant PDFs on this thread (0; the spool above had the default number of workers, one fewer
// than the cores): no niced thread seen while they render, and the same bytes.
const plantThreads = async (workers) => {
  const got = {};
  const niced = await nicedThreadsWhile(async () => {
    const { queue, expected } = fewOfMany();
    await renderPdfs(model, queue, { ...(workers === undefined ? {} : { workers }), expected, onDone: (id, buf) => { got[id] = hash(buf); } });
  });
  return { niced, same: Object.entries(got).every(([id, h]) => hashes[id] === h) && Object.keys(got).length === FEW };
};
const counts = { none: await plantThreads(0), defaultWorkers: plantWorkers(), summariesNiced };
// Last, as it lasts as long as the process: asked to, the workers' start also lowers every
// other thread (V8's helpers among them) to their priority; this thread alone keeps its own.
const threadsBefore = readdirSync("/proc/self/task").filter((t) => Number(t) !== process.pid);
let yielded = null;
const last = fewOfMany();
await renderPdfs(model, last.queue, { workers: 1, expected: last.expected, yieldHelpers: true, onDone: () => {
  if (!yielded) yielded = threadNices();
} });
const helpers = { before: threadsBefore.length, nices: yielded };
console.log(JSON.stringify({ worker: workerFile() !== null, hashes, summaries, warmStart, dying, nices, alone, counts, spooling, helpers }));
`;

/**
 * Two clients of 5 and 3 plants: their packs go to the workers as the run's do, and smaller
 * packs cost the niced workers less (the portfolio still covers all 24 plants).
 */
const withPacks = (model: ReportModel) => withClients(model, { iberiaPlants: 3 });

/** The child script and its models, next to each other; the code is the suite's dist/. */
function prepare(): void {
  const model = sampleModel({ plants: 24, withFailures: true });
  writeFileSync(join(out, "model.json"), JSON.stringify(model));
  writeFileSync(join(out, "with-clients.json"), JSON.stringify(withPacks(model)));
  writeFileSync(join(out, "child.mjs"), CHILD);
}

/** About 25 PDFs and 13 worker starts (5 niced) in a child process: a minute or more on a loaded 2-core runner. */
const TIMEOUT = 300_000;

describe("renderPdfs on worker threads (compiled JS)", () => {
  it("renders every plant it is given, byte-identical to in-process rendering", {
    timeout: TIMEOUT,
  }, async () => {
    prepare();
    const stdout = execFileSync(process.execPath, [join(out, "child.mjs")], { cwd: out, encoding: "utf8" });
    const result = JSON.parse(stdout) as {
      worker: boolean;
      hashes: Record<string, string>;
      summaries: { portfolio: string; packs: [number, string][]; failures: unknown[] };
      warmStart: {
        warmedUp: boolean;
        taken: boolean;
        summaries: { portfolio: string; packs: [number, string][]; failures: unknown[] };
        afterStop: { portfolio: string; failures: unknown[] };
        rehearsed: { ready: boolean; broken: boolean; ok: boolean; summaries: unknown };
        none: boolean[];
      };
      dying: { plants: string[]; died: [string, string][]; summaryFailures: [string | number, string][] };
      nices: [boolean, number][];
      alone: Record<"inThread" | "alongside" | "userSaidOne", { seen: boolean; portfolio: string }>;
      counts: Record<"none", { niced: number; same: boolean }> & {
        defaultWorkers: number;
        summariesNiced: number;
      };
      spooling: {
        spooled: Record<string, [string, string]>;
        bytesBack: number;
        spoolFailure: string | null;
        niced: number;
      };
      helpers: { before: number; nices: [boolean, number][] };
    };
    expect(result.worker).toBe(true);
    const main = result.nices.find(([isMain]) => isMain)![1];
    const model = sampleModel({ plants: 24, withFailures: true });
    const ok = model.plants.filter((p) => p.status === "ok");
    const first = ok.slice(0, 4); // FIRST of the child script
    expect(Object.keys(result.hashes).sort()).toEqual(first.map((p) => p.id).sort());
    for (const p of first) {
      const local = createHash("sha256")
        .update(await renderPlantPdf(model, p))
        .digest("hex");
      expect(result.hashes[p.id]).toBe(local);
    }
    // Spooled by the workers themselves: the same bytes, in files named after the worker's
    // thread (never 0, the calling thread), no bytes sent back; a folder that cannot be written
    // fails the call, naming the plant.
    const { spooling } = result;
    expect(spooling.bytesBack).toBe(0);
    const spooledIds = ok.slice(0, 2).map((p) => p.id); // FEW of the child script
    expect(Object.keys(spooling.spooled).sort()).toEqual(spooledIds.sort());
    for (const [id, [name, h]] of Object.entries(spooling.spooled)) {
      expect(h).toBe(result.hashes[id]);
      expect(name).toMatch(/^[1-9]\d*-\d+\.pdf$/);
    }
    expect(new Set(Object.values(spooling.spooled).map(([name]) => name)).size).toBe(spooledIds.length);
    expect(spooling.spoolFailure).toMatch(/^PDF for plant .+ not written: ENOENT/);
    // The portfolio PDF and the packs on workers (each pack sent with its own plants only).
    const hash = (b: Buffer) => createHash("sha256").update(b).digest("hex");
    const packs = withPacks(model);
    expect(result.summaries.failures).toEqual([]);
    expect(result.summaries.portfolio).toBe(hash(await renderPortfolioPdf(packs)));
    expect(result.summaries.packs).toEqual([
      [0, hash(await renderClientPack(packs, 0))],
      [1, hash(await renderClientPack(packs, 1))],
    ]);
    // Started and warmed from the header before the model was complete: the warm-up answered,
    // the worker taken for the first document, the same bytes; stopped first, fresh workers
    // render the same; none started for a report the calling thread renders.
    const { warmStart } = result;
    expect(warmStart.warmedUp).toBe(true);
    expect(warmStart.taken).toBe(true);
    expect(warmStart.summaries).toEqual(result.summaries);
    expect(warmStart.rehearsed).toEqual({
      ready: true,
      broken: false,
      ok: true,
      summaries: result.summaries,
    });
    expect(warmStart.afterStop).toEqual({ portfolio: result.summaries.portfolio, failures: [] });
    expect(warmStart.none).toEqual([true, true]);
    // One document: a worker of its own only alongside other work, never when the caller asked
    // for one thread; the same bytes either way (the job leaves the plants' days behind).
    const portfolioAlone = hash(await renderPortfolioPdf(model));
    if (main < POOL_DEFAULTS.workerNice) {
      expect(result.alone.inThread.seen).toBe(false);
      expect(result.alone.alongside.seen).toBe(true);
      expect(result.alone.userSaidOne.seen).toBe(false);
    }
    for (const r of Object.values(result.alone)) expect(r.portfolio).toBe(portfolioAlone);
    // Plant PDFs: by default on as many worker threads as plantWorkers() says for the machine
    // (the spool's pass), 0 keeps them on the calling thread; same bytes.
    const { counts } = result;
    expect(counts.defaultWorkers).toBe(plantWorkers(availableParallelism()));
    expect(counts.none.same).toBe(true);
    if (main < POOL_DEFAULTS.workerNice) {
      expect(spooling.niced).toBe(counts.defaultWorkers);
      expect(counts.none.niced).toBe(0);
      // workerNice 0: the summaries' two workers kept this thread's priority.
      expect(counts.summariesNiced).toBe(0);
    }
    // A worker that reaches its heap limit fails its own document only, with the reason; the
    // call still resolves and every other document gets a fresh worker (here: all starve).
    const { dying } = result;
    expect(dying.died.map(([id]) => id).sort()).toEqual([...dying.plants].sort());
    for (const [, reason] of dying.died) expect(reason).toMatch(/memory/i);
    expect(dying.summaryFailures.map(([key]) => key)).toEqual(["portfolio", 0, 1]);
    for (const [, reason] of dying.summaryFailures) expect(reason).toMatch(/memory/i);
    // The two renderers yield to the thread that fetches (thread-priority.ts): their nice value
    // is POOL_DEFAULTS.workerNice (or the run's own, if that is higher); the main thread's is unchanged.
    const niced = result.nices.filter(([, nice]) => nice !== main).map(([, nice]) => nice);
    expect(niced).toEqual(
      main < POOL_DEFAULTS.workerNice ? [POOL_DEFAULTS.workerNice, POOL_DEFAULTS.workerNice] : [],
    );
    // With yieldHelpers (the run's PDF stream), the other threads yield too: V8's helpers and
    // libuv's pool, which were there before the workers, and the two workers.
    const { helpers } = result;
    expect(helpers.before).toBeGreaterThanOrEqual(4);
    expect(helpers.nices.find(([isMain]) => isMain)![1]).toBe(main);
    const others = helpers.nices.filter(([isMain]) => !isMain).map(([, nice]) => nice);
    expect(others.length).toBeGreaterThanOrEqual(helpers.before + 1);
    for (const nice of others) expect(nice).toBe(Math.max(main, POOL_DEFAULTS.workerNice));
  });
});

describe("plant-PDF workers by core count", () => {
  it("one fewer than the cores, at least one, at most POOL_DEFAULTS.maxWorkers", () => {
    expect([1, 2, 3, 4, 16].map((cores) => plantWorkers(cores))).toEqual([1, 1, 2, 2, 2]);
    expect(POOL_DEFAULTS.maxWorkers).toBe(2);
  });
});
