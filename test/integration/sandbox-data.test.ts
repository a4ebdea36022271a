/** Data endpoints against the spec's rules, limits and 422/403 rows, with plain fetch. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DAY_MS, type FreshnessEntry, type KpiDataEntry, type Plant } from "../../src/api/types.js";
import { plantDetail } from "../../src/definition/plant-detail.js";
import { type Sandbox, sandboxDefinitionDetails, startSandbox } from "../../src/sandbox/index.js";

const START = Date.parse("2026-03-15T12:00:00Z");
let clock = START;
let sb: Sandbox;
let token: string;

async function post<T>(path: string, body: unknown, raw = false) {
  const res = await fetch(sb.baseUrl + path, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: raw ? (body as string) : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}
const historical = (body: Record<string, unknown>) => post<KpiDataEntry[]>("/data/plant/historical", body);
const daily = (body: Record<string, unknown>) => post<KpiDataEntry[]>("/data/plant/daily", body);
const dayOf = (ts: string) => new Date(Math.round(Number(ts) / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
const HIST = [
  "historical_plant_daily_yield",
  "historical_plant_daily_effective_pr",
  "historical_plant_total_yield",
];

beforeAll(async () => {
  sb = await startSandbox({ port: 0, plants: 12, seed: 4, now: () => clock, accessTokenTtlMs: 30 * DAY_MS });
  const res = await fetch(`${sb.baseUrl}/login/access-token`, {
    method: "POST",
    body: new URLSearchParams(sb.credentials),
  });
  token = ((await res.json()) as { access_token: string }).access_token;
});
afterAll(() => sb.close());

describe("GET /data/plant/list", () => {
  it("lists exactly the account's plants; new plants appear after the next daily refresh", async () => {
    const get = async () =>
      (await (
        await fetch(`${sb.baseUrl}/data/plant/list`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as Plant[];
    const plants = await get();
    expect(plants).toEqual(sb.plants);
    expect(plants).toHaveLength(12);
    expect(plants.map((p) => p.id)).not.toContain(sb.hiddenPlants[0]!.id);
    const added = sb.addPlant({ name: "Nová elektrárna" });
    expect((await get()).map((p) => p.id)).not.toContain(added.id);
    expect((await historical({ plant_id: added.id, kpis: HIST, date: "2026-03-01", days: 1 })).status).toBe(
      403,
    );
    clock = Date.parse("2026-03-16T00:00:01Z");
    try {
      expect((await get()).find((p) => p.id === added.id)?.name).toBe("Nová elektrárna");
    } finally {
      clock = START;
    }
  });
});

describe("POST /data/plant/historical", () => {
  it("serves one point per day, values as served strings, ts a day key", async () => {
    const plant = sb.plants[1]!;
    const r = await historical({ plant_id: plant.id, kpis: HIST, date: "2026-02-28", days: 28 });
    expect(r.status).toBe(200);
    const [entry] = r.body;
    expect(entry).toMatchObject({ plant_id: plant.id, date: "2026-02-28", tz_offset: plant.tz_offset });
    for (const kpi of HIST) {
      const points = entry!.data[kpi]!;
      const days = points.map((p) => dayOf(p.ts));
      expect(new Set(days).size).toBe(points.length);
      for (const p of points) expect(p.value).toBe(sb.servedValue(plant.id, kpi, dayOf(p.ts)));
      const expected = Array.from({ length: 28 }, (_, i) => `2026-02-${String(i + 1).padStart(2, "0")}`);
      expect(days.sort()).toEqual(expected.filter((d) => sb.dayValue(plant.id, kpi, d) !== undefined));
    }
  });

  it("drops unknown KPI names without an error", async () => {
    const kpis = ["historical_plant_irradiation", "historical_plant_bogus", "real_time_plant_irradiance"];
    const r = await historical({ plant_id: sb.plants[0]!.id, kpis, date: "2026-02-28", days: 2 });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body[0]!.data)).toEqual(["historical_plant_irradiation"]);
  });

  it("has no points for future days and empty lists for a range before commissioning", async () => {
    const plant = sb.plants[2]!;
    const r = await historical({ plant_id: plant.id, kpis: HIST, date: "2026-04-30", days: 30 });
    for (const kpi of HIST) expect(r.body[0]!.data[kpi]).toEqual([]);
    const old = await historical({ plant_id: plant.id, kpis: HIST, date: "2018-12-31", days: 31 });
    expect(old.body[0]!.data).toEqual(Object.fromEntries(HIST.map((k) => [k, []])));
  });

  it.each([
    ["more than 10 KPIs", { kpis: Array(11).fill("historical_plant_irradiation") }, "kpis", "too_long"],
    ["days below 1", { days: 0 }, "days", "greater_than_equal"],
    ["days not an integer", { days: 1.5 }, "days", "int_type"],
    ["a missing date", { date: undefined }, "date", "missing"],
    ["an impossible date", { date: "2026-02-30" }, "date", "date_parsing"],
    ["a missing plant_id", { plant_id: undefined }, "plant_id", "missing"],
  ])("answers 422 for %s", async (_name, patch, field, type) => {
    const base = { plant_id: sb.plants[0]!.id, kpis: HIST, date: "2026-02-28", days: 3 };
    const r = await historical({ ...base, ...patch });
    expect(r.status).toBe(422);
    expect(r.body as unknown).toMatchObject({ detail: [{ loc: ["body", field], type }] });
  });

  it("answers 422 with a validation object for malformed JSON", async () => {
    const r = await post<{ detail: { loc: unknown[]; msg: string; type: string }[] }>(
      "/data/plant/historical",
      '{"plant_id": "x", "kpis": [',
      true,
    );
    expect(r.status).toBe(422);
    expect(r.body.detail[0]).toMatchObject({ type: "json_invalid", msg: "JSON decode error" });
    expect(r.body.detail[0]!.loc[0]).toBe("body");
  });
});

describe("POST /data/plant/daily", () => {
  it("serves quarter-hour points keyed by the day, today only up to now", async () => {
    const plant = sb.plants[0]!;
    const r = await daily({ plant_id: plant.id, kpis: ["real_time_plant_active_power", "nope"] });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body[0]!.data)).toEqual(["real_time_plant_active_power"]);
    const points = r.body[0]!.data.real_time_plant_active_power!;
    expect(r.body[0]!.date).toBe("2026-03-15");
    expect(points.length).toBeGreaterThan(0);
    expect(points.length).toBeLessThan(96);
    expect(new Set(points.map((p) => dayOf(p.ts)))).toEqual(new Set(["2026-03-15"]));
  });

  it("answers 422 for more than 5 KPIs", async () => {
    const r = await daily({ plant_id: sb.plants[0]!.id, kpis: Array(6).fill("real_time_plant_irradiance") });
    expect(r.status).toBe(422);
    expect(r.body as unknown).toMatchObject({ detail: [{ loc: ["body", "kpis"], type: "too_long" }] });
  });
});

describe("POST /data/plant/last_24_hour_update_status", () => {
  it("reports the 30 days before today, matching the helper and the data", async () => {
    const plant = sb.plants[3]!;
    const r = await post<FreshnessEntry[]>("/data/plant/last_24_hour_update_status", { plant_id: plant.id });
    expect(r.status).toBe(200);
    expect(r.body).toEqual([sb.freshness(plant.id)]);
    const days = r.body[0]!.data;
    expect(days).toHaveLength(30);
    expect(days[0]!.date).toBe("2026-02-13");
    expect(days.at(-1)!.date).toBe("2026-03-14");
    for (const d of days) {
      expect(["Update", "No Update"]).toContain(d.update_status);
      // Irradiation is served on every day with data (gap days miss yield or meter only).
      const hasData = sb.dayValue(plant.id, "historical_plant_irradiation", d.date) !== undefined;
      expect(d.last_data_update !== null).toBe(hasData);
    }
  });
});

describe("units and ts encodings", () => {
  it("serves MWh and fractions, ts at plant-local midnight, when configured", async () => {
    const other = await startSandbox({
      port: 0,
      plants: 12,
      seed: 4,
      now: () => START,
      tsEncoding: "local",
      units: { energy: "MWh", ratio: "fraction" },
    });
    try {
      const plant = other.plants.find((p) => p.tz_offset === "+05:30")!;
      const date = "2026-02-10";
      const kwh = sb.dayValue(plant.id, "historical_plant_daily_yield", date)!;
      expect(Number(other.servedValue(plant.id, "historical_plant_daily_yield", date))).toBeCloseTo(
        kwh / 1000,
        6,
      );
      const pr = other.servedValue(plant.id, "historical_plant_daily_effective_pr", date)!;
      expect(Number(pr)).toBeLessThan(1);
      const res = await fetch(`${other.baseUrl}/login/access-token`, {
        method: "POST",
        body: new URLSearchParams(other.credentials),
      });
      const t = ((await res.json()) as { access_token: string }).access_token;
      const h = await fetch(`${other.baseUrl}/data/plant/historical`, {
        method: "POST",
        headers: { authorization: `Bearer ${t}` },
        body: JSON.stringify({ plant_id: plant.id, kpis: ["historical_plant_irradiation"], date, days: 1 }),
      });
      const [entry] = (await h.json()) as KpiDataEntry[];
      expect(entry!.data.historical_plant_irradiation![0]!.ts).toBe(
        String(Date.parse(`${date}T00:00:00+05:30`)),
      );
    } finally {
      await other.close();
    }
  });
});

describe("transport errors", () => {
  it("answers 404 for unknown paths, 405 for wrong methods, 413 for oversized bodies", async () => {
    const auth = { authorization: `Bearer ${token}` };
    expect((await fetch(`${sb.baseUrl}/data/plant/nothing`, { headers: auth })).status).toBe(404);
    expect(
      (await fetch(`${sb.baseUrl.replace("/v1", "/v2")}/data/plant/list`, { headers: auth })).status,
    ).toBe(404);
    expect((await fetch(`${sb.baseUrl}/data/plant/historical`, { headers: auth })).status).toBe(405);
    const big = await post<{ detail: string }>("/data/plant/daily", "x".repeat(2 * 1024 * 1024), true);
    expect(big).toEqual({ status: 413, body: { detail: "Request body too large" } });
  });
});

describe("definition details", () => {
  it("gives capacity, budgets, normals, tariff, targets and γ for every listed plant, valid for a definition", () => {
    const details = sandboxDefinitionDetails(sb);
    for (const p of sb.plants) {
      const d = details[p.id]!;
      expect(plantDetail.parse(d)).toEqual(d);
      expect(d.capacityKwp).toBeGreaterThanOrEqual(200);
      expect(d.budgetKwh).toHaveLength(12);
      expect(d.irradiationNormalKwhM2).toHaveLength(12);
      expect(d.tariff).toBeGreaterThan(0);
      expect(d.temperatureCoefficient).toBeLessThan(0);
    }
    expect(details[sb.hiddenPlants[0]!.id]).toBeUndefined();
  });
});
