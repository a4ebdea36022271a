/**
 * With a response cache, the run's plan decides which settled months are read and which are
 * fetched, from the cache as it was when the run started. A run sharing the folder may write a
 * month this run planned to fetch: it is fetched all the same, so the run sends exactly the
 * requests it announced. A month planned as a hit is read; if its entry has gone since, it is
 * fetched (the one request the plan could not count).
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ParsedSeries } from "../../../src/api/types.js";
import { ResponseCache } from "../../../src/pipeline/cache/response-cache.js";
import { fetchHistory } from "../../../src/pipeline/fetch/fetch-history.js";
import type { DateWindow, MappablePlant, PlantPlan } from "../../../src/pipeline/fetch/plan.js";
import { WindowPolicy } from "../../../src/pipeline/fetch/window-policy.js";

const KPIS = ["yield"];
const PLANT = { id: "p-1", name: "Plant 1", tz_offset: "+01:00" } as MappablePlant;
const SEPTEMBER = { start: "2026-09-01", end: "2026-09-30" };
const LIVE = { start: "2026-10-01", end: "2026-10-31" };

function days(w: DateWindow, value: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (let d = Date.parse(`${w.start}T00:00:00Z`); d <= Date.parse(`${w.end}T00:00:00Z`); d += 86_400_000)
    out[new Date(d).toISOString().slice(0, 10)] = value;
  return out;
}

function series(w: DateWindow, value: number): ParsedSeries {
  return {
    plantId: PLANT.id,
    values: { yield: days(w, value) },
    missingKpis: [],
    warnings: { nonNumeric: 0, outOfRange: 0, duplicates: 0, unalignedTs: 0 },
  } as ParsedSeries;
}

/** A service answering every range with `value` a day, recording each call's range. */
function service(value: number) {
  const calls: string[] = [];
  const client = {
    historical: async (_plant: string, _kpis: string[], start: string, end: string) => {
      calls.push(`${start}..${end}`);
      return series({ start, end }, value);
    },
  };
  return { calls, client: client as unknown as Parameters<typeof fetchHistory>[2] };
}

async function cacheWithSeptember(value: number | null): Promise<ResponseCache> {
  const cache = new ResponseCache({
    dir: await mkdtemp(join(tmpdir(), "solar-history-cache-")),
    baseUrl: "http://127.0.0.1:1",
    kpis: KPIS,
    units: { energy: "kWh", ratio: "percent" },
  });
  if (value !== null) await cache.put(cache.keyFor(PLANT, SEPTEMBER), series(SEPTEMBER, value));
  return cache;
}

/** September held (read) or missing (fetched with the live range in one, and kept), as planRun plans it. */
const plan = (cached: boolean): PlantPlan => ({
  plant: PLANT,
  window: { start: SEPTEMBER.start, end: LIVE.end },
  months: [{ window: SEPTEMBER, cached }],
  fetches: cached
    ? [{ window: LIVE, store: [] }]
    : [{ window: { start: SEPTEMBER.start, end: LIVE.end }, store: [SEPTEMBER] }],
  historicalRequests: cached ? 1 : 2,
  freshness: true,
});

describe("settled months with a response cache", () => {
  it("fetches a month planned as a miss even when another run has written it since", async () => {
    // The entry (7 a day) appeared after this run's probe found none.
    const cache = await cacheWithSeptember(7);
    const s = service(5);
    const got = await fetchHistory(plan(false), KPIS, s.client, cache, new WindowPolicy(31, KPIS));
    // One range with the live days (the client splits it by maxDaysPerRequest), September kept from it.
    expect(s.calls).toEqual(["2026-09-01..2026-10-31"]);
    expect(got.values.yield?.["2026-09-15"]).toBe(5);
    expect(cache.stats).toEqual({ hits: 0, misses: 1 });
    const kept = await cache.get(cache.keyFor(PLANT, SEPTEMBER));
    expect(Object.keys(kept!.values.yield!)).toHaveLength(30);
    expect(kept!.values.yield?.["2026-09-15"]).toBe(5);
  });

  it("reads a month planned as a hit, and sends only the live range", async () => {
    const cache = await cacheWithSeptember(7);
    const s = service(5);
    const got = await fetchHistory(plan(true), KPIS, s.client, cache, new WindowPolicy(31, KPIS));
    expect(s.calls).toEqual(["2026-10-01..2026-10-31"]);
    expect(got.values.yield?.["2026-09-15"]).toBe(7);
    expect(got.values.yield?.["2026-10-15"]).toBe(5);
    expect(cache.stats).toEqual({ hits: 1, misses: 0 });
  });

  it("fetches a month planned as a hit whose entry has gone since", async () => {
    const cache = await cacheWithSeptember(null);
    const s = service(5);
    const got = await fetchHistory(plan(true), KPIS, s.client, cache, new WindowPolicy(31, KPIS));
    expect(s.calls.sort()).toEqual(["2026-09-01..2026-09-30", "2026-10-01..2026-10-31"]);
    expect(got.values.yield?.["2026-09-15"]).toBe(5);
    expect(cache.stats).toEqual({ hits: 0, misses: 1 });
  });
});
