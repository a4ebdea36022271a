import { describe, expect, it } from "vitest";
import {
  dayOfYear,
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
