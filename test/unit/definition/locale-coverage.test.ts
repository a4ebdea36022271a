/** A locale without a word catalog is said before the run, once per locale, with where it is used. */
import { describe, expect, it } from "vitest";
import { parseDefinition } from "../../../src/definition/index.js";
import { localesWithoutCatalog } from "../../../src/definition/locale-coverage.js";

const A = "6f1c9a52-3c4e-4b7a-9a51-0c1f0e6b2d11";
const B = "9a0e4d3b-7c21-4f5e-8d6a-1b2c3d4e5f60";

const notes = (yaml: string) =>
  localesWithoutCatalog(parseDefinition(`title: x\n${yaml}`, "def.yaml", "/tmp"));

describe("localesWithoutCatalog", () => {
  it("is silent for locales with a catalog, English variants and the pseudo-locale", () => {
    expect(notes("locale: de-AT\n")).toEqual([]);
    expect(notes("locale: en-IN\n")).toEqual([]);
    expect(notes("locale: en-XA\n")).toEqual([]);
    expect(
      notes(`locale: pt-BR\nclients:\n  - name: Lyon\n    plants: ["${A}"]\n    locale: fr-FR\n`),
    ).toEqual([]);
  });

  it("names the language, the places that use it and the catalogs there are", () => {
    const yaml =
      `locale: sv-SE\nplantDetails:\n  "${A}":\n    locale: ar-EG\n  "${B}":\n    locale: sv-SE\n` +
      `clients:\n  - name: Nordic\n    plants: ["${B}"]\n    locale: sv-SE\n`;
    expect(notes(yaml)).toEqual([
      `locale "sv-SE" (locale, client "Nordic", plantDetails.${B}.locale): there is no Swedish catalog, ` +
        "so its words, numbers and dates will be in English (catalogs: de, en, es, fr, it, nl, pl, pt)",
      `locale "ar-EG" (plantDetails.${A}.locale): there is no Arabic catalog, ` +
        "so its words, numbers and dates will be in English (catalogs: de, en, es, fr, it, nl, pl, pt)",
    ]);
  });
});
