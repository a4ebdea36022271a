/**
 * Contract money end to end against the sandbox: every `contract` field of the manifest
 * (plants, clients, portfolio) recomputed independently (test/helpers/recompute-contract.ts,
 * written from DESIGN.md) from the days the sandbox serves and the events file (relative error
 * ≤ 1e-9), across a contract year that starts in the middle of the 13-month history; and a
 * settled period's figures unchanged in a run a month later whose trend window does not reach
 * the period (the run fetches the days the period needs).
 */
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDefinition } from "../../src/definition/index.js";
import type { Manifest } from "../../src/output/manifest.js";
import { runReport } from "../../src/pipeline/run/run.js";
import {
  type Sandbox,
  sandboxContractTerms,
  sandboxDefinitionDetails,
  sandboxEventRows,
  sandboxEventsCsv,
  startSandbox,
} from "../../src/sandbox/index.js";
import { bridgeOf, figures } from "../helpers/recompute.js";
import {
  type Day,
  differences,
  type Event,
  lossByCause,
  monthLosses,
  monthMeter,
  periodAround,
  type ServedDay,
  weightsOn,
} from "../helpers/recompute-contract.js";

const NOW = Date.parse("2026-11-05T06:00:00Z");
const LATER = Date.parse("2026-12-07T06:00:00Z");
const MONTH = "2026-10";
const LAST = "2026-10-31";
const KPI = {
  e: "historical_plant_daily_yield",
  m: "historical_plant_meter_yield",
  h: "historical_plant_irradiation",
  a: "historical_plant_effective_availability",
  t: "historical_plant_cell_temperature",
  o: "historical_plant_overspill_energy",
  r: "historical_plant_daily_effective_pr",
};

let sandbox: Sandbox;
let manifest: Manifest;
let later: Manifest;
let ids: string[];
let clock = NOW;
const warnings: string[] = [];

function served(id: string, kpi: string, date: string, ratio = false): number | null {
  const s = sandbox.servedValue(id, kpi, date);
  if (s === null || s === undefined || !Number.isFinite(Number(s))) return null;
  return ratio ? Number(s) / 100 : Number(s);
}

function daysOfMonth(month: string): string[] {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const n = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: n }, (_, i) => `${month}-${String(i + 1).padStart(2, "0")}`);
}

function servedMonth(id: string, month: string): ServedDay[] {
  return daysOfMonth(month).map((date) => ({
    date,
    e: served(id, KPI.e, date),
    m: served(id, KPI.m, date),
    h: served(id, KPI.h, date),
    a: served(id, KPI.a, date, true),
    t: served(id, KPI.t, date),
    o: served(id, KPI.o, date),
  }));
}

/** Every day from 2025-04 through the report month, with its loss and meter yield. */
function servedDays(id: string): Day[] {
  const months = Array.from({ length: 19 }, (_, i) => {
    const n = 2025 * 12 + 3 + i;
    return `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, "0")}`;
  });
  return months.flatMap((m) => {
    const days = servedMonth(id, m);
    const losses = monthLosses(days);
    const meter = monthMeter(days);
    return days.map((d, i) => ({ ...d, loss: losses[i]!, meter: meter[i]! }));
  });
}

type Terms = ReturnType<typeof sandboxContractTerms>[number];

/** The rule of docs/figures.md: money rounded half-up to the cent (EUR) where a guarantee settles it. */
const cents = (x: number) => Math.round(Number((x * 100).toFixed(6))) / 100;
type Details = ReturnType<typeof sandboxDefinitionDetails>[string];

