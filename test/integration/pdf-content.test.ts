/**
 * What the plant PDF says about the month, as poppler reads it: the totals with their
 * estimated share, the three PRs, the bridge, year to date and last year with the model's own
 * numbers, each tile's verdict word equal to the model's, estimated days marked in the table,
 * and never a NaN, Infinity, undefined or null on the page.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { messagesFor, type PlainMessageKey } from "../../src/i18n/index.js";
import type { PlantReport, ReportModel, Verdict } from "../../src/metrics/model.js";
import { renderPlantPdf } from "../../src/render/pdf/index.js";
import { IRRADIATION_VERDICT_KEY, VERDICT_KEY } from "../../src/render/pdf/pages/labels.js";
import { sampleModel } from "../fixtures/model.js";
import { toolsAvailable } from "../helpers/tools.js";

const dir = mkdtempSync(join(tmpdir(), "pdf-content-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fold = (s: string) => s.replace(/[\s\u00A0\u202F]+/gu, " ");

async function render(name: string, model: ReportModel, plant: PlantReport): Promise<string> {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, await renderPlantPdf(model, plant));
  return file;
}

function pageText(file: string, page: number, layout = true): string {
  const args = [...(layout ? ["-layout"] : []), "-f", `${page}`, "-l", `${page}`, "-enc", "UTF-8", file, "-"];
  return execFileSync("pdftotext", args, { encoding: "utf8" });
}

/** The method note: it starts on page 2 and, set at body size, ends on page 3. */
const methodText = (file: string) => fold(pageText(file, 2, false) + pageText(file, 3, false));

const n0 = (v: number) => new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 }).format(v);
const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
const eur = (v: number) => new Intl.NumberFormat("en-GB", { style: "currency", currency: "EUR" }).format(v);
const signed = (s: string, v: number) => `${v < 0 ? "−" : "+"}${s}`;
/** A verdict's word as the catalog of `locale` names it (irradiation's read as weather). */
function word(locale: string, v: Verdict | null, weather = false): string {
  const t = messagesFor(locale).t;
  if (v === null) return t("pdf.na");
  return t((weather ? IRRADIATION_VERDICT_KEY : VERDICT_KEY)[v]);
}
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The two rows of tile captions and verdict words, as `pdftotext -layout` lines them up. */
function verdictRows(locale: string, p: PlantReport): [RegExp, RegExp] {
  const t = messagesFor(locale).t;
  const cap = (k: PlainMessageKey) => esc(t(k).toLocaleUpperCase(locale));
  const v = p.verdicts;
  const w = (x: Verdict | null, weather = false) => esc(word(locale, x, weather));
  return [
    // A verdict too long to sit beside its heading goes on the line under it (the heading keeps its size).
    new RegExp(
      `${cap("figure.energyYield")}\\s+${w(v.energy.verdict)}\\s+${cap("figure.meterYield")}\\s+${cap("figure.specificYield")}\\n|` +
        `${cap("figure.energyYield")}\\s+${cap("figure.meterYield")}\\s+${cap("figure.specificYield")}\\n\\s+${w(v.energy.verdict)}\\n`,
    ),
    new RegExp(
      `${cap("pdf.pr.iec")}\\s+${w(v.pr.verdict)}\\s+${cap("figure.availability")}\\s+${w(v.availability.verdict)}` +
        `\\s+${cap("figure.irradiation")}\\s+${w(v.irradiation.verdict, true)}\\n`,
    ),
  ];
}

