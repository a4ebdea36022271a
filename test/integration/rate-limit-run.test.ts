/**
 * Whole runs against a sandbox that limits its callers (a token bucket per account, 429 with
 * Retry-After: 1): no plant fails, the figures are those of an unlimited run, every throttled
 * request went again without failing the run, and the share of 429s stays within a bound the
 * pool's arithmetic sets. Nothing here depends on the machine's speed: a slow client meets the
 * bucket full more often, so it gets fewer 429s, never more; the throttles the first test needs
 * are forced by the sandbox answering its first requests together (holdFirst) into a bucket
 * smaller than them; every assertion is on counts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReportDefinition } from "../../src/definition/index.js";
import { GROWTH_RUN } from "../../src/pipeline/fetch/adaptive-limit.js";
import type { RunEvent } from "../../src/pipeline/run/events.js";
import { type Sandbox, startSandbox } from "../../src/sandbox/index.js";
import {
  advancingClock,
  definitionFor,
  type FinishedRun,
  figuresOf,
  removeRunDirs,
  runFull,
} from "../reliability/helpers/report-run.js";

const SEED = 33;
/** definitionFor's: 6 requests in flight at most, Retry-After capped at 1 s. */
const CONCURRENCY = 6;

const sandboxes: Sandbox[] = [];
async function sandbox(opts: Parameters<typeof startSandbox>[0]): Promise<Sandbox> {
  const sb = await startSandbox({ seed: SEED, now: advancingClock(), ...opts });
  sandboxes.push(sb);
  return sb;
}

afterAll(async () => {
  await Promise.all(sandboxes.map((s) => s.close()));
  await removeRunDirs();
});

/** A run without PDFs against a sandbox of `plants` that admits `rate` data requests a second (bursts of as many). */
async function limitedRun(plants: number, rate: number, settings: Partial<ReportDefinition>) {
  const limited = await sandbox({ plants, rateLimit: { perSecond: rate } });
  const run = await runFull(limited, { ...definitionFor(limited), ...settings }, { pdfs: false });
  return { limited, run };
}

const throttles = (run: FinishedRun) =>
  run.events.filter((e): e is Extract<RunEvent, { type: "throttle" }> => e.type === "throttle");

describe("a run against a rate-limited sandbox", () => {
  const PLANTS = 12;
  const BURST = 3;
  let limited: Sandbox;
  let clean: FinishedRun;
  let run: FinishedRun;

  beforeAll(async () => {
    const free = await sandbox({ plants: PLANTS });
    clean = await runFull(free, definitionFor(free));
    // 20 a second, bursts of 3; the first six requests for plant data arrive together.
    limited = await sandbox({
      plants: PLANTS,
      rateLimit: { perSecond: 20, burst: BURST },
      holdFirst: CONCURRENCY,
    });
    run = await runFull(limited, definitionFor(limited));
  });

  it("reports every plant with the figures of the unlimited run", () => {
    expect(run.result.exitCode).toBe(0);
    expect(run.manifest.status).toBe("ok");
    expect(run.manifest.plants.every((p) => p.status === "ok")).toBe(true);
    expect(figuresOf(run.manifest)).toEqual(figuresOf(clean.manifest));
  });

  it("was throttled, halved its limit, and sent every throttled request again without failing it", () => {
    const r = run.manifest.requests;
    // Six arrive together at a bucket of three (the plant list took one token before them).
    expect(limited.stats.rateLimited).toBeGreaterThanOrEqual(CONCURRENCY - BURST);
    expect(r.throttled).toBe(limited.stats.rateLimited);
    expect(r.failed).toBe(0);
    expect(r.concurrency).toMatchObject({ start: CONCURRENCY });
    expect(r.concurrency!.lowest).toBeLessThanOrEqual(CONCURRENCY / 2);
    // Every attempt beyond the clean run's is a throttled one sent again; the service saw them all.
    expect(r.total).toBe(clean.manifest.requests.total + r.throttled!);
    expect(r.retried).toBe(r.throttled);
    expect(limited.stats.requests).toBe(r.total);
  });

  it("waited as Retry-After said after every 429, and logged each", () => {
    const events = throttles(run);
    expect(events).toHaveLength(run.manifest.requests.throttled!);
    for (const e of events) expect(e).toMatchObject({ status: 429, waitMs: 1000 });
    // Retry-After was honoured by the pool, not slept by the client's retry loop.
    for (const e of run.events) if (e.type === "retry") expect(e.status).toBe(429);
  });
});

