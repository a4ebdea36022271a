import { describe, expect, it } from "vitest";
import { METRIC_NAMES, VERDICT_FIGURES } from "../../../src/metrics/model.js";
import { buildManifest, manifestJson, runStatus } from "../../../src/output/manifest.js";
import { sampleModel } from "../../fixtures/model.js";

describe("manifest", () => {
  it("has the fields DESIGN.md lists, per plant every metric of DESIGN.md, pdf only where written", () => {
    const model = sampleModel({ plants: 4, withFailures: true });
    const pdfs = new Map([[model.plants[0]!.id, "plants/a.pdf"]]);
    const m = buildManifest(model, { workbooks: { yield: "workbooks/yield-2026-10.xlsx" }, pdfs });
    expect(m).toMatchObject({
      schemaVersion: 2,
      month: "2026-10",
      generatedAt: model.generatedAt,
      status: "partial",
    });
    expect(m.requests).toEqual(model.requests);
    expect(m.plants[0]).toMatchObject({ status: "ok", pdf: "plants/a.pdf" });
    expect(m.plants[0]).not.toHaveProperty("error");
    expect(m.plants[1]).toMatchObject({ status: "failed", error: expect.stringContaining("HTTP 500") });
    expect(m.plants[1]).not.toHaveProperty("pdf");
    expect(Object.keys(m.plants[0]!.metrics).sort()).toEqual([...METRIC_NAMES].sort());
    expect(Object.keys(m.plants[0]!).sort()).toEqual(
      [
        "bridge",
        "estimatedDays",
        "id",
        "lastYear",
        "metrics",
        "name",
        "pdf",
        "status",
        "verdicts",
        "ytd",
      ].sort(),
    );
    // verdicts are the model's, reduced to the verdict itself
    for (const [i, p] of m.plants.entries())
      for (const fig of VERDICT_FIGURES) expect(p.verdicts[fig]).toBe(model.plants[i]!.verdicts[fig].verdict);
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
  });
});
