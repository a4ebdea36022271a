/**
 * The portfolio PDF and the client packs. Both open with a cover and the same summary (the
 * model's figures, bridge, year to date, a ranking of the plants, their contract money when
 * they have contracts, the plants needing attention, data quality) over their plants; a client pack then holds each of its plants'
 * pages, drawn by the plant PDF's own layout into the same document, with one bookmark per
 * plant. Pure: model in, bytes out; the whole model is needed, so they render once every
 * plant is known.
 */
import type { ReportHeader, ReportModel } from "../../../../metrics/model.js";
import { finiteOnly } from "../../../finite.js";
import { type PdfOptions, resolvePdfOptions } from "../../options.js";
import type { DocCtx } from "../context.js";
import { openDocument } from "../document.js";
import { drawFooters } from "../footer.js";
import { formatters } from "../format.js";
import { prepareLogo } from "../header.js";
import { drawable, layoutPlant } from "../render-plant-pdf.js";
import { PAGE } from "../theme.js";
import { drawAttention } from "./attention.js";
import { drawContracts } from "./contracts.js";
import { contentsHeight, drawContents, drawCover } from "./cover.js";
import { drawDataQuality } from "./data-quality.js";
import { drawFigures } from "./figures.js";
import { drawOverview } from "./overview.js";
import { drawRanking } from "./ranking.js";
import { clientScope, portfolioScope, type SummaryScope } from "./scope.js";

/**
 * A bookmark to the current page. `fit` shows the whole page: pdfkit's default XYZ
 * destination puts the left edge at the page's width (pdfkit 0.15–0.17 outline.js).
 */
function bookmark(ctx: DocCtx, title: string): void {
  ctx.doc.outline.addItem(title, { fit: true } as { expanded?: boolean });
}

function drawable_(scope: SummaryScope): SummaryScope {
  return { ...scope, summary: finiteOnly(scope.summary), plants: scope.plants.map(drawable) };
}

/** Most lines the contents of a client pack take on page 1. */
const CONTENTS_ROWS = 12;

interface Contents {
  /** Where the cover's free space starts. */
  coverEnd: number;
  /** Lines kept for the contents. */
  rows: number;
  entries: { title: string; page: number }[];
}

/** A bookmark and a line of the contents for what starts on the current page. */
function marker(ctx: DocCtx, contents: Contents): (title: string) => void {
  return (title) => {
    bookmark(ctx, title);
    contents.entries.push({ title, page: ctx.doc.bufferedPageRange().count });
  };
}

/**
 * Both open with the cover's heading on page 1 and go straight on with the figures, so the
 * month at a glance (tiles, bridge, plants by verdict) is on the first page. A client pack
 * keeps room under the heading for its contents (drawn last, once the plants' pages are
 * known): a line for the summary, its three sections and each plant with data, at most
 * CONTENTS_ROWS (the rest in the bookmarks).
 */
function summary(ctx: DocCtx, scope: SummaryScope): Contents {
  const portfolio = scope.client === null;
  bookmark(ctx, ctx.fmt.t(portfolio ? "pack.bookmark.summary" : "pack.bookmark.cover"));
  drawCover(ctx, scope);
  const contents: Contents = { coverEnd: ctx.y, rows: 0, entries: [] };
  const mark = marker(ctx, contents);
  if (!portfolio) {
    contents.rows = Math.min(CONTENTS_ROWS, 4 + scope.plants.filter((p) => p.status === "ok").length);
    ctx.y += contentsHeight(contents.rows);
    mark(ctx.fmt.t("pack.bookmark.summary"));
  }
  drawFigures(ctx, scope);
  drawOverview(ctx, scope);
  drawRanking(ctx, scope, mark);
  drawContracts(ctx, scope, mark);
  drawAttention(ctx, scope, mark);
  drawDataQuality(ctx, scope, mark);
  return contents;
}

function drawContentsOnCover(ctx: DocCtx, contents: Contents): void {
  ctx.doc.switchToPage(0);
  ctx.y = contents.coverEnd;
  drawContents(ctx, contents.entries, contents.rows);
}

/**
 * Does once what the portfolio PDF's first page costs in a fresh thread: the logo's images,
 * the fonts parsed and the report language's base glyphs shaped (fonts.ts, registerFonts),
 * into the thread's caches. A document is opened and dropped; the bytes of every later
 * document are the same as without it. A summary worker started before the model is
 * complete does this while the run still waits for the service (render-summaries.ts).
 */
export async function warmUpSummary(header: ReportHeader, opts?: PdfOptions): Promise<void> {
  await prepareLogo(header);
  openDocument(header, header.title, formatters(header.locale, header.currency), resolvePdfOptions(opts));
}

export async function renderPortfolioPdf(model: ReportModel, opts?: PdfOptions): Promise<Buffer> {
  await prepareLogo(model);
  const fmt = formatters(model.locale, model.currency);
  const open = openDocument(model, `${model.title} · ${model.month}`, fmt, resolvePdfOptions(opts));
  const ctx: DocCtx = { ...open.ctx, running: model.title };
  summary(ctx, drawable_(portfolioScope(model)));
  drawFooters(ctx);
  return open.end();
}

/** The pack of `model.clients[index]`, in the client's language. */
export async function renderClientPack(
  model: ReportModel,
  index: number,
  opts?: PdfOptions,
): Promise<Buffer> {
  await prepareLogo(model);
  const scope = drawable_(clientScope(model, index));
  const client = model.clients[index]!;
  const fmt = formatters(client.locale, model.currency);
  const title = `${client.name} · ${model.title} ${model.month}`;
  const open = openDocument(model, title, fmt, resolvePdfOptions(opts));
  const ctx: DocCtx = { ...open.ctx, running: client.name };
  const contents = summary(ctx, scope);
  const mark = marker(ctx, contents);
  for (const plant of scope.plants.filter((p) => p.status === "ok")) {
    ctx.doc.addPage();
    mark(plant.name);
    layoutPlant({ ...ctx, plant, running: undefined, y: PAGE.margin });
  }
  drawContentsOnCover(ctx, contents);
  drawFooters(ctx);
  return open.end();
}
