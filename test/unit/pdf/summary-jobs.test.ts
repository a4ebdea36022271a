/**
 * The summary jobs sent to worker threads: the portfolio job leaves the plants' days and
 * trend behind (it draws neither), and still renders the same bytes as the whole model.
 */
import { describe, expect, it } from "vitest";
import { renderClientPack, renderPortfolioPdf } from "../../../src/render/pdf/index.js";
import { renderSummaryJob, summaryJobs } from "../../../src/render/pdf/workers/summary-jobs.js";
import { sampleModel, withClients } from "../../fixtures/model.js";

describe("summary jobs", () => {
  const model = withClients(sampleModel({ plants: 12, withFailures: true }));

  it("the portfolio job carries no plant's days or trend; everything else is the model's", () => {
    const before = JSON.stringify(model);
    const [portfolio, ...packs] = summaryJobs(model);
    expect(portfolio!.client).toBeNull();
    expect(model.plants.some((p) => p.daily.length > 0 && p.trend.length > 0)).toBe(true);
    expect(portfolio!.model.plants.map((p) => [p.daily.length, p.trend.length])).toEqual(
      model.plants.map(() => [0, 0]),
    );
    expect(portfolio!.model.plants.map(({ daily: _d, trend: _t, ...rest }) => rest)).toEqual(
      model.plants.map(({ daily: _d, trend: _t, ...rest }) => rest),
    );
    expect({ ...portfolio!.model, plants: [] }).toEqual({ ...model, plants: [] });
    // A pack draws its plants' pages: their days stay.
    expect(packs.map((j) => j.client)).toEqual([0, 1]);
    for (const j of packs)
      expect(j.model.plants.every((p) => p.status !== "ok" || p.daily.length > 0)).toBe(true);
    expect(JSON.stringify(model)).toBe(before);
    // The plants cost a worker a fraction of their size: their days and trend are most of it.
    expect(JSON.stringify(portfolio!.model.plants).length).toBeLessThan(
      JSON.stringify(model.plants).length / 4,
    );
  });

  it("renders the same portfolio PDF and packs as the whole model, byte for byte", async () => {
    const [portfolio, pack0] = summaryJobs(model);
    expect((await renderSummaryJob(portfolio!)).equals(await renderPortfolioPdf(model))).toBe(true);
    expect((await renderSummaryJob(pack0!)).equals(await renderClientPack(model, 0))).toBe(true);
  });
});
