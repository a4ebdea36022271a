/**
 * The real pipeline against the sandbox, PDFs on, in de-DE: every plant's PDF, as poppler
 * reads it, shows its name, the month and the headline figures of that plant's manifest
 * entry formatted the German way (the fixture tests only check a model against itself).
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

const fold = (s: string) => s.replace(/[\s\u00A0\u202F]+/gu, " ").trim();

/** Text of each page (pdftotext ends every page with a form feed). */
function pdfPages(file: string): string[] {
  const raw = execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
  return raw.split("\f").slice(0, -1).map(fold);
}

const n = (d: number) =>
  new Intl.NumberFormat(LOCALE, { minimumFractionDigits: d, maximumFractionDigits: d });
const pct = new Intl.NumberFormat(LOCALE, {
  style: "percent",
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const eur = new Intl.NumberFormat(LOCALE, { style: "currency", currency: "EUR" });

/** What the manifest says, as a German reader must find it on paper. */
function expected(m: Manifest["plants"][number]["metrics"]): string[] {
  const v = m.budgetVariance!;
  const sign = Math.abs(v) < 0.0005 ? "±" : v < 0 ? "−" : "+";
  return [
    `${n(0).format(m.yieldTotalKwh!)} kWh`,
    `${n(0).format(m.meterYieldTotalKwh!)} kWh`,
    `${n(1).format(m.specificYieldKwhKwp!)} kWh/kWp`,
    `PR (IEC 61724-1) ${pct.format(m.pr!)}`,
    `availability ${pct.format(m.availability!)}`,
    `${n(1).format(m.irradiationKwhM2!)} kWh/m²`,
    `Energy ${sign}${pct.format(Math.abs(v))} against the budget`,
    `Revenue ${eur.format(m.revenue!)}`,
  ].map(fold);
}

let sandbox: Sandbox;
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
    definition: { ...def, plantDetails: sandboxDefinitionDetails(sandbox) },
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
  "plant PDFs of a run against the sandbox (de-DE)",
  () => {
    it("show each plant's name, month, page numbers and manifest figures as de-DE formats them", () => {
      expect(manifest.plants.filter((p) => p.status === "ok")).toHaveLength(24);
      for (const p of manifest.plants) {
        const pages = pdfPages(join(outDir, p.pdf!));
        const all = pages.join(" ");
        expect(all, p.name).toContain(fold(p.name));
        expect(all, p.name).toContain("Oktober 2026");
        pages.forEach((page, i) => {
          expect(page, p.name).toContain(`Page ${i + 1} of ${pages.length}`);
        });
        for (const figure of expected(p.metrics)) expect(all, `${p.name}: ${figure}`).toContain(figure);
      }
    });

    it("say what is missing for plants with days without data, and nothing for complete ones", () => {
      const partial = manifest.plants.filter((p) => p.metrics.daysWithData < p.metrics.daysInMonth);
      expect(partial.length).toBeGreaterThan(0);
      for (const p of manifest.plants) {
        const text = pdfPages(join(outDir, p.pdf!)).join(" ");
        const missing = p.metrics.daysInMonth - p.metrics.daysWithData;
        if (missing === 0) expect(text, p.name).toContain("Days without yield none");
        else {
          expect(text, p.name).toContain(
            `Partial data: ${missing} of ${p.metrics.daysInMonth} days without a measured yield (`,
          );
          expect(text, p.name).toContain(
            `${missing} ${missing === 1 ? "day" : "days"} without a measured yield`,
          );
        }
      }
    });

    it("embed every font, and re-rendering the run's model gives the same bytes", async () => {
      const p = manifest.plants[0]!;
      const file = join(outDir, p.pdf!);
      const rows = execFileSync("pdffonts", [file], { encoding: "utf8" }).trim().split("\n").slice(2);
      expect(rows.length).toBeGreaterThanOrEqual(2);
      for (const row of rows)
        expect(row).toMatch(/DejaVuSans\S*\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
      const plant = result.model.plants.find((x) => x.id === p.id)!;
      expect((await renderPlantPdf(result.model, plant)).equals(await readFile(file))).toBe(true);
    });
  },
);
