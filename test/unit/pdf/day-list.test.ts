import { describe, expect, it } from "vitest";
import { dayList, dayRuns } from "../../../src/render/pdf/pages/day-list.js";
import { formatters } from "../../../src/render/pdf/pages/format.js";

const en = formatters("en-GB", "EUR");

describe("dayList", () => {
  it("groups consecutive days (across a month end too), sorted and de-duplicated", () => {
    expect(
      dayRuns(["2026-10-03", "2026-10-01", "2026-10-02", "2026-10-02", "2026-10-31", "2026-11-01"]),
    ).toEqual([
      ["2026-10-01", "2026-10-02", "2026-10-03"],
      ["2026-10-31", "2026-11-01"],
    ]);
  });

  it("prints runs of three or more as a range and shorter runs day by day", () => {
    const late = Array.from({ length: 22 }, (_, i) => `2026-10-${String(i + 1).padStart(2, "0")}`);
    expect(dayList(en, late)).toBe("1 Oct – 22 Oct");
    expect(
      dayList(en, ["2026-10-02", "2026-10-08", "2026-10-09", "2026-10-12", "2026-10-13", "2026-10-14"]),
    ).toBe("2 Oct, 8 Oct, 9 Oct, 12 Oct – 14 Oct");
    expect(dayList(formatters("de-DE", "EUR"), ["2026-10-01", "2026-10-02", "2026-10-03"])).toBe(
      "1. Okt. – 3. Okt.",
    );
  });

  it("says 'none' for an empty list", () => {
    expect(dayList(en, [])).toBe("none");
  });
});
