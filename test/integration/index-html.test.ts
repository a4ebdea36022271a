/**
 * index.html read by a real browser (headless Chromium): a real run against the sandbox
 * (de-DE, one plant failed) shows every plant with its figures formatted as the manifest
 * says, and every link resolves to a file on disk; a fixture manifest with hostile plant
 * names shows them as text, runs no script (also with the page's CSP removed) and still
 * links to files whose names hold spaces, `#`, `?`, `%`, quotes and non-ASCII letters.
 * Set INDEX_HTML_SCREENSHOTS=<dir> to keep screenshots of both pages.
 */
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDefinition } from "../../src/definition/index.js";
import type { Manifest } from "../../src/output/manifest.js";
import { INDEX_NAME } from "../../src/output/owned-files.js";
import { writeIndexHtml } from "../../src/pipeline/run/index-file.js";
import { type RunResult, runReport } from "../../src/pipeline/run/run.js";
import { type Sandbox, sandboxDefinitionDetails, startSandbox } from "../../src/sandbox/index.js";
import { hostileManifest } from "../fixtures/hostile-manifest.js";
import {
  dumpDom,
  figuresOf,
  hrefsOf,
  rows,
  screenshot,
  target,
  textOf,
  titleOf,
} from "../helpers/chromium.js";
import { indexVerdicts } from "../helpers/index-verdicts.js";
import { toolsAvailable } from "../helpers/tools.js";

const NOW = Date.parse("2026-11-05T06:00:00Z");
const LOCALE = "de-DE";
const SHOTS = process.env.INDEX_HTML_SCREENSHOTS;

async function look(page: string, name: string): Promise<void> {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await screenshot(page, join(SHOTS, `${name}.png`));
  await screenshot(page, join(SHOTS, `${name}-phone.png`), "390,1600");
}

