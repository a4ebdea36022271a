/**
 * The workbooks speak the definition's language. In the pseudo-locale every word comes out
 * inside ⟦…⟧, so any text of the three workbooks (sheet names, cells, number formats, chart
 * titles, series, axes, categories, properties) left with a letter outside the markers is a
 * word that bypassed the catalogs — unless it is data: plant names, labels, ids, country
 * codes, plant types as the service sent them, the report's title and company, the currency code, what a warning or a failed
 * plant's reason quotes (the service's own error text, ids, client names), month and day
 * names, country names and times from Intl, and the unit symbols kWh, MWh, kWp, kWh/m², °C (SI symbols, written the
 * same in every language). In German, sheet names, headers and chart titles are German, and
 * in every language sheet names keep Excel's rules.
 */
import ExcelJS from "exceljs";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { CATALOGS, PSEUDO_LOCALE } from "../../../src/i18n/index.js";
import type { ReportModel } from "../../../src/metrics/model.js";
import { DAILY_FIRST_ROW } from "../../../src/render/xlsx/daily-sheet.js";
import { dateFormat } from "../../../src/render/xlsx/format-locale.js";
import { buildWorkbook, WORKBOOK_KINDS } from "../../../src/render/xlsx/index.js";
import { xlsxLabels } from "../../../src/render/xlsx/labels.js";
import { SUMMARY_FIRST_ROW, SUMMARY_HEADER_ROW } from "../../../src/render/xlsx/summary-sheet.js";
import { modelWithEveryWarning, warningData } from "../../fixtures/every-warning.js";
import { sampleModel } from "../../fixtures/model.js";
import { sheetNames, workbookTexts } from "../../helpers/xlsx-words.js";

const OPTS = { perPlantSheetLimit: 50 };

function localModel(locale: string, plants = 4): ReportModel {
  return { ...sampleModel({ plants, withFailures: true }), locale };
}

/** Text that is data, longest first so a name is removed before a word inside it. */
function dataStrings(model: ReportModel): string[] {
  const intl = (opts: Intl.DateTimeFormatOptions) =>
    Array.from({ length: 12 }, (_, m) =>
      new Intl.DateTimeFormat("en", { ...opts, timeZone: "UTC" }).format(Date.UTC(2026, m, 15)),
    );
  return [
    ...model.plants.flatMap((p) => [
      p.name,
      // The name as a sheet name: Excel's forbidden characters become spaces.
      p.name
        .replace(/[[\]:*?/\\]/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
      p.label,
      p.id,
      p.country,
      p.plantType ?? "",
      new Intl.DisplayNames(["en"], { type: "region" }).of(p.country) ?? "",
      ...warningData(p.failure ? [p.failure] : []),
      ...warningData(p.quality.warnings),
    ]),
    ...warningData(model.warnings),
    model.title,
    model.branding.company,
    model.currency,
    ...intl({ month: "long" }),
    ...intl({ month: "short" }),
    "UTC",
    "AM",
    "PM",
    "kWh/m²",
    "kWh",
    "MWh",
    "kWp",
    "°C",
  ]
    .filter((s) => s.length > 0)
    .sort((a, b) => b.length - a.length);
}

/** What is left of a text once messages (⟦…⟧, nested too) and data are taken out. */
function leftover(text: string, data: string[]): string {
  let rest = text;
  for (let before = ""; before !== rest; ) {
    before = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, " ");
  }
  for (const d of data) rest = rest.split(d).join(" ");
  return rest;
}

