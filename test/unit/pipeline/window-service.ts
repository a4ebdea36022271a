/**
 * A stand-in for the historical endpoint behind a WindowPolicy (window-policy.test.ts): it
 * splits as the client does, caps `days` (refusing with the 422 naming the limit, or silently
 * answering only the last days), and records every call it was sent.
 */
import { expect } from "vitest";
import { addDays, dayNumber } from "../../../src/api/dates.js";
import { ApiError } from "../../../src/api/index.js";
import { emptyWarnings } from "../../../src/api/parse.js";
import { planHistoricalRequests } from "../../../src/api/plan.js";
import type { ParsedSeries } from "../../../src/api/types.js";
import type { DateWindow } from "../../../src/pipeline/fetch/plan.js";

export const KPIS = ["historical_plant_daily_yield", "historical_plant_irradiation"];
export const YEAR: DateWindow = { start: "2025-10-01", end: "2026-10-31" }; // 396 days

interface Call {
  plant: string;
  window: DateWindow;
  maxDays: number;
}

/** A stand-in service: caps `days` (refusing with a 422 naming it, or answering the last days), counts calls. */
export function service(
  opts: { cap?: number; mode?: "refuse" | "truncate"; noData?: (day: string) => boolean } = {},
) {
  const calls: Call[] = [];
  const sent: { plant: string; date: string; days: number }[] = [];
  let gate: Promise<void> = Promise.resolve();
  const fetchFor = (plant: string) => async (window: DateWindow, maxDays: number) => {
    calls.push({ plant, window, maxDays });
    await gate;
    const parts = planHistoricalRequests(KPIS, window.start, window.end, maxDays);
    const values: ParsedSeries["values"] = {};
    for (const part of parts) {
      sent.push({ plant, date: part.date, days: part.days });
      if (opts.cap !== undefined && part.days > opts.cap && opts.mode !== "truncate") {
        const detail = [
          {
            type: "less_than_equal",
            loc: ["body", "days"],
            msg: `Input should be less than or equal to ${opts.cap}`,
          },
        ];
        throw new ApiError({
          kind: "http",
          status: 422,
          detail,
          method: "POST",
          url: "http://x/v1/data/plant/historical",
          reason: "422",
        });
      }
      const days = opts.cap === undefined ? part.days : Math.min(part.days, opts.cap);
      for (const kpi of part.kpis) {
        values[kpi] ??= {};
        for (let i = days - 1; i >= 0; i--) {
          const day = addDays(part.date, -i);
          if (opts.noData?.(day)) continue;
          if (day in values[kpi]) throw new Error(`day ${day} asked for twice`);
          values[kpi][day] = dayNumber(day);
        }
      }
    }
    return { plantId: plant, values, missingKpis: [], warnings: emptyWarnings() };
  };
  return {
    calls,
    sent,
    fetchFor,
    hold() {
      let release = () => {};
      gate = new Promise((r) => {
        release = r;
      });
      return () => release();
    },
  };
}

/** Every day of the window once, with its own value. */
export function expectEveryDayOnce(series: ParsedSeries, window: DateWindow): void {
  const expected: string[] = [];
  for (let d = window.start; d <= window.end; d = addDays(d, 1)) expected.push(d);
  for (const kpi of KPIS) {
    expect(Object.keys(series.values[kpi] ?? {}).sort()).toEqual(expected);
    for (const [day, v] of Object.entries(series.values[kpi]!)) expect(v).toBe(dayNumber(day));
  }
  expect(series.warnings.duplicates).toBe(0);
}
