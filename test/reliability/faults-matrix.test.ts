/**
 * The fault matrix: the same month, seed and `generatedAt`, once against a fault-free
 * sandbox and once against one with latency jitter, 500s, 429 bursts with Retry-After,
 * dropped connections, answers that never come (the client times out) and an access token
 * that expires every 2 s. The faulty run must produce the same report: manifest figures,
 * every workbook cell but the Method sheet's request counts, and byte-identical PDFs; its
 * request counts must show the retries. Faults are drawn from a seeded sequence; the
 * requests they land on depend on arrival order, so counts are asserted as bounds.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Sandbox, type SandboxFaults, startSandbox } from "../../src/sandbox/index.js";
import {
  advancingClock,
  definitionFor,
  type FinishedRun,
  figuresOf,
  pdfBytes,
  recordingFetch,
  removeRunDirs,
  runFull,
  WORKBOOK_KINDS,
  workbookCells,
} from "./helpers/report-run.js";
import { transientFaults } from "./helpers/transient-faults.js";

const PLANTS = 12;
const SEED = 21;
/** 3 months of history at ≤ 7 days a call: 14 historical calls a plant, so a few hundred requests meet the faults. */
const EXTRA = "maxDaysPerRequest: 7\n";
const FAULTS: SandboxFaults = {
  errorRate: 0.08,
  rate429: 0.03,
  burst429: 3,
  retryAfterSec: 1,
  dropRate: 0.03,
  // A stalled answer: it never comes (the sandbox holds it until it closes), so it is a
  // client timeout and a retry on every machine, however fast or loaded.
  slowRate: 0.02,
  slowMs: 3_600_000,
};
/**
 * The faulty run's request timeout: what a stalled answer costs, in real time (the pool is
 * down to one request at a time by then, so the stalls follow one another). Ordinary answers
 * take milliseconds; a PDF rendered on this thread may hold one back for a second on a loaded
 * machine, and one that outlasts the timeout only adds a retry, which every assertion below
 * allows (counts are bounds; the figures must not change).
 */
const FAULTY_TIMEOUT_MS = 2_000;
const ACCESS_TTL_MS = 2000;

let clean: Sandbox;
let faulty: Sandbox;
let a: FinishedRun;
let b: FinishedRun;
/** plant id → attempts for it that failed (fault or expired token) in the faulty run */
let failedAttempts: Map<string, number>;

beforeAll(async () => {
  clean = await startSandbox({ plants: PLANTS, seed: SEED, now: advancingClock() });
  a = await runFull(clean, definitionFor(clean, EXTRA));
  faulty = await startSandbox({
    plants: PLANTS,
    seed: SEED,
    now: advancingClock(),
    latencyMs: 5,
    jitterMs: 40,
    accessTokenTtlMs: ACCESS_TTL_MS,
    faults: FAULTS,
  });
  const recorder = recordingFetch();
  failedAttempts = recorder.failedAttempts;
  const definition = definitionFor(faulty, EXTRA, { timeoutMs: FAULTY_TIMEOUT_MS });
  // The waits the run decides itself (each 429's Retry-After, the backoff after a 500) are the
  // pool's and the client's injected sleep: asserted from the run's events, not waited out.
  b = await runFull(faulty, definition, { fetch: recorder.fetch, sleep: async () => {} });
  // The measured figures RELIABILITY.md quotes.
  console.info(
    JSON.stringify({
      clean: { requests: a.manifest.requests, ms: a.result.timings.totalMs },
      faulty: {
        requests: b.manifest.requests,
        ms: b.result.timings.totalMs,
        sandbox: {
          faults: faulty.stats.faults,
          expired401: faulty.stats.expired,
          logins: faulty.stats.logins,
          refreshes: faulty.stats.refreshes,
        },
        retriesBy: retryReasons(b),
        plantsRecovered: failedAttempts.size,
        failedAttemptsPerPlant: [...failedAttempts.values()].sort((x, y) => x - y),
      },
    }),
  );
});

afterAll(async () => {
  await clean?.close();
  await faulty?.close();
  await removeRunDirs();
});

