import { describe, expect, it } from "vitest";
import { formatters } from "../../../src/render/pdf/pages/format.js";
import { headlineTiles } from "../../../src/render/pdf/pages/headline.js";
import { verdictColor, verdictLabel } from "../../../src/render/pdf/pages/status.js";
import { COLORS } from "../../../src/render/pdf/pages/theme.js";
import { verdict } from "../../../src/render/pdf/pages/verdict.js";
import { sampleModel } from "../../fixtures/model.js";

const en = formatters("en-GB", "EUR");
const n0 = (v: number) => new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 }).format(v);
const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
const VERDICT_LABEL = { target: "On target", watch: "Watch", below: "Below target" } as const;
const WEATHER_LABEL = {
  target: "At or above normal",
  watch: "Slightly below normal",
  below: "Well below normal",
} as const;

describe("headline tiles", () => {
  it("show the energy total with its estimated share against the budget of the days covered and the full budget", () => {
    const p = sampleModel().plants[0]!;
    const m = p.metrics;
    const [energy] = headlineTiles(p, en);
    expect(energy!.label).toBe("Energy yield");
    expect(energy!.value).toBe(n0(m.yieldTotalKwh!));
    expect(m.daysEstimated).toBe(2);
    expect([m.daysCovered, m.daysReported]).toEqual([30, 31]);
    expect(energy!.lines[0]).toBe(`of which estimated ${n0(m.yieldEstimatedKwh!)} kWh (2 days)`);
    // Like for like (the verdict's figure), then the contract's view, each labelled.
    expect(energy!.lines[1]).toBe(
      `Budget (30/31 days) ${n0(m.budgetCoveredKwh!)} kWh · ${en.signed(m.budgetVariance!, "%")}`,
    );
    expect(energy!.lines[2]).toBe(
      `Full budget ${n0(m.budgetKwh!)} kWh · ${en.signed(m.budgetVarianceFull!, "%")}`,
    );
    // By hand: the full budget counts the day without data against the plant.
    expect(m.budgetVarianceFull!).toBeCloseTo(m.yieldTotalKwh! / m.budgetKwh! - 1, 12);
    expect(m.budgetVarianceFull!).toBeLessThan(m.budgetVariance!);
    expect(energy!.verdict).toBe(p.verdicts.energy.verdict);
    // Every day covered: one budget, the full one, and no second line.
    const all = headlineTiles(sampleModel().plants[3]!, en)[0]!;
    expect(all.lines.join(" ")).not.toMatch(/Full budget|\(\d+\/\d+ days\)/);
  });

  it("never judge the meter yield against the yield budget", () => {
    const p = sampleModel().plants[0]!;
    const meter = headlineTiles(p, en)[1]!;
    expect(meter.value).toBe(n0(p.metrics.meterYieldTotalKwh!));
    expect(meter.verdict).toBe("none");
    expect(verdictLabel(en, meter.verdict)).toBeNull();
    expect(meter.lines.join(" ")).not.toMatch(/Budget/);
    expect(meter.lines).toContain(`of which estimated ${n0(p.metrics.meterYieldEstimatedKwh!)} kWh (1 day)`);
    expect(meter.lines).toContain(`Revenue ${en.currency(p.metrics.revenue!)}`);
    expect(meter.lines).toContain(`Overspill ${n0(p.metrics.overspillKwh!)} kWh (above export limit)`);
  });

  it("name the PR judged and show the other two beside it", () => {
    const p = sampleModel().plants[0]!;
    const m = p.metrics;
    const pr = headlineTiles(p, en)[3]!;
    expect(pr.label).toBe("PR (IEC 61724-1)");
    expect(pr.value).toBe(pct(m.pr!));
    expect(pr.lines).toEqual([
      `Target 80.0% · ${en.signed(p.verdicts.pr.gap!, "pp")}`,
      `PR at 25 °C ${pct(m.prTemperatureCorrected!)}`,
      `Effective PR ${pct(m.prEffective!)}`,
    ]);
    const q = structuredClone(p);
    q.verdicts.pr.metric = "prEffective";
    q.verdicts.pr.value = m.prEffective;
    expect(headlineTiles(q, en)[3]!.label).toBe("Effective PR");
    expect(headlineTiles(q, en)[3]!.value).toBe(pct(m.prEffective!));
  });

  it("take every verdict from the model, never re-deciding it", () => {
    const p = structuredClone(sampleModel().plants[0]!);
    const tiles = headlineTiles(p, en);
    expect([tiles[0], tiles[3], tiles[4], tiles[5]].map((t) => t!.verdict)).toEqual([
      p.verdicts.energy.verdict,
      p.verdicts.pr.verdict,
      p.verdicts.availability.verdict,
      p.verdicts.irradiation.verdict,
    ]);
    // Whatever the figures, the tile prints what the model decided.
    p.verdicts.availability.verdict = "watch";
    p.verdicts.energy.verdict = null;
    const again = headlineTiles(p, en);
    expect(verdictLabel(en, again[4]!.verdict)).toBe(VERDICT_LABEL.watch);
    expect(verdictLabel(en, again[0]!.verdict)).toBe("n/a");
    expect(verdictColor(again[0]!.verdict)).toBe(COLORS.neutral);
    // Irradiation is weather: its tile reads as weather, the same verdict underneath.
    expect(again[5]!.weather).toBe(true);
    expect(verdictLabel(en, "watch", true)).toBe(WEATHER_LABEL.watch);
    const de = formatters("de-DE", "EUR");
    expect([verdictLabel(de, "target"), verdictLabel(de, "watch"), verdictLabel(de, "below")]).toEqual([
      "Im Soll",
      "Beobachten",
      "Unter Soll",
    ]);
  });

  it("show the availability loss and the irradiation normal of the days measured", () => {
    const p = sampleModel().plants[0]!;
    const m = p.metrics;
    const tiles = headlineTiles(p, en);
    expect(tiles[4]!.lines).toContain(`Loss to downtime ${n0(m.availabilityLossKwh!)} kWh`);
    expect(tiles[5]!.lines[0]).toBe(
      `Normal ${en.number(m.irradiationNormalKwhM2!, 1)} kWh/m² · ${en.signed(m.irradiationVariance!, "%")}`,
    );
    expect(tiles[5]!.lines[1]).toBe("for the 30 of 31 days with irradiation");
  });

  it("name a prorated budget and normal 'to date' for a month in progress", () => {
    const p = sampleModel().plants[3]!;
    const tiles = headlineTiles(p, en, true);
    expect(tiles.at(0)!.lines.join(" ")).toMatch(/Budget to date [\d,]+ kWh · [+−]\d+\.\d%/);
    expect(tiles[5]!.lines[0]).toMatch(/^Normal to date [\d.]+ kWh\/m²/);
  });

  it("blame a missing capacity, not missing data, for an absent specific yield", () => {
    const p = structuredClone(sampleModel().plants[0]!);
    p.capacityKwp = null;
    p.metrics.specificYieldKwhKwp = null;
    const specific = headlineTiles(p, en)[2]!;
    expect(specific.value).toBe("–");
    expect(specific.lines).toEqual(["Capacity not set"]);
  });

  it("say 'No data' and carry no verdict for a plant without data", () => {
    const p = sampleModel({ withFailures: true }).plants[2]!;
    for (const t of headlineTiles(p, en)) {
      expect(t.value).toBe("–");
      expect([null, "none"]).toContain(t.verdict);
      expect(t.lines.join(" ")).toMatch(/No data|No irradiation normal/);
      expect(t.lines.join(" ")).not.toMatch(/Budget 0 kWh/);
    }
  });
});

