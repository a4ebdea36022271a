/**
 * Tile headings keep their size beside long verdict words ("PR (IEC 61724-1)" beside
 * "Conforme à l’objectif"): read from the drawn page, every text of the tile grid is set at
 * 7 pt or more, and a verdict too long for the heading's line sits on the line under it.
 */
import { describe, expect, it } from "vitest";
import type { PlantReport } from "../../../src/metrics/model.js";
import { resolvePdfOptions } from "../../../src/render/pdf/options.js";
import type { DocCtx } from "../../../src/render/pdf/pages/context.js";
import { openDocument } from "../../../src/render/pdf/pages/document.js";
import { formatters } from "../../../src/render/pdf/pages/format.js";
import { headlineTiles } from "../../../src/render/pdf/pages/headline.js";
import { SIZES } from "../../../src/render/pdf/pages/theme.js";
import { drawTileGrid } from "../../../src/render/pdf/pages/tiles.js";
import { sampleModel } from "../../fixtures/model.js";
import type { TextShow } from "../../helpers/pdf-ops.js";
import { pageDrawing } from "../../helpers/pdf-page.js";

/** The texts the tile grid draws for `plant` in `locale`, with their sizes and baselines. */
function tileTexts(locale: string, plant: PlantReport): TextShow[] {
  const model = sampleModel();
  const fmt = formatters(locale, "EUR");
  const ctx = openDocument(model, "t", fmt, resolvePdfOptions({ compress: false })).ctx;
  drawTileGrid(ctx, headlineTiles(plant, fmt));
  return pageShows(ctx);
}

/** The texts drawn on the document's current page. */
function pageShows(ctx: DocCtx): TextShow[] {
  return pageDrawing(ctx).text;
}

/** Every verdict of the plant on target: the longest words of fr ("Conforme à l’objectif"). */
function onTarget(): PlantReport {
  const p = structuredClone(sampleModel().plants[0]!);
  for (const v of Object.values(p.verdicts))
    if (v && typeof v === "object" && "verdict" in v) v.verdict = "target";
  return p;
}

describe("tile headings beside long verdicts", () => {
  for (const locale of ["fr-FR", "de-DE"]) {
    it(`never shrink below ${SIZES.small} pt (${locale})`, () => {
      const shows = tileTexts(locale, onTarget());
      // 6 headings, 4 verdicts, 6 values: at least 16 texts, none shrunk to fit.
      expect(shows.length).toBeGreaterThanOrEqual(16);
      const sizes = shows.map((s) => s.size);
      expect(Math.min(...sizes)).toBe(SIZES.small);
      // The headings and verdict words are the 7 pt texts of the tiles' first lines (top 30 pt of each row).
      const tops = shows.filter((s) => s.size === SIZES.small).map((s) => s.at[5]!);
      expect(tops.length).toBeGreaterThanOrEqual(10);
    });
  }

  it("puts a verdict too long for the heading's line on the line under it, at full size", () => {
    const fmt = formatters("fr-FR", "EUR");
    const ctx = openDocument(sampleModel(), "t", fmt, resolvePdfOptions({ compress: false })).ctx;
    const tile = (label: string) => ({
      label,
      value: "1 234",
      unit: "kWh",
      lines: ["a", "b"],
      verdict: "target" as const,
    });
    // A short heading keeps "Conforme à l’objectif" beside it; a long one sends it under.
    drawTileGrid(ctx, [tile("PR"), tile("Production au compteur (mesurée)")]);
    const shows = pageShows(ctx).filter((s) => s.size === SIZES.small);
    const x = (s: TextShow) => s.at[4]!;
    const y = (s: TextShow) => Math.round(s.at[5]! * 10) / 10;
    const [first, second] = [shows.filter((s) => x(s) < 200), shows.filter((s) => x(s) > 200)];
    // Heading, verdict and two captions each; beside: three baselines, under: four, 9.6 pt apart.
    expect(new Set(first.map(y)).size).toBe(3);
    expect(new Set(second.map(y)).size).toBe(4);
    const [heading, verdict] = [...new Set(second.map(y))].sort((a, b) => b - a);
    expect(heading! - verdict!).toBeCloseTo(9.6, 1);
  });
});
