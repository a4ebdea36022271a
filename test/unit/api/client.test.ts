import { describe, expect, it } from "vitest";
import { ApiError } from "../../../src/api/errors.js";
import { PATHS } from "../../../src/api/types.js";
import { BASE_URL, entry, type FakeCall, harness, reply } from "./fake-service.js";

const utc = (date: string) => String(Date.parse(`${date}T00:00:00Z`));
const body = (call: FakeCall) =>
  JSON.parse(call.body ?? "{}") as { plant_id: string; kpis: string[]; date: string; days: number };

/** Historical route: every requested KPI gets one point per day of the range (UTC-midnight keys), value = day of month. */
function historicalRoute(call: FakeCall) {
  const { plant_id, kpis, date, days } = body(call);
  const end = Date.parse(`${date}T00:00:00Z`);
  const data: Record<string, { ts: string; value: string }[]> = {};
  for (const kpi of kpis) {
    if (kpi.startsWith("unknown")) continue;
    data[kpi] = Array.from({ length: days }, (_, i) => {
      const ts = end - i * 86_400_000;
      return { ts: String(ts), value: String(new Date(ts).getUTCDate()) };
    });
  }
  return reply([{ plant_id, date, tz_offset: "+00:00", data }]);
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const err = await promise.catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

describe("historical", () => {
  it("issues exactly the planned requests and merges KPIs and ranges", async () => {
    const h = harness({ maxDaysPerRequest: 10 });
    h.service.routes.set(`POST ${PATHS.historical}`, historicalRoute);
    const kpis = Array.from({ length: 12 }, (_, i) => `k${i}`);
    const series = await h.client.historical("p1", kpis, "2026-12-25", "2027-01-07", "+00:00");
    const sent = h.calls.filter((c) => c.path === PATHS.historical).map(body);
    expect(sent.map((b) => [b.plant_id, b.date, b.days, b.kpis.length])).toEqual([
      ["p1", "2027-01-03", 10, 10],
      ["p1", "2027-01-03", 10, 2],
      ["p1", "2027-01-07", 4, 10],
      ["p1", "2027-01-07", 4, 2],
    ]);
    expect(Object.keys(series.values)).toEqual(kpis);
    expect(Object.keys(series.values.k11!).sort()).toHaveLength(14);
    expect(series.values.k0?.["2026-12-31"]).toBe(31);
    expect(series.values.k11?.["2027-01-07"]).toBe(7);
    expect(series.missingKpis).toEqual([]);
    expect(series.warnings).toEqual({ nonNumeric: 0, outOfRange: 0, duplicates: 0, unalignedTs: 0 });
  });

  it("tells a KPI the service dropped (missing) from one with no data (empty)", async () => {
    const h = harness();
    h.service.routes.set(`POST ${PATHS.historical}`, () =>
      reply([
        {
          plant_id: "p1",
          date: "2026-10-31",
          tz_offset: "+02:00",
          data: { historical_plant_daily_yield: [] },
        },
      ]),
    );
    const kpis = ["historical_plant_daily_yield", "historical_plant_typo"];
    const series = await h.client.historical("p1", kpis, "2026-10-01", "2026-10-31", "+02:00");
    expect(series.values).toEqual({ historical_plant_daily_yield: {} });
    expect(series.missingKpis).toEqual(["historical_plant_typo"]);
  });

  it("parses unordered, duplicated, out-of-range, non-numeric and local-midnight points", async () => {
    const local = (date: string) => String(Date.parse(`${date}T00:00:00Z`) - 13 * 3_600_000);
    const points = [
      { ts: local("2026-10-03"), value: "3.5" },
      { ts: local("2026-10-01"), value: "1e3" },
      { ts: local("2026-10-03"), value: "99" }, // duplicate day: first kept
      { ts: local("2026-11-01"), value: "7" }, // after the range
      { ts: local("2026-09-30"), value: "7" }, // before the range
      { ts: local("2026-10-02"), value: "12,5" }, // ambiguous: null
      { ts: local("2026-10-04"), value: null },
      { ts: String(Date.parse("2026-10-05T00:00:00Z") - 13 * 3_600_000 + 60_000), value: "5" }, // unaligned
    ];
    const h = harness();
    h.service.routes.set(`POST ${PATHS.historical}`, () =>
      reply([{ plant_id: "p1", date: "2026-10-31", tz_offset: "+13:00", data: { y: points } }]),
    );
    const series = await h.client.historical("p1", ["y"], "2026-10-01", "2026-10-31", "+13:00");
    expect(series.values.y).toEqual({
      "2026-10-01": 1000,
      "2026-10-02": null,
      "2026-10-03": 3.5,
      "2026-10-04": null,
      "2026-10-05": 5,
    });
    expect(series.warnings).toEqual({ nonNumeric: 1, outOfRange: 2, duplicates: 1, unalignedTs: 1 });
  });

  it("rejects a body of the wrong shape as bad-response", async () => {
    for (const bad of [
      { detail: "x" },
      [{ plant_id: "p1" }],
      [{ data: { y: "1" } }],
      [{ data: { y: [{ ts: 1 }] } }],
    ]) {
      const h = harness();
      h.service.routes.set(`POST ${PATHS.historical}`, () => reply(bad));
      const err = await failure(h.client.historical("p1", ["y"], "2026-10-01", "2026-10-31", "+00:00"));
      expect(err.kind).toBe("bad-response");
      expect(h.client.stats.failed).toBe(1);
    }
  });

  it("fails an answer for another plant: never that plant's data, not retried", async () => {
    const h = harness();
    h.service.routes.set(`POST ${PATHS.historical}`, (call) => {
      const r = historicalRoute(call);
      (r.json as { plant_id: string }[])[0]!.plant_id = "p2";
      return r;
    });
    const err = await failure(h.client.historical("p1", ["y"], "2026-10-01", "2026-10-31", "+00:00"));
    expect(err.kind).toBe("bad-response");
    expect(err.message).toBe(
      `POST ${BASE_URL}/data/plant/historical: entry 0 is for plant "p2", not the plant requested ("p1"): ` +
        "not used as its data. The service answered with an unexpected body; report it to its operator",
    );
    expect(h.calls.filter((c) => c.path === PATHS.historical)).toHaveLength(1);
  });

  it("fails an empty list where the plant's entry is due (an offline plant has an entry with empty lists)", async () => {
    const h = harness();
    h.service.routes.set(`POST ${PATHS.historical}`, () => reply([]));
    const err = await failure(h.client.historical("p1", ["y"], "2026-10-01", "2026-10-31", "+00:00"));
    expect(err.kind).toBe("bad-response");
    expect(err.message).toMatch(
      /: an empty list instead of the KPI data entry of plant "p1" \(an offline plant still has an entry, with empty lists\)\. The service answered with an unexpected body/,
    );
    // Empty lists inside the entry stay "no data" (spec rule 2), a missing key stays "missing".
    h.service.routes.set(`POST ${PATHS.historical}`, () => reply(entry("p1", { y: [] })));
    const offline = await h.client.historical("p1", ["y", "z"], "2026-10-01", "2026-10-31", "+00:00");
    expect(offline.values).toEqual({ y: {} });
    expect(offline.missingKpis).toEqual(["z"]);
  });

  it("refuses to map days for a plant without a tz_offset, before any request", async () => {
    const h = harness();
    const err = await h.client.historical("p1", ["y"], "2026-10-01", "2026-10-31", null).catch((e) => e);
    expect(err).toBeInstanceOf(RangeError);
    expect(h.calls.filter((c) => c.path === PATHS.historical)).toHaveLength(0);
  });

  it("says the plant is not in the account on 403", async () => {
    const h = harness();
    h.service.routes.set(`POST ${PATHS.historical}`, () =>
      reply({ detail: "Access to the Plant/Devices is forbidden." }, 403),
    );
    const err = await failure(h.client.historical("p1", ["y"], "2026-10-01", "2026-10-31", "+00:00"));
    expect(err.status).toBe(403);
    expect(err.detail).toBe("Access to the Plant/Devices is forbidden.");
    expect(err.message).toMatch(/not in this account.*daily refresh/);
  });
});

describe("daily", () => {
  it("splits into ≤5 KPIs per request and keeps each day's last non-null intraday value", async () => {
    const h = harness();
    const ts = utc("2026-10-03");
    h.service.routes.set(`POST ${PATHS.daily}`, (call) => {
      const { plant_id, kpis } = body(call);
      const data = Object.fromEntries(
        kpis.map((k) => [k, [1, 2, 3].map((v) => ({ ts, value: v === 3 ? null : String(v) }))]),
      );
      return reply([{ plant_id, date: "2026-10-03", tz_offset: "+02:00", data }]);
    });
    const kpis = ["a", "b", "c", "d", "e", "f", "g"];
    const series = await h.client.daily("p1", kpis, "2026-10-03");
    const sent = h.calls.filter((c) => c.path === PATHS.daily).map(body);
    expect(sent.map((b) => b.kpis)).toEqual([
      ["a", "b", "c", "d", "e"],
      ["f", "g"],
    ]);
    expect(sent.every((b) => b.date === "2026-10-03" && b.plant_id === "p1")).toBe(true);
    expect(series.values.g).toEqual({ "2026-10-03": 2 });
    expect(series.warnings.duplicates).toBe(0);
  });

  it("without a date, uses the entry's date and tz_offset and sends no date", async () => {
    const h = harness();
    h.service.routes.set(`POST ${PATHS.daily}`, () =>
      reply([
        {
          plant_id: "p1",
          date: "2026-10-03",
          tz_offset: "+05:30",
          data: { a: [{ ts: String(Date.parse("2026-10-03T00:00:00+05:30")), value: "4" }] },
        },
      ]),
    );
    const series = await h.client.daily("p1", ["a"]);
    expect(series.values.a).toEqual({ "2026-10-03": 4 });
    expect(body(h.calls.at(-1)!)).not.toHaveProperty("date");
  });
});

describe("plants, freshness and non-expiring tokens", () => {
  it("lists plants and explains a 403 (tier or IP address)", async () => {
    const h = harness();
    const plant = {
      id: "p1",
      name: "A",
      label: "a",
      tz_offset: "+01:00",
      country: "DE",
      plant_biz_model: "x",
      plant_type: null,
      string_count_per_scb: null,
    };
    h.service.routes.set(`GET ${PATHS.plantList}`, () => reply([plant]));
    await expect(h.client.listPlants()).resolves.toEqual([plant]);
    h.service.routes.set(`GET ${PATHS.plantList}`, () =>
      reply({ detail: "Access to the Plant/Devices is forbidden." }, 403),
    );
    const err = await failure(h.client.listPlants());
    expect(err.message).toMatch(/Plant or Device subscription tier.*IP address must be registered/);
  });

  it("reads each plant once, keeps plants with null attributes, and says what it left out", async () => {
    const h = harness();
    const base = {
      label: "x",
      country: "DE",
      plant_biz_model: "x",
      plant_type: null,
      string_count_per_scb: null,
    };
    h.service.routes.set(`GET ${PATHS.plantList}`, () =>
      reply([
        { ...base, id: "p1", name: "A", tz_offset: "+01:00" },
        { ...base, id: "p2", name: "B", tz_offset: null, country: null },
        { ...base, id: "p1", name: "A again", tz_offset: "+01:00" },
        { ...base, name: "no id", tz_offset: "+01:00" },
        { ...base, id: "p3", tz_offset: "+02:00" },
        { ...base, id: "p1", name: "A", tz_offset: "+01:00" },
      ]),
    );
    const list = await h.client.plantList();
    expect(list.plants.map((p) => [p.id, p.name, p.tz_offset, p.country])).toEqual([
      ["p1", "A", "+01:00", "DE"],
      ["p2", "B", null, null],
      ["p3", "p3", "+02:00", "DE"],
    ]);
    expect(list.warnings.map((w) => w.message)).toEqual([
      "plant list: entry 3 has no id, so it cannot be queried: left out",
      "plant list: plant p1 is listed 3 times by the service: reported once (its first entry)",
    ]);
    await expect(h.client.listPlants()).resolves.toHaveLength(3);
  });

  it("skips and counts a freshness day that does not read; an entry for another plant is a bad response", async () => {
    const h = harness();
    const days = [
      { date: "2026-10-02", last_data_update: "2026-10-03T04:12:00+0200", update_status: "No Update" },
      { date: "2026-10-03", last_data_update: "yesterday-ish", update_status: "Update" },
      { date: "2026-10-04", update_status: 7 },
    ];
    h.service.routes.set(`POST ${PATHS.freshness}`, () =>
      reply([{ plant_id: "p1", tz_offset: "+02:00", data: days }]),
    );
    const parsed = await h.client.freshness("p1");
    expect(Object.keys(parsed.days)).toEqual(["2026-10-02"]);
    expect(parsed.unreadableDays).toBe(2);
    const other = await failure(h.client.freshness("p9"));
    expect(other.kind).toBe("bad-response");
    expect(other.message).toMatch(/entry 0 is for plant "p1", not the plant requested \("p9"\)/);
  });

  it("parses freshness days with ISO timestamps", async () => {
    const h = harness();
    h.service.routes.set(`POST ${PATHS.freshness}`, () =>
      reply([
        {
          plant_id: "p1",
          tz_offset: "+02:00",
          data: [
            { date: "2026-10-02", last_data_update: "2026-10-03T04:12:00+0200", update_status: "Update" },
            { date: "2026-10-03", last_data_update: null, update_status: "No Update" },
          ],
        },
      ]),
    );
    await expect(h.client.freshness("p1")).resolves.toEqual({
      plantId: "p1",
      unreadableDays: 0,
      days: {
        "2026-10-02": { status: "Update", lastUpdate: "2026-10-03T04:12:00+02:00" },
        "2026-10-03": { status: "No Update", lastUpdate: null },
      },
    });
  });

  it.each([
    ["a bare string", "net-abc"],
    ["token", { token: "net-abc" }],
    ["non_expiring_token", { non_expiring_token: "net-abc" }],
    ["access_token", { access_token: "net-abc", token_type: "bearer" }],
  ])("reads the non-expiring token from %s", async (_name, json) => {
    const h = harness();
    h.service.routes.set(`GET ${PATHS.nonExpiringToken}`, () => reply(json));
    await expect(h.client.getNonExpiringToken()).resolves.toBe("net-abc");
  });

  it("fails clearly on an unknown token body and explains a 404", async () => {
    const h = harness();
    h.service.routes.set(`GET ${PATHS.nonExpiringToken}`, () => reply({ secret: "net-abc" }));
    const bad = await failure(h.client.getNonExpiringToken());
    expect(bad.kind).toBe("bad-response");
    expect(bad.message).toMatch(/no token in the response.*keys secret/);
    expect(bad.message).not.toContain("net-abc");
    h.service.routes.set(`GET ${PATHS.nonExpiringToken}`, () =>
      reply({ detail: "Non-Expiring Token not found." }, 404),
    );
    const missing = await failure(h.client.getNonExpiringToken());
    expect(missing.status).toBe(404);
    expect(missing.message).toMatch(/solar-report token create/);
  });

  it("switches to a newly created non-expiring token (the old one is replaced)", async () => {
    const h = harness({ auth: { kind: "token", token: "net-old-1" } });
    h.service.valid.add("net-old-1");
    h.service.routes.set(`POST ${PATHS.nonExpiringToken}`, () => {
      h.service.valid.delete("net-old-1");
      h.service.valid.add("net-new-2");
      return reply({ token: "net-new-2" });
    });
    h.service.routes.set(`GET ${PATHS.plantList}`, () => reply([]));
    await expect(h.client.createNonExpiringToken()).resolves.toBe("net-new-2");
    await expect(h.client.listPlants()).resolves.toEqual([]);
    expect(h.calls.at(-1)?.headers.Authorization).toBe("Bearer net-new-2");
  });
});
