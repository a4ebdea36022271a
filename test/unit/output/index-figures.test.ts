/**
 * index.html at the edges of issue 28, from a manifest the model's own builders made
 * (test/fixtures/edge-manifest.ts): the bridge closing to revenue, both budget variances
 * labelled, numbers beside a verdict at its decimals against the entry's own targets, the PR
 * fallback labelled, files that could not be rendered, P-levels, plants whose month has not
 * ended, and the attention list as the model ordered it. Expected texts are written out by hand
 * where the fixture fixes them, else formatted from the manifest with Intl directly.
 */
import { describe, expect, it } from "vitest";
import { verdicts } from "../../../src/metrics/index.js";
import { buildManifest, type Manifest } from "../../../src/output/manifest.js";
import { indexHtml } from "../../../src/render/html/index-html.js";
import { edgeFailedFiles, edgeManifest, edgeModel } from "../../fixtures/edge-manifest.js";
import { hostileManifest } from "../../fixtures/hostile-manifest.js";
import { textOf } from "../../helpers/chromium.js";

const money = new Intl.NumberFormat("en-GB", { style: "currency", currency: "EUR" });
const kwh = (v: number) =>
  `${new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 }).format(v)}\u00a0kWh`;
const signed = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0, signDisplay: "exceptZero" });
const signedMoney = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "EUR",
  signDisplay: "exceptZero",
});
const pct = (v: number, d = 1, sign: "auto" | "exceptZero" = "exceptZero") =>
  new Intl.NumberFormat("en-GB", {
    style: "percent",
    minimumFractionDigits: d,
    maximumFractionDigits: d,
    signDisplay: sign,
  }).format(v);

