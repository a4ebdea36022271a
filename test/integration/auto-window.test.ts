/**
 * maxDaysPerRequest "auto" against the sandbox, requests counted by the sandbox itself: a
 * service that takes the whole 13-month window costs ≤ 3 requests per plant; one capped at 31
 * days (refusing) costs today's 13 historical calls per plant; a cap of 100 days, refused or
 * silently truncated, falls back with ONE log line. Every run's plant figures deep-equal those
 * of the fixed 31-day run.
 */
import { mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDefinition, type ReportDefinition } from "../../src/definition/index.js";
import type { RunEvent } from "../../src/pipeline/run/events.js";
import { type RunResult, runReport } from "../../src/pipeline/run/run.js";
import {
  type MaxDaysMode,
  type Sandbox,
  sandboxDefinitionDetails,
  startSandbox,
} from "../../src/sandbox/index.js";

const NOW = Date.parse("2026-11-05T06:00:00Z");
const MONTH = "2026-10";
const PLANTS = 6;
const HISTORICAL = "POST /data/plant/historical";

interface Finished {
  result: RunResult;
  /** Requests the sandbox received, by route. */
  byRoute: Record<string, number>;
  warnings: string[];
  /** The requests planned, as the last "plan" or "replan" event said. */
  lastPlanned: number;
}

const sandboxes: Sandbox[] = [];
let base: ReportDefinition;

async function sandbox(maxDays: number | null, maxDaysMode: MaxDaysMode = "refuse"): Promise<Sandbox> {
  const sb = await startSandbox({ port: 0, plants: PLANTS, seed: 13, now: () => NOW, maxDays, maxDaysMode });
  sandboxes.push(sb);
  return sb;
}

async function run(
  sb: Sandbox,
  maxDaysPerRequest: "auto" | number,
  extra: { month?: string; cacheDir?: string } = {},
): Promise<Finished> {
  sb.resetStats();
  const warnings: string[] = [];
  let lastPlanned = -1;
  const onEvent = (e: RunEvent) => {
    if (e.type === "warning") warnings.push(e.message);
    if (e.type === "plan" || e.type === "replan") lastPlanned = e.requests;
  };
  const result = await runReport({
    definition: { ...base, maxDaysPerRequest, plantDetails: sandboxDefinitionDetails(sb) },
    client: { baseUrl: sb.baseUrl, auth: { kind: "password", ...sb.credentials } },
    outDir: await mkdtemp(join(tmpdir(), "solar-window-")),
    now: new Date(NOW),
    generatedAt: new Date(NOW),
    pdfs: false,
    onEvent,
    ...extra,
  });
  expect(result.exitCode).toBe(0);
  // The plan the run followed, window policy included, is what it sent.
  expect(result.manifest.requests.total).toBe(result.plannedRequests);
  expect(sb.stats.requests).toBe(result.manifest.requests.total);
  // The progress bar's planned count ends at what was sent (a fallback re-plans, never "73/12").
  expect(lastPlanned).toBe(result.manifest.requests.total);
  return { result, byRoute: { ...sb.stats.byRoute }, warnings, lastPlanned };
}

const plantFigures = (f: Finished) => f.result.manifest.plants.map((p) => ({ id: p.id, metrics: p.metrics }));
const windowLines = (f: Finished) => f.warnings.filter((w) => w.startsWith("maxDaysPerRequest auto"));

let fixed31: Finished;
let auto: Finished;
let capped31: Finished;
let refused: Finished;
let truncated: Finished;

beforeAll(async () => {
  base = parseDefinition(
    `title: Window check\nperiod: "${MONTH}"\nplants: all\nconcurrency: 4\n`,
    "inline.yaml",
    process.cwd(),
  );
  expect(base.maxDaysPerRequest).toBe("auto");
  const open = await sandbox(null);
  fixed31 = await run(open, 31);
  auto = await run(open, "auto");
  capped31 = await run(await sandbox(31), "auto");
  refused = await run(await sandbox(100), "auto");
  truncated = await run(await sandbox(100, "truncate"), "auto");
}, 240_000);

afterAll(async () => {
  await Promise.all(sandboxes.map((sb) => sb.close()));
});

