/**
 * The portfolio PDF and a client pack rendered from fixture models, as poppler reads them:
 * the ranking flows over as many pages as ~200 plants need with its header on each; a pack in
 * the pseudo-locale has no word outside the catalogs but data; one pack that cannot be
 * rendered is a warning while the others are written; the plant page prints the month's
 * commentary.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { countryName } from "../../src/i18n/country.js";
import { writeSummaryPdfs } from "../../src/pipeline/run/summary-output.js";
import { renderClientPack, renderPlantPdf, renderPortfolioPdf } from "../../src/render/pdf/index.js";
import { reportWarning } from "../../src/vocabulary/report-warning.js";
import { sampleModel, withClients } from "../fixtures/model.js";
import { toolsAvailable } from "../helpers/tools.js";

const dir = mkdtempSync(join(tmpdir(), "pdf-summary-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fold = (s: string) => s.replace(/[\s\u00A0\u202F]+/gu, " ");

function pages(name: string, bytes: Buffer): string[] {
  const file = join(dir, name);
  writeFileSync(file, bytes);
  const raw = execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
  return raw.split("\f").slice(0, -1).map(fold);
}

describe.skipIf(!toolsAvailable(["pdftotext"], "portfolio PDF and client packs"))(
  "portfolio PDF and client packs from fixture models",
  () => {
    it("rank ~200 plants over several pages, the table header on every one of them", async () => {
      const model = sampleModel({ plants: 198, withFailures: true });
      const text = pages("many.pdf", await renderPortfolioPdf(model));
      // The cover's contents name the ranking too: the pages after it hold the table.
      const ranking = text.slice(1).filter((t) => /Ranking of the plants/.test(t));
      expect(ranking.length).toBeGreaterThanOrEqual(4);
      for (const page of ranking) {
        expect(page).toMatch(
          /# Plant Capacity Energy yield vs budget vs budget Spec\. yield PR Availability kWp kWh days covered full budget kWh\/kWp/,
        );
      }
      const all = text.join(" ");
      // Every plant is ranked (a long name cut to its column); those needing someone named in full.
      for (const p of model.plants) expect(all, p.name).toContain(p.name.slice(0, 12));
      const named = new Set(model.portfolio.attention.map((a) => a.plantId));
      for (const p of model.plants.filter((x) => named.has(x.id))) expect(all, p.name).toContain(p.name);
      expect(all).toContain(`Page ${text.length} of ${text.length}`);
    }, 300_000);

    it("a pack in the pseudo-locale prints no word outside the catalogs but data", async () => {
      const model = withClients({ ...sampleModel({ withFailures: true }), locale: "en-XA" });
      const text = pages("pseudo.pdf", await renderClientPack(model, 1)).join(" ");
      expect(text).toContain("⟦");
      const own = model.plants.filter((p) => model.clients[1]!.plantIds.includes(p.id));
      const data = [
        model.title,
        model.branding.company,
        "Iberia Solar",
        "UTC",
        ...own.flatMap((p) => [
          p.name,
          p.label,
          p.plantType ?? "",
          p.country,
          countryName(p.country, "en-GB"),
        ]),
        ...own.map((p) => p.error ?? ""),
        "yield meter irradiation effective PR availability cell temperature overspill",
        "Yield Meter Irradiation Effective Availability Cell Temperature Overspill",
        ...Array.from({ length: 12 }, (_, m) =>
          ["long", "short"].map((month) =>
            new Intl.DateTimeFormat("en-GB", { month: month as "long", timeZone: "UTC" }).format(
              new Date(Date.UTC(2026, m, 1)),
            ),
          ),
        ).flat(),
        ...Array.from({ length: 7 }, (_, i) =>
          new Intl.DateTimeFormat("en-GB", { weekday: "short", timeZone: "UTC" }).format(
            new Date(Date.UTC(2026, 9, 5 + i)),
          ),
        ),
      ];
      const known = new Set(data.flatMap((s) => s.match(/\p{L}{2,}/gu) ?? []));
      const outside = text.replace(/⟦[^⟧]*⟧/gu, " ").match(/\p{L}{2,}/gu) ?? [];
      expect([...new Set(outside.filter((w) => /[A-Za-z]/.test(w) && !known.has(w)))]).toEqual([]);
    }, 120_000);

    it("one pack that cannot be rendered is a warning; the portfolio PDF and the other pack are written", async () => {
      const model = withClients(sampleModel());
      // A summary without verdicts cannot be drawn: the first client's pack fails.
      model.clients[0] = { ...model.clients[0]!, verdicts: null as never };
      const out = join(dir, "out");
      const events: { type: string; message?: string }[] = [];
      const written = await writeSummaryPdfs(model, out, (e) => void events.push(e));
      expect(written.portfolio).toBe("portfolio-2026-10.pdf");
      expect([...written.packs]).toEqual([[1, "clients/Iberia Solar-2026-10.pdf"]]);
      expect(readdirSync(join(out, "clients"))).toEqual(["Iberia Solar-2026-10.pdf"]);
      expect(model.warnings).toHaveLength(1);
      expect(model.warnings[0]?.code).toBe("clientPackFailed");
      expect(model.warnings[0]?.message).toMatch(
        /^the pack of client "Stadtwerke Nordhafen" could not be rendered/,
      );
      expect(events.filter((e) => e.type === "warning").map((e) => e.message)).toEqual(
        model.warnings.map((w) => w.message),
      );
    }, 120_000);

    it("names a plant without data and one that failed among those needing attention, without the service's address", async () => {
      const model = sampleModel({ withFailures: true });
      const [failed, empty] = [model.plants[1]!, model.plants[2]!];
      expect([failed.status, empty.metrics.daysWithData]).toEqual(["failed", 0]);
      failed.error =
        "POST http://127.0.0.1:8080/v1/data/plant/historical: 403 Access to the plant is forbidden";
      failed.failure = reportWarning("plantFetchFailed", { reason: failed.error }, failed.error);
      const text = pages("attention.pdf", await renderPortfolioPdf(model)).join(" ");
      const attention = text.slice(text.indexOf("Plants needing attention", text.indexOf("Ranking")));
      expect(attention).toContain(
        `${failed.name} Its data could not be fetched. Reason: 403 Access to the plant is forbidden`,
      );
      expect(attention).toContain(`${empty.name} No data was received for this period`);
      expect(text).not.toContain("127.0.0.1");
    }, 120_000);

    it("labels both variances, ends the bridge at the revenue and lists the plants in the model's order", async () => {
      const model = sampleModel({ withFailures: true });
      const s = model.portfolio;
      const m = s.metrics;
      const n0 = (v: number) => new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 }).format(v);
      const eur = (v: number) =>
        new Intl.NumberFormat("en-GB", { style: "currency", currency: "EUR" }).format(v);
      const esc = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      const pct = (v: number, d: number) => {
        const abs = Math.abs(v * 100).toFixed(d);
        return `${Number(abs) === 0 ? "±" : v < 0 ? "−" : "+"}${abs}%`;
      };
      const d = s.verdicts.energy.decimals;
      // The empty plant's budget counts in the full budget only: the two variances differ.
      expect(m.budgetKwh!).toBeGreaterThan(m.budgetCoveredKwh!);
      const summary = pages("figures.pdf", await renderPortfolioPdf(model))[0]!;
      expect(summary).toContain(
        `Budget (days covered) ${n0(m.budgetCoveredKwh!)} kWh · ${pct(m.budgetVariance!, d)}`,
      );
      expect(summary).toContain(`Full budget ${n0(m.budgetKwh!)} kWh · ${pct(m.budgetVarianceFull!, d)}`);
      const revenue = eur(m.revenue!);
      expect(summary).toContain(`Revenue ${revenue}`);
      expect(eur(s.bridge!.value!.metered!)).toBe(revenue);
      expect(summary).toMatch(new RegExp(`Metered \\(= revenue basis\\) [\\d.,]+ ${esc(revenue)}`));
      expect(summary).not.toContain(eur(s.bridge!.value!.actual));
      // The ranking as the model orders it, even reversed by hand.
      const names = new Map(model.plants.map((p) => [p.id, p.name]));
      const reversed = [...s.ranking].reverse();
      const flipped = { ...model, portfolio: { ...s, ranking: reversed } };
      const text = pages("reversed.pdf", await renderPortfolioPdf(flipped)).join(" ");
      const table = text.slice(
        text.indexOf("Ranking of the plants"),
        text.indexOf("Plants needing attention"),
      );
      const at = reversed.map((e) => table.indexOf(names.get(e.plantId)!));
      expect(at.every((x) => x >= 0)).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
    }, 120_000);

    it("opens with the logo and the month at a glance, then the trend, the plants by verdict and each plant's yield and PR", async () => {
      const logo = join(dir, "logo.png");
      execFileSync("pdftoppm", [
        "-r",
        "10",
        "-png",
        "-singlefile",
        join(dir, "figures.pdf"),
        join(dir, "logo"),
      ]);
      const base = sampleModel({ plants: 8, withFailures: true });
      const model = { ...base, branding: { ...base.branding, logoPath: logo } };
      const bytes = await renderPortfolioPdf(model);
      const text = pages("overview.pdf", bytes);
      // No cover page of its own: page 1 holds the company, the title and the figures with their verdicts.
      expect(text[0]).toContain("Helios Asset Management PORTFOLIO REPORT");
      expect(text[0]).toContain("The month at a glance");
      expect(text[0]).toMatch(/ENERGY YIELD (On target|Watch|Below target)/);
      expect(text.length).toBeLessThanOrEqual(3);
      expect(bytes.toString("latin1")).toMatch(/\/Subtype \/Image/);
      const all = text.join(" ");
      const s = model.portfolio;
      expect(all).toContain(`Energy yield against budget, last ${s.trend.length} months`);
      // Plants by verdict: the model's counts, bar by bar (energy, PR, availability; 0 is not printed).
      const at = all.indexOf("Plants by verdict");
      const counts = all.slice(at, all.indexOf("On target Watch Below target No verdict", at));
      for (const f of ["energy", "pr", "availability"] as const) {
        const c = s.verdictCounts[f];
        const shown = [c.target, c.watch, c.below, c.none].filter((n) => n > 0).join(" ");
        expect(counts, f).toContain(shown);
      }
      expect(
        s.verdictCounts.energy.target +
          s.verdictCounts.energy.watch +
          s.verdictCounts.energy.below +
          s.verdictCounts.energy.none,
      ).toBe(s.metrics.plantsOk);
      expect(all).toContain("Specific yield and PR by plant, in ranking order");
    }, 120_000);

    it("marks an outage day (0 kWh at 0 % availability) on the daily chart and in the table, never as Complete", async () => {
      const model = sampleModel();
      const plant = model.plants[0]!;
      const outages = plant.daily.filter((r) => r.outage);
      expect(outages.map((r) => [r.yieldKwh, r.availability])).toEqual([[0, 0]]);
      const text = pages("outage.pdf", await renderPlantPdf(model, plant)).join(" ");
      expect(text).toContain("Outage (0 kWh)");
      const day = new Intl.DateTimeFormat("en-GB", {
        weekday: "short",
        day: "2-digit",
        month: "2-digit",
        year: "numeric",
        timeZone: "UTC",
      }).format(new Date(`${outages[0]!.date}T00:00:00Z`));
      expect(text).toMatch(new RegExp(`${day} 0 0 [\\d.]+ 0\\.0 0\\.0 [\\d.]+ Outage, 0 kWh`));
      const de = pages("outage-de.pdf", await renderPlantPdf({ ...model, locale: "de-DE" }, plant)).join(" ");
      expect(de).toContain("Ausfall, 0 kWh");
      expect(de).toContain("Ausfall (0 kWh)");
    }, 120_000);

    it("the plant page prints the asset manager's note as written", async () => {
      const model = sampleModel();
      const note = "Inverter 2 replaced on 14 October; Ölfeld access road closed.";
      const plant = { ...model.plants[0]!, commentary: note };
      const [first] = pages("note.pdf", await renderPlantPdf(model, plant));
      expect(first).toContain(`Asset manager's note ${note}`);
      const [none] = pages("no-note.pdf", await renderPlantPdf(model, model.plants[0]!));
      expect(none).not.toContain("Asset manager's note");
    }, 120_000);
  },
);
