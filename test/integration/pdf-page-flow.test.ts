/**
 * How the demo's portfolio PDF and client packs flow over pages, as poppler reads them, in
 * English, German and French: no section leaves fewer than MIN_LINES lines under its heading at
 * the foot of a page, or over the break at the top of the next ("Datenqualität": its last two
 * rows alone on a fourth page); the last page holds what could not have stayed on the page
 * before it; the contract table's footnote is on the page of the table's total row.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReportModel } from "../../src/metrics/model.js";
import { renderClientPack, renderPortfolioPdf } from "../../src/render/pdf/index.js";
import { formatters } from "../../src/render/pdf/pages/format.js";
import { MIN_LINES } from "../../src/render/pdf/pages/keep-block.js";
import { CONTENT_BOTTOM, PAGE } from "../../src/render/pdf/pages/theme.js";
import { demoModel } from "../helpers/demo-model.js";
import { toolsAvailable } from "../helpers/tools.js";

const dir = mkdtempSync(join(tmpdir(), "pdf-page-flow-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Line {
  text: string;
  top: number;
  bottom: number;
}

/** Each page's lines of content (running header and footer left out), top to bottom. */
function pages(name: string, bytes: Buffer): Line[][] {
  const file = join(dir, name);
  writeFileSync(file, bytes);
  const html = execFileSync("pdftotext", ["-bbox", "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
  return html
    .split("<page ")
    .slice(1)
    .map((page) => {
      const rows = new Map<number, { words: [number, string][]; top: number; bottom: number }>();
      const word = /xMin="([\d.]+)" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)</g;
      for (const m of page.matchAll(word)) {
        const [x, top, bottom] = [Number(m[1]), Number(m[2]), Number(m[3])];
        // Under the running header's rule, above the footer.
        if (top < PAGE.margin - 4 || bottom > CONTENT_BOTTOM + 2) continue;
        const row = rows.get(Math.round(top)) ?? { words: [], top, bottom };
        row.words.push([x, m[4]!]);
        row.bottom = Math.max(row.bottom, bottom);
        rows.set(Math.round(top), row);
      }
      return [...rows.values()]
        .sort((a, b) => a.top - b.top)
        .map((r) => ({
          ...r,
          text: r.words
            .sort((a, b) => a[0] - b[0])
            .map((w) => w[1])
            .join(" "),
        }));
    });
}

/** The summary's section headings in `locale` (and the headings of a table continued). */
function headings(model: ReportModel, locale: string): string[] {
  const t = formatters(locale, model.currency).t;
  return [
    t("pack.ranking.title"),
    t("pack.contract.title"),
    t("pdf.contract.lostRevenue", { month: formatters(locale, model.currency).monthYear(model.month) }),
    t("pack.attention.title"),
    t("pdf.quality.title"),
  ];
}

/**
 * Lines of a section continued at the top of each page (before its first heading), and lines
 * under the last heading of a page whose section goes on over the page.
 */
function breaks(doc: Line[][], titles: string[]): { page: number; tail: number; head: number }[] {
  const isHeading = (l: Line) => titles.some((t) => l.text.startsWith(t));
  return doc.map((lines, i) => {
    const first = lines.findIndex(isHeading);
    const tail = i === 0 ? 0 : first === -1 ? lines.length : first;
    const last = lines.findLastIndex(isHeading);
    const next = doc[i + 1];
    const continues = next !== undefined && next.length > 0 && !isHeading(next[0]!);
    const head = last === -1 || !continues ? Number.POSITIVE_INFINITY : lines.length - last - 1;
    return { page: i + 1, tail, head };
  });
}

function expectKept({ page, tail, head }: { page: number; tail: number; head: number }, what: string) {
  if (tail > 0)
    expect(tail, `${what}: lines continued at the top of page ${page}`).toBeGreaterThanOrEqual(MIN_LINES);
  expect(head, `${what}: lines under the last heading of page ${page}`).toBeGreaterThanOrEqual(MIN_LINES);
}

describe.skipIf(!toolsAvailable(["pdftotext"], "page flow of the demo's portfolio PDF and packs"))(
  "page flow of the demo's portfolio PDF and client packs",
  () => {
    let model: ReportModel;
    beforeAll(async () => {
      model = await demoModel();
    }, 300_000);

    for (const locale of ["en-GB", "de-DE", "fr-FR"]) {
      it(`portfolio PDF (${locale}): no section's orphan or widow lines, no page more than needed`, async () => {
        const doc = pages(`portfolio-${locale}.pdf`, await renderPortfolioPdf({ ...model, locale }));
        expect(doc.length).toBeGreaterThanOrEqual(3);
        for (const b of breaks(doc, headings(model, locale))) expectKept(b, locale);
        // The last page's content is taller than the room left at the foot of the page before.
        const last = doc.at(-1)!;
        const room = CONTENT_BOTTOM - doc.at(-2)!.at(-1)!.bottom;
        expect(last.at(-1)!.bottom - last[0]!.top).toBeGreaterThan(room);
      }, 120_000);
    }

    it("client packs: the contract table's footnote on the page of its total row", async () => {
      const checked: string[] = [];
      for (const [index, client] of model.clients.entries()) {
        const t = formatters(client.locale, model.currency).t;
        const doc = pages(`pack-${index}.pdf`, await renderClientPack(model, index));
        // Compared without spaces: poppler splits words at the narrow no-break spaces of fr.
        const bare = (s: string) => s.replace(/[\s\u00A0\u202F]+/gu, "");
        const rounding = bare(t("pack.contract.rounding")).slice(0, 30);
        const starts = (l: Line) => bare(l.text).startsWith(rounding);
        const page = doc.findIndex((lines) => lines.some(starts));
        const count = model.plants.filter((p) => client.plantIds.includes(p.id) && p.contract != null).length;
        const titles = headings(model, client.locale);
        if (count === 0) {
          // No contract table (Soleil du Sud): the summary's pages flow by the same rule.
          expect(page, client.name).toBe(-1);
          checked.push(client.name);
          for (const b of breaks(doc.slice(0, 3), titles)) expectKept(b, client.name);
          continue;
        }
        expect(page, client.name).toBeGreaterThan(0);
        const lines = doc[page]!;
        const at = lines.findIndex(starts);
        expect(lines[at - 1]?.text ?? "", client.name).toMatch(
          new RegExp(`^${t("pack.contract.total", { count })}`),
        );
        checked.push(client.name);
        for (const b of breaks(doc.slice(0, page + 2), titles)) expectKept(b, client.name);
      }
      expect(checked).toEqual(model.clients.map((c) => c.name));
    }, 120_000);
  },
);
