import { describe, expect, it } from "vitest";
import {
  civil,
  dayOfYear,
  daysFromCivil,
  formatDay,
  formatLocalTimestamp,
  localDay,
  localMidnight,
  offsetMinutes,
  parseDay,
} from "../../../src/sandbox/calendar.js";

describe("calendar", () => {
  it("round-trips dates and rejects impossible ones", () => {
    const day = parseDay("2024-02-29")!;
    expect(formatDay(day)).toBe("2024-02-29");
    expect(parseDay("2026-02-29")).toBeUndefined();
    expect(parseDay("2026-2-1")).toBeUndefined();
    expect(dayOfYear(parseDay("2026-12-31")!)).toBe(365);
  });

  it("reads a day number's calendar date without a Date, as Date does, from 1600 to 2400", () => {
    for (let day = -135_000; day <= 157_000; day += 1) {
      const d = new Date(day * 86_400_000);
      const c = civil(day);
      const next = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
      if (
        c.year !== d.getUTCFullYear() ||
        c.month !== d.getUTCMonth() ||
        c.date !== d.getUTCDate() ||
        c.length !== next
      )
        expect({ day, ...c }).toEqual({
          day,
          year: d.getUTCFullYear(),
          month: d.getUTCMonth(),
          date: d.getUTCDate(),
          length: next,
        });
      if (daysFromCivil(c.year, c.month + 1, c.date) !== day)
        expect(daysFromCivil(c.year, c.month + 1, c.date)).toBe(day);
      const jan1 = Date.UTC(d.getUTCFullYear(), 0, 1) / 86_400_000;
      if (dayOfYear(day) !== day - jan1 + 1) expect(dayOfYear(day)).toBe(day - jan1 + 1);
    }
    expect(civil(parseDay("2024-02-29")!)).toEqual({ year: 2024, month: 1, date: 29, length: 29 });
    expect(civil(parseDay("2100-02-28")!).length).toBe(28);
    expect(civil(parseDay("2000-02-01")!).length).toBe(29);
    expect(dayOfYear(parseDay("2024-12-31")!)).toBe(366);
  });

  it("parses offsets including negative and 45-minute zones", () => {
    expect(offsetMinutes("+05:45")).toBe(345);
    expect(offsetMinutes("-03:30")).toBe(-210);
    expect(() => offsetMinutes("+0530")).toThrow();
  });

  it("cuts local days by the offset", () => {
    const day = parseDay("2026-03-01")!;
    expect(localMidnight(day, 120)).toBe(Date.parse("2026-02-28T22:00:00Z"));
    expect(localDay(Date.parse("2026-02-28T22:30:00Z"), 120)).toBe(day);
    expect(localDay(Date.parse("2026-03-01T02:00:00Z"), -180)).toBe(day - 1);
  });

  it("writes freshness timestamps with a +hhmm offset", () => {
    const ms = Date.parse("2026-10-03T02:12:00Z");
    expect(formatLocalTimestamp(ms, 120)).toBe("2026-10-03T04:12:00+0200");
    expect(formatLocalTimestamp(ms, -300)).toBe("2026-10-02T21:12:00-0500");
    expect(formatLocalTimestamp(ms, 345)).toBe("2026-10-03T07:57:00+0545");
  });
});
