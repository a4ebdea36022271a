/** The attention list and the ranking are the model's: hand-built plants, their level and place. */
import { describe, expect, it } from "vitest";
import { attentionOf, rankingOf, verdictCountsOf } from "../../../src/metrics/attention.js";
import { isOutage } from "../../../src/metrics/daily-rows.js";
import type { PlantReport, Verdict, VerdictFigure } from "../../../src/metrics/model.js";
import { sampleModel } from "../../fixtures/model.js";

const base = sampleModel({ plants: 1 }).plants[0]!;

function plant(
  id: string,
  over: { verdicts?: Partial<Record<VerdictFigure, Verdict | null>>; variance?: number | null } = {},
  status: "ok" | "failed" = "ok",
  days = 31,
): PlantReport {
  const verdicts = Object.fromEntries(
    (["energy", "pr", "availability", "irradiation"] as const).map((f) => [
      f,
      { ...base.verdicts[f], verdict: over.verdicts?.[f] ?? "target" },
    ]),
  ) as PlantReport["verdicts"];
  return {
    ...base,
    id,
    status,
    verdicts,
    metrics: {
      ...base.metrics,
      daysWithData: days,
      daysEstimated: 0,
      budgetVariance: over.variance === undefined ? 0.01 : over.variance,
    },
    quality: { ...base.quality, sanity: [] },
  };
}

const mixed = () => [
  plant("watch", { verdicts: { availability: "watch" } }),
  plant("fine"),
  plant("below", { verdicts: { energy: "watch", pr: "below" } }),
  plant("failed", {}, "failed"),
  plant("empty", {}, "ok", 0),
  plant("irradiation only", { verdicts: { irradiation: "below" } }),
  plant("watch too", { verdicts: { energy: "watch", pr: "watch" } }),
];

describe("attentionOf", () => {
  it("lists failed, no data and below; plants on watch are counted, not listed; on-target plants neither", () => {
    expect(attentionOf(mixed())).toEqual({
      attention: [
        { plantId: "failed", level: "failed", figures: [], sanity: [] },
        { plantId: "empty", level: "noData", figures: [], sanity: [] },
        { plantId: "below", level: "below", figures: ["pr", "energy"], sanity: [] },
      ],
      watchCount: 2,
    });
  });

  it("lists plants on watch last when the definition asks (verdicts.listWatch)", () => {
    const { attention, watchCount } = attentionOf(mixed(), true);
    expect(attention.map((x) => [x.plantId, x.level])).toEqual([
      ["failed", "failed"],
      ["empty", "noData"],
      ["below", "below"],
      ["watch", "watch"],
      ["watch too", "watch"],
    ]);
    expect(attention.at(-1)!.figures).toEqual(["energy", "pr"]);
    expect(watchCount).toBe(2);
  });

  it("puts a failed plausibility check among the below", () => {
    const p = plant("odd");
    p.quality = { ...p.quality, sanity: [{ code: "prAboveOne", message: "PR above 100 %" }] };
    const watching = plant("odd on watch", { verdicts: { energy: "watch" } });
    watching.quality = { ...watching.quality, sanity: [{ code: "budgetVarianceExtreme", message: "x" }] };
    expect(attentionOf([p, watching])).toEqual({
      attention: [
        { plantId: "odd", level: "below", figures: [], sanity: ["prAboveOne"] },
        { plantId: "odd on watch", level: "below", figures: ["energy"], sanity: ["budgetVarianceExtreme"] },
      ],
      watchCount: 0,
    });
  });
});

describe("rankingOf", () => {
  it("ranks by like-for-like variance, best first, ties in report order; unranked, then failed, after", () => {
    const plants = [
      plant("a", { variance: -0.02 }),
      plant("b", { variance: 0.05 }),
      plant("c", { variance: null }),
      plant("d", { variance: -0.02 }),
      plant("e", {}, "failed"),
    ];
    expect(rankingOf(plants)).toEqual([
      { plantId: "b", rank: 1 },
      { plantId: "a", rank: 2 },
      { plantId: "d", rank: 3 },
      { plantId: "c", rank: null },
      { plantId: "e", rank: null },
    ]);
  });
});

describe("verdictCountsOf", () => {
  it("counts the ok plants by verdict for energy, PR and availability; failed plants are not counted", () => {
    const plants = [
      plant("a", { verdicts: { energy: "watch", pr: "below" } }),
      plant("b", { verdicts: { energy: "below", availability: null } }),
      plant("c"),
      plant("d", { verdicts: { energy: "below" } }, "failed"),
    ];
    plants[1]!.verdicts.availability = { ...plants[1]!.verdicts.availability, verdict: null };
    expect(verdictCountsOf(plants)).toEqual({
      energy: { target: 1, watch: 1, below: 1, none: 0 },
      pr: { target: 2, watch: 0, below: 1, none: 0 },
      availability: { target: 2, watch: 0, below: 0, none: 1 },
    });
  });
});

describe("isOutage", () => {
  const day = { meterYieldKwh: null, pr: null, cellTemperatureC: null, overspillKwh: null };
  it("is a measured 0 kWh at 0 % availability, or with sunshine and no availability", () => {
    expect(isOutage({ ...day, yieldKwh: 0, availability: 0, irradiationKwhM2: 3.1 })).toBe(true);
    expect(isOutage({ ...day, yieldKwh: 0, availability: null, irradiationKwhM2: 2 })).toBe(true);
  });
  it("is not a missing yield, a day with yield, nor 0 kWh on a dark day at full availability", () => {
    expect(isOutage({ ...day, yieldKwh: null, availability: 0, irradiationKwhM2: 3 })).toBe(false);
    expect(isOutage({ ...day, yieldKwh: 12, availability: 0, irradiationKwhM2: 3 })).toBe(false);
    expect(isOutage({ ...day, yieldKwh: 0, availability: 1, irradiationKwhM2: 0 })).toBe(false);
    expect(isOutage({ ...day, yieldKwh: 0, availability: null, irradiationKwhM2: null })).toBe(false);
  });
});
