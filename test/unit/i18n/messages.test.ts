import { describe, expect, it } from "vitest";
import { catalogLanguage, countryName, formattingLocale, messagesFor } from "../../../src/i18n/index.js";

describe("locale resolution", () => {
  it.each([
    ["de-AT", "de"],
    ["de-Latn-AT", "de"],
    ["pt-BR", "pt"],
    ["fr", "fr"],
    ["PL-pl", "pl"],
    ["sv-SE", "en"],
    ["ja-JP", "en"],
    ["not a tag", "en"],
    ["", "en"],
  ])("%s reads the %s catalog", (tag, lang) => {
    expect(catalogLanguage(tag)).toBe(lang);
  });

  it("formats with the requested tag, not the catalog's", () => {
    expect(messagesFor("de-AT").locale).toBe("de-AT");
    expect(formattingLocale("???")).toBe("en");
  });

  it("formats a locale without a catalog in English, digits included (no Arabic-Indic digits among English words)", () => {
    expect(formattingLocale("ar-EG")).toBe("en-GB");
    expect(formattingLocale("sv-SE")).toBe("en-GB");
    expect(formattingLocale("en-IN")).toBe("en-IN");
    expect(new Intl.NumberFormat(messagesFor("ar-EG").locale, { style: "percent" }).format(0.8)).toBe("80%");
  });
});

describe("messagesFor", () => {
  it("answers in the language, with placeholders and plurals", () => {
    const de = messagesFor("de-DE");
    expect(de.t("figure.energyYield")).toBe("Ertrag");
    expect(de.t("estimate.daysEstimated", { count: 1 })).toBe("1 Tag geschätzt");
    expect(de.t("estimate.daysEstimated", { count: 3 })).toBe("3 Tage geschätzt");
    expect(de.t("period.monthToDate", { month: "Mai 2025", day: "14. Mai" })).toBe(
      "Mai 2025, Monat bis einschließlich 14. Mai",
    );
  });

  it("uses Polish few/many forms", () => {
    const pl = messagesFor("pl");
    expect([1, 2, 5, 22, 25].map((count) => pl.t("estimate.daysEstimated", { count }))).toEqual([
      "1 dzień oszacowany",
      "2 dni oszacowane",
      "5 dni oszacowanych",
      "22 dni oszacowane",
      "25 dni oszacowanych",
    ]);
  });

  it("falls back to English for a language without a catalog", () => {
    expect(messagesFor("sv-SE").t("verdict.belowTarget")).toBe("Below target");
  });

  it("pseudo-locale wraps and accents the words but leaves the data alone", () => {
    const xa = messagesFor("en-XA");
    expect(xa.language).toBe("en-XA");
    expect(xa.t("verdict.onTarget")).toBe("⟦Óñ ţáŕĝéţ⟧");
    const note = xa.t("period.monthToDate", { month: "May 2025", day: "14 May" });
    expect(note).toBe("⟦May 2025, ɱóñţĥ ţó ðáţé ţĥŕóúĝĥ 14 May⟧");
    expect(xa.t("estimate.daysEstimated", { count: 2 })).toMatch(/^⟦2 ðáýš [^⟧]+⟧$/);
  });
});

describe("countryName", () => {
  it("names the country in the reader's language", () => {
    expect(countryName("DE", "de-AT")).toBe("Deutschland");
    expect(countryName("DE", "fr")).toBe("Allemagne");
    // No Japanese catalog: the page is English throughout, its country names too.
    expect(countryName("JP", "ja")).toBe("Japan");
  });

  it("shows the code when ICU cannot name it", () => {
    expect(countryName("", "de")).toBe("");
    expect(countryName("XYZ1", "de")).toBe("XYZ1");
  });
});
