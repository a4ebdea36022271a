/**
 * The plant PDF in its reader's language, as poppler reads it (issue 12): in the pseudo-locale
 * en-XA every word is inside ⟦…⟧ except data; a German page has German words and the model's
 * verdicts; a plant's own locale beats the report's; names and months in other scripts never
 * print as "?".
 *
 * What counts as data (may appear outside the markers): the plant's name, id, label and type
 * (the service's words), the country name and month/day names from Intl, the report's title
 * and company (the definition's words), and what a warning quotes (the service's own error
 * text). Every warning of a plant is a catalog message. Units are catalog messages, not data.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { countryCodeOf, countryName } from "../../src/i18n/index.js";
import type { PlantReport, ReportModel } from "../../src/metrics/model.js";
import { renderPlantPdf } from "../../src/render/pdf/index.js";
import { plantWarnings, warningData } from "../fixtures/every-warning.js";
import { sampleModel } from "../fixtures/model.js";
import { toolsAvailable } from "../helpers/tools.js";

const dir = mkdtempSync(join(tmpdir(), "pdf-i18n-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function pdfText(name: string, model: ReportModel, plant: PlantReport): Promise<string> {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, await renderPlantPdf(model, plant));
  const raw = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" });
  return raw.replace(/[\s\u00A0\u202F\f]+/gu, " ");
}

const WORD = /\p{L}{2,}/gu;
const words = (s: string) => s.match(WORD) ?? [];

/** Month and weekday names as Intl prints them for English (the pseudo-locale formats as en-GB). */
function calendarWords(): string[] {
  const out: string[] = [];
  for (let m = 0; m < 12; m++) {
    const d = new Date(Date.UTC(2026, m, 1));
    for (const month of ["long", "short"] as const)
      out.push(new Intl.DateTimeFormat("en-GB", { month, timeZone: "UTC" }).format(d));
  }
  for (let i = 0; i < 7; i++) {
    const d = new Date(Date.UTC(2026, 9, 5 + i));
    out.push(new Intl.DateTimeFormat("en-GB", { weekday: "short", timeZone: "UTC" }).format(d));
  }
  return [...out, "UTC"];
}

function dataWords(model: ReportModel, p: PlantReport): Set<string> {
  const data = [
    p.name,
    p.id,
    p.label,
    p.plantType ?? "",
    p.country,
    countryName(p.country, "en-GB"),
    model.title,
    model.branding.company,
    ...calendarWords(),
    ...warningData(p.quality.warnings),
  ];
  return new Set(data.flatMap(words));
}

/**
 * Words outside ⟦…⟧ that are not data: anything here bypassed the catalogs. The pseudo-locale
 * accents every ASCII letter, so a word with a plain ASCII letter did not come through it
 * (this holds even where pdftotext interleaves columns and splits a marked message).
 */
function leaks(text: string, data: Set<string>): string[] {
  const outside = text.replace(/⟦[^⟧]*⟧/gu, " ");
  return [...new Set(words(outside).filter((w) => /[A-Za-z]/.test(w) && !data.has(w)))];
}

/** Plants that reach every block: estimates and gaps, no data, sanity checks, a note of every code, month in progress. */
function pseudoCases(): [string, ReportModel, PlantReport][] {
  const m = { ...sampleModel({ withFailures: true }), locale: "en-XA" };
  const odd = structuredClone(m.plants[0]!);
  odd.metrics.pr = 2.5;
  odd.quality.sanity = [
    { code: "prAboveOne", message: "PR 250.0 % is above 100 %" },
    { code: "specificYieldAboveIrradiation", message: "specific yield above irradiation" },
    { code: "budgetVarianceExtreme", message: "yield is +80.0 % against the budget" },
  ];
  odd.quality.impossibleValues = 1;
  odd.quality.nonNumericValues = 2;
  odd.quality.freshnessUnknownDays = ["2026-10-01"];
  // One note of every code a plant's quality carries, made by the code that makes it in a run.
  odd.quality.warnings = plantWarnings();
  odd.bridge = { ...odd.bridge!, weatherKwh: null, availabilityKwh: null };
  // Mid-month, each plant reported through its own last ended day (month in progress).
  const open = {
    ...sampleModel({ withFailures: true, now: "2026-10-21T12:00:00Z", yieldStudy: true }),
    locale: "en-XA",
  };
  return [
    ["estimates", m, m.plants[0]!],
    ["no-data", open, open.plants[2]!],
    ["odd", m, odd],
    ["in-progress", open, open.plants[0]!],
    ["p-level", open, { ...m.plants[3]!, pLevel: sampleModel({ yieldStudy: true }).plants[3]!.pLevel }],
    ["no-budget", m, { ...m.plants[3]!, bridge: null, ytd: null, lastYear: null }],
  ];
}