describe.skipIf(!toolsAvailable(["pdftotext", "pdffonts"], "PDF content"))("plant PDF content", () => {
  const model = sampleModel({ withFailures: true });
  const p = model.plants[0]!;
  const m = p.metrics;

  it("shows the totals, their estimated share and the three PRs on page 1", async () => {
    const t = fold(pageText(await render("p0", model, p), 1, false));
    expect(t).toContain(`${n0(m.yieldTotalKwh!)} kWh`);
    expect(t).toContain(`of which estimated ${n0(m.yieldEstimatedKwh!)} kWh (2 days)`);
    expect(t).toContain(`${n0(m.meterYieldTotalKwh!)} kWh`);
    expect(t).toContain(`of which estimated ${n0(m.meterYieldEstimatedKwh!)} kWh (1 day)`);
    expect(t).toContain(`Budget (30/31 days) ${n0(m.budgetCoveredKwh!)} kWh`);
    expect(t).toContain("for the 30 of 31 days covered");
    expect(t).toContain(`PR (IEC 61724-1) ${pct(m.pr!)}`);
    expect(t).toContain(`PR at 25 °C ${pct(m.prTemperatureCorrected!)}`);
    expect(t).toContain(`Effective PR ${pct(m.prEffective!)}`);
    expect(t).toContain(`Loss to downtime ${n0(m.availabilityLossKwh!)} kWh`);
    expect(t).toContain(`Overspill ${n0(m.overspillKwh!)} kWh`);
  });

  it.each(["en-GB", "de-DE", "fr-FR"])(
    "prints each tile's verdict word as the model decided it (%s)",
    async (locale) => {
      const local = { ...model, locale };
      const t = pageText(await render(`p0-verdicts-${locale}`, local, p), 1);
      for (const row of verdictRows(locale, p)) expect(t).toMatch(row);
      // Flip the model's verdicts: the page follows, whatever the figures.
      const q = structuredClone(p);
      q.verdicts.energy.verdict = "below";
      q.verdicts.pr.verdict = "watch";
      q.verdicts.irradiation.verdict = "below";
      const flipped = pageText(await render(`p0-flipped-${locale}`, local, q), 1);
      for (const row of verdictRows(locale, q)) expect(flipped).toMatch(row);
      expect(word(locale, "below")).not.toBe(word(locale, p.verdicts.energy.verdict));
    },
  );

  it("draws the bridge with the model's numbers, in kWh and money, ending at the revenue", async () => {
    const b = p.bridge!;
    const t = fold(pageText(await render("p0-bridge", model, p), 1, false));
    expect(t).toContain("Budget bridge");
    // Every step, the new ones too: curtailment (plant 0 spills), export loss, metered.
    for (const name of ["Budget (30/31 days)", "Weather", "Availability", "Curtailment", "Performance"])
      expect(t).toContain(name);
    for (const name of ["Actual yield", "Export/meter loss", "Metered (= revenue basis)"])
      expect(t).toContain(name);
    const steps = [b.weatherKwh!, b.availabilityKwh!, b.curtailmentKwh, b.performanceKwh];
    expect(b.curtailmentKwh).toBeLessThan(0);
    for (const s of [...steps, b.exportLossKwh!]) expect(t).toContain(signed(n0(Math.abs(s)), s));
    expect(t).toContain(n0(b.budgetKwh));
    expect(t).toContain(n0(b.actualKwh));
    expect(t).toContain(n0(b.meteredKwh!));
    const v = b.value!;
    for (const s of [v.weather!, v.availability!, v.curtailment, v.performance, v.exportLoss!])
      expect(t).toContain(signed(eur(Math.abs(s)), s));
    expect(t).toContain(eur(v.budget));
    // The money ends at the metered value, which is the revenue tile's figure; the actual
    // yield carries no money of its own, so no second "month's money" stands beside revenue.
    expect(v.metered).toBe(m.revenue);
    expect(t).toContain(`Revenue ${eur(m.revenue!)}`);
    expect(t).toMatch(
      new RegExp(`Metered \\(= revenue basis\\) ${esc(n0(b.meteredKwh!))} ${esc(eur(v.metered!))}`),
    );
    expect(t).toMatch(new RegExp(`Actual yield ${esc(n0(b.actualKwh))} Export`));
    expect(t).not.toContain(eur(v.actual));
    // The labelled steps close on the actual, and the actual with the export loss on the metered yield.
    expect(b.budgetKwh + steps.reduce((a, c) => a + c, 0)).toBeCloseTo(b.actualKwh, 6);
    expect(b.actualKwh + b.exportLossKwh!).toBeCloseTo(m.meterYieldTotalKwh!, 6);
    // By hand: the revenue is the meter total at the tariff.
    expect(m.revenue!).toBeCloseTo(m.meterYieldTotalKwh! * 0.11, 6);
  });

  it("draws a step the model cannot know as n/a with a footnote, and says when there is no bridge", async () => {
    const q = structuredClone(p);
    q.bridge!.weatherKwh = null;
    q.bridge!.value!.weather = null;
    const t = fold(pageText(await render("p0-na", model, q), 1, false));
    expect(t).toContain("n/a");
    expect(t).toContain(
      "Weather: no irradiation normal is set for this plant; its share stays in Performance.",
    );
    const empty = fold(pageText(await render("empty-bridge", model, model.plants[2]!), 1, false));
    expect(empty).toContain("Budget bridge not shown: no yield this month.");
  });

  it("shows year to date and the same month last year, or why not", async () => {
    const y = p.ytd!;
    // Laid out as on the page: each label beside its value.
    const t = fold(pageText(await render("p0-ytd", model, p), 1));
    expect(t).toContain("Year to date, Jan 26 – Oct 26");
    expect(t).toContain(`${n0(y.yieldTotalKwh!)} kWh`);
    expect(t).toContain(`Budget (days covered) ${n0(y.budgetKwh!)} kWh`);
    expect(t).toContain(
      `Variance (days covered) ${signed(pct(Math.abs(y.budgetVariance!)), y.budgetVariance!)}`,
    );
    // The contract's view beside it: the full P50 budget, each month's whole budget.
    expect(y.budgetFullKwh!).toBeGreaterThan(y.budgetKwh!);
    expect(t).toContain(`Full budget ${n0(y.budgetFullKwh!)} kWh`);
    expect(t).toContain(
      `Variance (full budget) ${signed(pct(Math.abs(y.budgetVarianceFull!)), y.budgetVarianceFull!)}`,
    );
    expect(y.budgetVarianceFull!).toBeCloseTo(y.yieldTotalKwh! / y.budgetFullKwh! - 1, 12);
    expect(t).toContain(eur(y.revenue!));
    expect(t).toContain("Same month last year, October 2025");
    expect(t).toContain(`${n0(p.lastYear!.yieldTotalKwh!)} kWh`);
    expect(t).toContain(signed(pct(Math.abs(p.lastYear!.change!)), p.lastYear!.change!));
    const q = { ...structuredClone(p), ytd: null, lastYear: null };
    const none = fold(pageText(await render("p0-noyear", model, q), 1, false));
    expect(none).toContain("— history does not reach January");
    expect(none).toContain("— history does not reach that month");
  });

  it("labels both variances of the month: the days covered and the full budget", async () => {
    const t = fold(pageText(await render("p0-variances", model, p), 1, false));
    const like = signed(pct(Math.abs(m.budgetVariance!)), m.budgetVariance!);
    const full = signed(pct(Math.abs(m.budgetVarianceFull!)), m.budgetVarianceFull!);
    expect(like).not.toBe(full);
    expect(t).toContain(`Budget (30/31 days) ${n0(m.budgetCoveredKwh!)} kWh · ${like}`);
    expect(t).toContain(`Full budget ${n0(m.budgetKwh!)} kWh · ${full}`);
    expect(t).toContain(`Energy ${like} against the budget for the 30 of 31 days covered`);
    expect(t).toContain(`, ${full} against the full budget;`);
  });

  it("shows the rolling 12 months' P-level with the P50 and P90 it is read against, a normal distribution assumed", async () => {
    const study = sampleModel({ yieldStudy: true });
    const q = study.plants[3]!;
    const r = q.pLevel.rolling12!;
    // By hand: σ = (P50 − P90) / 1.2816, and E₁₂ is the 12 months' total yield.
    expect(r.sigmaKwh).toBeCloseTo((r.p50Kwh - r.p90Kwh) / 1.2816, 6);
    expect(r.energyKwh).toBeCloseTo(
      q.trend.slice(-12).reduce((a, s) => a + s.yieldTotalKwh!, 0),
      6,
    );
    const mwh = (v: number) =>
      (v / 1000).toLocaleString("en-GB", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const t = fold(pageText(await render("p3-plevel", study, q), 1));
    expect(t).toContain("Rolling 12 months, Nov 25 – Oct 26");
    expect(t).toContain(`Energy yield ${mwh(r.energyKwh)} MWh`);
    expect(t).toContain(`Yield study level P${Math.round(r.exceedance)}`);
    expect(t).toContain(`Study P50 / P90 ${mwh(r.p50Kwh)} / ${mwh(r.p90Kwh)} MWh`);
    expect(t).toContain("a normal distribution assumed");
    // Plant 0 misses days in October: they count as no energy, and the page says how many.
    const p0 = study.plants[0]!;
    const gaps = p0.trend
      .slice(-12)
      .reduce((a, s) => a + s.daysInMonth - s.daysWithData - s.daysEstimated, 0);
    expect(gaps).toBeGreaterThan(0);
    expect(p0.pLevel.rolling12!.daysWithoutData).toBe(gaps);
    const holes = fold(pageText(await render("p0-plevel", study, p0), 1));
    expect(gaps).toBe(1);
    expect(holes).toContain("1 day without data counted as none");
    expect(t).not.toContain("without data");
    // A month without a total (or not ended): no level, and why.
    const open = {
      ...p0,
      pLevel: { rolling12: null, missing: { reason: "incompleteMonths" as const, months: ["2026-10"] } },
    };
    const none = fold(pageText(await render("p0-plevel-none", study, open), 1));
    expect(none).toContain("No P-level: it needs 12 complete months; not complete: Oct 26.");
    // Without a yield study, nothing is said.
    expect(fold(pageText(await render("p0-nostudy", model, p), 1, false))).not.toMatch(/P-level|Rolling 12/);
  });

  it("marks estimated days in the daily table, in italics, with a footnote naming the source", async () => {
    const file = await render("p0-table", model, p);
    const t = fold(pageText(file, 3));
    const d5 = p.daily[4]!;
    const d8 = p.daily[7]!;
    expect(d5.yieldEstimateSource).toBe("meter");
    expect(d8.yieldEstimateSource).toBe("irradiation");
    expect(t).toContain(`Mon, 05/10/2026 * ${n0(d5.yieldEstimatedKwh!)} ${n0(d5.meterYieldKwh!)}`);
    expect(t).toContain(`Thu, 08/10/2026 † ${n0(d8.yieldEstimatedKwh!)} † ${n0(d8.meterYieldEstimatedKwh!)}`);
    expect(t).toContain("No yield, estimated");
    expect(t).toContain("Italic: estimated for a day without a measured value.");
    expect(t).toMatch(/Incl\. estimates [\d,]+ [\d,]+ 30 of 31 days/);
    const fonts = execFileSync("pdffonts", [file], { encoding: "utf8" });
    expect(fonts).toContain("NotoSans-Italic");
  });

  it("states the method with the plant's own ratios and the verdict bands, without API names", async () => {
    const t = methodText(await render("p0-method", model, p));
    expect(t).toContain(`÷ ${p.estimation.meterPerYield!.toFixed(3)}`);
    expect(t).toContain("approximates the IEC 61724-1 temperature-corrected PR");
    expect(t).toContain("γ = -0.35% per °C");
    expect(t).toContain("Watch within 5.0% below");
    expect(t).toContain("Watch within 2.0 pp below the target");
    expect(t).toContain("tariff of €0.11 per kWh");
    expect(t).not.toMatch(/historical_|effective_pr|budgetVariance|yieldTotalKwh/);
  });

  it("prints the tariff at the precision it was given, never rounded to cents", async () => {
    const priced = sampleModel({ tariff: 0.0479 });
    const q = priced.plants[0]!;
    expect(q.tariffDecimals).toBe(4);
    const t = methodText(await render("p0-tariff", priced, q));
    expect(t).toContain("tariff of €0.0479 per kWh");
    expect(t).not.toContain("€0.05 per kWh");
    const de = methodText(await render("p0-tariff-de", { ...priced, locale: "de-DE" }, q));
    expect(de).toContain("Tarif von 0,0479 € je kWh");
  });

  it("boxes sanity warnings on page 1, by code, with the model's figures, in the page's language", async () => {
    const q = structuredClone(p);
    q.metrics.pr = 2.5;
    q.capacityKwp = 1636;
    q.quality.sanity = [
      {
        code: "prAboveOne",
        message: "PR 250.0 % is above 100 %: the capacity (1636 kWp) is probably too small",
      },
    ];
    const t = fold(pageText(await render("p0-sanity", model, q), 1, false));
    expect(t).toContain(
      "Check before sending: a figure looks implausible. PR 250.0% is above 100%: the capacity (1,636 kWp) is probably too small",
    );
    const de = fold(pageText(await render("p0-sanity-de", { ...model, locale: "de-DE" }, q), 1, false));
    expect(de).toContain(
      "Vor dem Versand prüfen: Eine Kennzahl wirkt unplausibel. PR 250,0 % liegt über 100 %",
    );
    expect(de).not.toContain("is above");
  });

  it("never prints NaN, Infinity, undefined or null", async () => {
    const odd = structuredClone(p);
    odd.ytd = null;
    odd.lastYear = { month: "2025-10", yieldTotalKwh: null, change: null };
    odd.bridge = { ...odd.bridge!, availabilityKwh: null, value: null };
    odd.temperatureCoefficient = null;
    odd.metrics.prTemperatureCorrected = null;
    const cases: [string, PlantReport][] = [
      ...model.plants.filter((x) => x.status === "ok").map((x, i) => [`ok${i}`, x] as [string, PlantReport]),
      ["odd", odd],
    ];
    for (const [name, plant] of cases) {
      const file = await render(`clean-${name}`, model, plant);
      const t = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" });
      expect(t, name).not.toMatch(/NaN|Infinity|undefined|\bnull\b/);
    }
  });
});
