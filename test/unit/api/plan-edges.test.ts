/**
 * Window edges of planHistoricalRequests (spec: a range is `days` days ending at `date`,
 * inclusive, in the plant's local days): whatever the cap, every day of the range is asked for
 * exactly once — ranges ending on month ends, on a leap day, across a DST change (the plant's
 * `tz_offset` is fixed, so a local day is still 24 h of day keys), and the one long call of
 * maxDaysPerRequest "auto".
 */
import { describe, expect, it } from "vitest";
import { addDays, dayNumber } from "../../../src/api/dates.js";
import { planHistoricalRequests, rangeStart } from "../../../src/api/plan.js";
import { plannedMaxDays } from "../../../src/pipeline/fetch/window-policy.js";

const KPIS = ["historical_plant_daily_yield"];

/** Each day asked for, as often as it is asked. */
function askedDays(start: string, end: string, maxDays: number): Map<string, number> {
  const seen = new Map<string, number>();
  for (const r of planHistoricalRequests(KPIS, start, end, maxDays)) {
    expect(r.days).toBeGreaterThanOrEqual(1);
    expect(r.days).toBeLessThanOrEqual(maxDays);
    for (let d = rangeStart(r); d <= r.date; d = addDays(d, 1)) seen.set(d, (seen.get(d) ?? 0) + 1);
  }
  return seen;
}

const RANGES: [string, string, string][] = [
  ["13 months ending on a month end", "2025-10-01", "2026-10-31"],
  ["a range ending on the leap day", "2027-03-01", "2028-02-29"],
  ["a range across the leap day, ending on 31 March", "2028-01-01", "2028-03-31"],
  ["a range ending on the day after the leap day", "2028-01-30", "2028-03-01"],
  ["a range ending on the EU spring DST change", "2026-02-27", "2026-03-29"],
  ["a range across the EU autumn DST change", "2026-09-26", "2026-10-31"],
  ["a range ending on 31 December", "2026-12-01", "2026-12-31"],
  ["one day", "2028-02-29", "2028-02-29"],
];

describe("every day of a range is asked for exactly once", () => {
  for (const [name, start, end] of RANGES) {
    const days = dayNumber(end) - dayNumber(start) + 1;
    for (const cap of [40, 31, 1, plannedMaxDays("auto", { start, end })]) {
      it(`${name} (${days} days), ${cap} days a call`, () => {
        const seen = askedDays(start, end, cap);
        expect(seen.size).toBe(days);
        expect([...seen.values()].every((n) => n === 1)).toBe(true);
        expect([...seen.keys()].sort()[0]).toBe(start);
        expect([...seen.keys()].sort().at(-1)).toBe(end);
      });
    }
  }

  it('"auto" asks a range longer than 31 days as one call, a shorter one as a 31-day call', () => {
    expect(
      planHistoricalRequests(
        KPIS,
        "2025-10-01",
        "2026-10-31",
        plannedMaxDays("auto", { start: "2025-10-01", end: "2026-10-31" }),
      ),
    ).toEqual([{ plant_id: "", kpis: KPIS, date: "2026-10-31", days: 396 }]);
    expect(plannedMaxDays("auto", { start: "2028-02-01", end: "2028-02-29" })).toBe(31);
    expect(plannedMaxDays(40, { start: "2025-10-01", end: "2026-10-31" })).toBe(40);
  });
});
