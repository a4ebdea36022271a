/**
 * The monthly run end to end against the sandbox: every manifest figure, the bridge, year to
 * date and last year recomputed independently (test/helpers/recompute.ts, written from
 * DESIGN.md) from the strings the sandbox served (relative error ≤ 1e-9), the exact number of
 * requests of the plan, and never more than `concurrency` in flight.
 */
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDefinition } from "../../src/definition/index.js";
import type { Manifest } from "../../src/output/manifest.js";
import { runReport } from "../../src/pipeline/run/run.js";
import { type Sandbox, sandboxDefinitionDetails, startSandbox } from "../../src/sandbox/index.js";
import { closeTo, type Day, type Figures, figures } from "../helpers/recompute.js";

const NOW = Date.parse("2026-11-05T06:00:00Z");
const MONTH = "2026-10";
const KPI = {
  yield: "historical_plant_daily_yield",
  meter: "historical_plant_meter_yield",
  irr: "historical_plant_irradiation",
  pr: "historical_plant_daily_effective_pr",
  avail: "historical_plant_effective_availability",
  temp: "historical_plant_cell_temperature",
  spill: "historical_plant_overspill_energy",
};

let sandbox: Sandbox;
let manifest: Manifest;
let plannedRequests: number;
let outDir: string;
const concurrency = 6;

/** Independent reading of what was served: string → number, percent → fraction. */
function served(plantId: string, kpi: string, date: string, ratio = false): number | null {
  const s = sandbox.servedValue(plantId, kpi, date);
  if (s === null || s === undefined) return null;
  const x = Number(s);
  if (!Number.isFinite(x)) return null;
  return ratio ? x / 100 : x;
}

function monthDays(month: string): string[] {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const n = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: n }, (_, i) => `${month}-${String(i + 1).padStart(2, "0")}`);
}

function servedDays(plantId: string, month: string): Day[] {
  return monthDays(month).map((d) => ({
    e: served(plantId, KPI.yield, d),
    m: served(plantId, KPI.meter, d),
    h: served(plantId, KPI.irr, d),
    r: served(plantId, KPI.pr, d, true),
    a: served(plantId, KPI.avail, d, true),
    t: served(plantId, KPI.temp, d),
    o: served(plantId, KPI.spill, d),
  }));
}

type Details = ReturnType<typeof sandboxDefinitionDetails>[string] & {
  irradiationNormalKwhM2?: number[];
  temperatureCoefficient?: number;
};

/** A complete month's figures for a plant, from the served strings alone. */
function monthOf(plantId: string, det: Details, month: string): Figures {
  const index = Number(month.slice(5, 7)) - 1;
  return figures(servedDays(plantId, month), {
    capacityKwp: det.capacityKwp ?? null,
    gamma: det.temperatureCoefficient ?? null,
    tariff: det.tariff ?? null,
    budgetKwh: det.budgetKwh?.[index] ?? null,
    normalKwhM2: det.irradiationNormalKwhM2?.[index] ?? null,
    daysInMonth: monthDays(month).length,
  });
}

const sumOf = (xs: (number | null)[]) =>
  xs.some((x) => x !== null) ? xs.reduce<number>((a, b) => a + (b ?? 0), 0) : null;
const varianceOf = (a: number | null, b: number | null) =>
  a === null || b === null || b === 0 ? null : a / b - 1;

function expectClose(actual: number | null | undefined, expected: number | null, what: string) {
  const problem = closeTo(actual, expected);
  expect(problem, what).toBeNull();
}

beforeAll(async () => {
  // The pool's bound shows on any machine: the sandbox answers its first `concurrency` data
  // requests only once all of them are in flight together (a loaded runner sends them slowly;
  // later ones share their slots with the parsing of large answers). A pool that sends fewer at
  // once is caught: they wait 10 s, and the bound is not reached.
  sandbox = await startSandbox({
    port: 0,
    plants: 30,
    seed: 7,
    latencyMs: 15,
    holdFirst: concurrency,
    now: () => NOW,
  });
  const def = parseDefinition(
    `title: Figures check\nperiod: "${MONTH}"\nplants: all\nconcurrency: ${concurrency}\n`,
    "inline.yaml",
    process.cwd(),
  );
  const definition = { ...def, plantDetails: sandboxDefinitionDetails(sandbox) };
  outDir = await mkdtemp(join(tmpdir(), "solar-run-"));
  sandbox.resetStats();
  const result = await runReport({
    definition,
    client: { baseUrl: sandbox.baseUrl, auth: { kind: "password", ...sandbox.credentials } },
    outDir,
    now: new Date(NOW),
    pdfs: false,
  });
  manifest = JSON.parse(await readFile(join(outDir, "manifest.json"), "utf8")) as Manifest;
  plannedRequests = result.plannedRequests;
  expect(result.exitCode).toBe(0);
});

afterAll(async () => {
  await sandbox?.close();
});

