/**
 * Real readers check the PDFs: pdftotext finds names, month and headline figures as the
 * locale formats them; pdffonts shows every font embedded; bytes are reproducible.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { PlantReport, ReportModel } from "../../src/metrics/model.js";
import { renderPdfs, renderPlantPdf } from "../../src/render/pdf/index.js";
import { sampleModel } from "../fixtures/model.js";
import { toolsAvailable } from "../helpers/tools.js";

const dir = mkdtempSync(join(tmpdir(), "pdf-render-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function save(name: string, buf: Buffer): string {
  const file = join(dir, name);
  writeFileSync(file, buf);
  return file;
}

/** pdftotext output with every kind of space (NBSP, narrow NBSP) folded to one space. */
function pdfText(file: string): string {
  return execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(
    /[\s\u00A0\u202F]+/gu,
    " ",
  );
}

const fold = (s: string) => s.replace(/[\s\u00A0\u202F]+/gu, " ");

function expectedFigures(locale: string, p: PlantReport): string[] {
  const n0 = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const n1 = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const pct = new Intl.NumberFormat(locale, {
    style: "percent",
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const m = p.metrics;
  return [
    n0.format(m.yieldTotalKwh!),
    n0.format(m.meterYieldTotalKwh!),
    n1.format(m.specificYieldKwhKwp!),
    pct.format(m.pr!),
    pct.format(m.availability!),
    n1.format(m.irradiationKwhM2!),
  ].map(fold);
}

describe.skipIf(!toolsAvailable(["pdftotext", "pdffonts"], "PDF text and fonts"))(
  "plant PDF as read by poppler",
  () => {
    const cases: [string, string, string][] = [
      ["en-GB", "October 2026", "Page 1 of 3"],
      ["de-DE", "Oktober 2026", "Seite 1 von 3"],
    ];
    for (const [locale, month, pages] of cases) {
      it(`shows names, month and headline figures formatted for ${locale}`, async () => {
        const model: ReportModel = { ...sampleModel(), locale };
        for (const i of [0, 1, 3, 4]) {
          const p = model.plants[i]!;
          const text = pdfText(save(`${locale}-${i}.pdf`, await renderPlantPdf(model, p)));
          expect(text).toContain(p.name);
          expect(text).toContain(month);
          expect(text).toContain(pages);
          expect(text).toContain("Helios Asset Management");
          for (const figure of expectedFigures(locale, p)) expect(text).toContain(figure);
        }
      });
    }

    it("embeds every font", async () => {
      const model = sampleModel();
      const file = save("fonts.pdf", await renderPlantPdf(model, model.plants[0]!));
      const rows = execFileSync("pdffonts", [file], { encoding: "utf8" }).trim().split("\n").slice(2);
      expect(rows.length).toBeGreaterThanOrEqual(2);
      for (const row of rows)
        expect(row).toMatch(/NotoSans\S*\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
    });

    it("says what is missing for a plant with partial or no data, and for a month in progress", async () => {
      const model = sampleModel({ withFailures: true });
      const partial = pdfText(save("partial.pdf", await renderPlantPdf(model, model.plants[0]!)));
      expect(partial).toContain("Partial data: 3 of 31 days without a measured yield (5 Oct, 8 Oct, 12 Oct)");
      expect(partial).toContain("Not estimable, excluded (not counted as zero): 12 Oct");
      expect(partial).toMatch(/Late-data days 12 Oct/);
      expect(partial).not.toContain("Month in progress");
      // 22:30 UTC on 31 Oct: 23:30 for the plant at +01:00, its 31st has not ended. It is
      // reported through the 30th, as a month in progress, and its quality notes say until when.
      const open = sampleModel({ withFailures: true, now: "2026-10-31T22:30:00Z" });
      const p0 = open.plants[0]!;
      expect([p0.reportedThrough, p0.metrics.daysReported, p0.monthEndsAt]).toEqual([
        "2026-10-30",
        30,
        "2026-10-31T23:00:00.000Z",
      ]);
      const inProgress = pdfText(save("in-progress.pdf", await renderPlantPdf(open, p0)));
      expect(inProgress).toContain("October 2026, month to date through 30 Oct");
      expect(inProgress).toContain(
        "Month in progress: figures cover 1 Oct to 30 Oct and will change until the month is complete.",
      );
      expect(inProgress).toContain("Partial data: 3 of 30 days without a measured yield");
      expect(inProgress).toMatch(
        /The month has not ended in the plant's time zone \(UTC\+01:00\) until .*30 Oct/,
      );
      // A plant at +03:00 has ended its month by then: reported as complete, no notice.
      const p3 = open.plants[3]!;
      expect(p3.reportedThrough).toBeNull();
      const complete = pdfText(save("complete.pdf", await renderPlantPdf(open, p3)));
      expect(complete).not.toContain("Month in progress");
      expect(complete).not.toContain("month to date");
      // Before the month's first day has ended there: no "no data", no "through 30 Sept".
      const early = sampleModel({ now: "2026-10-01T00:30:00Z" });
      const none = pdfText(save("not-started.pdf", await renderPlantPdf(early, early.plants[0]!)));
      expect(none).toContain("No day of October 2026 has ended yet in the plant's time zone");
      expect(none).not.toMatch(/month to date through 30 Sept|No data: the plant delivered/);
      const empty = pdfText(save("empty.pdf", await renderPlantPdf(model, model.plants[2]!)));
      expect(empty).toContain("No data: the plant delivered no values for any of the 31 days");
      expect(empty).toContain("No data for this period");
      // One "Notes" label for the list, each KPI by the name a reader knows.
      expect(empty).toContain("Notes Yield: no data for the month Meter yield: no data for the month");
      expect(empty.match(/\bNotes?\b/g)).toHaveLength(1);
      expect(empty).not.toMatch(/historical_/i);
      expect(empty).not.toMatch(/Energy yield\s+0\b/i);
    });

    it("names the gap of each series and promises no budget it does not have", async () => {
      const model = sampleModel();
      const p = structuredClone(model.plants[3]!);
      // 5 Oct: values arrived but no yield (a day without data); 9 Oct: no irradiation.
      p.daily[4] = { ...p.daily[4]!, status: "partial", yieldKwh: null };
      p.daily[8] = { ...p.daily[8]!, status: "partial", irradiationKwhM2: null };
      p.quality.missingDays = ["2026-10-05"];
      p.targets.budgetKwh = null;
      p.metrics.budgetKwh = null;
      p.metrics.budgetCoveredKwh = null;
      p.metrics.budgetVariance = null;
      p.bridge = null;
      p.trend = p.trend.map((t) => ({ ...t, budgetKwh: null, budgetCoveredKwh: null }));
      const text = pdfText(save("series-gaps.pdf", await renderPlantPdf(model, p)));
      expect(text).toContain("Partial data: 1 of 31 days without a measured yield (5 Oct)");
      expect(text).toMatch(/Mon, 05\/10\/2026 – [\d,]+ .* No yield /);
      expect(text).toMatch(/Fri, 09\/10\/2026 [\d,]+ [\d,]+ – .* Partial /);
      expect(text).toContain("No irradiation");
      expect(text).toContain(`Energy yield, last ${p.trend.length} months`);
      expect(text).toContain("Budget bridge not shown: no budget is set for this plant.");
      expect(text).not.toMatch(/P50 budget \([kM]Wh\)/);
    });

    it("draws a CJK name in a CJK font and a character no font has as a box, never crashing", async () => {
      const model = sampleModel();
      const p = { ...model.plants[0]!, name: "太陽光 Plant \u{1F916}\u200B Ω" };
      const text = pdfText(save("cjk.pdf", await renderPlantPdf(model, p)));
      expect(text).toContain("太陽光 Plant □ Ω");
    });
  },
);

describe("plant PDF bytes", () => {
  it("are identical for the same model and generatedAt, and change with generatedAt", async () => {
    const model = sampleModel();
    const p = model.plants[0]!;
    const a = await renderPlantPdf(model, p);
    const b = await renderPlantPdf(sampleModel(), sampleModel().plants[0]!);
    expect(a.equals(b)).toBe(true);
    expect(a.subarray(0, 5).toString()).toBe("%PDF-");
    const later = await renderPlantPdf({ ...model, generatedAt: "2026-11-03T06:00:00.000Z" }, p);
    expect(later.equals(a)).toBe(false);
  });

  it("are refused for a failed plant", async () => {
    const model = sampleModel({ withFailures: true });
    await expect(renderPlantPdf(model, model.plants[1]!)).rejects.toThrow(/status "failed"/);
  });

  it("renderPdfs hands every plant to onDone (in-thread under vitest)", async () => {
    const model = sampleModel({ plants: 10 });
    const seen = new Map<string, Buffer>();
    await renderPdfs(model, model.plants, { onDone: (id, buf) => void seen.set(id, buf) });
    expect([...seen.keys()]).toEqual(model.plants.map((p) => p.id));
    expect(seen.get(model.plants[3]!.id)!.equals(await renderPlantPdf(model, model.plants[3]!))).toBe(true);
  });
});
