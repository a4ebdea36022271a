/**
 * The daily table: one row per day, units once in the column header, the month measured and
 * with estimates. An estimated value (DESIGN.md "Monthly figures", estimated values) is set in
 * italics with a marker naming its source, explained in a footnote under the table.
 * Flows onto further pages with the header repeated when the month does not fit.
 */
import { fitWidths, headerSize, legibleNeed } from "./column-fit.js";
import { type Ctx, ensureSpace, heading, newPage, text, textHeight, textWidth } from "./context.js";
import { type Cell, COLUMNS, columnUnit, noYield, pct } from "./table-columns.js";
import { headerRule } from "./table-parts.js";
import { COLORS, CONTENT_BOTTOM, CONTENT_WIDTH, PAGE, SIZES } from "./theme.js";

const ROW_H = 12.5;
const HEADER_H = 24;
/** Heights the page layout needs to keep the table in one piece. */
export const TABLE_H = { row: ROW_H, header: HEADER_H, heading: 18 } as const;
const PAD = 5;

interface RowStyle {
  bold?: boolean;
  color?: string;
  /** Colour of the data-status cell (missing days stand out in red). */
  statusColor?: string;
}

const cellOf = (cell: string | Cell): Cell => (typeof cell === "string" ? { text: cell } : cell);

/**
 * The columns' widths for this plant's table (column-fit.ts): a column whose title or unit
 * needs more room at the header's size takes it from columns whose header and figures leave
 * some.
 */
export function dailyWidths(ctx: Ctx): number[] {
  const header = { size: SIZES.table } as const;
  const needs = COLUMNS.map(
    (c) =>
      Math.max(
        textWidth(ctx, ctx.fmt.t(c.title), { ...header, bold: true }),
        textWidth(ctx, columnUnit(c, ctx.fmt), header),
      ) +
      2 * PAD,
  );
  const body = [
    ...ctx.plant.daily.map((r) => COLUMNS.map((c) => c.cell(r, ctx.fmt))),
    measured(ctx),
    withEstimates(ctx),
  ];
  const floors = COLUMNS.map(
    (_, i) =>
      Math.max(
        0,
        ...body.map((cells) => {
          const cell = cellOf(cells[i] ?? "");
          return textWidth(ctx, cell.text, { ...header, italic: cell.estimated, bold: true });
        }),
      ) +
      2 * PAD,
  );
  const least = needs.map((n) => legibleNeed(n, header.size, 2 * PAD));
  return fitWidths(
    COLUMNS.map((c) => c.width),
    needs,
    floors,
    least,
  );
}

function drawRow(ctx: Ctx, widths: number[], cells: (string | Cell)[], y: number, style: RowStyle): void {
  let x = PAGE.margin;
  COLUMNS.forEach((c, i) => {
    const last = i === COLUMNS.length - 1;
    const color = (last ? style.statusColor : undefined) ?? style.color ?? COLORS.text;
    const { text: t, estimated } = cellOf(cells[i] ?? "");
    text(ctx, t, x + PAD, y + 3, {
      size: SIZES.table,
      bold: style.bold,
      italic: estimated,
      color,
      width: widths[i]! - 2 * PAD,
      align: c.align,
    });
    x += widths[i]!;
  });
}

export function drawDailyHeader(ctx: Ctx, widths: number[]): void {
  const y = ctx.y;
  let x = PAGE.margin;
  const lines = COLUMNS.flatMap((c, i) => [
    { text: ctx.fmt.t(c.title), width: widths[i]! - 2 * PAD, bold: true },
    { text: columnUnit(c, ctx.fmt), width: widths[i]! - 2 * PAD },
  ]);
  const size = headerSize(ctx, lines, SIZES.table);
  for (const [i, c] of COLUMNS.entries()) {
    const style = { width: widths[i]! - 2 * PAD, align: c.align, size } as const;
    // Title and unit a Noto Sans line (1.36 em) apart, so their boxes do not overlap.
    text(ctx, ctx.fmt.t(c.title), x + PAD, y + 0.5, { ...style, bold: true });
    const unit = columnUnit(c, ctx.fmt);
    if (unit) text(ctx, unit, x + PAD, y + 11.5, { ...style, color: COLORS.muted });
    x += widths[i]!;
  }
  headerRule(ctx, y + HEADER_H - 1);
  ctx.y += HEADER_H;
}