function availabilityOf(
  t: NonNullable<Terms["availability"]>,
  start: string,
  days: Day[],
  events: Event[],
  det: Details,
) {
  const p = periodAround(start, t.period as "month", LAST);
  const ds = days.filter((d) => d.date >= p.from && d.date <= LAST);
  const { by, e, l, n } = lossByCause(ds, events);
  const excl = t.excluded.reduce((s, c) => s + (by[c] ?? 0), 0);
  const contractual = 1 - (l - excl) / (e + l - excl);
  let damages: number;
  let revenue: number | null = null;
  if (t.scheme === "energy")
    damages = Math.max(0, t.guaranteed - contractual) * (e + l - excl) * (t.price ?? det.tariff);
  else {
    revenue = cents(ds.reduce((s, d) => s + (d.meter ?? 0), 0) * det.tariff);
    const k = t.slope ?? 2;
    const aa =
      contractual >= t.guaranteed
        ? 1
        : contractual < (t.floor ?? 0.7)
          ? 0
          : 1 - k * (t.guaranteed - contractual);
    damages = (1 - aa) * revenue;
  }
  expect(n).toBeGreaterThan(0);
  return {
    periodFrom: p.from,
    periodTo: LAST,
    provisional: LAST < p.end,
    settlesOn: p.next,
    guaranteed: t.guaranteed,
    technical: e / (e + l),
    contractual,
    lossKwh: l,
    excludedLossKwh: excl,
    lossByCategoryKwh: by,
    revenue,
    damages: cents("cap" in t && t.cap !== undefined ? Math.min(damages, t.cap) : damages),
    met: contractual >= t.guaranteed,
  };
}

function prOf(terms: Terms, days: Day[], events: Event[], det: Details) {
  const t = terms.pr!;
  const p = periodAround(terms.start, t.period as "month", LAST);
  const excluded = terms.availability?.excluded ?? [];
  const ds = days.filter(
    (d) =>
      d.date >= p.from &&
      d.date <= LAST &&
      d.e !== null &&
      d.h !== null &&
      d.t !== null &&
      !excluded.some((c) => (weightsOn(d.date, events)[c] ?? 0) > 0),
  );
  const ref = ds.reduce(
    (s, d) => s + det.capacityKwp * d.h! * (1 + det.temperatureCoefficient * (d.t! - 25)),
    0,
  );
  const measured = ds.reduce((s, d) => s + d.e!, 0) / ref;
  const guaranteed =
    t.degradationMode === "linear"
      ? t.guaranteed * (1 - t.degradation * p.years)
      : t.guaranteed * (1 - t.degradation) ** p.years;
  const shortfall = Math.round(Math.max(0, guaranteed * (1 - t.tolerance) - measured) * 1000 + 1e-9) / 1000;
  const damages =
    "pricePerPoint" in t
      ? (shortfall / 0.01) * t.pricePerPoint!
      : shortfall * ref * ((t as { price?: number }).price ?? det.tariff);
  return {
    periodFrom: p.from,
    periodTo: LAST,
    provisional: LAST < p.end,
    settlesOn: p.next,
    guaranteed,
    measured,
    shortfall,
    shortfallKwh: shortfall * ref,
    damages: cents(damages),
    met: shortfall === 0,
  };
}

function lostRevenue(id: string, terms: Terms, days: Day[], events: Event[], det: Details) {
  const month = days.filter((d) => d.date.startsWith(MONTH));
  const excluded = terms.availability?.excluded ?? [];
  const { by } = lossByCause(month, events);
  const out: Record<string, number> = { contractor: 0 };
  for (const [c, kwh] of Object.entries(by)) {
    const key = excluded.includes(c) ? c : "contractor";
    out[key] = (out[key] ?? 0) + kwh * det.tariff;
  }
  for (const c of excluded) out[c] ??= 0;
  out.curtailment = month.reduce((s, d) => s + (d.o ?? 0), 0) * det.tariff;
  const x = figures(
    servedMonth(id, MONTH).map((d) => ({ ...d, r: served(id, KPI.r, d.date, true) })),
    {
      capacityKwp: det.capacityKwp,
      gamma: det.temperatureCoefficient,
      tariff: det.tariff,
      budgetKwh: det.budgetKwh[9]!,
      normalKwhM2: det.irradiationNormalKwhM2[9]!,
      daysInMonth: 31,
    },
  );
  out.performance = Math.max(0, -bridgeOf(x, det)!.performanceKwh) * det.tariff;
  return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, cents(v)]));
}

