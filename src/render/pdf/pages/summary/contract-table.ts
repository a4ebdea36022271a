/**
 * A plain table of the summary's contract pages: a two-line header (title, muted unit), rows
 * of right-aligned figures with an optional verdict dot and a muted note line under the row,
 * and a bold total row. Flows over pages, the header repeated.
 */

import { fillDot } from "../../engine/dots.js";
import { fitWidths, legibleNeed } from "../column-fit.js";
import { type DocCtx, newPage, text, textHeight, textWidth } from "../context.js";
import { type BlockPart, keepBlock, linesOf } from "../keep-block.js";
import { headerRule } from "../table-parts.js";
import { COLORS, CONTENT_BOTTOM, CONTENT_WIDTH, PAGE, SIZES } from "../theme.js";

export interface Column {
  title: string;
  unit?: string;
  width: number;
  align: "left" | "right";
}

export interface Cell {
  text: string;
  /** a verdict dot's colour beside the figure */
  dot?: string;
}

export interface Row {
  cells: Cell[];
  /** under the row, from the second column to the right edge, muted */
  note?: string;
  total?: boolean;
}

const LINE_H = 13;
const HEADER_H = 24;
const PAD = 4;
const DOT = 2.2;

/** Widths scaled to the content width. */
export function fitColumns(columns: Column[]): Column[] {
  const sum = columns.reduce((s, c) => s + c.width, 0);
  return columns.map((c) => ({ ...c, width: (c.width * CONTENT_WIDTH) / sum }));
}

const xOf = (columns: Column[], i: number) =>
  PAGE.margin + columns.slice(0, i).reduce((s, c) => s + c.width, 0);

const TITLE = { size: SIZES.table - 0.5, bold: true, lineGap: -1 } as const;
/** A title's or a unit's line in the header. */
const HEADER_LINE = 10;

/**
 * A title with spaces that does not fit its column wraps at its own size, on as many lines as
 * it needs ("Grid (out of electrical specification)": three); one long word shrinks to fit.
 */
function titleWraps(ctx: DocCtx, c: Column): boolean {
  return /\s/.test(c.title) && textWidth(ctx, c.title, TITLE) > c.width - 2 * PAD;
}

function titleHeight(ctx: DocCtx, c: Column): number {
  if (!titleWraps(ctx, c)) return HEADER_LINE;
  return textHeight(ctx, c.title, { ...TITLE, width: c.width - 2 * PAD });
}

/**
 * The columns resized by their headers (column-fit.ts): the longest word of a title (a title
 * wraps at its spaces) and the unit at the header's size; a column gives room down to its
 * widest text (a plant's name, the total's label: never cut to make a header wider).
 */
export function sizeColumns(ctx: DocCtx, columns: Column[], rows: Row[]): Column[] {
  const needs = columns.map(
    (c) =>
      Math.max(
        ...c.title.split(/\s+/u).map((w) => textWidth(ctx, w, TITLE)),
        textWidth(ctx, c.unit ?? "", { ...TITLE, bold: false }),
      ) +
      2 * PAD,
  );
  const floors = columns.map(
    (_, i) =>
      Math.max(
        0,
        ...rows.map((r) => {
          const cell = r.cells[i];
          return cell
            ? textWidth(ctx, cell.text, { size: SIZES.table, bold: r.total }) + (cell.dot ? 8 : 0)
            : 0;
        }),
      ) +
      2 * PAD,
  );
  const least = needs.map((n) => legibleNeed(n, TITLE.size, 2 * PAD));
  const widths = fitWidths(
    columns.map((c) => c.width),
    needs,
    floors,
    least,
  );
  return columns.map((c, i) => ({ ...c, width: widths[i]! }));
}

/** Two lines (title, unit) at least; taller where a title wraps, so no title runs into the rule. */
function headerHeight(ctx: DocCtx, columns: Column[]): number {
  return Math.max(HEADER_H, ...columns.map((c) => 4 + titleHeight(ctx, c) + (c.unit ? HEADER_LINE : 0)));
}

