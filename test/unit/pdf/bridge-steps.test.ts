/**
 * The bridge's rows (bridge-steps.ts): every step of the model in order, closing on the actual
 * and the metered yield, with money that ends at the revenue — the same text as the revenue
 * tile — and no money of its own on the actual yield.
 */
import { describe, expect, it } from "vitest";
import { bridgeSteps, stepTexts } from "../../../src/render/pdf/pages/bridge-steps.js";
import { formatters } from "../../../src/render/pdf/pages/format.js";
import { headlineTiles } from "../../../src/render/pdf/pages/headline.js";
import { sampleModel } from "../../fixtures/model.js";

const en = formatters("en-GB", "EUR");
const NOTES = { weatherNote: "pdf.bridge.weatherNoNormal", meteredNote: "pdf.bridge.meteredNone" } as const;

describe("bridge rows", () => {
  const p = sampleModel().plants[0]!;
  const b = p.bridge!;

  it("run budget → weather → availability → curtailment → performance → actual → export loss → metered", () => {
    const steps = bridgeSteps(b, NOTES);
    expect(steps.map((s) => s.key)).toEqual([
      "budget",
      "weather",
      "availability",
      "curtailment",
      "performance",
      "actual",
      "exportLoss",
      "metered",
    ]);
    expect(steps.map((s) => s.kwh)).toEqual([
      b.budgetKwh,
      b.weatherKwh,
      b.availabilityKwh,
      b.curtailmentKwh,
      b.performanceKwh,
      b.actualKwh,
      b.exportLossKwh,
      b.meteredKwh,
    ]);
    // Plant 0 spills 1 % of its yield over the export limit: curtailment is a real step here.
    expect(b.curtailmentKwh).toBeCloseTo(-p.metrics.overspillKwh!, 9);
    expect(b.curtailmentKwh).toBeLessThan(0);
    // The bars close on the actual and then on the metered yield, as the model's steps do.
    const actual = steps[5]!;
    expect(steps[4]!.to).toBeCloseTo(actual.to, 6);
    expect(steps[6]!.to).toBeCloseTo(steps[7]!.to, 6);
    expect(b.actualKwh + b.exportLossKwh!).toBeCloseTo(p.metrics.meterYieldTotalKwh!, 6);
  });

  it("end the money at the revenue, as the revenue tile prints it, with no money on the actual yield", () => {
    const steps = bridgeSteps(b, NOTES);
    const texts = steps.map((s) => stepTexts(en, s, 1, 0));
    const last = texts.at(-1)!;
    expect(b.value!.metered).toBe(p.metrics.revenue);
    const revenueTile = headlineTiles(p, en)[1]!.lines.find((l) => l.startsWith("Revenue "))!;
    expect(revenueTile).toBe(`Revenue ${last.money}`);
    expect(texts[5]!.money).toBe("");
    expect(texts.map((t) => t.money)).not.toContain(en.currency(b.value!.actual));
    // Money read down the column closes on the revenue (to the cent of each rounded label).
    const v = b.value!;
    const column = [v.budget, v.weather!, v.availability!, v.curtailment, v.performance, v.exportLoss!];
    expect(column.reduce((a, c) => a + c, 0)).toBeCloseTo(p.metrics.revenue!, 6);
    expect(texts[3]!.kwh).toBe(`−${en.number(-b.curtailmentKwh, 0)}`);
    expect(texts[6]!.kwh).toBe(`−${en.number(-b.exportLossKwh!, 0)}`);
  });

  it("show no money and n/a for the metered end without a meter total", () => {
    const q = structuredClone(b);
    q.exportLossKwh = null;
    q.meteredKwh = null;
    q.value = { ...q.value!, exportLoss: null, metered: null };
    const steps = bridgeSteps(q, NOTES);
    expect(steps.every((s) => s.money === null)).toBe(true);
    expect(steps.slice(-2).map((s) => [s.kwh, s.note])).toEqual([
      [null, "pdf.bridge.meteredNone"],
      [null, "pdf.bridge.meteredNone"],
    ]);
    expect(stepTexts(en, steps.at(-1)!, 1, 0)).toEqual({ kwh: "n/a", money: "" });
  });

  it("print a zero curtailment unsigned", () => {
    const q = { ...b, curtailmentKwh: 0, value: { ...b.value!, curtailment: 0 } };
    const curtailment = bridgeSteps(q, NOTES)[3]!;
    expect(stepTexts(en, curtailment, 1, 0)).toEqual({ kwh: "0", money: "€0.00" });
  });
});
