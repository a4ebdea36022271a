/** The service's country names and plant types in the reader's language; what no table knows stays as sent. */
import { describe, expect, it } from "vitest";
import { countryCodeOf, countryLabel } from "../../../src/i18n/index.js";
import { plantTypeName } from "../../../src/render/plant-type.js";

describe("countryCodeOf", () => {
  it.each([
    ["Germany", "DE"],
    ["germany ", "DE"],
    ["Türkiye", "TR"],
    ["Turkey", "TR"],
    ["United States", "US"],
    ["USA", "US"],
    ["UK", "GB"],
    ["United Kingdom", "GB"],
    ["Vietnam", "VN"],
    ["Côte d’Ivoire", "CI"],
    ["Czech Republic", "CZ"],
    ["DE", "DE"],
    ["fr", "FR"],
  ])("maps %j to %s", (sent, code) => {
    expect(countryCodeOf(sent)).toBe(code);
  });

  it("knows no code for a name no table holds, nor for a code that is no country", () => {
    expect(countryCodeOf("Atlantis")).toBeNull();
    expect(countryCodeOf("")).toBeNull();
    expect(countryCodeOf("QQ")).toBeNull();
  });
});

describe("countryLabel", () => {
  const plant = (country: string) => ({ country, countryCode: countryCodeOf(country) });
  it("names the service's English name in German and French", () => {
    expect(countryLabel(plant("Germany"), "de-DE")).toBe("Deutschland");
    expect(countryLabel(plant("Kenya"), "de-DE")).toBe("Kenia");
    expect(countryLabel(plant("Germany"), "fr-FR")).toBe("Allemagne");
    expect(countryLabel(plant("United Kingdom"), "fr-FR")).toBe("Royaume-Uni");
  });

  it("keeps a name it cannot map as the service sent it", () => {
    expect(countryLabel(plant("Atlantis"), "de-DE")).toBe("Atlantis");
  });
});

describe("plantTypeName", () => {
  it("translates the types the service is known to send", () => {
    expect(plantTypeName("Rooftop", "de-DE")).toBe("Aufdachanlage");
    expect(plantTypeName("Ground-mounted", "de-DE")).toBe("Freiflächenanlage");
    expect(plantTypeName("Floating", "fr-FR")).toBe("Flottante");
    expect(plantTypeName("ground mounted", "fr-FR")).toBe("Au sol");
    expect(plantTypeName("Carport", "fr-FR")).toBe("Ombrière de parking");
    expect(plantTypeName("Rooftop", "en-GB")).toBe("Rooftop");
  });

  it("keeps an unknown type as sent, and none as none", () => {
    expect(plantTypeName("Agrivoltaic", "de-DE")).toBe("Agrivoltaic");
    expect(plantTypeName(null, "de-DE")).toBeNull();
    expect(plantTypeName(" ", "de-DE")).toBeNull();
  });
});