describe("pseudo-locale workbooks", () => {
  it.each(WORKBOOK_KINDS)("%s: no word outside the catalog markers except data", async (kind) => {
    // Every warning code (plant notes, the run's, each failure), a month in progress, each
    // sanity check, counted bad values.
    const model = modelWithEveryWarning(PSEUDO_LOCALE);
    model.reportedThrough = "2026-10-20";
    model.plants[0]!.quality.sanity.push(
      ...(["prAboveOne", "specificYieldAboveIrradiation", "budgetVarianceExtreme"] as const).map((code) => ({
        code,
        message: "English text of the model",
      })),
    );
    model.plants[0]!.quality.nonNumericValues = 2;
    model.plants[0]!.quality.impossibleValues = 1;
    const bytes = new Uint8Array(await buildWorkbook(kind, model, OPTS));
    const data = dataStrings(model);
    const texts = workbookTexts(bytes);
    expect(texts.length).toBeGreaterThan(100);
    const stray = texts
      .map((t) => ({ ...t, rest: leftover(t.text, data) }))
      .filter((t) => /\p{L}/u.test(t.rest));
    expect(stray.map((t) => `${t.where}: ${t.text}`)).toEqual([]);
    // The markers are really there: the Summary's first header is a catalog message.
    expect(texts.some((t) => t.text.startsWith("⟦") && t.where === "sheet name")).toBe(true);
  });

  it("the test sees a stray word: an English header fails it", async () => {
    const model = localModel(PSEUDO_LOCALE, 2);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(new Uint8Array(await buildWorkbook("pr", model, OPTS)).buffer);
    wb.worksheets[0]!.getCell(SUMMARY_HEADER_ROW, 2).value = "Label";
    const bytes = new Uint8Array(await wb.xlsx.writeBuffer());
    const stray = workbookTexts(bytes).filter((t) => /\p{L}/u.test(leftover(t.text, dataStrings(model))));
    expect(stray.map((t) => t.text)).toContain("Label");
  });
});

describe("German workbooks", () => {
  it.each(WORKBOOK_KINDS)("%s: sheet names, headers and chart titles are German", async (kind) => {
    const model = localModel("de-DE");
    const bytes = new Uint8Array(await buildWorkbook(kind, model, OPTS));
    const names = sheetNames(bytes);
    expect(names.slice(0, 2)).toEqual(["Übersicht", "Diagramme"]);
    expect(names).toContain("Methodik");
    expect(names).toContain("Tageseinstrahlung");
    const texts = workbookTexts(bytes).map((t) => t.text);
    for (const word of ["Anlage", "Anlagen-ID", "Einstrahlung (kWh/m²)", "Tage mit Daten", "Portfolio"])
      expect(texts, word).toContain(word);
    const titles = workbookTexts(bytes)
      .filter((t) => t.where.endsWith(" title"))
      .map((t) => t.text);
    expect(
      titles.some((t) => t.includes("Oktober 2026")),
      titles.join(" | "),
    ).toBe(true);
    for (const english of ["Summary", "Charts", "Daily yield", "Plant ID", "Target", "Method"])
      expect(texts, english).not.toContain(english);
    if (kind === "yield") {
      expect(texts).toContain("Ertrag gesamt (kWh)");
      expect(titles.some((t) => t.startsWith("Portfolio: vom Budget zum Ist"))).toBe(true);
    }
  });
});

describe("sheet names in every language", () => {
  const locales = [...Object.keys(CATALOGS), PSEUDO_LOCALE];
  it.each(locales)("%s: within Excel's rules and unique", async (locale) => {
    const model = localModel(locale, 3);
    model.plants[0]!.name = xlsxLabels(locale).sheets.summary; // a plant named like a sheet
    for (const kind of WORKBOOK_KINDS) {
      const names = sheetNames(new Uint8Array(await buildWorkbook(kind, model, OPTS)));
      for (const n of names) {
        expect(n.length, n).toBeLessThanOrEqual(31);
        expect(n, n).not.toMatch(/[[\]:*?/\\]|^'|'$/);
        expect(n.toLowerCase()).not.toBe("history");
      }
      expect(new Set(names.map((n) => n.toLocaleLowerCase("en"))).size).toBe(names.length);
    }
  });
});

