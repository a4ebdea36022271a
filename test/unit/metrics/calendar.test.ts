import { describe, expect, it } from "vitest";
import { monthDays } from "../../../src/metrics/calendar.js";
import { calendarMonthIndex, daysOfMonth, previousMonths } from "../../../src/metrics/index.js";

describe("daysOfMonth", () => {
  it("lists every day of the month in order", () => {
    const oct = daysOfMonth("2026-10");
    expect(oct).toHaveLength(31);
    expect(oct[0]).toBe("2026-10-01");
    expect(oct[30]).toBe("2026-10-31");
  });

  it("knows February in common and leap years and 30-day months", () => {
    expect(daysOfMonth("2026-02")).toHaveLength(28);
    expect(daysOfMonth("2028-02").at(-1)).toBe("2028-02-29");
    expect(daysOfMonth("2100-02")).toHaveLength(28);
    expect(daysOfMonth("2026-04")).toHaveLength(30);
  });

  it("hands each caller its own list: changing one leaves the month's shared days as they were", () => {
    const mine = daysOfMonth("2026-09");
    mine.reverse();
    expect(daysOfMonth("2026-09")[0]).toBe("2026-09-01");
    expect(monthDays("2026-09")[0]).toBe("2026-09-01");
    expect(Object.isFrozen(monthDays("2026-09"))).toBe(true);
  });

  it("rejects a malformed month", () => {
    expect(() => daysOfMonth("2026-13")).toThrow(RangeError);
    expect(() => daysOfMonth("2026-1")).toThrow(/YYYY-MM/);
  });
});

describe("previousMonths", () => {
  it("returns the window oldest first, ending with the month, across a year boundary", () => {
    expect(previousMonths("2026-02", 4)).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
  });

  it("spans twelve months", () => {
    const months = previousMonths("2026-10", 12);
    expect(months[0]).toBe("2025-11");
    expect(months).toHaveLength(12);
    expect(months[11]).toBe("2026-10");
  });

  it("returns just the month for a count of 1 and rejects 0", () => {
    expect(previousMonths("2026-01", 1)).toEqual(["2026-01"]);
    expect(() => previousMonths("2026-01", 0)).toThrow(RangeError);
  });
});

describe("calendarMonthIndex", () => {
  it("is 0 for January and 11 for December", () => {
    expect(calendarMonthIndex("2026-01")).toBe(0);
    expect(calendarMonthIndex("2025-12")).toBe(11);
  });
});
