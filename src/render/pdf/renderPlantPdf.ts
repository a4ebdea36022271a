/**
 * One plant's monthly summary as a PDF (A4 portrait): header and tiles, daily charts,
 * 12-month trend, daily table, data quality and method. Pure: model in, bytes out.
 */
import PDFDocument from "pdfkit";
import { cutText } from "../../i18n/cut-text.js";
import type { PlantReport, ReportHeader } from "../../metrics/model.js";
import { finiteOnly } from "../finite.js";
import { type Ctx, ensureSpace } from "./context.js";
import { drawRatioChart, drawYieldChart } from "./dailyCharts.js";
import { drawDailyTable } from "./dailyTable.js";
import { loadFonts, registerFonts } from "./fonts.js";
import { drawFooters } from "./footer.js";
import { formatters } from "./format.js";
import { drawHeader } from "./header.js";
import { type PdfOptions, resolvePdfOptions } from "./options.js";
import { drawQuality } from "./quality.js";
import { accentColor, CONTENT_BOTTOM, CONTENT_WIDTH, PAGE } from "./theme.js";
import { drawTiles } from "./tiles.js";
import { drawTrendChart } from "./trendChart.js";

const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/**
 * Grapheme clusters of a plant name that the layout measures and wraps: a page holds far
 * fewer, and text measuring and wrapping cost grows faster than the text (a 6,000-character
 * name took 100 s), so longer names are cut with "…" before anything is measured.
 */
export const LAYOUT_NAME_MAX = 160;

/** What the layout draws: the name cut for layout, no number that is not finite (render/finite.ts). */
function drawable(plant: PlantReport): PlantReport {
  return { ...finiteOnly(plant), name: cutText(plant.name, LAYOUT_NAME_MAX) };
}

/**
 * Fixing CreationDate/ModDate to generatedAt makes the output byte-identical for the
 * same input: pdfkit derives the trailer /ID from the info dictionary (PDFSecurity.generateFileID)
 * and the font subset tags from the font ids, so no clock or randomness remains.
 */
function createDocument(model: ReportHeader, plant: PlantReport, compress: boolean): PDFKit.PDFDocument {
  const date = new Date(model.generatedAt);
  const stamp = Number.isNaN(date.getTime()) ? new Date(0) : date;
  return new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    bufferPages: true,
    compress,
    lang: model.locale,
    displayTitle: true,
    info: {
      Title: `${plant.name} · ${model.title} ${model.month}`.replace(INVISIBLE, ""),
      Author: model.branding.company.replace(INVISIBLE, ""),
      Subject: `${model.title} ${model.month}`,
      Creator: "solar-report",
      Producer: "solar-report (pdfkit)",
      CreationDate: stamp,
      ModDate: stamp,
    },
  });
}

/** Chart heights on page 1 at full size; they shrink (to a floor) when notices take room. */
const CHART_H = { yield: 220, ratio: 190, gap: 14, minShare: 0.7 } as const;

function layout(ctx: Ctx): void {
  const half = (CONTENT_WIDTH - 20) / 2;
  drawHeader(ctx);
  drawTiles(ctx);
  const free = CONTENT_BOTTOM - ctx.y - CHART_H.gap;
  const share = Math.max(CHART_H.minShare, Math.min(1, free / (CHART_H.yield + CHART_H.ratio)));
  const [yieldH, ratioH] = [CHART_H.yield * share, CHART_H.ratio * share];
  ensureSpace(ctx, yieldH);
  drawYieldChart(ctx, { x: PAGE.margin, y: ctx.y, w: CONTENT_WIDTH, h: yieldH });
  ctx.y += yieldH + CHART_H.gap;
  ensureSpace(ctx, ratioH);
  const { pr, availability } = ctx.plant.targets;
  drawRatioChart(ctx, { x: PAGE.margin, y: ctx.y, w: half, h: ratioH }, "pr", "Daily performance ratio", pr);
  const right = { x: PAGE.margin + half + 20, y: ctx.y, w: half, h: ratioH };
  drawRatioChart(ctx, right, "availability", "Daily availability", availability);
  ctx.y += ratioH + CHART_H.gap;
  // Page 1 is the month at a glance; the trend, table and quality notes start page 2.
  ensureSpace(ctx, 190);
  drawTrendChart(ctx, { x: PAGE.margin, y: ctx.y, w: CONTENT_WIDTH, h: 190 });
  ctx.y += 206;
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
  const o = resolvePdfOptions(opts);
  plant = drawable(plant);
  const doc = createDocument(model, plant, o.compress);
  const chunks: Buffer[] = [];
  const done = new Promise<void>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  const fonts = loadFonts();
  registerFonts(doc, fonts);
  const ctx: Ctx = {
    doc,
    model,
    plant,
    fmt: formatters(model.locale, model.currency),
    opts: o,
    fonts,
    accent: accentColor(model.branding.accentColor),
    y: PAGE.margin,
  };
  layout(ctx);
  drawFooters(ctx);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