describe("monthly run against the sandbox (30 plants)", () => {
  it("reports every plant ok", () => {
    expect(manifest.status).toBe("ok");
    expect(manifest.plants).toHaveLength(30);
    expect(manifest.plants.every((p) => p.status === "ok")).toBe(true);
  });

  it("the sandbox's data exercises every kind of day the figures handle", () => {
    const kinds = {
      fromMeter: 0,
      fromIrradiation: 0,
      notEstimable: 0,
      zeroAvailability: 0,
      meterEstimated: 0,
    };
    for (const p of manifest.plants) {
      for (const d of monthDays(MONTH)) {
        const [e, m, h, a] = [
          served(p.id, KPI.yield, d),
          served(p.id, KPI.meter, d),
          served(p.id, KPI.irr, d),
          served(p.id, KPI.avail, d, true),
        ];
        if (e === null && m !== null) kinds.fromMeter++;
        if (e === null && m === null && h !== null) kinds.fromIrradiation++;
        if (e === null && m === null && h === null) kinds.notEstimable++;
        if (a === 0) kinds.zeroAvailability++;
        if (m === null && e !== null) kinds.meterEstimated++;
      }
    }
    for (const [kind, count] of Object.entries(kinds)) expect(count, kind).toBeGreaterThan(0);
    expect(manifest.plants.filter((p) => p.metrics.daysEstimated > 0).length).toBeGreaterThan(3);
  });

  it("every figure equals an independent recomputation from the served data", () => {
    const details = sandboxDefinitionDetails(sandbox) as Record<string, Details>;
    for (const p of manifest.plants) {
      const det = details[p.id]!;
      const x = monthOf(p.id, det, MONTH);
      for (const [key, expected] of Object.entries(x)) {
        if (key === "iecE" || key === "iecRef") continue;
        expectClose(p.metrics[key as keyof typeof p.metrics] as number | null, expected, `${p.name} ${key}`);
      }
      expectClose(p.metrics.budgetKwh, det.budgetKwh?.[9] ?? null, `${p.name} budget`);
      expect(p.metrics.daysInMonth).toBe(31);
      const late = sandbox
        .freshness(p.id)
        .data.filter((d) => d.date.startsWith(MONTH) && d.update_status === "No Update");
      expect(p.metrics.lateDays).toBe(late.length);
    }
  });

  it("every bridge closes and equals the recomputed steps", () => {
    const details = sandboxDefinitionDetails(sandbox) as Record<string, Details>;
    for (const p of manifest.plants) {
      const x = monthOf(p.id, details[p.id]!, MONTH);
      const b = p.bridge!;
      expect(b, p.name).not.toBeNull();
      const weather = x.irradiationVariance === null ? null : x.budgetCoveredKwh! * x.irradiationVariance;
      const availability = x.availabilityLossKwh === null ? null : -x.availabilityLossKwh;
      expectClose(b.budgetKwh, x.budgetCoveredKwh, `${p.name} bridge budget`);
      expectClose(b.weatherKwh, weather, `${p.name} bridge weather`);
      expectClose(b.availabilityKwh, availability, `${p.name} bridge availability`);
      expectClose(b.actualKwh, x.yieldTotalKwh, `${p.name} bridge actual`);
      const perf = x.yieldTotalKwh! - x.budgetCoveredKwh! - (weather ?? 0) - (availability ?? 0);
      expectClose(b.performanceKwh, perf, `${p.name} bridge performance`);
      const closing = b.budgetKwh + (b.weatherKwh ?? 0) + (b.availabilityKwh ?? 0) + b.performanceKwh;
      expectClose(closing, b.actualKwh, `${p.name} bridge closes`);
    }
    const pb = manifest.portfolio.bridge!;
    const plants = manifest.plants.map((p) => p.bridge!);
    expectClose(pb.budgetKwh, sumOf(plants.map((b) => b.budgetKwh)), "portfolio bridge budget");
    expectClose(
      pb.performanceKwh,
      sumOf(plants.map((b) => b.performanceKwh)),
      "portfolio bridge performance",
    );
    expectClose(pb.actualKwh, manifest.portfolio.metrics.yieldTotalKwh, "portfolio bridge actual");
    const closing = pb.budgetKwh + (pb.weatherKwh ?? 0) + (pb.availabilityKwh ?? 0) + pb.performanceKwh;
    expectClose(closing, pb.actualKwh, "portfolio bridge closes");
  });

  it("year to date and the same month last year equal the recomputed months", () => {
    const details = sandboxDefinitionDetails(sandbox) as Record<string, Details>;
    const ytdMonths = Array.from({ length: 10 }, (_, i) => `2026-${String(i + 1).padStart(2, "0")}`);
    for (const p of manifest.plants) {
      const det = details[p.id]!;
      const months = ytdMonths.map((m) => monthOf(p.id, det, m));
      const yieldTotal = sumOf(months.map((f) => f.yieldTotalKwh));
      const budget = sumOf(months.map((f) => f.budgetCoveredKwh));
      expect(p.ytd, p.name).toMatchObject({ from: "2026-01", to: MONTH });
      expectClose(p.ytd!.yieldTotalKwh, yieldTotal, `${p.name} ytd yield`);
      expectClose(
        p.ytd!.meterYieldTotalKwh,
        sumOf(months.map((f) => f.meterYieldTotalKwh)),
        `${p.name} ytd meter`,
      );
      expectClose(p.ytd!.revenue, sumOf(months.map((f) => f.revenue)), `${p.name} ytd revenue`);
      expectClose(p.ytd!.budgetKwh, budget, `${p.name} ytd budget`);
      expectClose(p.ytd!.budgetVariance, varianceOf(yieldTotal, budget), `${p.name} ytd variance`);
      const last = monthOf(p.id, det, "2025-10");
      expect(p.lastYear?.month).toBe("2025-10");
      expectClose(p.lastYear!.yieldTotalKwh, last.yieldTotalKwh, `${p.name} last year`);
      expectClose(
        p.lastYear!.change,
        varianceOf(p.metrics.yieldTotalKwh, last.yieldTotalKwh),
        `${p.name} change`,
      );
    }
  });

  it("portfolio figures are ratios of sums over the plants, never means of plant ratios", () => {
    const details = sandboxDefinitionDetails(sandbox) as Record<string, Details>;
    const xs = manifest.plants.map((p) => monthOf(p.id, details[p.id]!, MONTH));
    const pm = manifest.portfolio.metrics;
    expectClose(pm.yieldTotalKwh, sumOf(xs.map((x) => x.yieldTotalKwh)), "portfolio total yield");
    expectClose(pm.yieldEstimatedKwh, sumOf(xs.map((x) => x.yieldEstimatedKwh)), "portfolio estimated");
    expectClose(pm.revenue, sumOf(xs.map((x) => x.revenue)), "portfolio revenue");
    expectClose(pm.pr, sumOf(xs.map((x) => x.iecE))! / sumOf(xs.map((x) => x.iecRef))!, "portfolio IEC PR");
    expectClose(
      pm.budgetVariance,
      varianceOf(sumOf(xs.map((x) => x.yieldTotalKwh)), sumOf(xs.map((x) => x.budgetCoveredKwh))),
      "portfolio variance",
    );
    expectClose(
      pm.availabilityLossKwh,
      sumOf(xs.map((x) => x.availabilityLossKwh)),
      "portfolio availability loss",
    );
    const y = manifest.portfolio.ytd!;
    expectClose(y.yieldTotalKwh, sumOf(manifest.plants.map((p) => p.ytd!.yieldTotalKwh)), "portfolio ytd");
  });

  it("decides every verdict from the figure, its target and the default bands", () => {
    const details = sandboxDefinitionDetails(sandbox) as Record<
      string,
      Details & { prTarget?: number; availabilityTarget?: number }
    >;
    for (const p of manifest.plants) {
      const det = details[p.id]!;
      const decide = (v: number | null, target: number, band: number) =>
        v === null ? null : v >= target ? "target" : v >= target - band ? "watch" : "below";
      expect(p.verdicts.energy, p.name).toBe(decide(p.metrics.budgetVariance, 0, 0.05));
      expect(p.verdicts.pr, p.name).toBe(decide(p.metrics.pr, det.prTarget ?? 0.8, 0.02));
      expect(p.verdicts.availability, p.name).toBe(
        decide(p.metrics.availability, det.availabilityTarget ?? 0.98, 0.01),
      );
      expect(p.targets).toEqual({ pr: det.prTarget ?? 0.8, availability: det.availabilityTarget ?? 0.98 });
      expect(p.verdicts.irradiation, p.name).toBe(decide(p.metrics.irradiationVariance, 0, 0.1));
    }
  });

  it("makes exactly the planned requests and never more than `concurrency` at once", () => {
    const byRoute = sandbox.stats.byRoute;
    // history 13 months (Oct 2025–Oct 2026, 396 days): maxDaysPerRequest "auto" asks each plant's
    // window in one call (7 KPIs fit one), plus a 31-day call for an edge the answer did not reach
    // (a plant offline on the first or last day); the plan the run followed counts those too.
    const historical = byRoute["POST /data/plant/historical"]!;
    expect(historical).toBeGreaterThanOrEqual(30);
    expect(historical).toBeLessThanOrEqual(30 * 2);
    expect(byRoute["POST /data/plant/last_24_hour_update_status"]).toBe(30);
    expect(byRoute["GET /data/plant/list"]).toBe(1);
    // + 1 login with the password
    expect(manifest.requests.total).toBe(historical + 30 + 1 + 1);
    expect(manifest.requests.total).toBe(plannedRequests);
    expect(manifest.requests.windows).toEqual({ mode: "long" });
    expect(manifest.requests.retried).toBe(0);
    // The one pool is used to its bound and never past it.
    expect(sandbox.stats.maxInFlight).toBe(concurrency);
  });
});
