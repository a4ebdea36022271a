/**
 * The ranking table of every plant of the scope, in the model's order with its ranks: figures
 * with the model's verdict as a dot beside them (the words are in the legend, and the plants
 * needing attention are named in full below). Flows over as many pages as the plants need, the
 * header repeated on each; a PR verdict that fell back to the IEC PR is marked and explained.
 */

import { fillDot } from "../../engine/dots.js";
import { fitWidths, headerSize, legibleNeed } from "../column-fit.js";
import { type DocCtx, ensureSpace, heading, newPage, text, textWidth } from "../context.js";
import { PR_KEY } from "../labels.js";
import { verdictColor, verdictLabel } from "../status.js";
import { dotLegend, headerRule } from "../table-parts.js";
import { COLORS, CONTENT_BOTTOM, CONTENT_WIDTH, PAGE, SIZES } from "../theme.js";
import { RANK_COLUMNS, type RankColumn } from "./ranking-columns.js";
import { FALLBACK_MARK, type RankRow, rankRows } from "./ranking-rows.js";
import type { SummaryScope } from "./scope.js";

const ROW_H = 13;
const HEADER_H = 24;
const PAD = 4;
const DOT = 2.2;

const HEADER = { size: SIZES.table - 0.5 } as const;
/** The narrowest the plant names' column gets to make room for the headers (≈ 22 characters). */
const NAME_MIN = 100;

/** The PR column shows the PR the verdicts judge; its unit line says which. */
function unitOf(ctx: DocCtx, c: RankColumn): string {
  const unit = c.title === "pack.column.pr" ? PR_KEY[ctx.model.verdictRules.pr.metric] : c.unit;
  return unit ? ctx.fmt.t(unit) : "";
}

/**
 * The columns' widths (column-fit.ts): a header that needs more room at its size takes it from
 * columns whose header and texts leave some (a plant's name is not cut to make a header wider).
 */
export function rankWidths(ctx: DocCtx, rows: RankRow[]): number[] {
  const needs = RANK_COLUMNS.map(
    (c) =>
      Math.max(
        textWidth(ctx, ctx.fmt.t(c.title), { ...HEADER, bold: true }),
        textWidth(ctx, unitOf(ctx, c), HEADER),
      ) +
      2 * PAD,
  );
  const figure = (i: number) =>
    Math.max(
      0,
      ...rows.map((r) => {
        const cell =
          i === 0
            ? { text: r.rank === null ? "" : ctx.fmt.number(r.rank, 0) }
            : i === 1
              ? { text: r.name }
              : r.cells[i - 2];
        if (cell === undefined) return 0;
        return (
          textWidth(ctx, cell.text, { size: SIZES.table }) +
          ("verdict" in cell && cell.verdict !== undefined ? 8 : 0)
        );
      }),
    ) +
    2 * PAD;
  const floors = RANK_COLUMNS.map((_, i) => figure(i));
  const least = needs.map((n) => legibleNeed(n, HEADER.size, 2 * PAD));
  const designed = RANK_COLUMNS.map((c) => c.width);
  const widths = fitWidths(designed, needs, floors, least);
  if (widths.every((w, i) => w >= least[i]! - 0.01)) return widths;
  // Where the figures leave too little (es, pt), long plant names give the rest, cut with "…"
  // (as a name longer than its column always was); the attention list names them in full.
  return fitWidths(designed, needs, floors.with(1, Math.min(floors[1]!, NAME_MIN)), least);
}

function columnXOf(widths: number[], i: number): number {
  return PAGE.margin + widths.slice(0, i).reduce((s, w) => s + w, 0);
}

export function drawRankHeader(ctx: DocCtx, widths: number[]): void {
  const y = ctx.y;
  const lines = RANK_COLUMNS.flatMap((c, i) => [
    { text: ctx.fmt.t(c.title), width: widths[i]! - 2 * PAD, bold: true },
    { text: unitOf(ctx, c), width: widths[i]! - 2 * PAD },
  ]);
  const size = headerSize(ctx, lines, HEADER.size);
  RANK_COLUMNS.forEach((c: RankColumn, i) => {
    const style = { size, width: widths[i]! - 2 * PAD, align: c.align } as const;
    const x = columnXOf(widths, i) + PAD;
    text(ctx, ctx.fmt.t(c.title), x, y + 2, { ...style, bold: true });
    const unit = unitOf(ctx, c);
    if (unit) text(ctx, unit, x, y + 12, { ...style, color: COLORS.muted });
  });
  headerRule(ctx, y + HEADER_H - 1);
  ctx.y += HEADER_H;
}

