/**
 * Plant-local time (DESIGN.md "Monthly figures"): a day counts once it has ended in the plant's
 * time zone, day d at offset o ending at (d + 1) 00:00 − o in UTC. Hand-worked at the two
 * moments a monthly schedule meets: 00:05 UTC on the 1st and 23:55 UTC on the last day.
 */
import { describe, expect, it } from "vitest";
import {
  buildPlantReport,
  dayEndsAt,
  daysOfMonth,
  lastEndedDay,
  plantPeriod,
  reportedDays,
} from "../../../src/metrics/index.js";
import { modelWarnings, reportPeriodOf } from "../../../src/pipeline/run/assemble.js";
import { ALL_KPIS, CANONICAL, details, K, monthly, plant, RULES, series } from "./series.js";

const OCT = daysOfMonth("2026-10");
const FIRST = new Date("2026-11-01T00:05:00Z");
const LAST = new Date("2026-10-31T23:55:00Z");
const HONOLULU = -10 * 60;
const KIRITIMATI = 14 * 60;
const KATHMANDU = 5 * 60 + 45;

describe("a plant-local day ends at (d + 1) 00:00 − offset", () => {
  it("at −10:00, +14:00, +05:45 and UTC", () => {
    expect(new Date(dayEndsAt("2026-10-31", HONOLULU)).toISOString()).toBe("2026-11-01T10:00:00.000Z");
    expect(new Date(dayEndsAt("2026-10-31", KIRITIMATI)).toISOString()).toBe("2026-10-31T10:00:00.000Z");
    expect(new Date(dayEndsAt("2026-10-31", KATHMANDU)).toISOString()).toBe("2026-10-31T18:15:00.000Z");
    expect(new Date(dayEndsAt("2026-10-31", 0)).toISOString()).toBe("2026-11-01T00:00:00.000Z");
  });

  it("the last ended day is the day before the local date", () => {
    // 00:05 UTC is 14:05 on the 31st at −10:00, 14:05 on the 1st at +14:00, 05:50 on the 1st at +05:45.
    expect(lastEndedDay(FIRST.getTime(), HONOLULU)).toBe("2026-10-30");
    expect(lastEndedDay(FIRST.getTime(), KIRITIMATI)).toBe("2026-10-31");
    expect(lastEndedDay(FIRST.getTime(), KATHMANDU)).toBe("2026-10-31");
    // 23:55 UTC on the 31st is 13:55 on the 31st at −10:00, 13:55 on Nov 1 at +14:00, 05:40 on Nov 1 at +05:45.
    expect(lastEndedDay(LAST.getTime(), HONOLULU)).toBe("2026-10-30");
    expect(lastEndedDay(LAST.getTime(), KIRITIMATI)).toBe("2026-10-31");
    expect(lastEndedDay(LAST.getTime(), KATHMANDU)).toBe("2026-10-31");
    expect(lastEndedDay(LAST.getTime(), 0)).toBe("2026-10-30");
  });
});

describe("plantPeriod: is October complete for the plant, and through which day is it reported", () => {
  it("at 00:05 UTC on November 1st", () => {
    expect(plantPeriod(OCT, HONOLULU, FIRST)).toEqual({
      reportedThrough: "2026-10-30",
      monthEndsAt: "2026-11-01T10:00:00.000Z",
    });
    expect(plantPeriod(OCT, KIRITIMATI, FIRST)).toEqual({
      reportedThrough: null,
      monthEndsAt: "2026-10-31T10:00:00.000Z",
    });
    expect(plantPeriod(OCT, KATHMANDU, FIRST)).toEqual({
      reportedThrough: null,
      monthEndsAt: "2026-10-31T18:15:00.000Z",
    });
    expect(plantPeriod(OCT, 0, FIRST).reportedThrough).toBeNull();
  });

  it("at 23:55 UTC on October 31st, a month in progress in UTC", () => {
    expect(plantPeriod(OCT, HONOLULU, LAST).reportedThrough).toBe("2026-10-30");
    expect(plantPeriod(OCT, KIRITIMATI, LAST).reportedThrough).toBeNull();
    expect(plantPeriod(OCT, KATHMANDU, LAST).reportedThrough).toBeNull();
    expect(plantPeriod(OCT, 0, LAST).reportedThrough).toBe("2026-10-30");
  });

  it("before the month's first day has ended there, no day is reported", () => {
    const early = plantPeriod(daysOfMonth("2026-11"), HONOLULU, new Date("2026-11-02T09:59:00Z"));
    expect(early.reportedThrough).toBe("2026-10-31");
    expect(reportedDays(daysOfMonth("2026-11"), early.reportedThrough)).toBe(0);
    expect(reportedDays(OCT, "2026-10-30")).toBe(30);
    expect(reportedDays(OCT, null)).toBe(31);
  });
});

