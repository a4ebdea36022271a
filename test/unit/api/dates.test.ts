import { describe, expect, it } from "vitest";
import { addDays, dayNumber, dayString } from "../../../src/api/dates.js";
import { DAY_MS } from "../../../src/api/types.js";

const viaDate = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

describe("dayString (made without a Date, kept per day)", () => {
  it("writes every day of years 0000–9999 as Date#toISOString does", () => {
    // Every 7th day plus the edges: leap days, century rules, the epoch, negative day numbers.
    // Day -719,528 is 0000-01-01 (dayNumber cannot name it: Date.UTC reads year 0 as 1900).
    for (let day = -719_528; day <= dayNumber("9999-12-31"); day += 7)
      if (dayString(day) !== viaDate(day)) expect(dayString(day), `${day}`).toBe(viaDate(day));
    for (const date of ["1900-02-28", "1900-03-01", "2000-02-29", "2024-02-29", "1970-01-01", "1969-12-31"])
      expect(dayString(dayNumber(date))).toBe(date);
    expect(dayString(dayNumber("9999-12-31"))).toBe("9999-12-31");
  });

  it("gives the same answer from its cache and beyond year 9999 as Date does", () => {
    expect(dayString(20_000)).toBe(dayString(20_000));
    expect(dayString(3_000_000)).toBe(viaDate(3_000_000));
    expect(() => dayString(200_000_000)).toThrow(RangeError);
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
  });
});
