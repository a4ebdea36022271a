import { describe, expect, it } from "vitest";
import { emptyWarnings, parseTzOffset, parseValue, toIsoTimestamp, tsToDay } from "../../../src/api/parse.js";
import { DAY_MS } from "../../../src/api/types.js";

describe("parseValue", () => {
  it.each([
    ["1234.5", 1234.5],
    [" 12 ", 12],
    ["1e3", 1000],
    ["-0.25", -0.25],
    [".5", 0.5],
    ["7.", 7],
    ["+3E-2", 0.03],
  ])("accepts %j", (text, expected) => {
    const w = emptyWarnings();
    expect(parseValue(text, w)).toBe(expected);
    expect(w.nonNumeric).toBe(0);
  });

  it.each([
    "",
    "  ",
    "NaN",
    "abc",
    "12,5",
    "1,234.5",
    "Infinity",
    "-Infinity",
    "1e999",
    "0x10",
    "12kWh",
    "--1",
  ])("rejects %j as non-numeric and counts it", (text) => {
    const w = emptyWarnings();
    expect(parseValue(text, w)).toBeNull();
    expect(w.nonNumeric).toBe(1);
  });

  it("keeps null as null without a warning (spec rule 3: a missing value is null)", () => {
    const w = emptyWarnings();
    expect(parseValue(null, w)).toBeNull();
    expect(w.nonNumeric).toBe(0);
  });

  it("reads plain decimals digit by digit to the very double Number() gives", () => {
    // Values of every scale the service sends, signs, leading zeros, a trailing point, and
    // the 15-digit edge of the fast path; 16 digits and more take the regular-expression way.
    const texts = ["0", "-0", "-0.0", "+5.5", "000123.4500", "12.", "999999999999999", "0.1", "0.3"];
    for (let i = 0; i < 2000; i++) {
      const x = ((i * 7919) % 100_003) * 10 ** ((i % 9) - 4);
      texts.push(x.toFixed(i % 7), `-${x.toFixed((i + 3) % 7)}`);
    }
    texts.push("9999999999999999", "0.0000000000000001", "12345678.123456789");
    for (const text of texts) {
      const w = emptyWarnings();
      expect(Object.is(parseValue(text, w), Number(text)), text).toBe(true);
      expect(w.nonNumeric).toBe(0);
    }
  });
});

describe("parseTzOffset", () => {
  it.each([
    ["+05:30", 330],
    ["-03:00", -180],
    ["+00:00", 0],
    ["-00:00", 0],
    ["+14:00", 840],
    ["-12:00", -720],
    ["+05:45", 345],
  ])("%s → %d minutes", (text, minutes) => {
    expect(parseTzOffset(text)).toBe(minutes);
  });

  it.each(["5:30", "+5:30", "+0530", "+05:60", "+15:00", "-13:00", "Z", "", "UTC+1", "+05:30 "])(
    "rejects %j",
    (text) => {
      expect(() => parseTzOffset(text)).toThrow(RangeError);
    },
  );
});

describe("toIsoTimestamp (freshness last_data_update)", () => {
  it("rewrites +hhmm as +hh:mm", () => {
    expect(toIsoTimestamp("2026-10-03T04:12:00+0200")).toBe("2026-10-03T04:12:00+02:00");
    expect(toIsoTimestamp("2026-10-03T23:59:59-0930")).toBe("2026-10-03T23:59:59-09:30");
    expect(Date.parse(toIsoTimestamp("2026-10-03T04:12:00+0200"))).toBe(Date.parse("2026-10-03T02:12:00Z"));
  });

  it("accepts the already-ISO forms", () => {
    expect(toIsoTimestamp("2026-10-03T04:12:00+02:00")).toBe("2026-10-03T04:12:00+02:00");
    expect(toIsoTimestamp("2026-10-03T04:12:00Z")).toBe("2026-10-03T04:12:00+00:00");
  });

  it.each(["2026-10-03 04:12:00+0200", "2026-10-03T04:12+0200", "yesterday", "2026-13-03T04:12:00+0200"])(
    "rejects %j",
    (text) => {
      expect(() => toIsoTimestamp(text)).toThrow(RangeError);
    },
  );
});

/** Every real offset from −12:00 to +14:00: whole hours, and the half/quarter hours in use. */
const OFFSETS = [
  ...Array.from({ length: 27 }, (_, i) => (i - 12) * 60),
  -570,
  -210,
  210,
  270,
  330,
  345,
  390,
  525,
  570,
  630,
  765,
  825,
];

function utcMidnight(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

describe("tsToDay", () => {
  const dates = [
    "2026-10-01",
    "2026-10-31",
    "2026-11-01",
    "2026-12-31",
    "2027-01-01",
    "2024-02-29",
    "2026-03-01",
  ];

  it.each(OFFSETS)("maps UTC and local midnights to their date at offset %d min", (offset) => {
    for (const date of dates) {
      const w = emptyWarnings();
      expect(tsToDay(String(utcMidnight(date)), offset, w)).toBe(date);
      expect(tsToDay(String(utcMidnight(date) - offset * 60_000), offset, w)).toBe(date);
      expect(w.unalignedTs).toBe(0);
    }
  });

  it("maps +13:00 and +14:00 local midnights to the right day, where round(ts/day) does not", () => {
    const ts = utcMidnight("2027-01-01") - 13 * 3_600_000;
    expect(Math.round(ts / DAY_MS)).not.toBe(utcMidnight("2027-01-01") / DAY_MS);
    expect(tsToDay(String(ts), 13 * 60)).toBe("2027-01-01");
    expect(tsToDay(String(utcMidnight("2026-10-31") - 14 * 3_600_000), 14 * 60)).toBe("2026-10-31");
    expect(tsToDay(String(utcMidnight("2026-11-01") + 12 * 3_600_000), -12 * 60)).toBe("2026-11-01");
  });

  it("maps an unaligned ts to the nearest local day and counts it", () => {
    const w = emptyWarnings();
    // 2026-10-01 00:10 local at +05:30 and 23:50 local of 2026-10-31 at -03:00.
    expect(tsToDay(String(utcMidnight("2026-10-01") - 330 * 60_000 + 600_000), 330, w)).toBe("2026-10-01");
    expect(tsToDay(String(utcMidnight("2026-11-01") + 180 * 60_000 - 600_000), -180, w)).toBe("2026-11-01");
    expect(w.unalignedTs).toBe(2);
  });

  it("rejects a ts that is not integer epoch milliseconds", () => {
    expect(() => tsToDay("1.5e12", 0)).toThrow(RangeError);
    expect(() => tsToDay("", 0)).toThrow(RangeError);
    expect(() => tsToDay("2026-10-01", 0)).toThrow(RangeError);
  });

  it("reads a key with spaces, leading zeros or 16 digits as before, and rejects an unsafe integer", () => {
    const ts = utcMidnight("2026-10-05");
    expect(tsToDay(` ${ts} `, 0)).toBe("2026-10-05");
    expect(tsToDay(`000${ts}`, 0)).toBe("2026-10-05");
    expect(tsToDay("-86400000", 0)).toBe("1969-12-31");
    expect(tsToDay(String(utcMidnight("2300-01-01")), 0)).toBe("2300-01-01");
    expect(() => tsToDay("99999999999999999999", 0)).toThrow(RangeError);
  });
});