describe("the cells' number formats carry the report's locale", () => {
  /** Each cell format's code (styles.xml cellXfs → numFmts); General (id 0) has nothing to tag. */
  function cellFormats(bytes: Uint8Array): string[] {
    const xml = strFromU8(unzipSync(bytes)["xl/styles.xml"]!);
    const custom = new Map(
      [...xml.matchAll(/<numFmt numFmtId="(\d+)" formatCode="([^"]*)"\/>/g)].map((m) => [
        Number(m[1]),
        m[2]!.replace(/&quot;/g, '"').replace(/&amp;/g, "&"),
      ]),
    );
    const cellXfs = /<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(xml)![1]!;
    const ids = [...cellXfs.matchAll(/<xf [^>]*numFmtId="(\d+)"/g)].map((m) => Number(m[1]));
    // A built-in id (1–163) would be formatted in the viewer's locale: none may be used.
    return ids.filter((id) => id !== 0).map((id) => custom.get(id) ?? `built-in ${id}`);
  }

  it("writes a date in figures in the order and with the separators of the tag's language", () => {
    expect(dateFormat("de-DE")).toBe("dd.mm.yyyy");
    expect(dateFormat("fr-FR")).toBe("dd/mm/yyyy");
    expect(dateFormat("en-GB")).toBe("dd/mm/yyyy");
    expect(dateFormat("en-US")).toBe("mm/dd/yyyy");
    expect(dateFormat("nl-NL")).toBe("dd-mm-yyyy");
    expect(dateFormat("pl-PL")).toBe("dd.mm.yyyy");
    // Unlisted: formatted as English ([$-409]), so in US English's order too.
    expect(dateFormat("sv-SE")).toBe("mm/dd/yyyy");
  });

  it.each([
    ["de-DE", "[$-407]dd.mm.yyyy"],
    ["en-GB", "[$-809]dd/mm/yyyy"],
  ])("%s: a Daily sheet's dates are dates, formatted %s", async (locale, code) => {
    const model = localModel(locale);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(new Uint8Array(await buildWorkbook("pr", model, OPTS)).buffer);
    const cell = wb.getWorksheet(xlsxLabels(locale).sheets.dailyIrradiation)!.getCell(DAILY_FIRST_ROW, 1);
    expect(cell.value).toEqual(new Date(Date.UTC(2026, 9, 1)));
    expect(cell.numFmt).toBe(code);
  });

  it.each([
    ["de-DE", "[$-407]", "dd.mm.yyyy"],
    ["fr-FR", "[$-40C]", "dd/mm/yyyy"],
  ])(
    "%s: every format of every sheet's cells starts each section with %s, dates read %s",
    async (locale, tag, date) => {
      const model = localModel(locale);
      for (const kind of WORKBOOK_KINDS) {
        const codes = cellFormats(new Uint8Array(await buildWorkbook(kind, model, OPTS)));
        // Dates, months, kWh, percentages, variances, currency: well over a handful of formats.
        expect(codes.length, kind).toBeGreaterThan(5);
        for (const code of codes)
          for (const section of code.split(";"))
            expect(section.startsWith(tag), `${kind}: ${code}`).toBe(true);
      }
      // What a German reader sees in an English Excel: the month's dates in German.
      const codes = cellFormats(new Uint8Array(await buildWorkbook("yield", model, OPTS)));
      expect(codes).toContain(`${tag}${date}`);
      expect(
        codes.some((c) => c.includes("yyyy-mm-dd")),
        "no ISO date left",
      ).toBe(false);
      expect(codes).toContain(`${tag}mmm yyyy`);
    },
  );
});

describe("countries and plant types in the reader's language", () => {
  it.each([
    ["de-DE", "Polen", "Freiflächenanlage"],
    ["fr-FR", "Pologne", "Au sol"],
  ])("%s: the Summary's country column and each plant sheet's line", async (locale, poland, ground) => {
    const model = localModel(locale, 2);
    Object.assign(model.plants[0]!, { country: "Poland", countryCode: "PL", plantType: "Ground-mounted" });
    Object.assign(model.plants[1]!, { country: "Atlantis", countryCode: null, plantType: "Agrivoltaic" });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(new Uint8Array(await buildWorkbook("yield", model, OPTS)).buffer);
    const summary = wb.worksheets[0]!;
    const header = (summary.getRow(SUMMARY_HEADER_ROW).values as unknown[]).map(String);
    const col = header.indexOf(xlsxLabels(locale).cols.country);
    expect(col).toBeGreaterThan(0);
    const countries = [0, 1].map((i) => summary.getCell(SUMMARY_FIRST_ROW + i, col).value);
    expect(countries).toEqual([poland, "Atlantis"]);
    const line = (name: string) => String(wb.getWorksheet(name)!.getCell(2, 1).value);
    expect(line(model.plants[0]!.name).startsWith(`${poland} · ${ground} · `)).toBe(true);
    // What no table knows stays as the service sent it.
    expect(line(model.plants[1]!.name).startsWith("Atlantis · Agrivoltaic · ")).toBe(true);
  });
});