function expected(id: string) {
  const terms = sandboxContractTerms(ids, MONTH).find((c) => c.plants[0] === id);
  if (!terms) return null;
  const det = sandboxDefinitionDetails(sandbox)[id]!;
  const events: Event[] = sandboxEventRows((p, k, d) => sandbox.dayValue(p, k, d), ids, MONTH)
    .filter((r) => r[0] === id)
    .map(([, start, end, category, share]) => ({
      start: start!,
      end: end!,
      category: category!,
      share: Number(share),
    }));
  const days = servedDays(id);
  const availability = terms.availability
    ? availabilityOf(terms.availability, terms.start, days, events, det)
    : null;
  const pr = terms.pr ? prOf(terms, days, events, det) : null;
  return {
    name: terms.name,
    rules: rulesOf(terms),
    availability,
    pr,
    damages: (availability?.damages ?? 0) + (pr?.damages ?? 0),
    lostRevenueByCause: lostRevenue(id, terms, days, events, det),
  };
}

type Contract = ReturnType<typeof expected>;

/** The terms as the sandbox wrote them, with DESIGN.md's defaults (slope 2, floor 0.70, T_ref 25 °C). */
function rulesOf(terms: Terms) {
  const a = terms.availability;
  const pr = terms.pr as Terms["pr"] & { price?: number; pricePerPoint?: number };
  const adjusted = a.scheme === "priceAdjustment";
  const given = a as typeof a & { slope?: number; floor?: number; price?: number; cap?: number };
  return {
    start: terms.start,
    availability: {
      period: a.period,
      excluded: a.excluded,
      scheme: a.scheme,
      slope: adjusted ? (given.slope ?? 2) : null,
      floor: adjusted ? (given.floor ?? 0.7) : null,
      price: adjusted ? null : (given.price ?? null),
      cap: given.cap ?? null,
    },
    pr: pr
      ? {
          period: pr.period,
          guaranteedFirstYear: pr.guaranteed,
          degradation: pr.degradation,
          degradationMode: pr.degradationMode,
          tolerance: pr.tolerance,
          referenceTemperatureC: 25,
          excluded: a.excluded,
          price: pr.price ?? null,
          pricePerPoint: pr.pricePerPoint ?? null,
          cap: null,
        }
      : null,
  };
}

/** Every money figure of a contract field: at most the cent's two decimals (no 359.99999999999994). */
function moneyFigures(
  c: NonNullable<Manifest["portfolio"]["contract"]> | Manifest["plants"][number]["contract"],
) {
  if (c == null) return [];
  return [
    c.damages,
    c.availability?.damages,
    c.pr?.damages,
    ...Object.values(c.lostRevenueByCause ?? {}),
  ].filter((v): v is number => typeof v === "number");
}

function sums(list: Contract[]) {
  const cs = list.filter((c) => c !== null);
  if (cs.length === 0) return null;
  const add = (to: Record<string, number>, from: Record<string, number>) => {
    for (const [k, v] of Object.entries(from)) to[k] = (to[k] ?? 0) + v;
  };
  const byCat: Record<string, number> = {};
  const lost: Record<string, number> = {};
  let [loss, excl, ad, sk, pd] = [0, 0, 0, 0, 0];
  for (const c of cs) {
    loss += c.availability?.lossKwh ?? 0;
    excl += c.availability?.excludedLossKwh ?? 0;
    ad += c.availability?.damages ?? 0;
    add(byCat, c.availability?.lossByCategoryKwh ?? {});
    sk += c.pr?.shortfallKwh ?? 0;
    pd += c.pr?.damages ?? 0;
    add(lost, c.lostRevenueByCause);
  }
  return {
    plants: cs.length,
    availability: { lossKwh: loss, excludedLossKwh: excl, lossByCategoryKwh: byCat, damages: ad },
    pr: { shortfallKwh: sk, damages: pd },
    damages: ad + pd,
    lostRevenueByCause: lost,
  };
}