/** The month's measured sums and ratios (the daily PR column is the service's effective PR). */
function measured(ctx: Ctx): string[] {
  const { plant, fmt } = ctx;
  const m = plant.metrics;
  const t = fmt.t;
  return [
    t(
      hasEstimates(ctx)
        ? "pdf.table.measured"
        : plant.reportedThrough
          ? "pdf.table.monthToDate"
          : "pdf.table.month",
    ),
    fmt.number(m.yieldKwh, 0),
    fmt.number(m.meterYieldKwh, 0),
    fmt.number(m.irradiationKwhM2, 2),
    pct(m.prEffective, fmt),
    pct(m.availability, fmt),
    fmt.number(m.cellTemperatureC, 1),
    t("pdf.daysOf", { covered: m.daysWithData, total: m.daysReported }),
  ];
}

/** The totals with estimates, the figures the tiles and the budget use. */
function withEstimates(ctx: Ctx): (string | Cell)[] {
  const { plant, fmt } = ctx;
  const m = plant.metrics;
  return [
    fmt.t(plant.reportedThrough !== null ? "pdf.table.totalToDate" : "pdf.table.total"),
    fmt.number(m.yieldTotalKwh, 0),
    fmt.number(m.meterYieldTotalKwh, 0),
    "",
    "",
    "",
    "",
    fmt.t("pdf.daysOf", { covered: m.daysCovered, total: m.daysReported }),
  ];
}

const hasEstimates = (ctx: Ctx) =>
  ctx.plant.daily.some((r) => r.yieldEstimateSource !== null || r.meterYieldEstimateSource !== null);

export function drawDailyTable(ctx: Ctx): void {
  ensureSpace(ctx, 18 + HEADER_H + 4 * ROW_H);
  heading(ctx, ctx.fmt.t("section.dailyValues"), ctx.fmt.t("pdf.table.note"));
  const widths = dailyWidths(ctx);
  drawDailyHeader(ctx, widths);
  ctx.plant.daily.forEach((row, i) => {
    if (ctx.y + ROW_H > CONTENT_BOTTOM) {
      newPage(ctx);
      heading(ctx, ctx.fmt.t("pdf.table.continued"));
      drawDailyHeader(ctx, widths);
    }
    if (i % 2 === 1) ctx.doc.rect(PAGE.margin, ctx.y, CONTENT_WIDTH, ROW_H).fillColor(COLORS.zebra).fill();
    const cells = COLUMNS.map((c) => c.cell(row, ctx.fmt));
    const style: RowStyle = {
      missing: { color: COLORS.muted, statusColor: COLORS.missing },
      future: { color: COLORS.faint },
      partial: { statusColor: COLORS.amber },
      ok: {},
    }[row.status];
    if (noYield(row)) style.statusColor = row.yieldEstimateSource === null ? COLORS.missing : COLORS.amber;
    if (row.outage) style.statusColor = COLORS.red;
    drawRow(ctx, widths, cells, ctx.y, style);
    ctx.y += ROW_H;
  });
  ensureSpace(ctx, ROW_H + 2);
  ctx.doc
    .moveTo(PAGE.margin, ctx.y + 1)
    .lineTo(PAGE.margin + CONTENT_WIDTH, ctx.y + 1)
    .lineWidth(0.8)
    .strokeColor(COLORS.faint)
    .stroke();
  const estimates = hasEstimates(ctx);
  const rows = estimates ? [measured(ctx), withEstimates(ctx)] : [measured(ctx)];
  rows.forEach((cells, k) => {
    if (k > 0) ensureSpace(ctx, ROW_H + 2);
    drawRow(ctx, widths, cells, ctx.y + 2, { bold: true });
    ctx.y += ROW_H;
  });
  if (estimates) {
    const style = { size: SIZES.small, color: COLORS.muted, width: CONTENT_WIDTH, wrap: true };
    const footnote = ctx.fmt.t("pdf.table.footnote");
    ensureSpace(ctx, textHeight(ctx, footnote, style) + 6);
    text(ctx, footnote, PAGE.margin, ctx.y + 5, style);
    ctx.y += textHeight(ctx, footnote, style) + 5;
  }
  ctx.y += 16;
}