describe("outage days in the Daily sheets", () => {
  it.each([
    ["de-DE", "Ausfall"],
    ["fr-FR", "arrêt"],
  ])(
    "%s: the model's outage day is red with its word after the 0, and the legend says why",
    async (locale, word) => {
      const model = localModel(locale, 2);
      const plant = model.plants[0]!;
      const day = plant.daily[4]!;
      Object.assign(day, { yieldKwh: 0, availability: 0, outage: true });
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(new Uint8Array(await buildWorkbook("yield", model, OPTS)).buffer);
      const ws = wb.getWorksheet(xlsxLabels(locale).sheets.dailyYield)!;
      const dayRow = DAILY_FIRST_ROW + model.dates.indexOf(day.date);
      const cell = ws.getCell(dayRow, 2);
      expect(cell.value).toBe(0);
      expect(cell.numFmt).toContain(`" (${word})"`);
      expect(cell.font?.color?.argb).toBe("FF9B1C1C");
      // The day before was no outage: the plain format.
      expect(ws.getCell(dayRow - 1, 2).numFmt).not.toContain(word);
      const texts = workbookTexts(new Uint8Array(await wb.xlsx.writeBuffer())).map((t) => t.text);
      expect(texts.some((t) => t.includes(xlsxLabels(locale).dailyOutageLegend))).toBe(true);
    },
  );
});

describe("the Summary's status words in the reader's language", () => {
  it.each([
    ["de-DE", "geliefert", "3 geliefert, 1 fehlgeschlagen", "fehlgeschlagen: "],
    ["fr-FR", "données reçues", "données reçues : 3, en échec : 1", "échec : "],
    ["en-GB", "ok", "3 ok, 1 failed", "failed: "],
  ])("%s: a plant whose data came reads %j, the portfolio %j", async (locale, word, total, failed) => {
    const model = localModel(locale);
    const L = xlsxLabels(locale);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(new Uint8Array(await buildWorkbook("yield", model, OPTS)).buffer);
    const ws = wb.getWorksheet(L.sheets.summary)!;
    const header = (ws.getRow(SUMMARY_HEADER_ROW).values as unknown[]).map(String);
    const status = header.indexOf(L.cols.status);
    const cells = model.plants.map((_, i) => String(ws.getCell(SUMMARY_FIRST_ROW + i, status).value));
    // The sample's second plant failed; the manifest still says "ok" for the others (the model's status).
    expect(model.plants.map((p) => p.status)).toEqual(["ok", "failed", "ok", "ok"]);
    expect(cells.filter((_, i) => i !== 1)).toEqual([word, word, word]);
    expect(cells[1]!.startsWith(failed), cells[1]).toBe(true);
    expect(ws.getCell(SUMMARY_FIRST_ROW + 4, status).value).toBe(total);
    // The capacity total sums the plants whose status cell reads that word, as the portfolio does.
    const capacity = ws.getCell(SUMMARY_FIRST_ROW + 4, header.indexOf(L.cols.capacity)).value as {
      formula: string;
      result: number;
    };
    expect(capacity.formula).toContain(`,"${word}",`);
    const ok = model.plants.filter((p) => p.status === "ok");
    expect(capacity.result).toBeCloseTo(
      ok.reduce((s, p) => s + (p.capacityKwp ?? 0), 0),
      6,
    );
  });
});
