/**
 * One plant's monthly summary as a PDF (A4 portrait): page 1 header, tiles, verdict, budget
 * bridge, year to date and daily yield; page 2 daily PR and availability, the 13-month trend,
 * the contract money (contract-block.ts) and the method; page 3 the daily table and data quality. Pure: model in, bytes out.
 */

import type { PlantReport, ReportHeader } from "../../../metrics/model.js";
import { cutText } from "../../../vocabulary/cut-text.js";
import { finiteOnly } from "../../finite.js";
import { type PdfOptions, resolvePdfOptions } from "../options.js";
import { plantBridgeBasis } from "./bridge-basis.js";
import { drawBridgeChart } from "./bridge-chart.js";
import { drawCommentary } from "./commentary.js";
import { type Ctx, ensureSpace, text } from "./context.js";
import { contractBlockHeight, drawContractBlock } from "./contract-block.js";
import { drawRatioChart, drawYieldChart } from "./daily-charts.js";
import { drawDailyTable, TABLE_H } from "./daily-table.js";
import { openDocument } from "./document.js";
import { drawFooters } from "./footer.js";
import { formatters } from "./format.js";
import { drawHeader, prepareLogo } from "./header.js";
import { drawMethod } from "./method.js";
import { drawQuality } from "./quality.js";
import { COLORS, CONTENT_BOTTOM, CONTENT_WIDTH, PAGE, SIZES } from "./theme.js";
import { drawTiles } from "./tiles.js";
import { drawTrendChart } from "./trend-chart.js";
import { drawYearBlock } from "./year-block.js";

/**
 * Grapheme clusters of a plant name that the layout measures and wraps: a page holds far
 * fewer, and text measuring and wrapping cost grows faster than the text (a name of some
 * thousands of characters stalled the run), so longer names are cut with "…" before anything
 * is measured.
 */
export const LAYOUT_NAME_MAX = 160;

/** What the layout draws: the name cut for layout, no number that is not finite (render/finite.ts). */
export function drawable(plant: PlantReport): PlantReport {
  return { ...finiteOnly(plant), name: cutText(plant.name, LAYOUT_NAME_MAX) };
}

/** Block heights; the daily yield chart takes what page 1 has left, down to a floor. */
const H = { bridge: 178, yieldMin: 170, yieldMax: 240, ratio: 150, trend: 170, gap: 14 } as const;

/** Page 1: the month at a glance, from the verdicts to the bridge and the daily yield. */
function pageOne(ctx: Ctx): void {
  drawHeader(ctx);
  drawTiles(ctx);
  drawCommentary(ctx);
  const b = ctx.plant.bridge;
  const right = 180;
  const top = ctx.y;
  let h: number;
  if (b === null) {
    const none = ctx.plant.targets.budgetKwh === null ? "pdf.bridge.noBudget" : "pdf.bridge.noYield";
    text(ctx, ctx.fmt.t(none), PAGE.margin, top, {
      size: SIZES.body,
      color: COLORS.muted,
      width: CONTENT_WIDTH - right - 20,
    });
    h = 14;
  } else
    h = drawBridgeChart(
      ctx,
      { x: PAGE.margin, y: top, w: CONTENT_WIDTH - right - 20, h: H.bridge },
      b,
      plantBridgeBasis(ctx),
    );
  const yearH = drawYearBlock(ctx, PAGE.margin + CONTENT_WIDTH - right, top, right, ctx.plant);
  ctx.y = top + Math.max(h, yearH) + H.gap;
  const yieldH = Math.min(H.yieldMax, CONTENT_BOTTOM - ctx.y);
  ensureSpace(ctx, Math.max(yieldH, H.yieldMin));
  const used = Math.max(yieldH, H.yieldMin);
  drawYieldChart(ctx, { x: PAGE.margin, y: ctx.y, w: CONTENT_WIDTH, h: used });
  ctx.y += used + H.gap;
}

/**
 * A plant's pages from the current page on (a client pack draws them after its summary):
 * page 2 daily PR and availability, the 13-month trend and the method; page 3 the table and
 * data quality.
 */
export function layoutPlant(ctx: Ctx): void {
  pageOne(ctx);
  ensureSpace(ctx, H.ratio + H.trend);
  const half = (CONTENT_WIDTH - 20) / 2;
  const { pr, availability } = ctx.plant.targets;
  drawRatioChart(ctx, { x: PAGE.margin, y: ctx.y, w: half, h: H.ratio }, "pr", pr);
  drawRatioChart(
    ctx,
    { x: PAGE.margin + half + 20, y: ctx.y, w: half, h: H.ratio },
    "availability",
    availability,
  );
  ctx.y += H.ratio + H.gap;
  drawTrendChart(ctx, { x: PAGE.margin, y: ctx.y, w: CONTENT_WIDTH, h: H.trend }, ctx.plant.trend);
  ctx.y += H.trend + H.gap;
  const contract = ctx.plant.contract;
  if (contract != null) {
    ensureSpace(ctx, contractBlockHeight(contract));
    ctx.y += drawContractBlock(ctx, contract, PAGE.margin, ctx.y, CONTENT_WIDTH) + H.gap;
  }
  drawMethod(ctx);
  // The table is read as a whole: it starts a page rather than break after a few rows.
  ensureSpace(ctx, TABLE_H.heading + TABLE_H.header + (ctx.plant.daily.length + 3) * TABLE_H.row);
  drawDailyTable(ctx);
  drawQuality(ctx);
}

export async function renderPlantPdf(
  model: ReportHeader,
  plant: PlantReport,
  opts?: PdfOptions,
): Promise<Buffer> {
  if (plant.status !== "ok") {
    throw new Error(`plant ${plant.id} has status "${plant.status}": only plants with data get a PDF`);
  }
  plant = drawable(plant);
  await prepareLogo(model);
  // The plant's owner may read another language than the report's (plantDetails.<id>.locale).
  const fmt = formatters(plant.locale ?? model.locale, model.currency);
  const title = `${plant.name} · ${model.title} ${model.month}`;
  const open = openDocument(model, title, fmt, resolvePdfOptions(opts));
  const ctx: Ctx = { ...open.ctx, plant };
  layoutPlant(ctx);
  drawFooters(ctx);
  return open.end();
}
