/**
 * index.html in the definition's language: the pseudo-locale page shows no reader-facing word
 * outside ⟦…⟧ except data (plant names, ids, file names, Intl's months, numbers, currency,
 * what a warning quotes; an older manifest's English warnings and errors); a German page reads German with German numbers; every catalog language
 * gets its own words and `<html lang>`.
 */
import { describe, expect, it } from "vitest";
import { CATALOGS, messagesFor } from "../../../src/i18n/index.js";
import { buildManifest, type Manifest } from "../../../src/output/manifest.js";
import { indexHtml } from "../../../src/render/html/index-html.js";
import { edgeManifest } from "../../fixtures/edge-manifest.js";
import { modelWithEveryWarning, warningData } from "../../fixtures/every-warning.js";
import { hostileManifest } from "../../fixtures/hostile-manifest.js";
import { sampleModel } from "../../fixtures/model.js";
import { decodeEntities, textOf } from "../../helpers/chromium.js";

const everyWarningManifest = (): Manifest =>
  buildManifest(modelWithEveryWarning("en-GB"), { workbooks: {}, pdfs: new Map() });

const sample = (): Manifest =>
  buildManifest(sampleModel({ plants: 6, withFailures: true }), {
    workbooks: { yield: "workbooks/yield-2026-10.xlsx" },
    pdfs: new Map([["p-1", "plants/p-1.pdf"]]),
  });

/** What a reader sees: body text, tooltips (`title`) and the phone layout's `data-label`s. */
function visibleTexts(html: string): string[] {
  const body = html.replace(/^[\s\S]*?<body>/, "").replace(/<\/body>[\s\S]*$/, "");
  const attrs = [...body.matchAll(/ (?:title|data-label)="([^"]*)"/g)].map((m) => decodeEntities(m[1]!));
  return [textOf(body), ...attrs];
}

/** The text with every ⟦…⟧ (nested too) removed. */
function outsideMarkers(text: string): string {
  let out = text;
  for (let prev = ""; prev !== out; ) {
    prev = out;
    out = out.replace(/⟦[^⟦⟧]*⟧/g, " ");
  }
  return out;
}

/**
 * Data the page shows as it is: names, ids, paths, Intl's month words, what a warning or a
 * failure quotes; an older manifest (no `warningDetails`, no `failure`) has only English lines.
 */
function dataOf(m: Manifest): string[] {
  const months = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].flatMap((i) =>
    (["long", "short"] as const).map((month) =>
      new Intl.DateTimeFormat("en-GB", { month, timeZone: "UTC" }).format(Date.UTC(2026, i, 1)),
    ),
  );
  return [
    m.title,
    ...m.plants.flatMap((p) => [
      p.name,
      p.id,
      ...(p.failure ? warningData([p.failure]) : [p.error ?? ""]),
      p.pdf ?? "",
    ]),
    ...(m.warningDetails ? warningData(m.warningDetails) : m.warnings),
    // A plant the model lists as needing attention is named by its id when the manifest lacks it.
    ...(m.portfolio.attention ?? []).map((a) => a.plantId),
    ...(m.failedFiles ?? []).flatMap((x) => [x.file, x.reason]),
    ...(m.clients ?? []).flatMap((c) => [c.name, c.pdf ?? ""]),
    ...Object.values(m.workbooks),
    ...[m.portfolioPdf ?? "", m.data?.daily ?? "", m.data?.monthly ?? ""],
    "manifest.json",
    "UTC",
    ...months,
  ]
    .filter((s) => s !== "")
    .sort((a, b) => b.length - a.length);
}

function wordsOutsideMarkers(m: Manifest): string[] {
  const data = dataOf(m);
  return visibleTexts(indexHtml(m)).flatMap((text) => {
    const rest = data.reduce((t, d) => t.split(d).join(" "), outsideMarkers(text));
    return rest.match(/\p{L}+/gu) ?? [];
  });
}

