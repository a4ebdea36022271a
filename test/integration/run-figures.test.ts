/**
 * The monthly run end to end against the sandbox: every manifest figure recomputed
 * independently from the strings the sandbox served (relative error ≤ 1e-9), the exact
 * number of requests of the plan, and never more than `concurrency` in flight.
 */
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDefinition } from "../../src/definition/index.js";
import type { Manifest } from "../../src/output/manifest.js";
import { runReport } from "../../src/pipeline/run.js";
import { type Sandbox, sandboxDefinitionDetails, startSandbox } from "../../src/sandbox/index.js";

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
let outDir: string;
const concurrency = 6;

function days(): string[] {
  return Array.from({ length: 31 }, (_, i) => `${MONTH}-${String(i + 1).padStart(2, "0")}`);
}

/** Independent reading of what was served: string → number, percent → fraction. */
function served(plantId: string, kpi: string, date: string, ratio = false): number | null {
  const s = sandbox.servedValue(plantId, kpi, date);
  if (s === null || s === undefined) return null;
  const x = Number(s);
  if (!Number.isFinite(x)) return null;
  return ratio ? x / 100 : x;
}

function total(values: (number | null)[]): number | null {
  let acc: number | null = null;
  for (const v of values) if (v !== null) acc = (acc ?? 0) + v;
  return acc;
}

function weighted(plantId: string, kpi: string, ratio: boolean): number | null {
  let num = 0;
  let den = 0;
  for (const d of days()) {
    const x = served(plantId, kpi, d, ratio);
    const h = served(plantId, KPI.irr, d);
    if (x === null || h === null) continue;
    num += x * h;
    den += h;
  }
  return den > 0 ? num / den : null;
}

function expectClose(actual: number | null, expected: number | null, what: string) {
  if (expected === null) {
    expect(actual, what).toBeNull();
    return;
  }
  expect(actual, what).not.toBeNull();
  const rel = Math.abs(actual! - expected) / Math.max(Math.abs(expected), 1e-12);
  expect(rel, `${what}: ${actual} vs ${expected}`).toBeLessThanOrEqual(1e-9);
}

beforeAll(async () => {
  // A little latency keeps requests in flight long enough for the pool's bound to show.
  sandbox = await startSandbox({ port: 0, plants: 30, seed: 7, latencyMs: 15, now: () => NOW });
  const def = parseDefinition(
    `title: Figures check\nperiod: "${MONTH}"\nplants: all\nconcurrency: ${concurrency}\nhistory: 3\n`,
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

  it("every figure equals an independent recomputation from the served data", () => {
    const details = sandboxDefinitionDetails(sandbox);
    for (const p of manifest.plants) {
      const m = p.metrics;
      const det = details[p.id]!;
      const yieldKwh = total(days().map((d) => served(p.id, KPI.yield, d)));
      const meter = total(days().map((d) => served(p.id, KPI.meter, d)));
      expectClose(m.yieldKwh, yieldKwh, `${p.name} yield`);
      expectClose(m.meterYieldKwh, meter, `${p.name} meter yield`);
      expectClose(
        m.irradiationKwhM2,
        total(days().map((d) => served(p.id, KPI.irr, d))),
        `${p.name} irradiation`,
      );
      expectClose(
        m.overspillKwh,
        total(days().map((d) => served(p.id, KPI.spill, d))),
        `${p.name} overspill`,
      );
      expectClose(m.pr, weighted(p.id, KPI.pr, true), `${p.name} PR`);
      expectClose(m.availability, weighted(p.id, KPI.avail, true), `${p.name} availability`);
      expectClose(m.cellTemperatureC, weighted(p.id, KPI.temp, false), `${p.name} cell temperature`);
      const budget = det.budgetKwh ? det.budgetKwh[9]! : null;
      expectClose(m.budgetKwh, budget, `${p.name} budget`);
      expectClose(m.specificYieldKwhKwp, yieldKwh! / det.capacityKwp!, `${p.name} specific yield`);
      expectClose(m.budgetVariance, budget ? yieldKwh! / budget - 1 : null, `${p.name} variance`);
      expectClose(m.revenue, det.tariff ? meter! * det.tariff : null, `${p.name} revenue`);
      expect(m.daysWithData).toBe(days().filter((d) => served(p.id, KPI.yield, d) !== null).length);
      expect(m.daysInMonth).toBe(31);
      const late = sandbox
        .freshness(p.id)
        .data.filter((d) => d.date.startsWith(MONTH) && d.update_status === "No Update");
      expect(m.lateDays).toBe(late.length);
    }
  });

  it("makes exactly the planned requests and never more than `concurrency` at once", () => {
    const byRoute = sandbox.stats.byRoute;
    // history 3 months (Aug–Oct, 92 days) at ≤ 31 days a call = 3 historical calls per plant; 7 KPIs fit one call.
    expect(byRoute["POST /data/plant/historical"]).toBe(30 * 3);
    expect(byRoute["POST /data/plant/last_24_hour_update_status"]).toBe(30);
    expect(byRoute["GET /data/plant/list"]).toBe(1);
    // + 1 login with the password
    expect(manifest.requests.total).toBe(30 * 3 + 30 + 1 + 1);
    expect(manifest.requests.retried).toBe(0);
    // The one pool is used to its bound and never past it.
    expect(sandbox.stats.maxInFlight).toBe(concurrency);
  });
});
