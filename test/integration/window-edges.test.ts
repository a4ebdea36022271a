/**
 * Window edges end to end: the real client and the sandbox's day keys (UTC or plant-local
 * midnight, offsets east and west of UTC). For ranges ending on month ends, on the leap day and
 * on DST change days, every way of asking — one long call, 31-day windows, 40-day windows,
 * one day at a time, a refused or silently truncated long call under "auto" — gives the same
 * days and values: no day lost or counted twice at a window edge.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type SolarClient } from "../../src/api/index.js";
import type { ParsedSeries } from "../../src/api/types.js";
import type { DateWindow } from "../../src/pipeline/fetch/plan.js";
import { WindowPolicy } from "../../src/pipeline/fetch/window-policy.js";
import { type MaxDaysMode, type Sandbox, startSandbox } from "../../src/sandbox/index.js";

const NOW = Date.parse("2028-04-15T12:00:00Z");
const KPIS = ["historical_plant_daily_yield", "historical_plant_irradiation", "historical_plant_total_yield"];
const RANGES: [string, DateWindow][] = [
  ["ending on the leap day", { start: "2027-11-01", end: "2028-02-29" }],
  ["across the leap day to a month end", { start: "2028-01-15", end: "2028-03-31" }],
  ["ending on the EU spring DST change", { start: "2027-01-01", end: "2027-03-28" }],
  ["across the EU autumn DST change to the year end", { start: "2027-10-01", end: "2027-12-31" }],
];

const sandboxes: Sandbox[] = [];
const clients: SolarClient[] = [];

async function connect(maxDays: number | null, maxDaysMode: MaxDaysMode = "refuse") {
  const sb = await startSandbox({ port: 0, plants: 6, seed: 29, now: () => NOW, maxDays, maxDaysMode });
  sandboxes.push(sb);
  const client = createClient({
    baseUrl: sb.baseUrl,
    auth: { kind: "password", ...sb.credentials },
    now: () => NOW,
  });
  clients.push(client);
  return { sb, client };
}

type Fetcher = (plantId: string, tz: string, w: DateWindow) => Promise<ParsedSeries>;

const fixedDays =
  (client: SolarClient, days: number): Fetcher =>
  (id, tz, w) =>
    client.historical(id, KPIS, w.start, w.end, tz, days);

const auto =
  (client: SolarClient): Fetcher =>
  (id, tz, w) =>
    new WindowPolicy("auto", KPIS).fetch(w, (r, days) =>
      client.historical(id, KPIS, r.start, r.end, tz, days),
    );

let open: Awaited<ReturnType<typeof connect>>;
let refusing: Awaited<ReturnType<typeof connect>>;
let truncating: Awaited<ReturnType<typeof connect>>;

beforeAll(async () => {
  open = await connect(null);
  refusing = await connect(40);
  truncating = await connect(40, "truncate");
});
afterAll(async () => {
  for (const c of clients) c.close();
  await Promise.all(sandboxes.map((sb) => sb.close()));
});

describe("every way of asking for a range gives the same days", () => {
  for (const [name, window] of RANGES) {
    it(`a range ${name}`, async () => {
      const ways: [string, Fetcher][] = [
        ["one long call", fixedDays(open.client, 366)],
        ["40-day windows", fixedDays(open.client, 40)],
        ["one day a call", fixedDays(open.client, 1)],
        ["auto, long calls taken", auto(open.client)],
        ["auto, 40-day cap refused", auto(refusing.client)],
        ["auto, 40-day cap truncated", auto(truncating.client)],
      ];
      const offsets = new Set(open.sb.plants.map((p) => p.tz_offset.startsWith("-")));
      expect(offsets.size, "plants east and west of UTC").toBe(2);
      for (const plant of open.sb.plants) {
        const reference = await fixedDays(open.client, 31)(plant.id, plant.tz_offset, window);
        const days = Object.keys(reference.values[KPIS[0]!] ?? {}).sort();
        expect(days.length, `${plant.name}: most days have data`).toBeGreaterThan(0.9 * daysOf(window));
        expect(days.every((d) => d >= window.start && d <= window.end)).toBe(true);
        expect(reference.warnings).toMatchObject({ duplicates: 0, outOfRange: 0 });
        for (const [way, fetcher] of ways) {
          const got = await fetcher(plant.id, plant.tz_offset, window);
          expect(got.values, `${plant.name} (${plant.tz_offset}), ${way}`).toEqual(reference.values);
          expect(got.warnings, `${plant.name}, ${way}`).toMatchObject({ duplicates: 0, outOfRange: 0 });
        }
      }
    }, 120_000);
  }
});

function daysOf(w: DateWindow): number {
  return (Date.parse(w.end) - Date.parse(w.start)) / 86_400_000 + 1;
}