/** Retries of the faulty run by cause, from the run's events. */
function retryReasons(run: FinishedRun): Record<string, number> {
  const out: Record<string, number> = {};
  for (const e of run.events) {
    if (e.type !== "retry") continue;
    const kind =
      e.status !== null ? `http ${e.status}` : /no response within/.test(e.reason) ? "timeout" : "network";
    out[kind] = (out[kind] ?? 0) + 1;
  }
  return out;
}

describe("a full run under faults equals the fault-free run", () => {
  it("the fault-free run is complete and made no retry", () => {
    expect(a.result.exitCode).toBe(0);
    expect(a.manifest.status).toBe("ok");
    expect(a.manifest.plants).toHaveLength(PLANTS);
    expect(a.manifest.plants.every((p) => p.status === "ok" && p.metrics.yieldKwh !== null)).toBe(true);
    expect(a.manifest.requests).toMatchObject({
      total: a.result.plannedRequests,
      retried: 0,
      failed: 0,
      throttled: 0,
      concurrency: { start: 6, settled: 6, lowest: 6 },
    });
  });

  it("the sandbox injected every kind of fault", () => {
    const f = faulty.stats.faults;
    expect(f.e500).toBeGreaterThan(0);
    expect(f.e429).toBeGreaterThanOrEqual(FAULTS.burst429!);
    expect(f.dropped).toBeGreaterThan(0);
    expect(f.slow).toBeGreaterThan(0);
    // The access token expired under the run and the client refreshed it (refresh token still valid).
    expect(faulty.stats.expired).toBeGreaterThan(0);
    expect(faulty.stats.refreshes).toBeGreaterThan(0);
    expect(faulty.stats.logins).toBe(1);
  });

  it("the client retried each kind: 500, timeouts, dropped sockets (or resent them); the pool waited out every 429", () => {
    const by = retryReasons(b);
    expect(by["http 500"]).toBeGreaterThan(0);
    expect(by.timeout).toBeGreaterThan(0);
    // A socket dropped before any answer is resent at once when it was a kept-alive one
    // (transport.ts, keep-alive-resend.ts), and retried as a network failure when it was new.
    const resent = b.manifest.requests.resent ?? 0;
    expect((by.network ?? 0) + resent).toBe(faulty.stats.faults.dropped);
    // Every 429 reached the pool, which held its starts for Retry-After: 1 (s) exactly (under the
    // definition's 1000 ms cap), not the 5–40 ms backoff; those it backed off for spent no retry.
    const throttles = b.events.filter((e) => e.type === "throttle");
    expect(throttles).toHaveLength(faulty.stats.faults.e429);
    expect(b.manifest.requests.throttled).toBe(faulty.stats.faults.e429);
    for (const e of throttles) expect(e).toMatchObject({ status: 429, waitMs: 1000 });
    for (const e of b.events) {
      if (e.type === "retry" && e.status === 429) expect(e.delayMs).toBe(1000);
    }
  });

  it("reports every plant, with the same manifest figures", () => {
    expect(b.result.exitCode).toBe(0);
    expect(b.manifest.status).toBe("ok");
    expect(figuresOf(b.manifest)).toEqual(figuresOf(a.manifest));
    // Most plants met at least one failed attempt and were recovered by retries.
    expect(failedAttempts.size).toBeGreaterThanOrEqual(PLANTS / 2);
  });

  it("its request counts show the retries", () => {
    const r = b.manifest.requests;
    expect(r.failed).toBe(0);
    expect(r.retried).toBeGreaterThan(0);
    expect(r.total).toBeGreaterThan(a.manifest.requests.total);
    // Every attempt beyond the plan is a retry (a replay after a token refresh counts as one);
    // the refresh calls and the requests resent on a dropped kept-alive connection are the rest.
    expect(r.total - a.manifest.requests.total).toBe(r.retried + (r.resent ?? 0) + faulty.stats.refreshes);
    expect(faulty.stats.requests).toBe(r.total);
  });

  it.each(WORKBOOK_KINDS)(
    "%s workbook: the same cells, but the Method sheet's request counts",
    async (kind) => {
      const [x, y] = await Promise.all([workbookCells(a, kind), workbookCells(b, kind)]);
      expect(Object.keys(y)).toEqual(Object.keys(x));
      expect(y.Summary).toEqual(x.Summary);
      for (const sheet of Object.keys(x)) {
        if (sheet === "Method") continue;
        expect(y[sheet], `${kind} / ${sheet}`).toEqual(x[sheet]);
      }
      const differing = x.Method!.flatMap((row, r) =>
        row.flatMap((cell, c) => (JSON.stringify(cell) === JSON.stringify(y.Method![r]?.[c]) ? [] : [cell])),
      );
      const { total, retried, failed } = b.manifest.requests;
      expect(differing).toEqual([`${a.manifest.requests.total} requests, 0 retried, 0 failed`]);
      expect(y.Method!.flat()).toContain(`${total} requests, ${retried} retried, ${failed} failed`);
    },
  );

  it("writes byte-identical PDFs", async () => {
    const [x, y] = await Promise.all([pdfBytes(a), pdfBytes(b)]);
    expect(x.size).toBe(PLANTS);
    expect([...y.keys()]).toEqual([...x.keys()]);
    for (const [id, bytes] of x) expect(y.get(id)!.equals(bytes), `PDF of ${id}`).toBe(true);
  });
});

