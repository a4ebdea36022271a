/**
 * Tile headings keep their size beside long verdict words ("PR (IEC 61724-1)" beside
 * "Conforme à l’objectif"): read from the drawn page, every text of the tile grid is set at
 * 7 pt or more, and a verdict too long for the heading's line sits on the line under it. The
 * portfolio summary's captions ("Budget (erfasste Tage) 13.243.479 kWh · −0,1 %") keep 7 pt in
 * every language: measured through the engine against their column's width, they fit a column
 * sized by its captions or wrap, never shrink.
 */
import { describe, expect, it } from "vitest";
import type { PlantReport, PortfolioSummary } from "../../../src/metrics/model.js";
import { resolvePdfOptions } from "../../../src/render/pdf/options.js";
import { type DocCtx, textWidth } from "../../../src/render/pdf/pages/context.js";
import { openDocument } from "../../../src/render/pdf/pages/document.js";
import { formatters } from "../../../src/render/pdf/pages/format.js";
import { headlineTiles } from "../../../src/render/pdf/pages/headline.js";
import { summaryTiles } from "../../../src/render/pdf/pages/summary/summary-tiles.js";
import { CONTENT_WIDTH, SIZES } from "../../../src/render/pdf/pages/theme.js";
import { columnWidths, innerWidth } from "../../../src/render/pdf/pages/tile-layout.js";
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

/** The sandbox demo's October portfolio: 13 million kWh, some plant-days without a budget. */
function demoPortfolio(): PortfolioSummary {
  const s = structuredClone(sampleModel().portfolio);
  Object.assign(s.metrics, {
    yieldTotalKwh: 13_232_228,
    yieldEstimatedKwh: 337_607,
    budgetCoveredKwh: 13_243_479,
    budgetKwh: 13_334_581,
    budgetVariance: -0.00085,
    budgetVarianceFull: -0.0077,
    meterYieldTotalKwh: 13_033_763,
    revenue: 816_604.67,
    specificYieldKwhKwp: 101.9,
    capacityKwp: 129_836,
  });
  s.verdicts.energy = { ...s.verdicts.energy, verdict: "watch", value: -0.00085, decimals: 1 };
  return s;
}

const LOCALES = ["en-GB", "de-DE", "fr-FR", "es-ES", "it-IT", "nl-NL", "pl-PL", "pt-PT"];

describe("the portfolio summary's tile captions", () => {
  for (const locale of LOCALES) {
    it(`stay at ${SIZES.small} pt and inside their tiles (${locale})`, () => {
      const fmt = formatters(locale, "EUR");
      const { ctx } = openDocument(sampleModel(), "t", fmt, resolvePdfOptions({ compress: false }));
      const tiles = summaryTiles(demoPortfolio(), fmt, false);
      const widths = columnWidths(ctx, tiles);
      // One grid: the columns fill the content width, gaps included, in every language.
      expect(widths.reduce((a, b) => a + b, 0) + 2 * 8).toBeCloseTo(CONTENT_WIDTH, 6);
      const top = ctx.y;
      drawTileGrid(ctx, tiles);
      const shows = pageShows(ctx);
      expect(shows.length).toBeGreaterThanOrEqual(16);
      expect(Math.min(...shows.map((s) => s.size))).toBe(SIZES.small);
      // Each caption at 7 pt fits its column, or wraps; a wrapped one adds its lines to the row.
      const wraps = tiles.flatMap((t, i) =>
        t.lines.filter((l) => textWidth(ctx, l, { size: SIZES.small }) > innerWidth(widths[i % 3]!)),
      );
      const rows = ctx.y - top;
      expect(rows).toBeGreaterThanOrEqual(2 * (74 + 8) + 2);
      if (wraps.length === 0) expect(rows).toBe(2 * (74 + 8) + 2);
    });
  }

  it("fit a line each in German and French: the wide budget captions get a wider column", () => {
    for (const locale of ["de-DE", "fr-FR"]) {
      const fmt = formatters(locale, "EUR");
      const { ctx } = openDocument(sampleModel(), "t", fmt, resolvePdfOptions({ compress: false }));
      const tiles = summaryTiles(demoPortfolio(), fmt, false);
      const widths = columnWidths(ctx, tiles);
      const energy = tiles[0]!;
      // "Budget (erfasste Tage) 13.243.479 kWh · −0,1 %" does not fit an equal third at 7 pt …
      const equal = (CONTENT_WIDTH - 16) / 3;
      const widest = Math.max(...energy.lines.map((l) => textWidth(ctx, l, { size: SIZES.small })));
      expect(widest, locale).toBeGreaterThan(innerWidth(equal));
      // … and does in the energy column, as does every other caption in its own.
      expect(widths[0]!, locale).toBeGreaterThan(equal);
      tiles.forEach((t, i) => {
        for (const l of t.lines)
          expect(textWidth(ctx, l, { size: SIZES.small }), `${locale}: ${l}`).toBeLessThanOrEqual(
            innerWidth(widths[i % 3]!),
          );
      });
    }
  });

  it("wrap a caption no column can hold onto a second line at 7 pt, the row growing by that line", () => {
    const fmt = formatters("de-DE", "EUR");
    const { ctx } = openDocument(sampleModel(), "t", fmt, resolvePdfOptions({ compress: false }));
    const long =
      "Budget (erfasste Tage, anteilig bis zum letzten gemeldeten Tag) 13.243.479 kWh · −0,1 % ".repeat(3);
    const tiles = summaryTiles(demoPortfolio(), fmt, false);
    tiles[0] = { ...tiles[0]!, lines: [tiles[0]!.lines[0]!, long.trim(), tiles[0]!.lines[2]!] };
    const top = ctx.y;
    drawTileGrid(ctx, tiles);
    const shows = pageShows(ctx);
    expect(Math.min(...shows.map((s) => s.size))).toBe(SIZES.small);
    // Three lines or more for the long caption: the first row is taller than a tile by them.
    expect(ctx.y - top).toBeGreaterThanOrEqual(2 * (74 + 8) + 2 + 2 * 9.6);
  });
});
