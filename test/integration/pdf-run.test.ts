/**
 * The real pipeline against the sandbox, PDFs on, in de-DE with one plant's owner reading
 * French (plantDetails.<id>.locale): every plant's PDF, as poppler reads it, shows its name,
 * the month and the headline figures of that plant's manifest entry in its owner's language
 * and formats (the fixture tests only check a model against itself).
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDefinition } from "../../src/definition/index.js";
import type { Manifest } from "../../src/output/manifest.js";
import { runReport } from "../../src/pipeline/run/run.js";
import { renderPlantPdf } from "../../src/render/pdf/index.js";
import { type Sandbox, sandboxDefinitionDetails, startSandbox } from "../../src/sandbox/index.js";
import { toolsAvailable } from "../helpers/tools.js";

const NOW = Date.parse("2026-11-05T06:00:00Z");
const LOCALE = "de-DE";
/** One plant's owner reads French (plantDetails.<id>.locale): its PDF is French, the rest German. */
const FRENCH = "fr-FR";

const fold = (s: string) => s.replace(/[\s\u00A0\u202F]+/gu, " ").trim();

/** Text of each page (pdftotext ends every page with a form feed). */
function pdfPages(file: string): string[] {
  const raw = execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
  return raw.split("\f").slice(0, -1).map(fold);
}

/** The page's words in each language, written out here (not read from the catalogs under test). */
const WORDS = {
  "de-DE": {
    kwp: "kWp",
    energy: "Ertrag",
    against: "gegenüber",
    availability: "Verfügbarkeit",
    revenue: "Erlös",
    page: (i: number, n: number) => `Seite ${i} von ${n}`,
    noneMissing: "Tage ohne Ertrag keine",
    partial: (k: number, n: number) => `Unvollständige Daten: ${k} von ${n} Tagen ohne gemessenen Ertrag (`,
    gaps: (k: number) => `${k} ${k === 1 ? "Tag" : "Tage"} ohne gemessenen Ertrag`,
    month: "Oktober 2026",
  },
  "fr-FR": {
    kwp: "kWc",
    energy: "Production",
    against: "par rapport au budget",
    availability: "disponibilité",
    revenue: "Chiffre d’affaires",
    page: (i: number, n: number) => `Page ${i} sur ${n}`,
    noneMissing: "Jours sans production aucun",
    partial: (k: number, n: number) => `Données partielles : ${k} sur ${n} jours sans production mesurée (`,
    gaps: (k: number) => `${k} ${k === 1 ? "jour" : "jours"} sans production mesurée`,
    month: "octobre 2026",
  },
} as const;
type Lang = keyof typeof WORDS;

/** What the manifest says, as a German (or French) reader must find it on paper. */
function expected(m: Manifest["plants"][number]["metrics"], locale: Lang): string[] {
  const n = (d: number) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: d, maximumFractionDigits: d });
  const pct = new Intl.NumberFormat(locale, {
    style: "percent",
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const eur = new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" });
  const w = WORDS[locale];
  const v = m.budgetVariance!;
  const sign = Math.abs(v) < 0.0005 ? "±" : v < 0 ? "−" : "+";
  return [
    `${n(0).format(m.yieldTotalKwh!)} kWh`,
    `${n(0).format(m.meterYieldTotalKwh!)} kWh`,
    `${n(1).format(m.specificYieldKwhKwp!)} kWh/${w.kwp}`,
    `PR (IEC 61724-1) ${pct.format(m.pr!)}`,
    `${w.availability} ${pct.format(m.availability!)}`,
    `${n(1).format(m.irradiationKwhM2!)} kWh/m²`,
    `${w.energy} ${sign}${pct.format(Math.abs(v))} ${w.against}`,
    `${w.revenue} ${eur.format(m.revenue!)}`,
  ].map(fold);
}

let sandbox: Sandbox;
let frenchId: string;

/** The first plant (by id) gets a French-speaking owner. */
function withFrenchOwner<T extends object>(
  details: Record<string, T>,
): Record<string, T & { locale?: string }> {
  frenchId = Object.keys(details).sort()[0]!;
  return { ...details, [frenchId]: { ...details[frenchId]!, locale: FRENCH } };
}
const langOf = (id: string): Lang => (id === frenchId ? FRENCH : LOCALE);
let outDir: string;
let manifest: Manifest;
let result: Awaited<ReturnType<typeof runReport>>;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, plants: 24, seed: 1, now: () => NOW });
  const def = parseDefinition(
    `title: Monatsbericht\nperiod: "2026-10"\nplants: all\nlocale: ${LOCALE}\ncurrency: EUR\nhistory: 3\n` +
      "targets:\n  pr: 0.8\n  availability: 0.98\n",
    "inline.yaml",
    process.cwd(),
  );
  outDir = await mkdtemp(join(tmpdir(), "pdf-run-"));
  result = await runReport({
    definition: { ...def, plantDetails: withFrenchOwner(sandboxDefinitionDetails(sandbox)) },
    client: { baseUrl: sandbox.baseUrl, auth: { kind: "password", ...sandbox.credentials } },
    outDir,
    now: new Date(NOW),
    generatedAt: new Date(NOW),
    pdfs: true,
  });
  manifest = JSON.parse(await readFile(join(outDir, "manifest.json"), "utf8")) as Manifest;
});

