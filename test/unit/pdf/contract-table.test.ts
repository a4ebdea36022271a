/**
 * The summary's contract tables keep every header above the rule under it: "Grid (out of
 * electrical specification)" took three lines at 6.5 pt in a header two lines tall, its last
 * line drawn through the accent rule (portfolio PDF, lost revenue by cause, en and de). Read
 * from the drawn page: the texts' sizes and baselines, the rule's height.
 */
import { describe, expect, it } from "vitest";
import { resolvePdfOptions } from "../../../src/render/pdf/options.js";
import { openDocument } from "../../../src/render/pdf/pages/document.js";
import { formatters } from "../../../src/render/pdf/pages/format.js";
import { drawTable, fitColumns } from "../../../src/render/pdf/pages/summary/contract-table.js";
import { CONTENT_BOTTOM, PAGE, SIZES } from "../../../src/render/pdf/pages/theme.js";
import { sampleModel } from "../../fixtures/model.js";
import { pageDrawing } from "../../helpers/pdf-page.js";

/** The demo's causes, in the model's order. */
const CAUSES = [
  "contractor",
  "outOfElectricalSpecification",
  "forceMajeure",
  "scheduledMaintenance",
  "curtailment",
  "performance",
];

/** The lost-revenue table's header (contract-lost-revenue.ts's columns) drawn alone in `locale`. */
function header(locale: string) {
  const fmt = formatters(locale, "EUR");
  const ctx = openDocument(sampleModel(), "t", fmt, resolvePdfOptions({ compress: false })).ctx;
  const top = ctx.y;
  const columns = fitColumns([
    { title: fmt.t("pack.column.plant"), width: 110, align: "left" },
    ...CAUSES.map((cause) => ({
      title: fmt.t("pdf.contract.cause", { cause }),
      width: 70,
      align: "right" as const,
    })),
  ]);
  drawTable(ctx, columns, [], "t");
  const { text, paths } = pageDrawing(ctx);
  // Page coordinates count up from the bottom: the rule is the lowest horizontal stroke drawn.
  const rule = Math.min(...paths.filter((p) => p.op === "S").map((p) => p.points[1]!));
  return { top, bottom: ctx.y, text, rule };
}

describe("contract table header", () => {
  for (const locale of ["en-GB", "de-DE"]) {
    it(`wraps a long title at the header's size, all above the rule (${locale})`, () => {
      const { top, bottom, text, rule } = header(locale);
      // Plant, the one-line causes, and the grid cause's three lines.
      expect(text.length).toBeGreaterThanOrEqual(1 + 4 + 3);
      for (const t of text) {
        expect(t.size).toBe(SIZES.table - 0.5);
        // The baseline, and the descenders under it (a quarter of the size), above the rule.
        expect(t.at[5]! - t.size / 4).toBeGreaterThan(rule);
      }
      const baselines = new Set(text.map((t) => Math.round(t.at[5]!)));
      // Three lines in English, four in German ("Netz (außerhalb der elektrischen Spezifikation)").
      expect(baselines.size).toBe(locale === "de-DE" ? 4 : 3);
      // The header grew from its two lines (24 pt) to hold the third.
      expect(bottom - top).toBeGreaterThan(24);
    });
  }
});

describe("contract table's last rows", () => {
  /** Three plants and a total (13 pt each) under a 24 pt header that ends exactly at the page's foot. */
  function drawAtFoot(keepWith: number) {
    const fmt = formatters("en-GB", "EUR");
    const ctx = openDocument(sampleModel(), "t", fmt, resolvePdfOptions({ compress: false })).ctx;
    const columns = fitColumns([
      { title: "Plant", width: 100, align: "left" },
      { title: "Damages", width: 60, align: "right" },
    ]);
    const rows = ["A", "B", "C", "Total"].map((name, i) => ({
      cells: [{ text: name }, { text: `${i}.00` }],
      total: name === "Total",
    }));
    ctx.y = CONTENT_BOTTOM - 24 - 4 * 13;
    drawTable(ctx, columns, rows, "Contract money (continued)", keepWith);
    return { pages: ctx.doc.bufferedPageRange().count, y: ctx.y };
  }

  it("fill the page when nothing follows them", () => {
    expect(drawAtFoot(0)).toEqual({ pages: 1, y: CONTENT_BOTTOM });
  });

  it("go over with the footnote that follows them: the last plant's row and the total", () => {
    // New page: cursor under the running header (margin + 6), the heading again (18), the header (24), 2 rows.
    expect(drawAtFoot(20)).toEqual({ pages: 2, y: PAGE.margin + 6 + 18 + 24 + 2 * 13 });
  });
});
