/** `validate` and `run` name the plants whose chosen PR verdict cannot be computed (DESIGN.md "Numbers beside a verdict"). */
import { describe, expect, it } from "vitest";
import { parseDefinition } from "../../../src/definition/index.js";
import { verdictMetricGaps } from "../../../src/definition/verdict-coverage.js";

const A = "6f1c9a52-3c4e-4b7a-9a51-0c1f0e6b2d11";
const B = "9a0e4d3b-7c21-4f5e-8d6a-1b2c3d4e5f60";
const C = "0e2f4a6b-8c0d-4e1f-9a2b-3c4d5e6f7a8b";

const definition = (metric: string, plants = `[${A}, ${B}, ${C}]`) =>
  parseDefinition(
    [
      "title: x",
      `plants: ${plants}`,
      `verdicts: {pr: {metric: ${metric}}}`,
      "plantDetails:",
      `  ${A}: {capacityKwp: 100, temperatureCoefficient: -0.0035}`,
      `  ${B}: {capacityKwp: 200}`,
      "",
    ].join("\n"),
    "d.yaml",
    "/tmp",
  );

describe("verdictMetricGaps", () => {
  it("names the plants without a temperature coefficient, and those without a capacity", () => {
    const lines = verdictMetricGaps(definition("prTemperatureCorrected"));
    expect(lines).toEqual([
      `verdicts.pr.metric is prTemperatureCorrected, but 1 plant(s) have no temperatureCoefficient (${B}): ` +
        "their PR verdict falls back to the IEC 61724-1 PR, labelled as such; add each plant's " +
        "temperatureCoefficient to plantDetails for the PR at 25 °C",
      `1 plant(s) have no capacityKwp (${C}): they get no IEC 61724-1 PR, so no PR verdict; add capacityKwp to plantDetails`,
    ]);
  });

  it("says nothing when the chosen PR is the service's, or every plant can have it", () => {
    expect(verdictMetricGaps(definition("prEffective"))).toEqual([]);
    expect(verdictMetricGaps(definition("pr", `[${A}, ${B}]`))).toEqual([]);
  });

  it("warns that plants chosen by a filter may lack the details too", () => {
    const lines = verdictMetricGaps(definition("prTemperatureCorrected", "all"));
    expect(lines.at(-1)).toMatch(/^plants is "all": a selected plant without plantDetails/);
  });
});