afterAll(async () => {
  await sandbox?.close();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe.skipIf(!toolsAvailable(["pdftotext", "pdffonts"], "PDFs of a real run"))(
  "plant PDFs of a run against the sandbox (de-DE, one owner fr-FR)",
  () => {
    it("show each plant's name, month, page numbers and manifest figures in its owner's language", () => {
      expect(manifest.plants.filter((p) => p.status === "ok")).toHaveLength(24);
      for (const p of manifest.plants) {
        const w = WORDS[langOf(p.id)];
        // plants/<plant>-YYYY-MM.pdf: the month is in the file name, not only on the page.
        expect(p.pdf, p.name).toMatch(/^plants\/.+-2026-10\.pdf$/);
        const pages = pdfPages(join(outDir, p.pdf!));
        const all = pages.join(" ");
        expect(all, p.name).toContain(fold(p.name));
        expect(all, p.name).toContain(w.month);
        pages.forEach((page, i) => {
          expect(page, p.name).toContain(w.page(i + 1, pages.length));
        });
        for (const figure of expected(p.metrics, langOf(p.id)))
          expect(all, `${p.name}: ${figure}`).toContain(figure);
      }
    });

    it("give the French owner a French PDF and every other owner a German one", () => {
      const french = manifest.plants.find((p) => p.id === frenchId)!;
      const fr = pdfPages(join(outDir, french.pdf!)).join(" ");
      expect(fr).toContain("PRODUCTION");
      expect(fr).toContain("Le mois en bref");
      expect(fr).toContain("Calcul des indicateurs");
      expect(fr).not.toContain("Monat in Kürze");
      const german = manifest.plants.find((p) => p.id !== frenchId)!;
      const de = pdfPages(join(outDir, german.pdf!)).join(" ");
      expect(de).toContain("Monat in Kürze");
      expect(de).toContain("Berechnung der Kennzahlen");
      expect(de).not.toContain("Le mois en bref");
    });

    it("say what is missing for plants with days without data, and nothing for complete ones", () => {
      const partial = manifest.plants.filter((p) => p.metrics.daysWithData < p.metrics.daysInMonth);
      expect(partial.length).toBeGreaterThan(0);
      for (const p of manifest.plants) {
        const w = WORDS[langOf(p.id)];
        const text = pdfPages(join(outDir, p.pdf!)).join(" ");
        const missing = p.metrics.daysInMonth - p.metrics.daysWithData;
        if (missing === 0) expect(text, p.name).toContain(w.noneMissing);
        else {
          expect(text, p.name).toContain(w.partial(missing, p.metrics.daysInMonth));
          expect(text, p.name).toContain(w.gaps(missing));
        }
      }
    });

    it("embed every font, and re-rendering the run's model gives the same bytes", async () => {
      const p = manifest.plants[0]!;
      const file = join(outDir, p.pdf!);
      const rows = execFileSync("pdffonts", [file], { encoding: "utf8" }).trim().split("\n").slice(2);
      expect(rows.length).toBeGreaterThanOrEqual(2);
      for (const row of rows)
        expect(row).toMatch(/NotoSans\S*\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
      const plant = result.model.plants.find((x) => x.id === p.id)!;
      expect((await renderPlantPdf(result.model, plant)).equals(await readFile(file))).toBe(true);
    });
  },
);