describe("index.html in the definition's language", () => {
  it.each([
    ["the sample run", sample],
    ["hostile names, warnings and a failed plant", hostileManifest],
    ["every warning code and failure", everyWarningManifest],
    ["issue 28's edges: failed files, a month not ended, P-levels, clients", () => edgeManifest()],
  ])("pseudo-locale: no reader-facing word outside ⟦…⟧ except data (%s)", (_, make) => {
    const m = { ...make(), locale: "en-XA" };
    const html = indexHtml(m);
    expect(html).toContain('<html lang="en-XA">');
    expect(html).toContain("⟦Þĺáñţš⟧");
    expect(wordsOutsideMarkers(m)).toEqual([]);
    // The check can fail: an English page leaves its labels outside any marker.
    expect(wordsOutsideMarkers({ ...m, locale: "en-GB" })).toContain("Plants");
  });

  it("reads German with German numbers in de-DE", () => {
    const m = { ...sample(), locale: "de-DE", currency: "EUR" };
    const html = indexHtml(m);
    const text = textOf(html.replace(/<style>[\s\S]*<\/style>/, ""));
    expect(html).toContain('<html lang="de-DE">');
    const head = [...html.matchAll(/<th scope="col">([^<]*)<\/th>/g)].map((x) => x[1]);
    expect(head).toContain("Anlage (PDF)");
    expect(head).toContain("Verfügbarkeit");
    expect(head).toContain("Tage mit Daten");
    for (const phrase of [
      "Teilweise: 1 von 6 Anlagen fehlgeschlagen",
      "Vom Budget zum Ist",
      "Wie die Bewertungen entstehen",
      "Anfragen an den Solar Plant Data Service",
      "Erstellt am",
      "Oktober 2026",
    ])
      expect(text).toContain(phrase);
    const p = m.portfolio.metrics;
    const n0 = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 0 });
    expect(html).toContain(`<dd data-figure="yieldTotalKwh">${n0.format(p.yieldTotalKwh!)}\u00a0kWh</dd>`);
    expect(n0.format(p.yieldTotalKwh!)).toMatch(/^\d{1,3}(\.\d{3})+$/);
    expect(html).toMatch(/<dd data-figure="availability">\d+,\d\s%<\/dd>/);
    expect(html).toMatch(/<dd data-figure="revenue">[\d.]+,\d\d\s€<\/dd>/);
    expect(html).toMatch(/class="chip verdict-target" data-figure="energy"[^>]*>Im Soll</);
    expect(html).toMatch(/class="chip verdict-target" data-figure="irradiation"[^>]*>Normal oder darüber</);
    // No English label left: no element's whole text is an English html.* message.
    const de = CATALOGS.de!;
    const en = CATALOGS.en!;
    for (const key of Object.keys(en) as (keyof typeof en)[])
      if (key.startsWith("html.") && !en[key].includes("{") && en[key] !== de[key])
        expect(html, key).not.toContain(`>${en[key]}<`);
  });

  it("reads German at issue 28's edges: bridge to revenue, both variances, failed files, P-levels, clients", () => {
    const m = edgeManifest("de-DE");
    const text = textOf(indexHtml(m).replace(/<style>[\s\S]*<\/style>/, ""));
    for (const phrase of [
      "Abweichung zum Budget der erfassten Tage",
      "Abweichung zum vollen Budget",
      "volles Budget",
      "Abregelung (Überschuss)",
      "Ist-Ertrag",
      "Einspeise- und Zählerverlust",
      "Gemessen (= Erlösbasis)",
      "Dateien, die nicht erstellt werden konnten",
      "Grund: ENOSPC: no space left on device",
      "PDF konnte nicht erstellt werden",
      "Nicht endgültig:",
      "Handlungsbedarf",
      "Kunden",
      "P-Wert, 12 Monate",
      "P73",
      "Normalverteilung angenommen",
      "Soll 80,00\u00a0% (-0,05 Pp.)",
    ])
      expect(text).toContain(phrase);
    // No English label of index.html left (an element whose whole text is an English message).
    const de = CATALOGS.de!;
    const en = CATALOGS.en!;
    const html = indexHtml(m);
    for (const key of Object.keys(en) as (keyof typeof en)[])
      if (key.startsWith("html.") && !en[key].includes("{") && en[key] !== de[key])
        expect(html, key).not.toContain(`>${en[key]}<`);
  });

  it("French at issue 28's edges: French numbers beside a verdict, the bridge's steps, P-levels", () => {
    const html = indexHtml(edgeManifest("fr-FR"));
    const text = textOf(html.replace(/<style>[\s\S]*<\/style>/, ""));
    for (const phrase of [
      "79,95\u00a0%objectif 80,00\u00a0% (-0,05 pt)",
      "Compté (= base du chiffre d’affaires)",
      "Écart au budget complet",
      "Fichiers qui n’ont pas pu être produits",
      "Niveau P, 12 mois",
    ])
      expect(text).toContain(phrase);
  });

  it.each(Object.keys(CATALOGS))("%s: the page's words come from that catalog", (lang) => {
    const tag = {
      en: "en-GB",
      de: "de-AT",
      fr: "fr-FR",
      es: "es-ES",
      it: "it-IT",
      nl: "nl-NL",
      pl: "pl-PL",
      pt: "pt-PT",
    }[lang]!;
    const html = indexHtml({ ...sample(), locale: tag });
    const { t } = messagesFor(tag);
    expect(html).toContain(`<html lang="${tag}">`);
    expect(html).toContain(`<h2 id="plants">${t("html.plants")}</h2>`);
    expect(html).toContain(`<th scope="col">${t("html.column.days")}</th>`);
    expect(html).toContain(`>${t("bridge.weather")}</th>`);
  });

  it.each([
    ["de-DE", "geliefert", "Vollständig"],
    ["fr-FR", "reçues", "Complet"],
    ["en-GB", "ok", "OK"],
  ])(
    "%s: a plant's data badge reads %j, a complete run's status %j (the manifest keeps \"ok\")",
    (locale, word, label) => {
      const m = { ...sample(), locale };
      const badges = [...indexHtml(m).matchAll(/<span class="badge badge-ok">([^<]*)<\/span>/g)].map(
        (x) => x[1],
      );
      expect(badges).toEqual(m.plants.filter((p) => p.status === "ok").map(() => word));
      expect(badges.length).toBeGreaterThan(0);
      expect(indexHtml({ ...m, status: "ok" })).toContain(
        `<p class="status status-ok"><strong>${label}</strong>`,
      );
    },
  );

  it("French: kWc, and French spacing before the colon", () => {
    const html = indexHtml({ ...sample(), locale: "fr-FR" });
    expect(html).toMatch(/<dd data-figure="specificYieldKwhKwp">\d+,\d\u00a0kWh\/kWc<\/dd>/);
    expect(html).toContain("Disponibilité\u00a0:");
  });

  it("words why the run fell back to windows in German and French; only the service's own words stay as sent", () => {
    const page = (locale: string) =>
      textOf(indexHtml(buildManifest(modelWithEveryWarning(locale), { workbooks: {}, pdfs: new Map() })));
    const de = page("de-DE");
    expect(de).toContain(
      "nicht in einem Abruf geliefert (er lehnte 396\u00a0Tage ab: „422: days must be less than or equal to 100“; der abgelehnte Abruf zählt als fehlgeschlagene Anfrage)",
    );
    expect(de).toContain("(er lieferte 100 der 396 angefragten Tage, und die fehlenden Tage hatten Daten)");
    const fr = page("fr-FR");
    expect(fr).toContain(
      "(il a refusé 396\u00a0jours\u00a0: «\u00a0422: days must be less than or equal to 100\u00a0»",
    );
    expect(fr).toContain("(il a renvoyé 100 des 396\u00a0jours demandés");
    for (const text of [de, fr]) {
      expect(text).not.toContain("the service refused");
      expect(text).not.toContain("counted as a failed request");
      expect(text).not.toContain("days asked for");
    }
  });

  it("an unknown or missing locale reads English and formats en-GB; a language without catalog reads English", () => {
    for (const locale of [undefined, "not a locale!"]) {
      const html = indexHtml({ ...sample(), locale });
      expect(html).toContain('<html lang="en-GB">');
      expect(html).toContain('<h2 id="plants">Plants</h2>');
    }
    const sv = indexHtml({ ...sample(), locale: "sv-SE" });
    expect(sv).toContain('<html lang="en-GB">');
    expect(sv).toContain('<h2 id="plants">Plants</h2>');
    // English throughout, digits and separators included: no Arabic-Indic digits under English words.
    const ar = indexHtml({ ...sample(), locale: "ar-EG" });
    expect(ar).toContain('<html lang="en-GB">');
    expect(ar).not.toMatch(/[\u0660-\u0669]/u);
    expect(ar).toContain("October 2026");
    expect(sv).toMatch(/<dd data-figure="availability">\d+\.\d%<\/dd>/);
  });
});
