/**
 * Numbers beside a verdict (DESIGN.md): a value off its target is printed with as many more
 * decimals (up to two) as it takes to differ from the printed target, and the gap from a
 * printed zero; a verdict on a PR the plant cannot have falls back to the IEC PR, labelled.
 */
import { describe, expect, it } from "vitest";
import { verdicts } from "../../../src/metrics/index.js";
import { verdictDecimals } from "../../../src/metrics/verdicts.js";
import { RULES } from "./series.js";

const pct = (x: number, d: number) =>
  new Intl.NumberFormat("en-GB", {
    style: "percent",
    minimumFractionDigits: d,
    maximumFractionDigits: d,
  }).format(x);

const base = {
  budgetVariance: 0.01,
  pr: 0.8,
  prEffective: 0.85,
  prTemperatureCorrected: 0.82,
  availability: 0.98,
  irradiationVariance: 0,
};
const targets = { pr: 0.8, availability: 0.98 };

describe("the decimals beside a verdict", () => {
  it("79.95 % against 80 %: two decimals, never '80.0 % against 80.0 % (Watch)'", () => {
    const v = verdicts({ ...base, pr: 0.7995 }, targets, RULES).pr;
    expect(v.verdict).toBe("watch");
    expect(pct(0.7995, 1)).toBe("80.0%"); // what one decimal would print
    expect(v.decimals).toBe(2);
    expect(pct(v.value!, v.decimals)).toBe("79.95%");
    expect(pct(v.target!, v.decimals)).toBe("80.00%");
    expect(pct(v.gap!, v.decimals)).toBe("-0.05%");
  });

  it("a −0.04 % variance: two decimals, never '−0.0 %' beside Watch", () => {
    const v = verdicts({ ...base, budgetVariance: -0.0004 }, targets, RULES).energy;
    expect(v.verdict).toBe("watch");
    expect(v.decimals).toBe(2);
    expect(pct(v.value!, v.decimals)).toBe("-0.04%");
  });

  it("availability 97.996 % against 98 %: three decimals, the most it takes", () => {
    const v = verdicts({ ...base, availability: 0.97996 }, targets, RULES).availability;
    expect(v.verdict).toBe("watch");
    expect(v.decimals).toBe(3);
    expect(pct(v.value!, 3)).toBe("97.996%");
    expect(pct(v.gap!, 3)).toBe("-0.004%");
  });

  it("one decimal when it already tells them apart, and always on target", () => {
    expect(verdicts({ ...base, pr: 0.785 }, targets, RULES).pr.decimals).toBe(1);
    // 80.04 % on target prints "80.0 %" beside "80.0 %": equal is on target, nothing to tell apart.
    expect(verdicts({ ...base, pr: 0.8004 }, targets, RULES).pr).toMatchObject({
      verdict: "target",
      decimals: 1,
    });
    expect(verdictDecimals(null, null, 0.8)).toBe(1);
  });

  it("stops at three decimals for a value that no printing tells apart", () => {
    expect(verdictDecimals("watch", 0.7999999, 0.8)).toBe(3);
  });
});

describe("a PR verdict the plant cannot have", () => {
  const atTwentyFive = { ...RULES, pr: { watch: 0.02, metric: "prTemperatureCorrected" as const } };

  it("falls back to the IEC PR, labelled, instead of vanishing", () => {
    const v = verdicts({ ...base, prTemperatureCorrected: null, pr: 0.79 }, targets, atTwentyFive).pr;
    expect(v).toMatchObject({
      metric: "pr",
      fallbackFrom: "prTemperatureCorrected",
      value: 0.79,
      verdict: "watch",
    });
  });

  it("judges the chosen PR when it is there", () => {
    const v = verdicts(base, targets, atTwentyFive).pr;
    expect(v).toMatchObject({ metric: "prTemperatureCorrected", fallbackFrom: null, value: 0.82 });
  });

  it("has no verdict when neither PR is there", () => {
    const v = verdicts({ ...base, prTemperatureCorrected: null, pr: null }, targets, atTwentyFive).pr;
    expect(v).toMatchObject({ metric: "prTemperatureCorrected", fallbackFrom: null, verdict: null });
  });
});
