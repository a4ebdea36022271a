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
import { type RunTimings, runReport } from "../../src/pipeline/run/run.js";
import { type Sandbox, sandboxDefinitionDetails, startSandbox } from "../../src/sandbox/index.js";
import {
  bridgeOf,
  closeTo,
  type Day,
  decimalsBeside,
  type Figures,
  figures,
  pLevelOf,
} from "../helpers/recompute.js";

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
let timings: RunTimings;
let runCpuMs: number;
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
  prTarget?: number;
  availabilityTarget?: number;
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

type Bridge = NonNullable<Manifest["plants"][number]["bridge"]>;
type Judged = {
  metrics: Pick<
    Manifest["plants"][number]["metrics"],
    "budgetVariance" | "pr" | "availability" | "irradiationVariance"
  >;
  verdicts: Manifest["plants"][number]["verdicts"];
  verdictDetails: Manifest["plants"][number]["verdictDetails"];
};

const decide = (v: number | null, target: number | null, band: number) =>
  v === null || target === null ? null : v >= target ? "target" : v >= target - band ? "watch" : "below";

/** Each verdict from its figure, target and the default bands; its gap and the decimals beside it. */
function expectVerdicts(
  x: Judged,
  targets: { pr: number | null; availability: number | null },
  what: string,
) {
  const m = x.metrics as Judged["metrics"] & {
    budgetVariance: number | null;
    irradiationVariance: number | null;
  };
  const judged = {
    energy: [m.budgetVariance, 0, 0.05],
    pr: [m.pr, targets.pr, 0.02],
    availability: [m.availability, targets.availability, 0.01],
    irradiation: [m.irradiationVariance, 0, 0.1],
  } as const;
  for (const [f, [value, target, band]] of Object.entries(judged)) {
    const figure = f as keyof typeof judged;
    const verdict = decide(value, target, band);
    expect(x.verdicts[figure], `${what} ${f}`).toBe(verdict);
    const d = x.verdictDetails[figure];
    expectClose(d.value, value, `${what} ${f} value`);
    expectClose(d.target, target, `${what} ${f} target`);
    expectClose(d.gap, value === null || target === null ? null : value - target, `${what} ${f} gap`);
    expect(d.decimals, `${what} ${f} decimals`).toBe(decimalsBeside(verdict, value, target));
  }
}

type Summary = Pick<
  Manifest["portfolio"],
  | "metrics"
  | "targets"
  | "bridge"
  | "ytd"
  | "verdicts"
  | "verdictDetails"
  | "attention"
  | "watchCount"
  | "ranking"
>;

/** A portfolio or a client, recomputed from its plants' served data (DESIGN.md "Portfolio figures"). */
function expectSummary(s: Summary, plants: Manifest["plants"], what: string) {
  const details = sandboxDefinitionDetails(sandbox) as Record<string, Details>;
  const xs = plants.map((p) => monthOf(p.id, details[p.id]!, MONTH));
  const pm = s.metrics;
  const yieldTotal = sumOf(xs.map((x) => x.yieldTotalKwh));
  expectClose(pm.yieldTotalKwh, yieldTotal, `${what} total yield`);
  expectClose(pm.yieldEstimatedKwh, sumOf(xs.map((x) => x.yieldEstimatedKwh)), `${what} estimated`);
  expectClose(pm.revenue, sumOf(xs.map((x) => x.revenue)), `${what} revenue`);
  expectClose(pm.pr, sumOf(xs.map((x) => x.iecE))! / sumOf(xs.map((x) => x.iecRef))!, `${what} IEC PR`);
  const covered = sumOf(xs.map((x) => x.budgetCoveredKwh));
  const full = sumOf(plants.map((p) => details[p.id]!.budgetKwh[9]!));
  expectClose(pm.budgetVariance, varianceOf(yieldTotal, covered), `${what} variance`);
  expectClose(pm.budgetVarianceFull, varianceOf(yieldTotal, full), `${what} full variance`);
  // The data-quality counts the summaries print: plant-days estimated and without data, plants bridged.
  expect(pm.plantDaysEstimated, `${what} estimated plant-days`).toBe(sumOf(xs.map((x) => x.daysEstimated)));
  expect(pm.plantDaysWithoutData, `${what} plant-days without data`).toBe(
    sumOf(xs.map((x) => x.daysWithoutData)),
  );
  expect(pm.plantsWithBudget, `${what} plants with a budget`).toBe(
    plants.filter((p) => details[p.id]!.budgetKwh[9] != null).length,
  );
  expectClose(
    pm.availabilityLossKwh,
    sumOf(xs.map((x) => x.availabilityLossKwh)),
    `${what} availability loss`,
  );
  // Targets weighted as the figures: PR by the reference yield P0·ΣH, availability by H·capacity.
  const prTarget =
    sumOf(plants.map((p, i) => (details[p.id]!.prTarget ?? 0.8) * xs[i]!.iecRef))! /
    sumOf(xs.map((x) => x.iecRef))!;
  const weight = (i: number) => xs[i]!.availabilityIrradiationKwhM2! * details[plants[i]!.id]!.capacityKwp;
  const availabilityTarget =
    sumOf(plants.map((p, i) => (details[p.id]!.availabilityTarget ?? 0.98) * weight(i)))! /
    sumOf(plants.map((_, i) => weight(i)))!;
  expectClose(s.targets.pr, prTarget, `${what} PR target`);
  expectClose(s.targets.availability, availabilityTarget, `${what} availability target`);
  expectVerdicts(s, { pr: prTarget, availability: availabilityTarget }, what);
  expectSummedBridge(
    s.bridge!,
    plants.map((p) => p.bridge!),
    pm.revenue,
    what,
  );
  const y = s.ytd!;
  expectClose(y.yieldTotalKwh, sumOf(plants.map((p) => p.ytd!.yieldTotalKwh)), `${what} ytd`);
  expectClose(y.budgetFullKwh, sumOf(plants.map((p) => p.ytd!.budgetFullKwh)), `${what} ytd full budget`);
  expectClose(
    y.budgetVarianceFull,
    varianceOf(y.yieldTotalKwh, y.budgetFullKwh),
    `${what} ytd full variance`,
  );
  // Ranked by like-for-like variance, best first; listed for attention by the model's levels.
  const byVariance = [...plants].sort((a, b) => b.metrics.budgetVariance! - a.metrics.budgetVariance!);
  expect(s.ranking, what).toEqual(byVariance.map((p, i) => ({ plantId: p.id, rank: i + 1 })));
  const level = (p: Manifest["plants"][number]) => {
    const v = [p.verdicts.energy, p.verdicts.pr, p.verdicts.availability];
    return v.includes("below") ? "below" : v.includes("watch") ? "watch" : null;
  };
  // Plants on watch are counted, not listed (the definition does not set verdicts.listWatch).
  const listed = plants.filter((p) => level(p) === "below").map((p) => p.id);
  expect(
    s.attention.map((a) => a.plantId),
    what,
  ).toEqual(listed);
  expect(s.watchCount, what).toBe(plants.filter((p) => level(p) === "watch").length);
}

