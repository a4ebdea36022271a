/**
 * Nothing on the page collides: poppler's word boxes (pdftotext -bbox) of every page must
 * not overlap, for the awkward cases a client meets: very long plant names, report titles
 * and company names, a month in progress, German formatting, huge and tiny plants, no data,
 * and the month's blocks at their most awkward (sanity warnings, bridge steps n/a, no year to date),
 * in English, German and French (the longer words).
 * (The footer and the header's period line used to overprint each other here.)
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { PlantReport, ReportModel } from "../../src/metrics/model.js";
import { renderPlantPdf } from "../../src/render/pdf/index.js";
import { sampleModel } from "../fixtures/model.js";
import { toolsAvailable } from "../helpers/tools.js";

const dir = mkdtempSync(join(tmpdir(), "pdf-layout-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Word {
  page: number;
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const xmlText = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

function words(file: string): Word[] {
  const xml = execFileSync("pdftotext", ["-bbox", "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
  const out: Word[] = [];
  xml
    .split("<page ")
    .slice(1)
    .forEach((page, i) => {
      const re = /xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</g;
      for (const m of page.matchAll(re)) {
        const [x0, y0, x1, y1] = [m[1], m[2], m[3], m[4]].map(Number) as [number, number, number, number];
        out.push({ page: i + 1, text: xmlText(m[5]!), x0, y0, x1, y1 });
      }
    });
  return out;
}

/** Pairs of words whose boxes overlap by more than half a point both ways. */
function collisions(ws: Word[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < ws.length; i++) {
    for (let j = i + 1; j < ws.length; j++) {
      const [a, b] = [ws[i]!, ws[j]!];
      if (a.page !== b.page) continue;
      const dx = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
      const dy = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
      if (dx > 0.5 && dy > 0.5) out.push(`p${a.page}: "${a.text}" × "${b.text}"`);
    }
  }
  return out;
}

/** Every energy figure of the plant × k (bridge, year to date and last year too), so long numbers land in every block. */
function scaleEnergy(p: PlantReport, k: number): PlantReport {
  const q = structuredClone(p);
  const s = (v: number | null) => (v === null ? null : v * k);
  q.capacityKwp = q.capacityKwp === null ? null : q.capacityKwp * k;
  q.daily = q.daily.map((r) => ({
    ...r,
    yieldKwh: s(r.yieldKwh),
    meterYieldKwh: s(r.meterYieldKwh),
    yieldEstimatedKwh: s(r.yieldEstimatedKwh),
    meterYieldEstimatedKwh: s(r.meterYieldEstimatedKwh),
  }));
  q.trend = q.trend.map((t) => ({
    ...t,
    yieldKwh: s(t.yieldKwh),
    yieldTotalKwh: s(t.yieldTotalKwh),
    budgetKwh: s(t.budgetKwh),
    budgetCoveredKwh: s(t.budgetCoveredKwh),
  }));
  const m = q.metrics;
  for (const key of [
    "yieldKwh",
    "meterYieldKwh",
    "yieldTotalKwh",
    "meterYieldTotalKwh",
    "yieldEstimatedKwh",
    "meterYieldEstimatedKwh",
    "availabilityLossKwh",
    "overspillKwh",
    "revenue",
    "budgetKwh",
    "budgetCoveredKwh",
  ] as const) {
    m[key] = s(m[key]);
  }
  q.targets.budgetKwh = s(q.targets.budgetKwh);
  if (q.bridge) {
    const b = q.bridge;
    q.bridge = {
      budgetKwh: b.budgetKwh * k,
      weatherKwh: s(b.weatherKwh),
      availabilityKwh: s(b.availabilityKwh),
      curtailmentKwh: b.curtailmentKwh * k,
      performanceKwh: b.performanceKwh * k,
      actualKwh: b.actualKwh * k,
      exportLossKwh: s(b.exportLossKwh),
      meteredKwh: s(b.meteredKwh),
      value: b.value && {
        budget: b.value.budget * k,
        weather: s(b.value.weather),
        availability: s(b.value.availability),
        curtailment: b.value.curtailment * k,
        performance: b.value.performance * k,
        actual: b.value.actual * k,
        exportLoss: s(b.value.exportLoss),
        metered: s(b.value.metered),
      },
    };
  }
  if (q.ytd) {
    const y = q.ytd;
    q.ytd = {
      ...y,
      yieldTotalKwh: s(y.yieldTotalKwh),
      meterYieldTotalKwh: s(y.meterYieldTotalKwh),
      revenue: s(y.revenue),
      budgetKwh: s(y.budgetKwh),
    };
  }
  if (q.lastYear) q.lastYear = { ...q.lastYear, yieldTotalKwh: s(q.lastYear.yieldTotalKwh) };
  return q;
}