describe.skipIf(!toolsAvailable(["pdftotext"], "PDF languages"))("plant PDF in the reader's language", () => {
  it("en-XA: no word outside the pseudo-locale markers except data", async () => {
    for (const [name, model, plant] of pseudoCases()) {
      const text = await pdfText(`xa-${name}`, model, plant);
      expect(text, name).toContain("⟦");
      expect(leaks(text, dataWords(model, plant)), name).toEqual([]);
      if (name === "odd") {
        // The notes are there, translated: KPI names from the catalog; the failure in the
        // catalog's words, and only the service's own words quoted as sent.
        expect(text).toContain("⟦⟦Éƒƒéçţíṽé ÞŔ⟧");
        expect(text).toMatch(/Ŕéášóñ: ⟦[^⟧]*ĤŢŢÞ 503[^⟧]*“Service Unavailable”⟧⟧/);
        expect(text).not.toContain("historical_plant");
      }
    }
  });

  it("the pseudo-locale check catches an English word (it can fail)", () => {
    expect(leaks("⟦Ţáŕĝéţ⟧ Target 80%", new Set())).toEqual(["Target"]);
  });

  it("de-DE: German labels and verdict words, no English label left", async () => {
    const m = { ...sampleModel({ withFailures: true }), locale: "de-DE" };
    const p = m.plants[0]!;
    const text = await pdfText("de", m, p);
    for (const w of ["ERTRAG", "Monat in Kürze", "Budgetüberleitung", "Tageswerte", "Datenqualität"])
      expect(text).toContain(w);
    expect(text).toContain("Berechnung der Kennzahlen");
    expect(text).toMatch(/Seite 1 von \d/);
    const german = { target: "Im Soll", watch: "Beobachten", below: "Unter Soll" } as const;
    for (const v of [p.verdicts.energy, p.verdicts.pr, p.verdicts.availability])
      expect(text).toContain(`(${german[v.verdict!]})`);
    for (const en of [
      "Energy yield",
      "Month in brief",
      "Budget bridge",
      "Daily values",
      "Page 1 of",
      "On target",
    ])
      expect(text).not.toContain(en);
  });

  it("a plant's own locale wins: fr-FR in a de-DE report gives a French PDF tagged fr-FR", async () => {
    const m = { ...sampleModel(), locale: "de-DE" };
    const p = { ...m.plants[0]!, locale: "fr-FR" };
    const text = await pdfText("fr", m, p);
    for (const w of ["Le mois en bref", "octobre 2026", "Qualité des données", "Danemark"])
      expect(text).toContain(w);
    expect(text).toMatch(/Page 1 sur \d/);
    expect(text).not.toContain("Monat in Kürze");
    const bytes = (await renderPlantPdf(m, p)).toString("latin1");
    expect(bytes).toContain("/Lang (fr-FR)");
    const german = (await renderPlantPdf(m, m.plants[0]!)).toString("latin1");
    expect(german).toContain("/Lang (de-DE)");
  });

  it("keeps every letter extractable after a page that drew composite glyphs (É holds E)", async () => {
    const m = { ...sampleModel(), locale: "fr-FR" };
    // The fonts are shared by every document of a thread: "Écart", "Évolution" come first here.
    await pdfText("composite", m, { ...m.plants[0]!, name: "Éole Énergie" });
    const de = await pdfText("after-composite", { ...m, locale: "de-DE" }, m.plants[0]!);
    expect(de).toContain("Ertrag");
    expect(de).toContain("Geschätzt");
  });

  it("never prints '?' for a name in another script; a locale without a catalog reads English, digits included", async () => {
    const m = sampleModel();
    const base = m.plants[0]!;
    const cases: [string, PlantReport][] = [
      ["ja", { ...base, name: "富士山太陽光発電所", country: "Japan", countryCode: "JP", locale: "ja-JP" }],
      [
        "ar",
        { ...base, name: "محطة الطاقة الشمسية بنبان", country: "Egypt", countryCode: "EG", locale: "ar-EG" },
      ],
      ["hi", { ...base, name: "भादला सौर ऊर्जा संयंत्र", country: "India", countryCode: "IN", locale: "hi-IN" }],
    ];
    for (const [name, plant] of cases) {
      const text = await pdfText(`script-${name}`, m, plant);
      expect(text, name).not.toContain("?");
      // pdftotext reads shaped Arabic letters back imperfectly: the name is checked for the others.
      if (name !== "ar") expect(text, name).toContain(plant.name);
      // No catalog for the language: English words, months, country names and Latin digits throughout.
      expect(text, name).toContain("October 2026");
      expect(text, name).toContain("Month in brief");
      expect(text, name).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9\u0966-\u096F]/u);
    }
    expect(await pdfText("ja-country", m, cases[0]![1])).toContain("Japan (JP)");
    expect(await pdfText("ar-country", m, cases[1]![1])).toContain("Egypt (EG)");
  });

  it("names the service's country and plant type in German and French; an unknown type as sent", async () => {
    const m = sampleModel();
    const base = m.plants[0]!;
    const sent = { country: "Germany", countryCode: countryCodeOf("Germany"), plantType: "Ground-mounted" };
    const de = await pdfText("type-de", { ...m, locale: "de-DE" }, { ...base, ...sent });
    expect(de).toContain("Deutschland (DE)");
    expect(de).toContain("Freiflächenanlage");
    expect(de).not.toMatch(/Germany|Ground-mounted/);
    const fr = await pdfText(
      "type-fr",
      { ...m, locale: "fr-FR" },
      { ...base, ...sent, plantType: "Rooftop" },
    );
    expect(fr).toContain("Allemagne (DE)");
    expect(fr).toContain("En toiture");
    expect(fr).not.toMatch(/Germany|Rooftop/);
    const odd = { ...base, country: "Atlantis", countryCode: null, plantType: "Agrivoltaic" };
    const kept = await pdfText("type-unknown", { ...m, locale: "de-DE" }, odd);
    expect(kept).toContain("Atlantis");
    expect(kept).toContain("Agrivoltaic");
  });
});