/** A sum of bridges: every step the sum of the plants', closing, and its money ending at their revenue. */
function expectSummedBridge(b: Bridge, plants: Bridge[], revenue: number | null, what: string) {
  const steps = [
    "budgetKwh",
    "weatherKwh",
    "availabilityKwh",
    "curtailmentKwh",
    "performanceKwh",
    "actualKwh",
  ];
  for (const step of [...steps, "exportLossKwh", "meteredKwh"] as const)
    expectClose(
      b[step as keyof Bridge] as number | null,
      sumOf(plants.map((x) => x[step as keyof Bridge] as number | null)),
      `${what} ${step}`,
    );
  const closing =
    b.budgetKwh + (b.weatherKwh ?? 0) + (b.availabilityKwh ?? 0) + b.curtailmentKwh + b.performanceKwh;
  expectClose(closing, b.actualKwh, `${what} bridge closes`);
  expectClose(b.actualKwh + b.exportLossKwh!, b.meteredKwh, `${what} bridge closes to metered`);
  expectClose(b.value!.metered, revenue, `${what} money bridge ends at the revenue`);
  expect(Math.abs(b.value!.metered! - revenue!), `${what}: to the cent`).toBeLessThan(0.005);
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
  // Two clients: the first 12 plants and the rest, each summed and judged as the portfolio is.
  const ids = sandbox.plants.map((p) => p.id);
  const clients = [
    `  - {name: North, plants: [${ids.slice(0, 12).join(", ")}]}`,
    `  - {name: South, plants: [${ids.slice(12).join(", ")}]}`,
  ].join("\n");
  const def = parseDefinition(
    `title: Figures check\nperiod: "${MONTH}"\nplants: all\nconcurrency: ${concurrency}\nclients:\n${clients}\n`,
    "inline.yaml",
    process.cwd(),
  );
  const definition = { ...def, plantDetails: sandboxDefinitionDetails(sandbox) };
  outDir = await mkdtemp(join(tmpdir(), "solar-run-"));
  sandbox.resetStats();
  const cpu = process.cpuUsage();
  const result = await runReport({
    definition,
    client: { baseUrl: sandbox.baseUrl, auth: { kind: "password", ...sandbox.credentials } },
    outDir,
    now: new Date(NOW),
    pdfs: false,
  });
  manifest = JSON.parse(await readFile(join(outDir, "manifest.json"), "utf8")) as Manifest;
  plannedRequests = result.plannedRequests;
  const used = process.cpuUsage(cpu);
  runCpuMs = (used.user + used.system) / 1000;
  timings = result.timings;
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

  it("every bridge closes to the revenue and equals the recomputed steps, in kWh and money", () => {
    const details = sandboxDefinitionDetails(sandbox) as Record<string, Details>;
    for (const p of manifest.plants) {
      const det = details[p.id]!;
      const expected = bridgeOf(monthOf(p.id, det, MONTH), { tariff: det.tariff ?? null })!;
      const b = p.bridge!;
      expect(b, p.name).not.toBeNull();
      for (const [step, value] of Object.entries(expected)) {
        if (step === "value") continue;
        expectClose(b[step as keyof typeof b] as number | null, value as number | null, `${p.name} ${step}`);
      }
      for (const [step, value] of Object.entries(expected.value!))
        expectClose(b.value![step as keyof typeof b.value], value, `${p.name} value.${step}`);
      const closing =
        b.budgetKwh + (b.weatherKwh ?? 0) + (b.availabilityKwh ?? 0) + b.curtailmentKwh + b.performanceKwh;
      expectClose(closing, b.actualKwh, `${p.name} bridge closes`);
      expectClose(b.actualKwh + b.exportLossKwh!, b.meteredKwh, `${p.name} bridge closes to metered`);
      // The money bridge ends at the revenue itself, not a figure close to it.
      expect(b.value!.metered, p.name).toBe(p.metrics.revenue);
    }
    const plants = manifest.plants.map((p) => p.bridge!);
    expectSummedBridge(manifest.portfolio.bridge!, plants, manifest.portfolio.metrics.revenue, "portfolio");
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
      const full = sumOf(ytdMonths.map((m) => det.budgetKwh?.[Number(m.slice(5, 7)) - 1] ?? null));
      expectClose(p.ytd!.budgetFullKwh, full, `${p.name} ytd full budget`);
      expectClose(p.ytd!.budgetVarianceFull, varianceOf(yieldTotal, full), `${p.name} ytd full variance`);
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

  it("portfolio and client figures are ratios of sums over their plants, never means of plant ratios", () => {
    expectSummary(manifest.portfolio, manifest.plants, "portfolio");
    expect(manifest.clients.map((c) => c.name)).toEqual(["North", "South"]);
    for (const c of manifest.clients) {
      const own = manifest.plants.filter((p) => c.plants.includes(p.id));
      expect(own, c.name).toHaveLength(c.name === "North" ? 12 : 18);
      expectSummary(c, own, c.name);
    }
  });

  it("decides every verdict from the figure, its target and the default bands, with the decimals to print", () => {
    const details = sandboxDefinitionDetails(sandbox) as Record<string, Details>;
    for (const p of manifest.plants) {
      const det = details[p.id]!;
      const targets = { pr: det.prTarget ?? 0.8, availability: det.availabilityTarget ?? 0.98 };
      // The month's budget and normal beside them, and the capacity and tariff: the details the run used.
      const index = Number(MONTH.slice(5, 7)) - 1;
      expect(p.targets).toEqual({
        ...targets,
        budgetKwh: det.budgetKwh[index],
        irradiationKwhM2: det.irradiationNormalKwhM2?.[index] ?? null,
      });
      expect([p.capacityKwp, p.tariff]).toEqual([det.capacityKwp, det.tariff]);
      expectVerdicts(p, targets, p.name);
    }
  });

  it("places the rolling 12 months in each plant's yield study (P-levels), or says why not", () => {
    const details = sandboxDefinitionDetails(sandbox) as Record<string, Details>;
    const months = Array.from({ length: 12 }, (_, i) => {
      const n = 2025 * 12 + 10 + i; // Nov 2025 … Oct 2026
      return `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, "0")}`;
    });
    let placed = 0;
    for (const p of manifest.plants) {
      const det = details[p.id]!;
      const figs = months.map((m) => monthOf(p.id, det, m));
      const x = pLevelOf(
        figs.map((f) => f.yieldTotalKwh),
        det.p50AnnualKwh,
        det.p90AnnualKwh,
      );
      if (x === null) {
        expect(p.pLevel.rolling12, p.name).toBeNull();
        expect(p.pLevel.missing?.reason, p.name).toBe("incompleteMonths");
        continue;
      }
      placed++;
      const r = p.pLevel.rolling12!;
      expect(r, p.name).toMatchObject({
        from: "2025-11",
        to: MONTH,
        p50Kwh: det.p50AnnualKwh,
        p90Kwh: det.p90AnnualKwh,
      });
      expectClose(r.energyKwh, x.energyKwh, `${p.name} E12`);
      expectClose(r.sigmaKwh, x.sigmaKwh, `${p.name} sigma`);
      expectClose(r.exceedance, x.exceedance, `${p.name} exceedance`);
      const without = months.reduce((n, m, i) => n + monthDays(m).length - figs[i]!.daysCovered, 0);
      expect(r.daysWithoutData, p.name).toBe(without);
    }
    expect(placed).toBeGreaterThan(20);
  });

  it("reports the CPU time after the fetch: some (the workbooks come after the last plant), within the run's", () => {
    expect(Number.isInteger(timings.tailCpuMs)).toBe(true);
    expect(timings.tailCpuMs).toBeGreaterThan(0);
    expect(timings.tailCpuMs).toBeLessThanOrEqual(Math.ceil(runCpuMs));
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
