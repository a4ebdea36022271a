/**
 * The e-mails of `deliver` in each of the eight languages: subject with the company and the
 * month (as Intl spells it in that locale), body with the client, its plant count and the
 * file, every placeholder filled; a month in progress says through which day.
 */
import { describe, expect, it } from "vitest";
import type { Manifest, ManifestClient } from "../../../src/output/manifest.js";
import { composeClient, composeInternal } from "../../../src/pipeline/deliver/compose.js";

const LOCALES = ["en-GB", "de-DE", "fr-FR", "es-ES", "it-IT", "nl-NL", "pl-PL", "pt-PT"];
const FILE = "clients/Stadtwerke Nordhafen-2026-10.pdf";

function manifest(reportedThrough: string | null, locale = "en-GB"): Manifest {
  return {
    month: "2026-10",
    locale,
    reportedThrough,
    plants: [
      { id: "a", status: "ok" },
      { id: "b", status: "failed" },
      { id: "c", status: "ok" },
    ],
  } as unknown as Manifest;
}

const client = (locale: string): ManifestClient =>
  ({ name: "Stadtwerke Nordhafen", locale, plants: ["a", "b"] }) as unknown as ManifestClient;

const monthIn = (locale: string) =>
  new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(2026, 9, 1),
  );

describe("a client's e-mail in its language", () => {
  it.each(LOCALES)("%s", (locale) => {
    const m = composeClient(manifest(null), client(locale), FILE, "Helios AM");
    expect(m.subject).toContain("Helios AM");
    expect(m.subject).toContain(monthIn(locale));
    expect(m.subject).toContain("Stadtwerke Nordhafen");
    expect(m.text).toContain("Stadtwerke Nordhafen-2026-10.pdf");
    expect(m.text).toMatch(/\b2\b/);
    expect(m.text.endsWith("\nHelios AM")).toBe(true);
    expect(m.subject + m.text).not.toMatch(/[{}]/);
    expect(m.filename).toBe("Stadtwerke Nordhafen-2026-10.pdf");
  });

  it("the languages differ (no catalog falls back to English)", () => {
    const subjects = LOCALES.map((l) => composeClient(manifest(null), client(l), FILE, "H").subject);
    expect(new Set(subjects).size).toBe(LOCALES.length);
  });
});

describe("the portfolio PDF's e-mail", () => {
  it("counts the plants and those without data", () => {
    const m = composeInternal(manifest(null), "portfolio-2026-10.pdf", "Helios AM");
    expect(m.subject).toBe("Helios AM: portfolio report, October 2026");
    expect(m.text).toContain("portfolio report for October 2026: 3 plants, 1 of them without data.");
  });

  it("in the report's language", () => {
    const m = composeInternal(manifest(null, "de-DE"), "portfolio-2026-10.pdf", "Helios AM");
    expect(m.subject).toBe("Helios AM: Portfoliobericht, Oktober 2026");
    expect(m.text).toContain("3 Anlagen, davon 1 ohne Daten.");
  });
});

describe("a month in progress", () => {
  it("says through which day, before the closing lines", () => {
    const m = composeClient(manifest("2026-10-17"), client("de-DE"), FILE, "Helios AM");
    expect(m.text).toContain(
      "\n\nDer Monat war bei der Erstellung des Berichts noch nicht zu Ende: Er umfasst die Tage bis 17. Oktober 2026.\n\nMit freundlichen Grüßen\nHelios AM",
    );
  });
});