/** Each cell's text of a row (`data-id` of a plant or `data-client` of a client), by column label. */
function cells(html: string, attr: string, id: string): Record<string, string> {
  const row = new RegExp(`<tr class="[^"]*" ${attr}="${id}">([\\s\\S]*?)</tr>`).exec(html)![1]!;
  return Object.fromEntries(
    [...row.matchAll(/<td class="[^"]*" data-label="([^"]*)"[^>]*>([\s\S]*?)<\/td>/g)].map((m) => [
      m[1]!,
      textOf(m[2]!),
    ]),
  );
}
const plant = (html: string, m: Manifest, i: number) => cells(html, "data-id", m.plants[i]!.id);
const figure = (html: string, key: string) =>
  textOf(new RegExp(`<div><dt>[^<]*</dt><dd data-figure="${key}">([\\s\\S]*?)</div>`).exec(html)![1]!);

describe("index.html: the bridge closes to revenue", () => {
  it("lists every step in kWh and money, and its money ends at the revenue the page shows", () => {
    const m = edgeManifest();
    const html = indexHtml(m);
    const b = m.portfolio.bridge!;
    const rows = [
      ...html.matchAll(
        /data-step="([a-zA-Z]+)"><th scope="row">([^<]*)<\/th><td class="num">([^<]*)<\/td><td class="num">([^<]*)</g,
      ),
    ].map((r) => [r[1], r[2], r[3], r[4]]);
    expect(rows.map((r) => r[0])).toEqual([
      "budget",
      "weather",
      "availability",
      "curtailment",
      "performance",
      "actual",
      "exportLoss",
      "metered",
    ]);
    expect(rows.map((r) => r[1]).slice(-3)).toEqual([
      "Actual yield",
      "Export/meter loss",
      "Metered (= revenue basis)",
    ]);
    // The fixture's plants have overspill: curtailment is a real step, shown with its sign.
    expect(b.curtailmentKwh).toBeLessThan(0);
    expect(rows[3]![2]).toBe(`${signed.format(b.curtailmentKwh)}\u00a0kWh`);
    const last = rows[7]!;
    expect(last[2]).toBe(kwh(m.portfolio.metrics.meterYieldTotalKwh!));
    expect(last[3]).toBe(money.format(m.portfolio.metrics.revenue!));
    expect(figure(html, "revenue")).toBe(last[3]);
    expect(rows[6]![3]).toBe(signedMoney.format(b.value!.exportLoss!));
    expect(b.actualKwh + b.exportLossKwh!).toBeCloseTo(b.meteredKwh!, 6);
  });

  it("without a meter total for every plant, the last steps are empty and a note says the bridge ends at the actual yield", () => {
    const m = edgeManifest();
    const b = { ...m.portfolio.bridge!, exportLossKwh: null, meteredKwh: null };
    b.value = { ...b.value!, exportLoss: null, metered: null };
    const html = indexHtml({ ...m, portfolio: { ...m.portfolio, bridge: b } });
    expect(html).toMatch(
      /data-step="metered"><th scope="row">[^<]*<\/th><td class="num">–<\/td><td class="num">–</,
    );
    expect(html).toContain("Not every plant has a meter total, so the bridge ends at the actual yield");
    expect(indexHtml(m)).not.toContain("Not every plant has a meter total");
  });
});

describe("index.html: both budget variances, each labelled", () => {
  it("for a plant, a client, the portfolio and the year to date", () => {
    const m = edgeManifest();
    const html = indexHtml(m);
    const p0 = m.plants[0]!;
    const row = plant(html, m, 0);
    expect(row["vs budget (days covered)"]).toBe(
      `${pct(p0.metrics.budgetVariance!)}full budget ${pct(p0.metrics.budgetVarianceFull!)}On target`,
    );
    expect(row["YTD vs budget (days covered)"]).toBe(
      `${pct(p0.ytd!.budgetVariance!)}full budget ${pct(p0.ytd!.budgetVarianceFull!)}`,
    );
    const c = m.clients[0]!;
    expect(cells(html, "data-client", c.name)["vs budget (days covered)"]).toContain(
      `full budget ${pct(c.metrics.budgetVarianceFull!)}`,
    );
    const p = m.portfolio;
    expect(html).toContain(
      `<dt>Variance to the budget for the days covered</dt><dd data-figure="budgetVariance">${pct(p.metrics.budgetVariance!)}</dd>`,
    );
    expect(html).toContain(
      `<dt>Variance to the full budget</dt><dd data-figure="budgetVarianceFull">${pct(p.metrics.budgetVarianceFull!)}</dd>`,
    );
    expect(figure(html, "budgetCoveredKwh")).toContain(`Full budget: ${kwh(p.metrics.budgetKwh!)}`);
    expect(html).toContain(
      `<dt>Year to date (Jan 2026 – Oct 2026) vs full budget</dt><dd data-figure="ytd.budgetVarianceFull">${pct(p.ytd!.budgetVarianceFull!)}</dd>`,
    );
    expect(figure(html, "ytd.budgetVarianceFull")).toContain(`/ ${kwh(p.ytd!.budgetFullKwh!)}`);
    // The fixture has a plant without data: the two views differ, so printing one twice would fail.
    expect(pct(p.metrics.budgetVariance!)).not.toBe(pct(p.metrics.budgetVarianceFull!));
  });
});

describe("index.html: numbers beside a verdict", () => {
  it("prints 79.95 % against 80 % with two decimals, its gap in points, beside Watch", () => {
    const m = edgeManifest();
    expect(m.plants[0]!.verdictDetails.pr).toMatchObject({ decimals: 2, target: 0.8 });
    const html = indexHtml(m);
    expect(plant(html, m, 0)["PR (IEC 61724\u20111)"]).toBe("79.95%target 80.00% (-0.05 pp)Watch");
    expect(html).toContain("Performance ratio (IEC 61724-1) 79.95% against a target of 80.00%");
    const de = { ...m, locale: "de-DE" };
    expect(plant(indexHtml(de), de, 0)["PR (IEC 61724\u20111)"]).toBe(
      "79,95\u00a0%Soll 80,00\u00a0% (-0,05 Pp.)Beobachten",
    );
  });

  it("prints a −0.04 % variance with two decimals beside Watch, never -0.0 %", () => {
    const model = edgeModel();
    const p = model.plants[6]!;
    const metrics = { ...p.metrics, budgetVariance: -0.0004 };
    model.plants[6] = { ...p, metrics, verdicts: verdicts(metrics, p.targets, model.verdictRules) };
    const m = buildManifest(model, { workbooks: {}, pdfs: new Map() });
    expect(m.plants[6]!.verdicts.energy).toBe("watch");
    expect(plant(indexHtml(m), m, 6)["vs budget (days covered)"]).toMatch(/^-0\.04%full budget .*Watch$/);
  });

  it("judges the portfolio and each client against their own weighted targets, not the plants' 80 %", () => {
    const m = edgeManifest();
    const html = indexHtml(m);
    const { targets, verdictDetails } = m.portfolio;
    expect(pct(targets.pr!, 1, "auto")).not.toBe("80.0%");
    const gap = new Intl.NumberFormat("en-GB", {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
      signDisplay: "exceptZero",
    });
    expect(figure(html, "pr")).toBe(
      `${pct(m.portfolio.metrics.pr!, 1, "auto")}target ${pct(targets.pr!, 1, "auto")} (${gap.format(verdictDetails.pr.gap! * 100)} pp)Watch`,
    );
    for (const c of m.clients) {
      const pr = cells(html, "data-client", c.name)["PR (IEC 61724\u20111)"]!;
      expect(pr).toContain(`target ${pct(c.targets.pr!, c.verdictDetails.pr.decimals, "auto")}`);
    }
    expect(m.clients.map((c) => pct(c.targets.pr!, 1, "auto"))).not.toContain("80.0%");
  });

  it("labels a PR verdict that fell back to the IEC PR", () => {
    const model = edgeModel();
    model.verdictRules = {
      ...model.verdictRules,
      pr: { ...model.verdictRules.pr, metric: "prTemperatureCorrected" },
    };
    const p = model.plants[6]!;
    const metrics = { ...p.metrics, prTemperatureCorrected: null };
    model.plants[6] = { ...p, metrics, verdicts: verdicts(metrics, p.targets, model.verdictRules) };
    const m = buildManifest(model, { workbooks: {}, pdfs: new Map() });
    expect(m.plants[6]!.verdictDetails.pr.fallbackFrom).toBe("prTemperatureCorrected");
    const cell = plant(indexHtml(m), m, 6)["PR at 25 °C"]!;
    expect(cell).toContain(`${pct(metrics.pr!, m.plants[6]!.verdictDetails.pr.decimals, "auto")}`);
    expect(cell).toContain("PR (IEC 61724\u20111): no PR at 25 °C this month");
    expect(plant(indexHtml(m), m, 5)["PR at 25 °C"]).not.toContain("no PR at 25 °C");
  });
});

describe("index.html: files that could not be rendered", () => {
  it("lists every one with its reason; the plant whose PDF failed keeps its figures and has no link", () => {
    const m = edgeManifest();
    const html = indexHtml(m);
    const listed = [...html.matchAll(/<li data-failed="([a-zA-Z]+)">([\s\S]*?)<\/li>/g)].map((x) => [
      x[1],
      textOf(x[2]!),
    ]);
    const p4 = m.plants[4]!;
    expect(listed).toEqual([
      ["plantPdf", `PDF of ${p4.name} plants/${p4.name}-2026-10.pdfReason: Unknown font: NotoSansThai`],
      ["portfolioPdf", "Portfolio report (PDF) portfolio-2026-10.pdfReason: ENOSPC: no space left on device"],
      [
        "clientPack",
        "Client report of Iberia Solar (PDF) clients/Iberia Solar-2026-10.pdfReason: page 3: image too large",
      ],
      ["workbook", "Workbook workbooks/availability-2026-10.xlsxReason: chart XML: series too long"],
    ]);
    expect(listed).toHaveLength(edgeFailedFiles(edgeModel()).length);
    const row = new RegExp(`<tr class="ok" data-id="${p4.id}">([\\s\\S]*?)</tr>`).exec(html)![1]!;
    expect(row).not.toContain("<a ");
    expect(textOf(/<th scope="row">([\s\S]*?)<\/th>/.exec(row)![1]!)).toBe(
      `${p4.name}PDF could not be rendered`,
    );
    expect(plant(html, m, 4).Yield).toBe(kwh(p4.metrics.yieldTotalKwh!));
    expect(plant(html, m, 4).Revenue).toBe(money.format(p4.metrics.revenue!));
    expect(textOf(/<p class="status[^>]*>([\s\S]*?)<\/p>/.exec(html)![1]!)).toBe(
      "Partial: 1 of 7 plants failed; some files could not be rendered (listed below)",
    );
    const clean = indexHtml({ ...m, failedFiles: [] });
    expect(clean).not.toContain("data-failed=");
    expect(clean).not.toContain("could not be rendered");
  });
});

describe("index.html: P-levels", () => {
  it("shows a plant's P-level with its energy, the study in its title and the normal assumption in a footnote", () => {
    const m = edgeManifest();
    const html = indexHtml(m);
    const r = m.plants[3]!.pLevel.rolling12!;
    expect(Math.round(r.exceedance)).toBe(73);
    expect(plant(html, m, 3)["P-level, 12 months"]).toBe(`P73${kwh(r.energyKwh)}`);
    expect(html).toContain(
      `title="Rolling 12 months (Nov 2025 – Oct 2026): ${kwh(r.energyKwh)} = P73 of the yield study (P50 ${kwh(r.p50Kwh)}, P90 ${kwh(r.p90Kwh)}; a normal distribution assumed)"`,
    );
    expect(html).toContain("σ = (P50 − P90) / 1.2816, a normal distribution assumed");
    expect(plant(html, m, 0)["P-level, 12 months"]).toBe("–");
    // Days of the 12 months without any yield count as none: the cell says how many.
    m.plants[3] = { ...m.plants[3]!, pLevel: { rolling12: { ...r, daysWithoutData: 4 }, missing: null } };
    expect(plant(indexHtml(m), m, 3)["P-level, 12 months"]).toBe(
      `P73${kwh(r.energyKwh)}4 days without data counted as none`,
    );
  });

  it("says why a plant with a yield study has none, and leaves the column out when no plant has a study", () => {
    const m = edgeManifest();
    m.plants[6] = {
      ...m.plants[6]!,
      pLevel: { rolling12: null, missing: { reason: "incompleteMonths", months: ["2026-03"] } },
    };
    expect(plant(indexHtml(m), m, 6)["P-level, 12 months"]).toBe("–Mar 2026: not ended or without data");
    // A failed plant has neither a level nor a reason: no column for it alone.
    const failedOnly = edgeManifest();
    failedOnly.plants = failedOnly.plants.map((p) => ({
      ...p,
      pLevel:
        p.status === "failed"
          ? { rolling12: null, missing: null }
          : { rolling12: null, missing: { reason: "noYieldStudy", months: [] } },
    }));
    expect(indexHtml(failedOnly)).not.toContain("P-level");
    const none = indexHtml(hostileManifest());
    expect(none).not.toContain("P-level");
    expect(none).not.toContain("normal distribution");
  });
});

describe("index.html: a month not ended in some plant's time zone", () => {
  it("names each such plant, through which day and when its month ends; its row says through which day", () => {
    const m = edgeManifest();
    expect(m.final).toBe(false);
    const html = indexHtml(m);
    const p5 = m.plants[5]!;
    const notice = textOf(/<div class="not-final">([\s\S]*?)<\/div>/.exec(html)![1]!);
    expect(notice).toContain("Not final: the month has not ended yet in the time zone of these plants");
    expect(notice).toContain(
      `${p5.name}: reported through 30 Oct 2026; its month ends 1 Nov 2026, 10:00 UTC`,
    );
    expect(notice).not.toContain(m.plants[0]!.name);
    expect(plant(html, m, 5)["Days with data"]).toContain("through 30 Oct 2026");
    expect(html).not.toContain("Month in progress");
    // The run's warning about it, in the reader's language.
    const de = indexHtml(edgeManifest("de-DE"));
    expect(de).toContain(
      `${p5.name}: erfasst bis 30.10.2026; der Monat endet dort am 1. Nov. 2026, 10:00 UTC`,
    );
    expect(textOf(/<section class="warnings"[\s\S]*?<\/section>/.exec(de)![0])).toContain(
      `${p5.name} (UTC-10:00): Der Monat endet dort am 1. Nov. 2026, 10:00 UTC`,
    );
  });

  it("says month in progress, through the manifest's reportedThrough, when every plant is reported through that day; nothing when final", () => {
    const m = edgeManifest();
    const open = {
      ...m,
      reportedThrough: "2026-10-15",
      plants: m.plants.map((p) => ({ ...p, reportedThrough: "2026-10-15" })),
    };
    const html = indexHtml(open);
    expect(html).toContain("Month in progress: figures cover 1 Oct 2026 to 15 Oct 2026");
    expect(html).not.toContain('class="not-final"');
    const final = indexHtml({
      ...m,
      final: true,
      reportedThrough: null,
      plants: m.plants.map((p) => ({ ...p, reportedThrough: null })),
    });
    expect(final).not.toContain("Month in progress");
    expect(final).not.toContain('class="not-final"');
  });
});

describe("index.html: plants needing attention", () => {
  it("lists them as the model classified and ordered them, with the figures off target", () => {
    const m = edgeManifest();
    const order = (html: string) =>
      [...html.matchAll(/<li data-plant="([^"]+)" data-level="([a-zA-Z]+)">/g)].map((x) => [x[1], x[2]]);
    const expected = m.portfolio.attention.map((a) => [a.plantId, a.level]);
    expect(expected.length).toBeGreaterThanOrEqual(4);
    expect(order(indexHtml(m))).toEqual(expected);
    // No sorting of its own: the page follows the manifest's order, whatever it is.
    const reversed = { ...m, portfolio: { ...m.portfolio, attention: [...m.portfolio.attention].reverse() } };
    expect(order(indexHtml(reversed))).toEqual([...expected].reverse());
    const section = textOf(/<section class="attention"[\s\S]*?<\/section>/.exec(indexHtml(m))![0]);
    expect(section).toContain(`Data could not be fetched ${m.plants[1]!.name}`);
    expect(section).toContain(`No data for any day of the period ${m.plants[2]!.name}`);
    const none = indexHtml({ ...m, portfolio: { ...m.portfolio, attention: [], watchCount: 0 } });
    expect(none).toContain("No plant failed, lacks data or is below target.");
    expect(none).not.toContain("on watch");
  });

  it("counts the plants on watch the model did not list, and not those it listed", () => {
    const m = edgeManifest();
    const counted = indexHtml({ ...m, portfolio: { ...m.portfolio, attention: [], watchCount: 3 } });
    expect(textOf(/<section class="attention"[\s\S]*?<\/section>/.exec(counted)![0])).toContain(
      "No plant failed, lacks data or is below target.\n3 plants are on watch (short of a target, within its band) and not listed here.",
    );
    const one = indexHtml({ ...m, portfolio: { ...m.portfolio, attention: [], watchCount: 1 } });
    expect(one).toContain("1 plant is on watch");
    const item = { plantId: m.plants[0]!.id, level: "watch" as const, figures: [], sanity: [] };
    const listed = indexHtml({ ...m, portfolio: { ...m.portfolio, attention: [item], watchCount: 1 } });
    expect(listed).not.toContain("not listed here");
  });
});
