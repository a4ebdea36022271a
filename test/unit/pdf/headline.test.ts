import { describe, expect, it } from "vitest";
import { formatters } from "../../../src/render/pdf/format.js";
import { headlineTiles } from "../../../src/render/pdf/headline.js";
import { DEFAULT_STATUS } from "../../../src/render/pdf/options.js";
import { ragStatus } from "../../../src/render/pdf/status.js";
import { verdict } from "../../../src/render/pdf/verdict.js";
import { sampleModel } from "../../fixtures/model.js";

const en = formatters("en-GB", "EUR");

describe("ragStatus", () => {
  const band = { amberBelow: -0.02, redBelow: -0.05 };
  it("maps deviations to bands and missing figures to none", () => {
    expect(ragStatus(0.1, band)).toBe("green");
    expect(ragStatus(-0.02, band)).toBe("green");
    expect(ragStatus(-0.03, band)).toBe("amber");
    expect(ragStatus(-0.06, band)).toBe("red");
    expect(ragStatus(null, band)).toBe("none");
  });
});

describe("headline tiles", () => {
  it("show the model's figures against budget and targets", () => {
    const m = sampleModel();
    const p = m.plants[0]!;
    const tiles = headlineTiles(p, en, DEFAULT_STATUS);
    expect(tiles.map((t) => t.label)).toEqual([
      "Energy yield",
      "Meter yield",
      "Specific yield",
      "Performance ratio",
      "Availability",
      "Irradiation",
    ]);
    const fmt0 = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });
    expect(tiles[0]!.value).toBe(fmt0.format(p.metrics.yieldKwh!));
    expect(tiles[0]!.comparison).toContain(`Budget ${fmt0.format(p.targets.budgetKwh!)} kWh`);
    expect(tiles[3]!.value).toBe(`${(p.metrics.pr! * 100).toFixed(1)}%`);
    expect(tiles[1]!.extra).toBe(
      `Revenue €${p.metrics.revenue!.toLocaleString("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );
  });

  it("turn red when energy misses budget by more than 5 %", () => {
    const p = structuredClone(sampleModel().plants[0]!);
    p.targets.budgetKwh = p.metrics.yieldKwh! / 0.9;
    const [energy] = headlineTiles(p, en, DEFAULT_STATUS);
    expect(energy!.status).toBe("red");
    expect(energy!.comparison).toContain("−10.0%");
  });

  it("name a prorated budget and normal 'to date' for a month in progress", () => {
    const p = structuredClone(sampleModel().plants[0]!);
    p.targets.irradiationKwhM2 = 70;
    const tiles = headlineTiles(p, en, DEFAULT_STATUS, true);
    expect(tiles[0]!.comparison).toMatch(/^Budget to date [\d,]+ kWh · [+−]\d+\.\d%$/);
    expect(tiles[2]!.comparison).toMatch(/^Budget to date [\d.]+ kWh\/kWp/);
    expect(tiles[5]!.comparison).toMatch(/^Normal to date 70\.0 kWh\/m²/);
    expect(headlineTiles(p, en, DEFAULT_STATUS)[0]!.comparison).toMatch(/^Budget [\d,]+ kWh/);
  });

  it("blame a missing capacity, not missing data, for an absent specific yield", () => {
    const p = structuredClone(sampleModel().plants[0]!);
    p.capacityKwp = null;
    p.metrics.specificYieldKwhKwp = null;
    const specific = headlineTiles(p, en, DEFAULT_STATUS)[2]!;
    expect(specific.value).toBe("–");
    expect(specific.comparison).toBe("Capacity not set");
  });

  it("say 'No data' and carry no status for a plant without data", () => {
    const p = sampleModel({ withFailures: true }).plants[2]!;
    for (const t of headlineTiles(p, en, DEFAULT_STATUS)) {
      expect(t.value).toBe("–");
      expect(t.status).toBe("none");
      expect(t.comparison.startsWith("No data")).toBe(true);
    }
  });
});

describe("verdict", () => {
  it("summarises energy, irradiation, PR, availability and gaps", () => {
    const p = structuredClone(sampleModel().plants[0]!);
    p.targets.budgetKwh = p.metrics.yieldKwh! / (1 - 0.042);
    p.targets.irradiationKwhM2 = p.metrics.irradiationKwhM2! / (1 - 0.061);
    const line = verdict(p, en);
    expect(line).toMatch(
      /^Energy 4\.2% below budget; irradiation 6\.1% below normal; PR \d+\.\d% \(target 80\.0%\); availability \d+\.\d% \(target 98\.0%\); 1 day without data$/,
    );
  });

  it("compares with the budget and normal to date for a month in progress", () => {
    const p = structuredClone(sampleModel().plants[0]!);
    p.targets.budgetKwh = p.metrics.yieldKwh! / (1 - 0.042);
    p.targets.irradiationKwhM2 = p.metrics.irradiationKwhM2! / (1 + 0.061);
    expect(verdict(p, en, true)).toMatch(
      /^Energy 4\.2% below budget to date; irradiation 6\.1% above normal to date; PR /,
    );
  });

  it("formats by locale", () => {
    const p = sampleModel().plants[3]!;
    expect(verdict(p, formatters("de-DE", "EUR"))).toContain(
      `PR ${new Intl.NumberFormat("de-DE", { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(p.metrics.pr!)}`,
    );
  });

  it("says so when there is no data", () => {
    expect(verdict(sampleModel({ withFailures: true }).plants[2]!, en)).toMatch(/^No data/);
  });
});

describe("formatters", () => {
  it("never print a sign on a deviation that rounds to zero", () => {
    expect(en.signed(-0.00004, "pp")).toBe("±0.0 pp");
    expect(en.signed(-0.0004, "%")).toBe("±0.0%");
    expect(en.signed(-0.0005, "pp")).toBe("−0.1 pp");
    expect(en.signed(0.042, "%")).toBe("+4.2%");
    expect(en.signed(-0.021, "pp")).toBe("−2.1 pp");
  });

  it("fall back to en-GB for malformed locales and print missing values as a dash", () => {
    const f = formatters("not a locale!", "EUR");
    expect(f.locale).toBe("en-GB");
    expect(f.number(null, 1)).toBe("–");
    expect(f.monthYear("2026-10")).toBe("October 2026");
    expect(formatters("de-DE", "EUR").monthYear("2026-10")).toBe("Oktober 2026");
    expect(formatters("pl-PL", "EUR").monthYear("2026-10")).toBe("październik 2026");
  });
});
