/**
 * The daily table: one row per day, units once in the column header, a month total row.
 * Flows onto further pages with the header repeated when the month does not fit.
 */
import type { DailyRow, DayStatus } from "../../metrics/model.js";
import { type Ctx, ensureSpace, heading, newPage, text } from "./context.js";
import type { Formatters } from "./format.js";
import { COLORS, CONTENT_BOTTOM, CONTENT_WIDTH, PAGE, SIZES } from "./theme.js";

interface Column {
  title: string;
  unit: string;
  width: number;
  align: "left" | "right";
  cell: (r: DailyRow, f: Formatters) => string;
}

const STATUS: Record<DayStatus, string> = {
  ok: "Complete",
  partial: "Partial",
  missing: "No data",
  future: "Not yet reported",
};

/**
 * A day without yield is a "day without data" in the notice, the charts and Data quality
 * (DESIGN.md: daysWithData counts yields), even when other values arrived: say so here too.
 */
const noYield = (r: DailyRow) => r.status === "partial" && r.yieldKwh === null;
const statusText = (r: DailyRow) => (noYield(r) ? "No yield" : STATUS[r.status]);

const pct = (v: number | null, f: Formatters) => f.number(v === null ? null : v * 100, 1);

const COLUMNS: Column[] = [
  { title: "Date", unit: "", width: 76, align: "left", cell: (r, f) => f.day(r.date) },
  { title: "Yield", unit: "kWh", width: 58, align: "right", cell: (r, f) => f.number(r.yieldKwh, 0) },
  {
    title: "Meter yield",
    unit: "kWh",
    width: 66,
    align: "right",
    cell: (r, f) => f.number(r.meterYieldKwh, 0),
  },
  {
    title: "Irradiation",
    unit: "kWh/m²",
    width: 62,
    align: "right",
    cell: (r, f) => f.number(r.irradiationKwhM2, 2),
  },
  { title: "PR", unit: "%", width: 44, align: "right", cell: (r, f) => pct(r.pr, f) },
  { title: "Availability", unit: "%", width: 64, align: "right", cell: (r, f) => pct(r.availability, f) },
  {
    title: "Cell temp.",
    unit: "°C",
    width: 58,
    align: "right",
    cell: (r, f) => f.number(r.cellTemperatureC, 1),
  },
  {
    title: "Data status",
    unit: "",
    width: CONTENT_WIDTH - 428,
    align: "left",
    cell: (r) => (r.late ? `${statusText(r)}, late` : statusText(r)),
  },
];

const ROW_H = 12.5;
const HEADER_H = 24;
const PAD = 5;

interface RowStyle {
  bold?: boolean;
  color?: string;
  /** Colour of the data-status cell (missing days stand out in red). */
  statusColor?: string;
}

function drawRow(ctx: Ctx, cells: string[], y: number, style: RowStyle): void {
  let x = PAGE.margin;
  COLUMNS.forEach((c, i) => {
    const last = i === COLUMNS.length - 1;
    const color = (last ? style.statusColor : undefined) ?? style.color ?? COLORS.text;
    text(ctx, cells[i] ?? "", x + PAD, y + 3, {
      size: SIZES.table,
      bold: style.bold,
      color,
      width: c.width - 2 * PAD,
      align: c.align,
    });
    x += c.width;
  });
}

function drawHeader(ctx: Ctx): void {
  const y = ctx.y;
  let x = PAGE.margin;
  for (const c of COLUMNS) {
    const style = { width: c.width - 2 * PAD, align: c.align, size: SIZES.table } as const;
    text(ctx, c.title, x + PAD, y + 2, { ...style, bold: true });
    if (c.unit) text(ctx, c.unit, x + PAD, y + 12, { ...style, color: COLORS.muted });
    x += c.width;
  }
  ctx.doc
    .moveTo(PAGE.margin, y + HEADER_H - 1)
    .lineTo(PAGE.margin + CONTENT_WIDTH, y + HEADER_H - 1)
    .lineWidth(1)
    .strokeColor(ctx.accent)
    .stroke();
  ctx.y += HEADER_H;
}

function totals(ctx: Ctx): string[] {
  const { plant, fmt, model } = ctx;
  const m = plant.metrics;
  return [
    model.reportedThrough ? "Month to date" : "Month",
    fmt.number(m.yieldKwh, 0),
    fmt.number(m.meterYieldKwh, 0),
    fmt.number(m.irradiationKwhM2, 2),
    pct(m.pr, fmt),
    pct(m.availability, fmt),
    fmt.number(m.cellTemperatureC, 1),
    `${m.daysWithData} of ${m.daysInMonth} days`,
  ];
}

export function drawDailyTable(ctx: Ctx): void {
  ensureSpace(ctx, 18 + HEADER_H + 4 * ROW_H);
  heading(ctx, "Daily values", "PR, availability and cell temperature of the month: irradiation-weighted");
  drawHeader(ctx);
  ctx.plant.daily.forEach((row, i) => {
    if (ctx.y + ROW_H > CONTENT_BOTTOM) {
      newPage(ctx);
      heading(ctx, "Daily values (continued)");
      drawHeader(ctx);
    }
    if (i % 2 === 1) ctx.doc.rect(PAGE.margin, ctx.y, CONTENT_WIDTH, ROW_H).fillColor(COLORS.zebra).fill();
    const cells = COLUMNS.map((c) => c.cell(row, ctx.fmt));
    const style: RowStyle = {
      missing: { color: COLORS.muted, statusColor: COLORS.missing },
      future: { color: COLORS.faint },
      partial: { statusColor: COLORS.amber },
      ok: {},
    }[row.status];
    if (noYield(row)) style.statusColor = COLORS.missing;
    drawRow(ctx, cells, ctx.y, style);
    ctx.y += ROW_H;
  });
  ensureSpace(ctx, ROW_H + 2);
  ctx.doc
    .moveTo(PAGE.margin, ctx.y + 1)
    .lineTo(PAGE.margin + CONTENT_WIDTH, ctx.y + 1)
    .lineWidth(0.8)
    .strokeColor(COLORS.faint)
    .stroke();
  drawRow(ctx, totals(ctx), ctx.y + 2, { bold: true });
  ctx.y += ROW_H + 16;
}