describe("a plant at −10:00 reported at 00:05 UTC on the 1st", () => {
  // The service already holds a part of the 31st (14:05 there): 76 kWh of a 100 kWh day.
  const yields = Object.fromEntries(OCT.map((d) => [d, d === "2026-10-31" ? 76 : 100]));
  const hawaii = { ...plant("hi", "Kona Solar"), tz_offset: "-10:00" };
  const period = plantPeriod(OCT, HONOLULU, FIRST);
  const report = buildPlantReport({
    plant: hawaii,
    details: details({ capacityKwp: 20, tariff: 0.1, budgetKwh: monthly(3100, 0) }),
    series: series({ [K.yield]: yields, [K.meter]: yields, [K.irradiation]: {} }),
    freshness: null,
    kpis: ALL_KPIS,
    units: CANONICAL,
    month: "2026-10",
    dates: OCT,
    reportedThrough: period.reportedThrough,
    monthEndsAt: period.monthEndsAt,
    historyMonths: ["2026-10"],
    verdictRules: RULES,
  });

  it("counts its 30 ended days, not the 31st in progress", () => {
    expect(report.reportedThrough).toBe("2026-10-30");
    expect(report.daily[30]!.status).toBe("future");
    expect(report.metrics.yieldKwh).toBe(3000); // 30 × 100, the 76 kWh of the 31st left out
    expect(report.metrics.daysReported).toBe(30);
    expect(report.metrics.daysWithData).toBe(30);
  });

  it("prorates its budget like a month in progress: 3,100 × 30/31", () => {
    expect(report.metrics.budgetKwh).toBeCloseTo(3000, 9);
    expect(report.metrics.budgetVariance).toBeCloseTo(0, 12);
    expect(report.quality.warnings.map((w) => w.code)).toEqual(
      expect.arrayContaining(["monthNotEnded", "prorated"]),
    );
    const note = report.quality.warnings.find((w) => w.code === "monthNotEnded")!;
    expect(note.params).toMatchObject({
      offset: "-10:00",
      through: "2026-10-30",
      endsAt: "2026-11-01T10:00:00.000Z",
    });
  });

  it("keeps the report from being final, and the run's warning names the plant and the UTC time", () => {
    const complete = {
      ...report,
      id: "nz",
      name: "Chatham Solar",
      reportedThrough: null,
      monthEndsAt: "2026-10-31T10:15:00.000Z",
    };
    expect(reportPeriodOf([report, complete])).toEqual({ reportedThrough: "2026-10-30", final: false });
    expect(reportPeriodOf([complete])).toEqual({ reportedThrough: null, final: true });
    const warnings = modelWarnings([report, complete]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.code).toBe("plantMonthNotEnded");
    expect(warnings[0]!.message).toContain("Kona Solar (UTC-10:00)");
    expect(warnings[0]!.message).toContain("2026-11-01T10:00:00.000Z");
    // Every plant in progress: one line for the month, not one per plant.
    expect(modelWarnings([report]).map((w) => w.code)).toEqual(["monthInProgress"]);
  });
});
