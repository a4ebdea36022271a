/**
 * Numbers beside a verdict on the plant PDF (DESIGN.md "Numbers beside a verdict"): the tile,
 * its target line and the brief sentence print value, target and gap at the verdict's own
 * decimals; a PR verdict that fell back to the IEC PR says so; a tariff keeps its decimals.
 */
import { describe, expect, it } from "vitest";
import { verdicts } from "../../../src/metrics/index.js";
import type { PlantReport } from "../../../src/metrics/model.js";
import { formatters } from "../../../src/render/pdf/pages/format.js";
import { headlineTiles } from "../../../src/render/pdf/pages/headline.js";
import { verdict } from "../../../src/render/pdf/pages/verdict.js";
import { FIXTURE_VERDICT_RULES, sampleModel } from "../../fixtures/model.js";

const en = formatters("en-GB", "EUR");
const de = formatters("de-DE", "EUR");
/** Intl's no-break spaces (de-DE "79,95 %") as plain ones. */
const sp = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

/** Plant 3 (every day covered) with PR 79.95 % against 80 % and energy −0.04 % against its budget. */
function justShort(): PlantReport {
  const p = structuredClone(sampleModel().plants[3]!);
  p.metrics.pr = 0.7995;
  p.metrics.budgetVariance = -0.0004;
  p.metrics.budgetVarianceFull = -0.0004;
  p.verdicts = verdicts(p.metrics, { pr: 0.8, availability: 0.98 }, FIXTURE_VERDICT_RULES);
  return p;
}

describe("numbers beside a verdict on the plant PDF", () => {
  it("print PR 79.95 % against 80.00 % (Watch), never 80.0 % against 80.0 %", () => {
    const p = justShort();
    expect(p.verdicts.pr).toMatchObject({ verdict: "watch", decimals: 2 });
    const pr = headlineTiles(p, en)[3]!;
    expect(pr.value).toBe("79.95%");
    expect(pr.lines[0]).toBe("Target 80.00% · −0.05 pp");
    const sentence = verdict(p, en, "2026-10");
    expect(sentence).toContain("PR (IEC 61724-1) 79.95% against a target of 80.00% (Watch)");
    expect(sentence).not.toContain("80.0% against a target of 80.0%");
    // German separators, the same digits.
    expect(sp(headlineTiles(p, de)[3]!.value)).toBe("79,95 %");
    expect(sp(verdict(p, de, "2026-10"))).toContain("79,95 % bei einem Ziel von 80,00 %");
  });

  it("print an energy variance of −0.04 % beside Watch, never ±0.0 %", () => {
    const p = justShort();
    expect(p.verdicts.energy).toMatchObject({ verdict: "watch", decimals: 2 });
    const energy = headlineTiles(p, en)[0]!;
    expect(energy.lines.join(" ")).toContain("· −0.04%");
    expect(verdict(p, en, "2026-10")).toContain("Energy −0.04% against the budget (Watch)");
    expect(verdict(p, en, "2026-10")).not.toMatch(/±0\.0%/);
  });

  it("keep one decimal where one tells value and target apart", () => {
    const p = sampleModel().plants[0]!;
    expect(p.verdicts.pr.decimals).toBe(1);
    expect(headlineTiles(p, en)[3]!.value).toMatch(/^\d+\.\d%$/);
  });

  it("say which PR a verdict stands in for when the chosen one cannot be had", () => {
    const m = sampleModel({ prMetric: "prTemperatureCorrected", withoutGamma: [0] });
    const [fellBack, chosen] = [m.plants[0]!, m.plants[3]!];
    expect(fellBack.verdicts.pr).toMatchObject({ metric: "pr", fallbackFrom: "prTemperatureCorrected" });
    expect(chosen.verdicts.pr).toMatchObject({ metric: "prTemperatureCorrected", fallbackFrom: null });
    const tile = headlineTiles(fellBack, en)[3]!;
    expect(tile.label).toBe("PR (IEC 61724-1)");
    expect(tile.lines).toContain("In place of PR at 25 °C (not available)");
    expect(verdict(fellBack, en, "2026-10")).toContain(
      "PR (IEC 61724-1) (in place of PR at 25 °C, not available) ",
    );
    expect(headlineTiles(fellBack, de)[3]!.lines).toContain("Anstelle von PR bei 25 °C (nicht verfügbar)");
    // A plant that has the chosen PR is judged on it, with no such line.
    expect(headlineTiles(chosen, en)[3]!.label).toBe("PR at 25 °C");
    expect(headlineTiles(chosen, en)[3]!.lines.join(" ")).not.toMatch(/In place of/);
  });
});

describe("formatters for verdict figures and prices", () => {
  it("print percentage points and signed deviations at the decimals asked", () => {
    expect(en.points(0.0005, 2)).toBe("0.05 pp");
    expect(en.signed(-0.0005, "pp", 2)).toBe("−0.05 pp");
    expect(en.signed(-0.00004, "%", 3)).toBe("−0.004%");
    expect(en.signed(-0.000004, "%", 3)).toBe("±0.000%");
    expect(sp(de.signed(-0.0004, "%", 2))).toBe("−0,04 %");
  });

  it("print a tariff at the precision it was given, never rounded to cents", () => {
    expect(en.currency(0.0479, 4)).toBe("€0.0479");
    expect(sp(de.currency(0.1141, 4))).toBe("0,1141 €");
    expect(en.currency(1234.5)).toBe("€1,234.50");
    // A code Intl refuses (not three letters) still prints the digits asked for.
    expect(formatters("en-GB", "E1").currency(0.0479, 4)).toBe("0.0479");
  });
});
