/**
 * The sandbox's cap on a historical call's `days` (`--max-days`), which the spec leaves open:
 * none by default; "refuse" answers the 422 validation object naming the limit; "truncate"
 * answers only the last N days of the range, silently, as a capping service might.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DAY_MS, type KpiDataEntry } from "../../src/api/types.js";
import { type MaxDaysMode, type Sandbox, startSandbox } from "../../src/sandbox/index.js";

const NOW = Date.parse("2026-11-05T06:00:00Z");
const KPI = "historical_plant_irradiation";
const sandboxes: Sandbox[] = [];

async function open(maxDays: number | null, maxDaysMode?: MaxDaysMode) {
  const sb = await startSandbox({
    port: 0,
    plants: 2,
    seed: 3,
    now: () => NOW,
    maxDays,
    maxDaysMode,
    tsEncoding: "utc",
  });
  sandboxes.push(sb);
  const login = await fetch(`${sb.baseUrl}/login/access-token`, {
    method: "POST",
    body: new URLSearchParams(sb.credentials),
  });
  const token = ((await login.json()) as { access_token: string }).access_token;
  return async (days: number) => {
    const res = await fetch(`${sb.baseUrl}/data/plant/historical`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ plant_id: sb.plants[0]!.id, kpis: [KPI], date: "2026-10-31", days }),
    });
    return { status: res.status, body: (await res.json()) as unknown };
  };
}

/** Days of an answer's points, first and last, and how many. */
function span(body: unknown) {
  const days = (body as KpiDataEntry[])[0]!.data[KPI]!.map((p) =>
    new Date(Number(p.ts)).toISOString().slice(0, 10),
  ).sort();
  return { first: days[0], last: days.at(-1), count: days.length };
}

let uncapped: Awaited<ReturnType<typeof open>>;
let refusing: Awaited<ReturnType<typeof open>>;
let truncating: Awaited<ReturnType<typeof open>>;

beforeAll(async () => {
  uncapped = await open(null);
  refusing = await open(40);
  truncating = await open(40, "truncate");
});
afterAll(() => Promise.all(sandboxes.map((sb) => sb.close())));

describe("the sandbox's --max-days", () => {
  it("by default answers a range of three years in one call", async () => {
    const r = await uncapped(3 * 366);
    expect(r.status).toBe(200);
    expect(span(r.body).last).toBe("2026-10-31");
    expect(span(r.body).count).toBeGreaterThan(1000);
  });

  it("refusing: 422 naming the limit beyond it, the range itself up to it", async () => {
    expect((await refusing(40)).status).toBe(200);
    const r = await refusing(41);
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({
      detail: [
        {
          type: "less_than_equal",
          loc: ["body", "days"],
          msg: "Input should be less than or equal to 40",
          input: 41,
        },
      ],
    });
  });

  it("truncating: 200 with only the last 40 days of the range", async () => {
    const r = await truncating(396);
    expect(r.status).toBe(200);
    const s = span(r.body);
    expect(s.last).toBe("2026-10-31");
    expect(s.first! >= new Date(Date.parse("2026-10-31") - 39 * DAY_MS).toISOString().slice(0, 10)).toBe(
      true,
    );
    expect(s.count).toBeLessThanOrEqual(40);
    expect(s.count).toBeGreaterThan(30);
  });
});
