/** Column widths sized by their headers (column-fit.ts), worked by hand. */
import { describe, expect, it } from "vitest";
import { fitWidths } from "../../../src/render/pdf/pages/column-fit.js";

describe("fitWidths", () => {
  it("keeps the designed widths while every header fits", () => {
    expect(fitWidths([100, 50, 50], [60, 50, 30], [0, 40, 40])).toEqual([100, 50, 50]);
  });

  it("gives a header the room it needs from the columns that can spare it, in proportion", () => {
    // Column 1 needs 20 more; spare: 100 − 40 = 60 and 50 − 45 = 5 → 60/65 and 5/65 of the 20.
    const w = fitWidths([100, 50, 50], [20, 70, 40], [40, 0, 45]);
    expect(w[0]).toBeCloseTo(100 - (60 / 65) * 20, 9);
    expect(w[1]).toBeCloseTo(70, 9);
    expect(w[2]).toBeCloseTo(50 - (5 / 65) * 20, 9);
  });

  it("shares what there is when the others cannot spare all that is needed", () => {
    // Needs 30 + 10 more, 20 spare (column 2 down to 80): each gets half of what it lacks.
    expect(fitWidths([50, 50, 100], [80, 60, 0], [0, 0, 80])).toEqual([65, 55, 80]);
  });
});