/**
 * A 25 % fault rate whose faults may outlast the retries: a quarter of the data requests fail
 * (500, 503, 429, dropped connection) for 1 to retries + 1 attempts in a row, by a hash of the
 * request (helpers/transient-faults.ts), so which plants run out of retries is the same on any
 * machine. Those plants are fetched once more after the pool drains (pipeline/fetch/fetch-plants.ts):
 * every plant is reported with the fault-free figures.
 */
describe("a 25 % fault rate that outlasts the retries", () => {
  const RETRIES = 6; // definitionFor's
  let run: FinishedRun;
  let faults: ReturnType<typeof transientFaults>;

  beforeAll(async () => {
    faults = transientFaults(0.25, RETRIES);
    // Only the injected faults: no request may time out on a busy machine (the fixture's 1 s).
    const definition = { ...definitionFor(clean, EXTRA), timeoutMs: 120_000 };
    run = await runFull(clean, definition, { fetch: faults.fetch, sleep: async () => {} });
    console.info(
      JSON.stringify({
        transient25: {
          attempts: faults.stats,
          plantsOutlastingRetries: faults.outlasting.size,
          requests: run.manifest.requests,
          warnings: run.manifest.warnings,
        },
      }),
    );
  });

  it("fails about a quarter of the first attempts, and some plants on every attempt their retries allow", () => {
    const { firstAttempts, firstFaults } = faults.stats;
    expect(firstFaults / firstAttempts).toBeGreaterThan(0.15);
    expect(firstFaults / firstAttempts).toBeLessThan(0.35);
    expect(faults.outlasting.size).toBeGreaterThan(0);
  });

  it("reports every plant with the fault-free figures and PDFs, and says how many plants the second pass recovered", async () => {
    expect(run.result.exitCode).toBe(0);
    expect(run.manifest.status).toBe("ok");
    const n = faults.outlasting.size;
    const line =
      `${n === 1 ? "1 plant" : `${n} plants`} failed only with transient errors (5xx, 429, network, timeout) ` +
      `after their retries and ${n === 1 ? "was" : "were"} fetched once more when the other requests had ended: ` +
      `${n} recovered`;
    expect(run.manifest.warnings).toEqual([line]);
    expect(run.manifest.warningDetails).toEqual([
      { code: "secondPass", params: { plants: n, recovered: n }, message: line },
    ]);
    const { warnings: _w, warningDetails: _wd, ...figures } = figuresOf(run.manifest);
    const { warnings: _c, warningDetails: _cd, ...clean } = figuresOf(a.manifest);
    expect(figures).toEqual(clean);
    const [x, y] = await Promise.all([pdfBytes(a), pdfBytes(run)]);
    expect([...y.keys()]).toEqual([...x.keys()]);
    for (const [id, bytes] of x) expect(y.get(id)!.equals(bytes), `PDF of ${id}`).toBe(true);
  });
});