/** Every optional block at its most awkward: sanity warnings, a step the model cannot know, no year to date. */
function awkward(p: PlantReport): PlantReport {
  const q = scaleEnergy(p, 30);
  q.quality.sanity = [
    {
      code: "prAboveOne",
      message:
        "PR 250.0 % is above 100 %: the capacity (49080 kWp) is probably too small, or the irradiation is not in kWh/m²",
    },
    {
      code: "budgetVarianceExtreme",
      message:
        "yield is +812.0 % against the budget: check the budget (kWh, not MWh or Wh; twelve values, January first)",
    },
  ];
  q.bridge!.weatherKwh = null;
  q.bridge!.value!.weather = null;
  q.bridge!.availabilityKwh = null;
  q.bridge!.value!.availability = null;
  q.ytd = null;
  q.lastYear = { month: "2025-10", yieldTotalKwh: null, change: null };
  return q;
}

/** A plant whose meter sent nothing: the bridge ends at the actual yield, no money, n/a steps. */
function noMeter(p: PlantReport): PlantReport {
  const q = structuredClone(p);
  q.bridge = {
    ...q.bridge!,
    exportLossKwh: null,
    meteredKwh: null,
    value: { ...q.bridge!.value!, exportLoss: null, metered: null },
  };
  q.metrics.meterYieldTotalKwh = null;
  q.metrics.revenue = null;
  return q;
}

/** A German investor report with every string as long as real ones get, mid-month. */
function longModel(): ReportModel {
  // Mid-month: each plant reported through its own last ended day (21 Oct for +01:00).
  const m = sampleModel({ withFailures: true, now: "2026-10-22T12:00:00Z", yieldStudy: true });
  return {
    ...m,
    locale: "de-DE",
    title:
      "Portfolio Nordost-Brandenburg und Mecklenburg-Vorpommern — monatlicher Leistungsbericht für Investoren",
    branding: {
      ...m.branding,
      company: "Helios Asset Management Gesellschaft für erneuerbare Energien mbH & Co. KG",
    },
  };
}

function longPlant(m: ReportModel): PlantReport {
  return {
    ...scaleEnergy(m.plants[0]!, 60),
    name: "Solarpark Großbeeren-Südwest Erweiterung II (Ost) — Photovoltaik-Freiflächenanlage Ludwigsfelde",
    country: "BA",
    plantType: "Ground-mounted single-axis tracker",
    label: "BIH-SARAJEVO-0042",
  };
}

describe.skipIf(!toolsAvailable(["pdftotext"], "PDF layout"))("plant PDF layout as poppler sees it", () => {
  const render = async (name: string, model: ReportModel, plant: PlantReport) => {
    const file = join(dir, `${name}.pdf`);
    writeFileSync(file, await renderPlantPdf(model, plant));
    return words(file);
  };

  it("has no colliding text for long names, titles and companies in a month in progress (de-DE)", async () => {
    const m = longModel();
    const ws = await render("long", m, longPlant(m));
    expect(collisions(ws)).toEqual([]);
    // The footer keeps its page number and the cut title says it was cut.
    const footer = ws.filter((w) => w.y0 > 780).map((w) => w.text);
    expect(footer.join(" ")).toMatch(/Seite 1 von \d/);
    expect(footer.some((t) => t.endsWith("…"))).toBe(true);
    // The same report with a French owner (plantDetails.<id>.locale).
    const fr = await render("long-fr", m, { ...longPlant(m), locale: "fr-FR" });
    expect(collisions(fr)).toEqual([]);
    expect(
      fr
        .filter((w) => w.y0 > 780)
        .map((w) => w.text)
        .join(" "),
    ).toMatch(/Page 1 sur \d/);
  });

  // German and French words run longer than English ones: every case again in each.
  it.each(["en-GB", "de-DE", "fr-FR"])(
    "has no colliding text for sample, tiny, huge and empty plants (%s)",
    async (locale) => {
      const m = { ...sampleModel({ withFailures: true, yieldStudy: true }), locale };
      // Mid-month, and the last evening of the month (only the plants west of +02:00 still open).
      const open = { ...sampleModel({ withFailures: true, now: "2026-10-22T12:00:00Z" }), locale };
      const late = { ...sampleModel({ withFailures: true, now: "2026-10-31T22:30:00Z" }), locale };
      const cases: [string, ReportModel, PlantReport][] = [
        ["sample0", m, m.plants[0]!],
        ["sample3", m, m.plants[3]!],
        ["tiny", m, scaleEnergy(m.plants[4]!, 0.002)],
        ["huge", m, scaleEnergy(m.plants[5]!, 400)],
        ["empty", late, late.plants[2]!],
        ["awkward", m, awkward(m.plants[0]!)],
        ["awkward-in-progress", open, awkward(open.plants[3]!)],
        ["last-evening", late, late.plants[0]!],
        ["no-bridge", m, { ...m.plants[3]!, bridge: null, ytd: null, lastYear: null }],
        ["no-meter", m, noMeter(m.plants[5]!)],
      ];
      for (const [name, model, plant] of cases) {
        expect(collisions(await render(`${name}-${locale}`, model, plant)), name).toEqual([]);
      }
    },
  );
});