function drawHeader(ctx: DocCtx, columns: Column[]): void {
  const y = ctx.y;
  const h = headerHeight(ctx, columns);
  columns.forEach((c, i) => {
    const style = { ...TITLE, width: c.width - 2 * PAD, align: c.align };
    text(ctx, c.title, xOf(columns, i) + PAD, y + 2, { ...style, wrap: titleWraps(ctx, c) });
    if (c.unit)
      text(ctx, c.unit, xOf(columns, i) + PAD, y + 2 + titleHeight(ctx, c), {
        ...style,
        bold: false,
        color: COLORS.muted,
      });
  });
  headerRule(ctx, y + h - 1);
  ctx.y += h;
}

const NOTE = { size: SIZES.small, color: COLORS.muted, wrap: true, lineGap: 0.5 };

function noteWidth(columns: Column[]): number {
  return CONTENT_WIDTH - columns[0]!.width - 2 * PAD;
}

function rowHeight(ctx: DocCtx, columns: Column[], row: Row): number {
  if (!row.note) return LINE_H;
  return LINE_H + textHeight(ctx, row.note, { ...NOTE, width: noteWidth(columns) }) + 2;
}

/**
 * Keeps the table's section together (keep-block.ts): `lead` is what its heading and anything
 * else above the header take, `after` what follows the rows (its notes). Call before the heading.
 */
export function keepTable(
  ctx: DocCtx,
  lead: number,
  columns: Column[],
  rows: Row[],
  after: BlockPart[] = [],
): void {
  const parts = rows.map((row) => ({
    height: rowHeight(ctx, columns, row),
    lines: 1 + (row.note ? linesOf(ctx, row.note, { ...NOTE, width: noteWidth(columns) }) : 0),
  }));
  keepBlock(ctx, lead + headerHeight(ctx, columns), [...parts, ...after]);
}

function drawRow(ctx: DocCtx, columns: Column[], row: Row, zebra: boolean): void {
  const y = ctx.y;
  const h = rowHeight(ctx, columns, row);
  if (zebra) ctx.doc.rect(PAGE.margin, y, CONTENT_WIDTH, h).fillColor(COLORS.zebra).fill();
  if (row.total) headerRule(ctx, y, COLORS.text, 0.7);
  row.cells.forEach((cell, i) => {
    const c = columns[i]!;
    const w = c.width - 2 * PAD - (cell.dot ? 8 : 0);
    const style = {
      size: SIZES.table,
      width: w,
      align: c.align,
      bold: row.total,
      truncate: c.align === "left",
    };
    text(ctx, cell.text, xOf(columns, i) + PAD, y + 3, style);
    if (cell.dot) fillDot(ctx.doc, xOf(columns, i) + c.width - PAD - DOT, y + LINE_H / 2, DOT, cell.dot);
  });
  if (row.note)
    text(ctx, row.note, xOf(columns, 1) + PAD, y + LINE_H - 1, { ...NOTE, width: noteWidth(columns) });
  ctx.y += h;
}

/** Rows kept with what follows the table (its footnote): the last plant's and the total. */
const TAIL_ROWS = 2;

/**
 * The header, then every row; `continued` heads the table again on a new page. `keepWith` is
 * the height of what must follow the last row on its page (a footnote): the last TAIL_ROWS rows
 * and it go over together rather than leave the footnote alone at the top of a page.
 */
export function drawTable(
  ctx: DocCtx,
  columns: Column[],
  rows: Row[],
  continued: string,
  keepWith = 0,
): void {
  drawHeader(ctx, columns);
  const tail = (i: number) =>
    i > 0 && i >= rows.length - TAIL_ROWS
      ? rows.slice(i).reduce((s, r) => s + rowHeight(ctx, columns, r), keepWith)
      : rowHeight(ctx, columns, rows[i]!);
  rows.forEach((row, i) => {
    if (ctx.y + tail(i) > CONTENT_BOTTOM) {
      newPage(ctx);
      text(ctx, continued, PAGE.margin, ctx.y, { size: SIZES.heading, bold: true });
      ctx.y += 18;
      drawHeader(ctx, columns);
    }
    drawRow(ctx, columns, row, !row.total && i % 2 === 1);
  });
}
