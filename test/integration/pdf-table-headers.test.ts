/**
 * Every table header of the demo's documents is drawn at 7 pt or more in each of the eight
 * catalogs' languages: the plant PDF's daily table (each plant's), the summary's ranking, its
 * contract money and its lost revenue by cause. "Schadensersatz", "Spez. Ertrag", "Prod.
 * compteur" and "Temp. cellule" shrank to about 6 pt in the widths designed for English; the
 * columns are now sized by their headers. Read from the drawn page: each text's size.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { ReportModel } from "../../src/metrics/model.js";
import { resolvePdfOptions } from "../../src/render/pdf/options.js";
import type { DocCtx } from "../../src/render/pdf/pages/context.js";
import { dailyWidths, drawDailyHeader } from "../../src/render/pdf/pages/daily-table.js";
import { openDocument } from "../../src/render/pdf/pages/document.js";
import { formatters } from "../../src/render/pdf/pages/format.js";
import { drawable } from "../../src/render/pdf/pages/render-plant-pdf.js";
import { lostRevenueTable } from "../../src/render/pdf/pages/summary/contract-lost-revenue.js";
import { drawTable } from "../../src/render/pdf/pages/summary/contract-table.js";
import { contractPlants, contractTable } from "../../src/render/pdf/pages/summary/contracts.js";
import { drawRankHeader, rankWidths } from "../../src/render/pdf/pages/summary/ranking.js";
import { rankRows } from "../../src/render/pdf/pages/summary/ranking-rows.js";
import { portfolioScope } from "../../src/render/pdf/pages/summary/scope.js";
import { CONTENT_WIDTH } from "../../src/render/pdf/pages/theme.js";
import { demoModel } from "../helpers/demo-model.js";
import { pageDrawing } from "../helpers/pdf-page.js";

const LOCALES = ["en-GB", "de-DE", "fr-FR", "es-ES", "it-IT", "nl-NL", "pl-PL", "pt-PT"];
const LEGIBLE = 7;

/** The sizes of the texts one header draws, alone on a page, with the widths it was given. */
function header(table: string, model: ReportModel, locale: string, draw: (ctx: DocCtx) => number[]) {
  const ctx = openDocument(
    model,
    "t",
    formatters(locale, model.currency),
    resolvePdfOptions({ compress: false }),
  ).ctx;
  const widths = draw(ctx);
  return { table, sizes: pageDrawing(ctx).text.map((t) => t.size), widths };
}

describe("table headers in every language", () => {
  let model: ReportModel;
  beforeAll(async () => {
    model = await demoModel();
  }, 300_000);

  for (const locale of LOCALES) {
    it(`are drawn at ${LEGIBLE} pt or more (${locale})`, () => {
      const m = { ...model, locale };
      const drawn = [
        ...m.plants
          .filter((p) => p.status === "ok")
          .map((p) =>
            header(`daily table of ${p.name}`, m, locale, (ctx) => {
              const plantCtx = { ...ctx, plant: drawable(p) };
              const widths = dailyWidths(plantCtx);
              drawDailyHeader(plantCtx, widths);
              return widths;
            }),
          ),
        header("ranking", m, locale, (ctx) => {
          const widths = rankWidths(ctx, rankRows(portfolioScope(m), ctx.fmt));
          drawRankHeader(ctx, widths);
          return widths;
        }),
        ...[contractTable, lostRevenueTable].map((table) =>
          header(table.name, m, locale, (ctx) => {
            const { columns } = table(ctx, contractPlants(portfolioScope(m)), m.portfolio.contract!);
            drawTable(ctx, columns, [], "");
            return columns.map((c) => c.width);
          }),
        ),
      ];
      for (const { table, sizes, widths } of drawn) {
        // A title for each column (six at least), units, none shrunk below legible.
        expect(sizes.length).toBeGreaterThanOrEqual(6);
        expect(Math.min(...sizes), table).toBeGreaterThanOrEqual(LEGIBLE);
        // The daily table's and the ranking's titles and units: one size across the row.
        if (!table.startsWith("contract") && !table.startsWith("lostRevenue"))
          expect(new Set(sizes).size, table).toBe(1);
        // The columns still fill the content width (the ranking 511 of its 511.28 pt), no more.
        expect(widths.reduce((s, w) => s + w, 0)).toBeCloseTo(CONTENT_WIDTH, 0);
      }
    });
  }
});