describe('maxDaysPerRequest "auto" against the sandbox', () => {
  it("a fixed 31 keeps today's 13 historical calls per plant (13 months, 396 days)", () => {
    expect(fixed31.byRoute[HISTORICAL]).toBe(PLANTS * 13);
    expect(fixed31.result.manifest.requests.windows).toBeUndefined();
  });

  it("without a cap: at most 3 requests per plant, the whole window in one call", () => {
    const perPlant = (auto.result.manifest.requests.total - 2) / PLANTS; // login, plant list
    expect(perPlant).toBeLessThanOrEqual(3);
    expect(auto.byRoute[HISTORICAL]).toBeGreaterThanOrEqual(PLANTS);
    expect(auto.result.manifest.requests.windows).toEqual({ mode: "long" });
    expect(windowLines(auto)).toEqual([]);
  });

  it("with the sandbox capped at 31 days: one refused probe, then 13 calls per plant", () => {
    expect(capped31.byRoute[HISTORICAL]).toBe(1 + PLANTS * 13);
    expect(windowLines(capped31)).toHaveLength(1);
  });

  it("a refused 100-day cap falls back once, said in one line and in the manifest", () => {
    expect(refused.byRoute[HISTORICAL]).toBe(1 + PLANTS * 13);
    expect(windowLines(refused)).toHaveLength(1);
    expect(windowLines(refused)[0]).toMatch(
      /refused 396 days in one call.*less than or equal to 100.*31-day windows/,
    );
    expect(refused.result.manifest.requests.windows).toMatchObject({ mode: "fallback" });
  });

  it("a silent 100-day cap is detected from the answer's dates and falls back once", () => {
    expect(windowLines(truncated)).toHaveLength(1);
    expect(windowLines(truncated)[0]).toMatch(/answered 100 of the 396 days/);
    // The probe's long call and the 296 days it left out (10 windows), then 13 per plant.
    expect(truncated.byRoute[HISTORICAL]).toBe(1 + 10 + (PLANTS - 1) * 13);
  });

  it("every path gives the same figures as the 31-day run", () => {
    const expected = plantFigures(fixed31);
    expect(expected.every((p) => p.metrics.yieldKwh !== null)).toBe(true);
    for (const other of [auto, capped31, refused, truncated]) expect(plantFigures(other)).toEqual(expected);
  });
});

describe('"auto" with a response cache (month in progress: the live range is 35 days)', () => {
  // 2026-11 reported through 4 November: Oct 2026 ended inside the freshness window, so the live
  // range is 1 Oct – 4 Nov; Nov 2025 – Sep 2026 are settled months, kept in the cache.
  const inProgress = { month: "2026-11" };
  let reference: Finished;
  let cold: Finished;
  let warm: Finished;
  let cacheDir: string;

  beforeAll(async () => {
    const sb = await sandbox(null);
    cacheDir = await mkdtemp(join(tmpdir(), "solar-window-cache-"));
    reference = await run(sb, 31, inProgress);
    cold = await run(sb, "auto", { ...inProgress, cacheDir });
    warm = await run(sb, "auto", { ...inProgress, cacheDir });
  }, 240_000);

  it("caches the settled months, asks the live range in one call, and the figures do not change", async () => {
    // Without a cache, 31-day windows: 369 days in 12 calls. Cold, "auto": the whole window in one
    // call, as without a cache (never more), its 11 settled months cut from the answer and kept.
    expect(reference.byRoute[HISTORICAL]).toBe(PLANTS * 12);
    expect(cold.byRoute[HISTORICAL]).toBe(PLANTS);
    expect(warm.byRoute[HISTORICAL]).toBe(PLANTS);
    expect((await readdir(join(cacheDir, "v1"))).length).toBe(PLANTS * 11);
    expect(plantFigures(cold)).toEqual(plantFigures(reference));
    expect(plantFigures(warm)).toEqual(plantFigures(reference));
  });
});

describe('"auto" serves the plants in order (pipeline/fetch/plant-order-pool.ts)', () => {
  it("the plants are complete from the first answers on, not once every plant's freshness is asked", async () => {
    // Every plant asks its freshness at once, while its history waits for the first plant's
    // long call to decide the window size. Served in arrival order, all 40 freshness calls went
    // before the second plant's history, and no plant but the first was complete until then.
    const plants = 40;
    const sb = await startSandbox({ port: 0, plants, seed: 13, now: () => NOW });
    sandboxes.push(sb);
    const events: string[] = [];
    const result = await runReport({
      definition: { ...base, maxDaysPerRequest: "auto", plantDetails: sandboxDefinitionDetails(sb) },
      client: { baseUrl: sb.baseUrl, auth: { kind: "password", ...sb.credentials } },
      outDir: await mkdtemp(join(tmpdir(), "solar-window-order-")),
      now: new Date(NOW),
      generatedAt: new Date(NOW),
      pdfs: false,
      concurrency: 4,
      onEvent: (e) => {
        if (e.type === "plant") events.push("plant");
        if (e.type === "request") events.push(e.url.includes("update_status") ? "freshness" : "other");
      },
    });
    expect(result.exitCode).toBe(0);
    expect(events.filter((e) => e === "freshness")).toHaveLength(plants);
    const askedBefore = (nthPlant: number) => {
      let seen = 0;
      const at = events.findIndex((e) => e === "plant" && ++seen === nthPlant);
      return events.slice(0, at).filter((e) => e === "freshness").length;
    };
    // Four calls in flight: a plant is complete a few answers after the one before it (the
    // first plant's probe decides while the next plants' freshness calls are answered).
    expect(askedBefore(2)).toBeLessThanOrEqual(12);
    expect(askedBefore(20)).toBeLessThanOrEqual(20 + 12);
    expect(askedBefore(plants)).toBe(plants);
  }, 120_000);
});
