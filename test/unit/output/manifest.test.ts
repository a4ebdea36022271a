import { describe, expect, it } from "vitest";
import { buildManifest, manifestJson, runStatus } from "../../../src/output/manifest.js";
import { sampleModel } from "../../fixtures/model.js";

describe("manifest", () => {
  it("has the fields DESIGN.md lists, per plant every metric, bridge, ytd, last year and verdicts", () => {
    const model = sampleModel({ plants: 4, withFailures: true });
    const pdfs = new Map([[model.plants[0]!.id, "plants/a.pdf"]]);
    const m = buildManifest(model, { workbooks: { yield: "workbooks/yield-2026-10.xlsx" }, pdfs });
    expect(m).toMatchObject({
      schemaVersion: 4,
      month: "2026-10",
      generatedAt: model.generatedAt,
      status: "partial",
    });
    expect(m.requests).toEqual(model.requests);
    expect(m.plants[0]).toMatchObject({ status: "ok", pdf: "plants/a.pdf" });
    expect(m.plants[0]).not.toHaveProperty("error");
    expect(m.plants[1]).toMatchObject({ status: "failed", error: expect.stringContaining("HTTP 500") });
    expect(m.plants[1]).not.toHaveProperty("pdf");
    // DESIGN.md "Monthly figures", by the manifest's names
    expect(Object.keys(m.plants[0]!.metrics).sort()).toEqual(
      [
        "yieldKwh",
        "meterYieldKwh",
        "irradiationKwhM2",
        "overspillKwh",
        "yieldTotalKwh",
        "meterYieldTotalKwh",
        "yieldEstimatedKwh",
        "meterYieldEstimatedKwh",
        "daysWithData",
        "daysEstimated",
        "pr",
        "referenceYieldKwh",
        "prEffective",
        "prTemperatureCorrected",
        "availability",
        "cellTemperatureC",
        "availabilityLossKwh",
        "specificYieldKwhKwp",
        "budgetKwh",
        "budgetCoveredKwh",
        "budgetVariance",
        "budgetVarianceFull",
        "availabilityIrradiationKwhM2",
        "daysCovered",
        "daysReported",
        "daysWithoutData",
        "dataCompleteness",
        "irradiationNormalKwhM2",
        "irradiationVariance",
        "revenue",
        "daysInMonth",
        "lateDays",
      ].sort(),
    );
    const p0 = m.plants[0]!;
    expect(p0.bridge).toEqual(model.plants[0]!.bridge);
    expect(p0.ytd).toEqual(model.plants[0]!.ytd);
    expect(p0.lastYear).toEqual(model.plants[0]!.lastYear);
    expect(p0.verdicts).toEqual({
      energy: model.plants[0]!.verdicts.energy.verdict,
      pr: model.plants[0]!.verdicts.pr.verdict,
      availability: model.plants[0]!.verdicts.availability.verdict,
      irradiation: model.plants[0]!.verdicts.irradiation.verdict,
    });
    expect(p0.verdictDetails.pr).toEqual({
      metric: model.plants[0]!.verdicts.pr.metric,
      fallbackFrom: null,
      value: model.plants[0]!.verdicts.pr.value,
      target: model.plants[0]!.verdicts.pr.target,
      gap: model.plants[0]!.verdicts.pr.gap,
      decimals: model.plants[0]!.verdicts.pr.decimals,
    });
    expect(p0).toMatchObject({ reportedThrough: null, pLevel: model.plants[0]!.pLevel });
    expect(m).toMatchObject({ final: true, reportedThrough: null, failedFiles: [] });
    expect(m.portfolio.targets).toEqual(model.portfolio.targets);
    expect(m.portfolio.attention).toEqual(model.portfolio.attention);
    expect(m.portfolio.ranking).toEqual(model.portfolio.ranking);
    expect(p0.estimatedDays).toEqual(["2026-10-05", "2026-10-08"]);
    expect(m.portfolio.bridge).toEqual(model.portfolio.bridge);
    expect(m.portfolio.ytd).toEqual(model.portfolio.ytd);
    expect(Object.keys(m.portfolio.verdicts)).toEqual(["energy", "pr", "availability", "irradiation"]);
    expect(m.verdictRules).toEqual(model.verdictRules);
    // no data → null, never 0
    expect(m.plants[2]!.metrics.yieldKwh).toBeNull();
    expect(JSON.parse(manifestJson(m))).toEqual(JSON.parse(JSON.stringify(m)));
  });

  it("status: ok, partial, failed", () => {
    expect(runStatus([{ status: "ok" }])).toBe("ok");
    expect(runStatus([{ status: "ok" }, { status: "failed" }])).toBe("partial");
    expect(runStatus([{ status: "failed" }])).toBe("failed");
    expect(runStatus([])).toBe("failed");
    // A file that could not be rendered makes the run partial (exit 3), whatever the plants.
    const failed = [{ file: "plants/a.pdf", kind: "plantPdf" as const, plant: "a", reason: "x" }];
    expect(runStatus([{ status: "ok" }], failed)).toBe("partial");
  });
});
