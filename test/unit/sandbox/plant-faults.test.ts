/** Conditions forced on chosen plants (sandbox/plant-faults.ts): offline, nulls, missing days, revoked. */
import { afterEach, describe, expect, it } from "vitest";
import { parseDay } from "../../../src/sandbox/calendar.js";
import { Dataset } from "../../../src/sandbox/dataset.js";
import { freshnessDay } from "../../../src/sandbox/freshness.js";
import { type Sandbox, startSandbox } from "../../../src/sandbox/index.js";
import { catalogueSite } from "../../../src/sandbox/plants.js";

const NOW = Date.parse("2026-11-05T06:00:00Z");
const YIELD = "historical_plant_daily_yield";
const [a, b] = [catalogueSite(1, "plant", 0), catalogueSite(1, "plant", 1)];
const OCT = { start: parseDay("2026-10-01")!, end: parseDay("2026-10-31")! };

function dataset(): Dataset {
  const ds = new Dataset({ units: { energy: "kWh", ratio: "percent" }, tsEncoding: "utc", now: () => NOW });
  ds.add(a);
  ds.add(b);
  return ds;
}

const points = (ds: Dataset, site: typeof a) => ds.historical(site, [YIELD], OCT.end, 31).data[YIELD]!;

describe("forced plant conditions", () => {
  it("offline: empty lists every day, freshness 'No Update'; other plants untouched", () => {
    const ds = dataset();
    const before = points(ds, b);
    ds.forced.set({ offline: [a.plant.id] });
    expect(points(ds, a)).toEqual([]);
    expect(freshnessDay(ds, a, OCT.end)).toMatchObject({
      last_data_update: null,
      update_status: "No Update",
    });
    expect(points(ds, b)).toEqual(before);
  });

  it("nulls: a point every day, every value null", () => {
    const ds = dataset();
    const count = points(ds, a).length;
    ds.forced.set({ nulls: [a.plant.id] });
    const served = points(ds, a);
    expect(served).toHaveLength(count);
    expect(served.every((p) => p.value === null)).toBe(true);
    expect(points(ds, b).some((p) => p.value !== null)).toBe(true);
  });

  it("missingDays: exactly those days have no point; clearing restores them", () => {
    const ds = dataset();
    const day = parseDay("2026-10-14")!;
    expect(ds.served(a, YIELD, day)).toMatch(/^\d/);
    ds.forced.set({ missingDays: { [a.plant.id]: ["2026-10-14"] } });
    expect(ds.served(a, YIELD, day)).toBeUndefined();
    expect(ds.served(a, YIELD, day - 1)).toMatch(/^\d/);
    expect(points(ds, a).map((p) => p.ts)).not.toContain(String(day * 86_400_000));
    ds.forced.set({});
    expect(ds.served(a, YIELD, day)).toMatch(/^\d/);
    expect(() => ds.forced.set({ missingDays: { x: ["2026-02-30"] } })).toThrow(/not a date/);
  });
});

describe("revoked plants (sandbox)", () => {
  let sb: Sandbox | undefined;
  afterEach(async () => {
    await sb?.close();
  });

  it("stay in today's plant list but every request for them answers 403", async () => {
    sb = await startSandbox({ plants: 2, seed: 3, now: () => NOW });
    const [revoked, kept] = sb.plants.map((p) => p.id);
    sb.setPlantFaults({ revoked: [revoked!] });
    const login = await fetch(`${sb.baseUrl}/login/access-token`, {
      method: "POST",
      body: new URLSearchParams(sb.credentials),
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${access_token}` };
    const list = (await (await fetch(`${sb.baseUrl}/data/plant/list`, { headers })).json()) as {
      id: string;
    }[];
    expect(list.map((p) => p.id)).toEqual([revoked, kept]);
    const status = async (id: string) =>
      (
        await fetch(`${sb!.baseUrl}/data/plant/last_24_hour_update_status`, {
          method: "POST",
          headers,
          body: JSON.stringify({ plant_id: id }),
        })
      ).status;
    expect(await status(revoked!)).toBe(403);
    expect(await status(kept!)).toBe(200);
  });
});
