/**
 * `--cache-dir` against the sandbox: a run with a cache never sends more requests than one
 * without (counted at the sandbox per route, under `auto` long windows and under 31-day ones);
 * a warm cache sends only the requests of the months it cannot hold (the report month, months
 * inside the ~30-day freshness window), and the report does not change by a single figure. Corrupt or foreign
 * entries are misses and are rewritten; runs sharing a folder concurrently both succeed; an
 * entry written under other declared units is never read.
 */
import { mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDefinition, type ReportDefinition } from "../../src/definition/index.js";
import { type RunResult, runReport } from "../../src/pipeline/run/run.js";
import { type Sandbox, sandboxDefinitionDetails, startSandbox } from "../../src/sandbox/index.js";

const NOW = Date.parse("2026-11-05T06:00:00Z");
const MONTH = "2026-10";
const PLANTS = 6;
// History May–Oct 2026: May–Sep end > 30 days before 5 Nov (settled); October is the report month.
const SETTLED = 5;
const ROUTE = {
  historical: "POST /data/plant/historical",
  freshness: "POST /data/plant/last_24_hour_update_status",
  list: "GET /data/plant/list",
  login: "POST /login/access-token",
};

let sandbox: Sandbox;
let definition: ReportDefinition;

async function tempDir(prefix: string): Promise<string> {
  return mkdtemp(join(tmpdir(), prefix));
}

async function run(cacheDir: string | undefined, def = definition): Promise<RunResult> {
  const result = await runReport({
    definition: def,
    client: { baseUrl: sandbox.baseUrl, auth: { kind: "password", ...sandbox.credentials } },
    outDir: await tempDir("solar-cache-out-"),
    now: new Date(NOW),
    generatedAt: new Date(NOW),
    pdfs: false,
    cacheDir,
  });
  expect(result.exitCode).toBe(0);
  expect(result.manifest.requests.total, "plannedRequests is exact").toBe(result.plannedRequests);
  return result;
}

function routes(): Record<string, number> {
  const r = sandbox.stats.byRoute;
  return Object.fromEntries(Object.entries(ROUTE).map(([k, route]) => [k, r[route] ?? 0]));
}

async function entries(cacheDir: string): Promise<string[]> {
  return (await readdir(join(cacheDir, "v1"))).sort();
}

/** Every cell of the yield workbook's Summary sheet (values, formula results). */
async function summaryCells(outDir: string): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(join(outDir, "workbooks", `yield-${MONTH}.xlsx`));
  const rows: unknown[][] = [];
  wb.getWorksheet("Summary")!.eachRow((row) => {
    rows.push(
      (row.values as unknown[]).map((v) => (v && typeof v === "object" && "result" in v ? v.result : v)),
    );
  });
  return rows;
}

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, plants: PLANTS, seed: 11, now: () => NOW });
  const def = parseDefinition(
    `title: Cache check\nperiod: "${MONTH}"\nplants: all\nconcurrency: 4\nhistory: 6\n`,
    "inline.yaml",
    process.cwd(),
  );
  definition = { ...def, plantDetails: sandboxDefinitionDetails(sandbox) };
});

afterAll(async () => {
  await sandbox?.close();
});