describe.skipIf(!toolsAvailable(["chromium"], "index.html in a browser"))("index.html in Chromium", () => {
  let sandbox: Sandbox;
  let work: string;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), "index-html-"));
  });

  afterAll(async () => {
    await sandbox?.close();
    await rm(work, { recursive: true, force: true });
  });

  describe("a real run (5 plants, one failed, de-DE)", () => {
    let result: RunResult;
    let manifest: Manifest;
    let page: string;
    let dom: string;

    beforeAll(async () => {
      sandbox = await startSandbox({ port: 0, plants: 5, seed: 3, now: () => NOW });
      sandbox.setPlantFaults({ revoked: [sandbox.plants[2]!.id] });
      const def = parseDefinition(
        `title: Monatsbericht Süd\nperiod: "2026-10"\nplants: all\nlocale: ${LOCALE}\ncurrency: EUR\nhistory: 13\n`,
        "inline.yaml",
        process.cwd(),
      );
      const outDir = join(work, "run");
      result = await runReport({
        definition: { ...def, plantDetails: sandboxDefinitionDetails(sandbox) },
        client: { baseUrl: sandbox.baseUrl, auth: { kind: "password", ...sandbox.credentials } },
        outDir,
        now: new Date(NOW),
        generatedAt: new Date(NOW),
        pdfs: true,
      });
      manifest = JSON.parse(await readFile(join(outDir, "manifest.json"), "utf8")) as Manifest;
      page = join(outDir, INDEX_NAME);
      dom = await dumpDom(page);
      await look(page, "run");
    });

    it("is written before the manifest and listed in it", async () => {
      expect(result.exitCode).toBe(3);
      expect(manifest.status).toBe("partial");
      expect(manifest.index).toBe("index.html");
      expect(manifest.locale).toBe(LOCALE);
      const [html, json] = await Promise.all([stat(page), stat(join(dirname(page), "manifest.json"))]);
      expect(html.mtimeMs).toBeLessThanOrEqual(json.mtimeMs);
    });

    it("is self-contained: no script, no external resource", async () => {
      const raw = await readFile(page, "utf8");
      expect(raw).toMatch(/^<!DOCTYPE html>\n<html lang="de-DE">\n<head>\n<meta charset="utf-8">/);
      expect(raw).not.toMatch(/<(script|link|img|iframe|object|embed|base)\b|url\(|@import/i);
      expect(titleOf(dom)).toBe("Monatsbericht Süd — 2026-10");
    });

    it("has one row per plant, with the manifest's figures formatted in de-DE and German words", () => {
      const n0 = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
      const n1 = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      const pct = (sign: "auto" | "exceptZero", d = 1) =>
        new Intl.NumberFormat(LOCALE, {
          style: "percent",
          minimumFractionDigits: d,
          maximumFractionDigits: d,
          signDisplay: sign,
        });
      const points = (d: number) =>
        new Intl.NumberFormat(LOCALE, {
          minimumFractionDigits: d,
          maximumFractionDigits: d,
          signDisplay: "exceptZero",
        });
      const or = (v: number | null | undefined, f: (x: number) => string) =>
        v === null || v === undefined ? "–" : f(v);
      const money = new Intl.NumberFormat(LOCALE, { style: "currency", currency: "EUR" });
      const found = rows(dom);
      expect(found.map((r) => r.id)).toEqual(manifest.plants.map((p) => p.id));
      for (const [i, p] of manifest.plants.entries()) {
        const m = p.metrics;
        const ok = p.status === "ok";
        const cells = found[i]!.cells;
        const d = (fig: keyof typeof p.verdictDetails) => p.verdictDetails[fig].decimals;
        const estimated =
          (m.yieldEstimatedKwh ?? 0) > 0 ? `davon ${n0.format(m.yieldEstimatedKwh!)}\u00a0kWh geschätzt` : "";
        const words = (weather: boolean) =>
          weather
            ? { target: "Normal oder darüber", watch: "Leicht unter Normal", below: "Deutlich unter Normal" }
            : { target: "Im Soll", watch: "Beobachten", below: "Unter Soll" };
        const chip = (v: string | null | undefined, weather = false) =>
          !ok ? "" : ((words(weather) as Record<string, string>)[v ?? ""] ?? "Keine Bewertung");
        const full = (v: number | null | undefined) =>
          v === null || v === undefined ? "" : `volles Budget ${pct("exceptZero").format(v)}`;
        expect(cells[0]).toBe(p.name);
        expect(cells[1]).toBe(
          ok
            ? "geliefert"
            : "fehlgeschlagen: Daten konnten nicht abgerufen werden. Grund: der Dienst verweigerte den Zugriff " +
                "auf die Anlage (HTTP 403): Sie gehört nicht zu diesem Konto oder kam nach der letzten täglichen " +
                "Aktualisierung des Dienstes hinzu; der Dienst schrieb: „Access to the Plant/Devices is forbidden.“",
        );
        expect(cells[2]).toBe(or(m.yieldTotalKwh, (v) => `${n0.format(v)}\u00a0kWh`) + estimated);
        expect(cells[3]).toBe(
          or(m.budgetVariance, (v) => pct("exceptZero", d("energy")).format(v)) +
            full(m.budgetVarianceFull) +
            chip(p.verdicts.energy),
        );
        expect(cells[4]).toBe(or(m.revenue, (v) => money.format(v)));
        // Beside a verdict: value, target and gap at the verdict's decimals (DESIGN.md).
        const target = (fig: "pr" | "availability") => {
          const t = p.targets[fig];
          const gap = p.verdictDetails[fig].gap;
          if (!ok || t === null) return "";
          const printed = pct("auto", d(fig)).format(t);
          return gap === null
            ? `Soll ${printed}`
            : `Soll ${printed} (${points(d(fig)).format(gap * 100)} Pp.)`;
        };
        expect(cells[5]).toBe(
          or(m.pr, (v) => pct("auto", d("pr")).format(v)) + target("pr") + chip(p.verdicts.pr),
        );
        expect(cells[6]).toBe(
          or(m.availability, (v) => pct("auto", d("availability")).format(v)) +
            target("availability") +
            chip(p.verdicts.availability),
        );
        expect(cells[7]).toBe(
          or(m.irradiationVariance, (v) => pct("exceptZero", d("irradiation")).format(v)) +
            chip(p.verdicts.irradiation, true),
        );
        expect(cells[8]).toBe(
          or(p.ytd?.budgetVariance, (v) => pct("exceptZero").format(v)) + full(p.ytd?.budgetVarianceFull),
        );
        const estimatedDays = m.daysEstimated === 1 ? "1 Tag geschätzt" : `${m.daysEstimated} Tage geschätzt`;
        const late = m.lateDays === 1 ? "1 Tag verspätet" : `${m.lateDays} Tage verspätet`;
        // Outage days in German dates (this sandbox: one plant tripped on 22 October).
        const trips = p.outageDays ?? [];
        const dayDe = (d: string) => `${d.slice(8)}.${d.slice(5, 7)}.${d.slice(0, 4)}`;
        const outage =
          trips.length === 0
            ? ""
            : trips.length === 1
              ? `Ausfall (0 kWh): ${dayDe(trips[0]!)}`
              : `${trips.length} Ausfalltage (0 kWh): ${trips.map(dayDe).join(", ")}`;
        const days = ok
          ? `${m.daysWithData} / ${m.daysReported}${m.daysEstimated > 0 ? estimatedDays : ""}${(m.lateDays ?? 0) > 0 ? late : ""}${outage}`
          : "–";
        // The sandbox gives every plant a yield study: its P-level, "P62" over E₁₂, when it has one.
        const r = p.pLevel.rolling12;
        const exceedance = (x: number) => (x < 0.5 || x >= 99.5 ? n1.format(x) : n0.format(x));
        const gaps = (k: number) =>
          k === 1 ? "1 Tag ohne Daten als null gezählt" : `${k} Tage ohne Daten als null gezählt`;
        const level = r
          ? `P${exceedance(r.exceedance)}${n0.format(r.energyKwh)}\u00a0kWh${r.daysWithoutData > 0 ? gaps(r.daysWithoutData) : ""}`
          : "–";
        expect(cells[9]).toBe(level);
        expect(cells[10]).toBe(days);
        expect(cells).toHaveLength(11);
      }
      expect(found.filter((r) => r.cls === "failed")).toHaveLength(1);
      expect(manifest.plants.flatMap((p) => p.outageDays ?? [])).toEqual(["2026-10-22"]);
      // The demo's sandbox data: some plant has an estimated day, every ok plant a year to date.
      expect(manifest.plants.some((p) => p.metrics.daysEstimated > 0)).toBe(true);
      expect(manifest.plants.filter((p) => p.status === "ok").every((p) => p.ytd !== null)).toBe(true);
      expect(manifest.plants.some((p) => p.pLevel.rolling12 !== null)).toBe(true);
    });

    it("reads German in the browser: status, headers, bridge and footer", () => {
      const text = textOf(/<body>([\s\S]*)<\/body>/.exec(dom)![1]!);
      for (const phrase of [
        "Teilweise: 1 von 5 Anlagen fehlgeschlagen",
        "Erstellt am 5. Nov. 2026, 06:00 UTC",
        "Oktober 2026",
        "Anlage (PDF)",
        "Abweichung zum Budget der erfassten Tage",
        "Abweichung zum vollen Budget",
        "Vom Budget zum Ist",
        "Gemessen (= Erlösbasis)",
        "Arbeitsmappe Verfügbarkeit",
        "Kennzahlen und Dateiliste: manifest.json.",
      ])
        expect(text).toContain(phrase);
      expect(text).not.toMatch(/\b(Plants|Workbooks|Yield|Generated|On target)\b/);
    });

    it("shows the verdict chips the manifest holds, per plant and figure, as Chromium reads them", () => {
      const read = indexVerdicts(dom);
      for (const p of manifest.plants)
        expect(read.plants.get(p.id), p.name).toEqual(p.status === "failed" ? {} : p.verdicts);
      expect(read.portfolio).toEqual(manifest.portfolio.verdicts);
    });

    it("shows the portfolio's figures as the manifest has them", () => {
      const p = manifest.portfolio.metrics;
      const { ytd, lastYear } = manifest.portfolio;
      const n = (d: number) =>
        new Intl.NumberFormat(LOCALE, { minimumFractionDigits: d, maximumFractionDigits: d });
      const pct = (sign: "auto" | "exceptZero") =>
        new Intl.NumberFormat(LOCALE, { style: "percent", minimumFractionDigits: 1, signDisplay: sign });
      const money = new Intl.NumberFormat(LOCALE, { style: "currency", currency: "EUR" });
      const d = manifest.portfolio.verdictDetails;
      const at = (sign: "auto" | "exceptZero", dec: number) =>
        new Intl.NumberFormat(LOCALE, {
          style: "percent",
          minimumFractionDigits: dec,
          maximumFractionDigits: dec,
          signDisplay: sign,
        });
      expect(figuresOf(dom)).toEqual({
        plants: "4 / 5",
        yieldTotalKwh: `${n(0).format(p.yieldTotalKwh!)}\u00a0kWh`,
        budgetCoveredKwh: `${n(0).format(p.budgetCoveredKwh!)}\u00a0kWh`,
        budgetVariance: at("exceptZero", d.energy.decimals).format(p.budgetVariance!),
        budgetVarianceFull: pct("exceptZero").format(p.budgetVarianceFull!),
        pr: at("auto", d.pr.decimals).format(p.pr!),
        prTemperatureCorrected: pct("auto").format(p.prTemperatureCorrected!),
        availability: at("auto", d.availability.decimals).format(p.availability!),
        irradiationVariance: at("exceptZero", d.irradiation.decimals).format(p.irradiationVariance!),
        specificYieldKwhKwp: `${n(1).format(p.specificYieldKwhKwp!)}\u00a0kWh/kWp`,
        revenue: money.format(p.revenue!),
        "ytd.budgetVariance": pct("exceptZero").format(ytd!.budgetVariance!),
        "ytd.budgetVarianceFull": pct("exceptZero").format(ytd!.budgetVarianceFull!),
        "ytd.revenue": money.format(ytd!.revenue!),
        "lastYear.change": pct("exceptZero").format(lastYear!.change!),
      });
      // The portfolio's own weighted targets beside its verdicts, and a bridge ending at its revenue.
      const text = textOf(/<section class="portfolio"[\s\S]*?<\/section>/.exec(dom)![0]);
      expect(text).toContain(`Soll ${at("auto", d.pr.decimals).format(manifest.portfolio.targets.pr!)}`);
      const metered = /<tr[^>]*data-step="metered">([\s\S]*?)<\/tr>/.exec(dom)![1]!;
      expect(textOf(metered)).toBe(
        `Gemessen (= Erlösbasis)${n(0).format(p.meterYieldTotalKwh!)}\u00a0kWh${money.format(p.revenue!)}`,
      );
    });

    it("links every workbook and every PDF, and every link opens a file of the folder", () => {
      const links = hrefsOf(dom);
      const opened = links.map((h) => target(page, h));
      expect(opened.filter((t) => t === null)).toEqual([]);
      const dir = dirname(page);
      const expected = [
        ...Object.values(manifest.workbooks),
        ...manifest.plants.flatMap((p) => (p.pdf ? [p.pdf] : [])),
      ].map((rel) => join(dir, rel));
      expect(expected).toHaveLength(3 + 4);
      for (const file of expected) expect(opened).toContain(file);
      for (const [i, p] of manifest.plants.entries())
        expect(rows(dom)[i]!.hrefs.map((h) => target(page, h))).toEqual(p.pdf ? [join(dir, p.pdf)] : []);
    });
  });

  describe("hostile plant names (fixture manifest)", () => {
    let manifest: Manifest;
    let page: string;

    beforeAll(async () => {
      const dir = join(work, "hostile");
      manifest = hostileManifest();
      const files = [
        ...Object.values(manifest.workbooks),
        ...manifest.plants.flatMap((p) => (p.pdf ? [p.pdf] : [])),
      ].filter((rel) => !rel.includes(".."));
      for (const rel of files) {
        await mkdir(dirname(join(dir, rel)), { recursive: true });
        await writeFile(join(dir, rel), "x");
      }
      await writeFile(join(dir, "manifest.json"), JSON.stringify(manifest));
      await writeIndexHtml(dir, manifest);
      page = join(dir, INDEX_NAME);
      await look(page, "hostile");
    });

    it.each([
      ["with its Content-Security-Policy", false],
      ["with the CSP removed (escaping alone)", true],
    ])("shows the names as text and runs nothing, %s", async (_, stripCsp) => {
      let file = page;
      if (stripCsp) {
        const html = await readFile(page, "utf8");
        const stripped = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>\n/, "");
        expect(stripped).not.toBe(html);
        file = join(dirname(page), "no-csp.html");
        await writeFile(file, stripped);
      }
      const dom = await dumpDom(file);
      expect(titleOf(dom)).toBe(`${manifest.title} — ${manifest.month}`);
      expect(dom).not.toMatch(/<(script|img|b)\b/i);
      expect(dom).not.toContain("pwned</title>");
      const found = rows(dom);
      expect(found.map((r) => r.cells[0])).toEqual(manifest.plants.map((p) => p.name));
      expect(found.map((r) => r.id)).toEqual(manifest.plants.map((p) => p.id));
      const failed = manifest.plants.find((p) => p.status === "failed")!;
      // No locale in this older manifest: English, en-GB.
      expect(found.find((r) => r.id === failed.id)!.cells[1]).toBe(`failed: ${failed.error}`);
      expect(textOf(/<h1>([\s\S]*?)<\/h1>/.exec(dom)![1]!)).toBe(manifest.title);
    });

    it("links resolve to the files despite spaces, #, ?, %, quotes and non-ASCII names", async () => {
      const dom = await dumpDom(page);
      const dir = dirname(page);
      for (const [i, p] of manifest.plants.entries()) {
        const hrefs = rows(dom)[i]!.hrefs;
        if (p.pdf === undefined || p.pdf.includes("..")) expect(hrefs).toEqual([]);
        else expect(hrefs.map((h) => target(page, h))).toEqual([join(dir, p.pdf)]);
      }
      for (const rel of Object.values(manifest.workbooks))
        expect(hrefsOf(dom).map((h) => target(page, h))).toContain(join(dir, rel));
      expect(hrefsOf(dom).every((h) => target(page, h) !== null)).toBe(true);
      // en-GB without a locale in the manifest; no revenue figure without revenue.
      expect(figuresOf(dom).yieldTotalKwh).toBe("1,240,000\u00a0kWh");
      expect(figuresOf(dom).pr).toBe("81.3%");
      expect(figuresOf(dom).budgetVariance).toBe("-4.2%");
      expect(figuresOf(dom)).not.toHaveProperty("revenue");
    });
  });
});