/**
 * The bound on 429s, from the pool's arithmetic alone (c = concurrency, S = answers without a
 * 429, the bucket refilling b = 50 a second with bursts of 50, Retry-After 1 s):
 * - a wave of 429s is the requests in flight when the first of them comes back; the pool then
 *   starts nothing for 1 s, so a wave is at most the limit they were sent under, M_j;
 * - the first 429 of a wave halves the limit; between waves it grows by one per GROWTH_RUN
 *   answers: M_{j+1} ≤ M_j / 2 + 1/2 + G_j (the 1/2 for the floor of 1), ΣG ≤ S / GROWTH_RUN;
 *   summed, Σ M_j ≤ 2c + 2S / GROWTH_RUN + W, for W waves;
 * - the next wave's requests leave ≥ 1 s after a 429 found the bucket empty, so at least b − 1
 *   tokens were added and taken by successes in between: W ≤ 1 + S / (b − 1).
 * A slower client only finds more tokens: the bound holds on any machine.
 */
describe("the share of 429s against 50 a second", () => {
  const PLANTS = 150;
  const RATE = 50;
  const C = 8;
  let limited: Sandbox;
  let run: FinishedRun;

  beforeAll(async () => {
    ({ limited, run } = await limitedRun(PLANTS, RATE, { concurrency: C }));
    console.info(
      JSON.stringify({ rateLimited50: { requests: run.manifest.requests, served: limited.stats.requests } }),
    );
  });

  it("reports every plant, and keeps the 429s within the pool's bound", () => {
    expect(run.result.exitCode).toBe(0);
    expect(run.manifest.plants).toHaveLength(PLANTS);
    expect(run.manifest.plants.every((p) => p.status === "ok")).toBe(true);
    const { total, throttled, failed } = run.manifest.requests;
    expect(failed).toBe(0);
    expect(throttled).toBe(limited.stats.rateLimited);
    const answered = total - throttled!;
    const bound = 2 * C + (2 * answered) / GROWTH_RUN + (1 + answered / (RATE - 1));
    expect(throttled).toBeLessThanOrEqual(bound);
    // With these numbers: at most about a tenth of the requests.
    expect(throttled! / total).toBeLessThan(0.11);
  });
});

/**
 * `maxRequestsPerSecond` equal to the account's rate: the pace opens with 40 − 2 · 4 = 32 starts
 * and its burst of B = 4 (request-pace.ts), 36 of the bucket's 40, then never sends faster than
 * the bucket refills, so no request meets an empty bucket, whether the client runs fast or slow
 * (slow only leaves more tokens).
 */
describe("a run paced at the account's rate", () => {
  const PLANTS = 60;
  const RATE = 40;
  let limited: Sandbox;
  let run: FinishedRun;

  beforeAll(async () => {
    ({ limited, run } = await limitedRun(PLANTS, RATE, { concurrency: 8, maxRequestsPerSecond: RATE }));
  });

  it("meets no 429 and reports every plant", () => {
    expect(run.result.exitCode).toBe(0);
    expect(run.manifest.plants.every((p) => p.status === "ok")).toBe(true);
    expect(limited.stats.rateLimited).toBe(0);
    expect(run.manifest.requests).toMatchObject({
      throttled: 0,
      retried: 0,
      failed: 0,
      maxRequestsPerSecond: RATE,
      concurrency: { start: 8, settled: 8, lowest: 8 },
    });
    expect(limited.stats.requests).toBe(run.manifest.requests.total);
  });
});