function drawRow(ctx: DocCtx, widths: number[], row: RankRow, zebra: boolean): void {
  const columnX = (i: number) => columnXOf(widths, i);
  const y = ctx.y;
  if (zebra) ctx.doc.rect(PAGE.margin, y, CONTENT_WIDTH, ROW_H).fillColor(COLORS.zebra).fill();
  const style = { size: SIZES.table, width: 0 };
  const rank = row.rank === null ? "" : ctx.fmt.number(row.rank, 0);
  text(ctx, rank, columnX(0) + PAD, y + 3, { ...style, width: widths[0]! - 2 * PAD, align: "right" });
  text(ctx, row.name, columnX(1) + PAD, y + 3, { ...style, width: widths[1]! - 2 * PAD, truncate: true });
  if (row.failed) {
    const reason = ctx.fmt.t("pack.ranking.failed", { reason: row.reason ?? "" });
    const w = CONTENT_WIDTH - columnX(2) + PAGE.margin - 2 * PAD;
    text(ctx, reason, columnX(2) + PAD, y + 3, { ...style, width: w, color: COLORS.red, truncate: true });
  }
  row.cells.forEach((cell, k) => {
    const i = k + 2;
    const judged = cell.verdict !== undefined;
    const w = widths[i]! - 2 * PAD - (judged ? 8 : 0);
    text(ctx, cell.text, columnX(i) + PAD, y + 3, { ...style, width: w, align: "right" });
    if (judged) {
      const cx = columnX(i) + widths[i]! - PAD - DOT;
      fillDot(ctx.doc, cx, y + ROW_H / 2, DOT, verdictColor(cell.verdict ?? null));
    }
  });
  ctx.y += ROW_H;
}

function legend(ctx: DocCtx): void {
  const verdicts = ["target", "watch", "below", null] as const;
  dotLegend(
    ctx,
    verdicts.map((v) => [verdictColor(v), verdictLabel(ctx.fmt, v) ?? ""]),
  );
}

/** Under the table, when a plant's PR cell is the IEC PR standing in for the chosen one. */
function fallbackNote(ctx: DocCtx, rows: RankRow[]): void {
  if (!rows.some((r) => r.prFallback)) return;
  const t = ctx.fmt.t;
  const chosen = t(PR_KEY[ctx.model.verdictRules.pr.metric]);
  const note = `${FALLBACK_MARK} ${t("pack.ranking.prFallback", { name: t(PR_KEY.pr), chosen })}`;
  ensureSpace(ctx, 12);
  text(ctx, note, PAGE.margin, ctx.y + 3, { size: SIZES.small, color: COLORS.muted, width: CONTENT_WIDTH });
  ctx.y += 12;
}

/** `mark` names the section where it starts (a bookmark, a line of the contents). */
export function drawRanking(ctx: DocCtx, scope: SummaryScope, mark: (title: string) => void): void {
  const rows = rankRows(scope, ctx.fmt);
  // The heading, the header and a few rows stay together.
  if (ctx.y + 18 + 12 + HEADER_H + 4 * ROW_H > CONTENT_BOTTOM) newPage(ctx);
  const title = ctx.fmt.t("pack.ranking.title");
  mark(title);
  heading(ctx, title, ctx.fmt.t("pack.ranking.order"));
  legend(ctx);
  const widths = rankWidths(ctx, rows);
  drawRankHeader(ctx, widths);
  rows.forEach((row, i) => {
    if (ctx.y + ROW_H > CONTENT_BOTTOM) {
      newPage(ctx);
      heading(ctx, ctx.fmt.t("pack.ranking.continued"));
      drawRankHeader(ctx, widths);
    }
    drawRow(ctx, widths, row, i % 2 === 1);
  });
  fallbackNote(ctx, rows);
  ctx.y += 14;
}
