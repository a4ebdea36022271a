/**
 * The portfolio PDF's and packs' lists follow the model (DESIGN.md "The one picture"): the
 * ranking is the model's order with its ranks, the plants needing attention are the model's
 * items in its order, and the figures beside a verdict carry its decimals. A model changed by
 * hand renders changed: nothing is sorted or classified here.
 */
import { describe, expect, it } from "vitest";
import { verdicts } from "../../../src/metrics/index.js";
import { formatters } from "../../../src/render/pdf/pages/format.js";
import {
  LISTED,
  listedAttention,
  reasons,
  unlistedWatch,
} from "../../../src/render/pdf/pages/summary/attention.js";
import { rankRows } from "../../../src/render/pdf/pages/summary/ranking-rows.js";
import { portfolioScope } from "../../../src/render/pdf/pages/summary/scope.js";
import { FIXTURE_VERDICT_RULES, sampleModel } from "../../fixtures/model.js";

const en = formatters("en-GB", "EUR");

describe("ranking rows", () => {
  it("are the model's ranking, with its ranks, in its order", () => {
    const model = sampleModel({ withFailures: true });
    const scope = portfolioScope(model);
    const names = new Map(model.plants.map((p) => [p.id, p.name]));
    const rows = rankRows(scope, en);
    expect(rows.map((r) => r.name)).toEqual(model.portfolio.ranking.map((e) => names.get(e.plantId)));
    expect(rows.map((r) => r.rank)).toEqual(model.portfolio.ranking.map((e) => e.rank));
    expect(rows.filter((r) => r.failed).map((r) => r.name)).toEqual([model.plants[1]!.name]);
  });

  it("render a ranking reversed by hand reversed, ranks and all", () => {
    const model = sampleModel();
    const reversed = [...model.portfolio.ranking].reverse();
    const scope = { ...portfolioScope(model), summary: { ...model.portfolio, ranking: reversed } };
    const rows = rankRows(scope, en);
    const names = new Map(model.plants.map((p) => [p.id, p.name]));
    expect(rows.map((r) => r.name)).toEqual(reversed.map((e) => names.get(e.plantId)));
    expect(rows.map((r) => r.rank)).toEqual(reversed.map((e) => e.rank));
    expect(rows[0]!.rank).toBe(model.plants.length);
  });

  it("print both variances and the judged figures at their verdict's decimals", () => {
    const model = sampleModel();
    const p = model.plants[3]!;
    p.metrics.pr = 0.7995;
    p.metrics.budgetVariance = -0.0004;
    p.verdicts = verdicts(p.metrics, { pr: 0.8, availability: 0.98 }, FIXTURE_VERDICT_RULES);
    const row = rankRows(portfolioScope(model), en).find((r) => r.name === p.name)!;
    const [, , energy, full, , pr] = row.cells;
    expect(energy).toEqual({ text: "−0.04%", verdict: "watch" });
    expect(full!.text).toBe(en.signed(p.metrics.budgetVarianceFull!, "%", 2));
    expect(pr).toEqual({ text: "79.95%", verdict: "watch" });
  });

  it("mark a PR that stands in for the chosen one", () => {
    const model = sampleModel({ prMetric: "prTemperatureCorrected", withoutGamma: [0] });
    const rows = rankRows(portfolioScope(model), en);
    const fellBack = rows.find((r) => r.name === model.plants[0]!.name)!;
    expect(fellBack.prFallback).toBe(true);
    expect(fellBack.cells[5]!.text).toMatch(/^\d+\.\d%\*$/);
    expect(rows.filter((r) => r.prFallback)).toHaveLength(1);
  });
});

describe("plants needing attention", () => {
  it("are the model's items, most urgent first, as it ordered them", () => {
    const model = sampleModel({ withFailures: true });
    const scope = portfolioScope(model);
    const listed = listedAttention(scope);
    expect(listed.map((x) => x.item)).toEqual(model.portfolio.attention);
    expect(listed.map((x) => x.item.level).slice(0, 2)).toEqual(["failed", "noData"]);
    expect(Object.keys(LISTED)).toEqual(["failed", "noData", "below", "watch"]);
  });

  it("follow the model when it is changed by hand, never re-deciding", () => {
    const model = sampleModel();
    const calm = model.plants[5]!;
    const items = [{ plantId: calm.id, level: "watch" as const, figures: ["pr" as const], sanity: [] }];
    const scope = { ...portfolioScope(model), summary: { ...model.portfolio, attention: items } };
    const listed = listedAttention(scope);
    expect(listed.map((x) => x.plant.name)).toEqual([calm.name]);
    const v = calm.verdicts.pr;
    const word = { target: "On target", watch: "Watch", below: "Below target" }[v.verdict!];
    const [value, target] = [en.percent(v.value, v.decimals), en.percent(0.8, v.decimals)];
    expect(reasons({ fmt: en } as never, listed[0]!.item, calm)).toEqual([
      `PR (IEC 61724-1) ${value} against a target of ${target} (${word})`,
    ]);
    const none = { ...portfolioScope(model), summary: { ...model.portfolio, attention: [], watchCount: 2 } };
    expect(listedAttention(none)).toEqual([]);
    // Counted, not listed: the line under the list says how many are on watch.
    expect(unlistedWatch(none)).toBe(2);
    expect(unlistedWatch({ ...scope, summary: { ...scope.summary, watchCount: 1 } })).toBe(0);
  });

  it("print a figure just short of its target at the verdict's decimals", () => {
    const model = sampleModel();
    const p = model.plants[3]!;
    p.metrics.availability = 0.97996;
    p.verdicts = verdicts(p.metrics, { pr: 0.8, availability: 0.98 }, FIXTURE_VERDICT_RULES);
    const item = { plantId: p.id, level: "watch" as const, figures: ["availability" as const], sanity: [] };
    expect(reasons({ fmt: en } as never, item, p)).toEqual([
      "availability 97.996% against a target of 98.000% (Watch)",
    ]);
  });
});