async function run(now: number, history: number): Promise<Manifest> {
  const dir = await mkdtemp(join(tmpdir(), "solar-contract-"));
  const csv = sandboxEventsCsv((p, k, d) => sandbox.dayValue(p, k, d), ids, MONTH);
  // A plant by a name the account does not have: said, and left out.
  const nowhere = "Nowhere Solar,2026-10-03T08:00,2026-10-03T09:00,forcedOutage,1,X\n";
  await writeFile(join(dir, "events.csv"), `${csv}${nowhere}`);
  const yaml = [
    "title: Contract money",
    `period: "${MONTH}"`,
    `history: ${history}`,
    "clients:",
    `  - {name: North, plants: [${ids.slice(0, 2).join(", ")}]}`,
    `  - {name: South, plants: [${ids.slice(2).join(", ")}]}`,
    `plantDetails: ${JSON.stringify(sandboxDefinitionDetails(sandbox))}`,
    `contracts: ${JSON.stringify(sandboxContractTerms(ids, MONTH))}`,
    "events: events.csv",
  ].join("\n");
  const def = parseDefinition(yaml, "contracts.yaml", dir);
  clock = now;
  const result = await runReport({
    definition: def,
    client: { baseUrl: sandbox.baseUrl, auth: { kind: "password", ...sandbox.credentials } },
    outDir: join(dir, "out"),
    now: new Date(now),
    pdfs: false,
    onEvent: (e) => {
      if (e.type === "warning") warnings.push(e.message);
    },
  });
  expect(result.exitCode).toBe(0);
  return JSON.parse(await readFile(join(dir, "out", "manifest.json"), "utf8")) as Manifest;
}

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, plants: 5, seed: 7, now: () => clock });
  ids = sandbox.plants.map((p) => p.id);
  manifest = await run(NOW, 13);
  later = await run(LATER, 1);
}, 120_000);

afterAll(async () => {
  await sandbox?.close();
});

describe("contract money against the sandbox", () => {
  it("exercises every scheme, excluded and other outages, a binding cap and a settled contract year", () => {
    const contracts = manifest.plants.map((p) => p.contract).filter((c) => c != null);
    expect(contracts.map((c) => c.name).sort()).toEqual(["O&M Coast", "O&M North", "PPA South"]);
    const south = contracts.find((c) => c.name === "PPA South")!;
    expect(south.availability!.damages).toBe(25);
    expect(south.availability!.provisional).toBe(false);
    const north = contracts.find((c) => c.name === "O&M North")!;
    // Contract year 3 began in April 2026, in the middle of the 13-month history.
    expect(north.availability!.periodFrom).toBe("2026-04-01");
    expect(north.pr!.guaranteed).toBeCloseTo(0.86 * (1 - 0.005 * 2), 15);
    expect(north.availability!.excludedLossKwh).toBeGreaterThan(0);
    expect(north.availability!.lossByCategoryKwh.forcedOutage).toBeGreaterThan(0);
    expect(manifest.plants.filter((p) => p.contract === null)).toHaveLength(2);
  });

  it("every plant's contract field recomputed from the served days and the events file", () => {
    for (const p of manifest.plants) expect(differences(p.contract, expected(p.id)), p.name).toEqual([]);
  });

  it("clients and the portfolio hold the sums of their plants", () => {
    const byId = new Map(manifest.plants.map((p) => [p.id, expected(p.id)]));
    expect(differences(manifest.portfolio.contract, sums([...byId.values()]))).toEqual([]);
    for (const c of manifest.clients)
      expect(differences(c.contract, sums(c.plants.map((id) => byId.get(id)!))), c.name).toEqual([]);
  });

  it("rounds every money figure to the cent, and a total is the sum of the plants' rounded figures", () => {
    const all = [
      ...manifest.plants.map((p) => p.contract),
      ...manifest.clients.map((c) => c.contract),
      manifest.portfolio.contract,
    ].flatMap((c) => moneyFigures(c ?? null));
    expect(all.length).toBeGreaterThan(20);
    for (const v of all) expect(Number(v.toFixed(2)), String(v)).toBe(v);
    const plantsDamages = manifest.plants.map((p) => Math.round((p.contract?.damages ?? 0) * 100));
    expect(Math.round(manifest.portfolio.contract!.damages * 100)).toBe(
      plantsDamages.reduce((a, b) => a + b, 0),
    );
  });

  it("says which events name no plant of the account", () => {
    expect(warnings).toContainEqual(
      expect.stringMatching(/^events row \d+: no plant of the account has the id or name "Nowhere Solar"/),
    );
  });

  it("a settled period's figures are the same in a run a month later with a one-month trend", () => {
    const south = (m: Manifest) => m.plants.find((p) => p.contract?.name === "PPA South")!.contract!;
    expect(south(later).availability).toEqual(south(manifest).availability);
    expect(south(later).pr).toEqual(south(manifest).pr);
    expect(south(later).pr!.provisional).toBe(false);
  });
});