describe("response cache (--cache-dir)", () => {
  let cacheDir: string;
  let cold: RunResult;

  it("a cold run costs what a run without a cache costs, and keeps every settled month", async () => {
    cacheDir = await tempDir("solar-cache-");
    sandbox.resetStats();
    cold = await run(cacheDir);
    // maxDaysPerRequest auto: May–October in one call per plant, as without a cache; every settled month cut from it and kept.
    expect(routes()).toEqual({ historical: PLANTS, freshness: PLANTS, list: 1, login: 1 });
    expect(cold.manifest.requests.cache).toEqual({ hits: 0, misses: PLANTS * SETTLED });
    expect(await entries(cacheDir)).toHaveLength(PLANTS * SETTLED);
    const text = await readFile(join(cacheDir, "v1", (await entries(cacheDir))[0]!), "utf8");
    expect(text).not.toContain(sandbox.credentials.password);
    expect(text).not.toMatch(/token/i);
  });

  it("a warm run fetches only the report month and reports the same figures", async () => {
    sandbox.resetStats();
    const warm = await run(cacheDir);
    expect(routes()).toEqual({ historical: PLANTS, freshness: PLANTS, list: 1, login: 1 });
    expect(warm.manifest.requests).toEqual({
      total: PLANTS + PLANTS + 1 + 1,
      retried: 0,
      failed: 0,
      throttled: 0,
      concurrency: {
        start: definition.concurrency,
        settled: definition.concurrency,
        lowest: definition.concurrency,
      },
      maxRequestsPerSecond: null,
      cache: { hits: PLANTS * SETTLED, misses: 0 },
    });
    const { requests: _w, ...warmRest } = warm.manifest;
    const { requests: _c, ...coldRest } = cold.manifest;
    expect(warmRest).toEqual(coldRest);
    expect(warm.model.plants.map((p) => p.trend)).toEqual(cold.model.plants.map((p) => p.trend));
    expect(warm.model.plants.map((p) => p.quality)).toEqual(cold.model.plants.map((p) => p.quality));
    expect(await summaryCells(warm.outDir)).toEqual(await summaryCells(cold.outDir));
  });

  it("a corrupt or foreign entry is a miss and is rewritten", async () => {
    const [first, second] = await entries(cacheDir);
    const original = await readFile(join(cacheDir, "v1", first!), "utf8");
    await writeFile(join(cacheDir, "v1", first!), original.slice(0, original.length / 2));
    // Another month's valid entry under this name: the key it repeats does not match.
    await writeFile(join(cacheDir, "v1", second!), original);
    sandbox.resetStats();
    const result = await run(cacheDir);
    // A plant lacking a month is fetched in one range again (never more than without a cache).
    expect(routes().historical).toBe(PLANTS);
    const { hits, misses } = result.manifest.requests.cache!;
    expect(hits + misses).toBe(PLANTS * SETTLED);
    expect(misses).toBeGreaterThanOrEqual(2);
    expect(await readFile(join(cacheDir, "v1", first!), "utf8")).toBe(original);
    expect(await readFile(join(cacheDir, "v1", second!), "utf8")).not.toBe(original);
    const { requests: _r, ...rest } = result.manifest;
    const { requests: _c, ...coldRest } = cold.manifest;
    expect(rest).toEqual(coldRest);
  });

  it("an entry written for kWh is not read for MWh", async () => {
    sandbox.resetStats();
    const mwh = await run(cacheDir, { ...definition, units: { ...definition.units, energy: "MWh" } });
    expect(routes().historical).toBe(PLANTS);
    expect(mwh.manifest.requests.cache).toEqual({ hits: 0, misses: PLANTS * SETTLED });
    expect(await entries(cacheDir)).toHaveLength(2 * PLANTS * SETTLED);
  });

  it("two runs writing the same cache folder at once both succeed, and leave a warm cache", async () => {
    const shared = await tempDir("solar-cache-shared-");
    const [a, b] = await Promise.all([run(shared), run(shared)]);
    expect(a.manifest.plants).toEqual(b.manifest.plants);
    const files = await entries(shared);
    expect(files).toHaveLength(PLANTS * SETTLED);
    expect(files.every((f) => /^[0-9a-f]{64}\.json$/.test(f))).toBe(true);
    sandbox.resetStats();
    const warm = await run(shared);
    expect(warm.manifest.requests.cache).toEqual({ hits: PLANTS * SETTLED, misses: 0 });
    expect(warm.manifest.plants).toEqual(a.manifest.plants);
  });

  it("does not keep the months of a plant that answered with no data", async () => {
    const dir = await tempDir("solar-cache-offline-");
    const offline = sandbox.plants[0]!.id;
    sandbox.setPlantFaults({ offline: [offline] });
    try {
      await run(dir);
    } finally {
      sandbox.setPlantFaults({});
    }
    expect(await entries(dir)).toHaveLength((PLANTS - 1) * SETTLED);
  });
});

describe("a cached run never sends more requests than an uncached one", () => {
  // Historical calls per run for 6 plants, May–October: without a cache, a cold cache, a warm one.
  const CASES = [
    { maxDays: "auto", uncached: PLANTS, cold: PLANTS, warm: PLANTS },
    // 184 days in 31-day calls: 6 a plant; warm, October alone.
    { maxDays: 31, uncached: PLANTS * 6, cold: PLANTS * 6, warm: PLANTS },
  ] as const;

  it.each(CASES)("maxDaysPerRequest $maxDays: $uncached uncached, $cold cold, $warm warm", async (c) => {
    const def = { ...definition, maxDaysPerRequest: c.maxDays };
    const historical = async (cache: string | undefined) => {
      sandbox.resetStats();
      await run(cache, def);
      return routes().historical;
    };
    const dir = await tempDir("solar-cache-compare-");
    const counts = {
      uncached: await historical(undefined),
      cold: await historical(dir),
      warm: await historical(dir),
    };
    expect(counts).toEqual({ uncached: c.uncached, cold: c.cold, warm: c.warm });
  });
});