describe("verdict sentence", () => {
  it("uses the model's verdicts and the budget of the days covered", () => {
    const p = sampleModel().plants[0]!;
    const m = p.metrics;
    const label = (v: keyof typeof p.verdicts) => VERDICT_LABEL[p.verdicts[v].verdict!];
    const weather = WEATHER_LABEL[p.verdicts.irradiation.verdict!];
    expect(verdict(p, en, "2026-10")).toBe(
      `Energy ${en.signed(m.budgetVariance!, "%")} against the budget for the 30 of 31 days covered (${label("energy")}), ` +
        `${en.signed(m.budgetVarianceFull!, "%")} against the full budget; ` +
        `irradiation ${en.signed(m.irradiationVariance!, "%")} against normal (${weather}); ` +
        `PR (IEC 61724-1) ${pct(m.pr!)} against a target of 80.0% (${label("pr")}); ` +
        `availability ${pct(m.availability!)} against a target of 98.0% (${label("availability")}); ` +
        "3 days without a measured yield, 2 of them estimated",
    );
  });

  it("formats by locale and says so when there is no data", () => {
    const p = sampleModel().plants[3]!;
    const de = new Intl.NumberFormat("de-DE", {
      style: "percent",
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    expect(verdict(p, formatters("de-DE", "EUR"), "2026-10")).toContain(
      `PR (IEC 61724-1) ${de.format(p.metrics.pr!)}`,
    );
    expect(verdict(sampleModel({ withFailures: true }).plants[2]!, en, "2026-10")).toMatch(/^No data/);
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
