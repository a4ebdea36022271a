/**
 * The heading of page 1: branding, the report's title, what the document is (the portfolio,
 * or the client's name), the period, the plants it covers, and — for a client pack — its
 * contents with page numbers, drawn last, once the plants' pages are known.
 */
import { type DocCtx, text } from "../context.js";
import { drawLogo } from "../header.js";
import { drawWrappedRuns, runsWidth } from "../text-runs.js";
import { COLORS, CONTENT_WIDTH, PAGE, SIZES } from "../theme.js";
import type { SummaryScope } from "./scope.js";

const TITLE = SIZES.title + 2;

function period(ctx: DocCtx, scope: SummaryScope): string {
  const { model, fmt } = ctx;
  const month = fmt.monthYear(model.month);
  const through = scope.summary.reportedThrough;
  if (!through) return month;
  return fmt.t("period.monthToDate", { month, day: fmt.dayShort(through) });
}

/** The largest size up to `max` at which `s` fits one line; wraps at the floor. */
function fitted(ctx: DocCtx, s: string, max: number, y: number, bold = true): number {
  let size = max;
  while (size > 14 && runsWidth(ctx, s, { size, bold }) > CONTENT_WIDTH) size -= 1;
  return drawWrappedRuns(ctx, s, PAGE.margin, y, { size, bold, width: CONTENT_WIDTH, wrap: true });
}

/**
 * The company and its logo over the accent rule, as on the plant PDFs, then what the document
 * is, its period and plants; the figures follow on the same page.
 */
export function drawCover(ctx: DocCtx, scope: SummaryScope): void {
  const { fmt, model } = ctx;
  const x = PAGE.margin;
  let y = PAGE.margin - 8;
  text(ctx, model.branding.company, x, y, {
    size: SIZES.heading + 2,
    bold: true,
    width: CONTENT_WIDTH - 150,
  });
  drawLogo(ctx, PAGE.width - PAGE.margin - 140, y - 8);
  y += 26;
  ctx.doc.rect(x, y, CONTENT_WIDTH, 3).fillColor(ctx.accent).fill();
  y += 14;
  const kind = scope.client === null ? fmt.t("pack.cover.portfolio") : fmt.t("pack.cover.client");
  text(ctx, kind.toLocaleUpperCase(fmt.locale), x, y, {
    size: SIZES.body + 1,
    bold: true,
    color: COLORS.muted,
  });
  y += 13;
  y += fitted(ctx, scope.client ?? model.title, TITLE, y) + 4;
  if (scope.client !== null) y += fitted(ctx, model.title, SIZES.heading + 2, y, false) + 4;
  text(ctx, period(ctx, scope), x, y, { size: SIZES.heading + 1, bold: true });
  y += 18;
  const m = scope.summary.metrics;
  const cap = m.capacityKwp;
  const facts = [
    fmt.t("pack.cover.plants", { count: m.plants }),
    cap === null ? null : `${fmt.number(cap, cap < 100 ? 1 : 0)} ${fmt.t("unit.kwp")}`,
  ].filter((s): s is string => s !== null);
  text(ctx, facts.join("  ·  "), x, y, { size: SIZES.body + 2, color: COLORS.muted, width: CONTENT_WIDTH });
  ctx.y = y + 24;
}

const CONTENTS_ROW = 13;
const CONTENTS_HEAD = 18;

/** Height of the contents with `rows` lines, and the space after it. */
export function contentsHeight(rows: number): number {
  return CONTENTS_HEAD + rows * CONTENTS_ROW + 14;
}

/**
 * Contents of a client pack in the `rows` lines kept for it: the summary, its sections and
 * each plant with the page its pages start on; when they do not fit, the last line says how
 * many more the bookmarks hold.
 */
export function drawContents(ctx: DocCtx, entries: { title: string; page: number }[], rows: number): void {
  let y = ctx.y;
  text(ctx, ctx.fmt.t("pack.cover.contents"), PAGE.margin, y, { size: SIZES.heading, bold: true });
  y += CONTENTS_HEAD;
  const shown = entries.length > rows ? entries.slice(0, rows - 1) : entries;
  for (const e of shown) {
    const page = ctx.fmt.number(e.page, 0);
    const style = { size: SIZES.body + 0.5 };
    text(ctx, e.title, PAGE.margin, y, { ...style, width: CONTENT_WIDTH - 40, truncate: true });
    text(ctx, page, PAGE.margin, y, { ...style, width: CONTENT_WIDTH, align: "right" });
    y += CONTENTS_ROW;
  }
  if (shown.length < entries.length) {
    const more = ctx.fmt.t("pack.cover.more", { count: entries.length - shown.length });
    text(ctx, more, PAGE.margin, y, { size: SIZES.body, color: COLORS.muted, width: CONTENT_WIDTH });
  }
}
