/**
 * The budget bridge (DESIGN.md "Monthly figures") as a horizontal waterfall: one row per step
 * (bridge-steps.ts), its name on the left, the bar on the running total in the middle, the
 * model's kWh and money in right-aligned columns, so eight steps fit beside the year block
 * with no label crossing another, and the money column reads down like a reconciliation from
 * the budget to the revenue. The energy axis is cut (it starts at a round value below the
 * lowest total, marked on the total bars) so steps of a few percent stay visible; its ticks
 * say where it starts. A step the model cannot know is "n/a" with a footnote saying why.
 */
import type { MessageKey } from "../../../i18n/index.js";
import type { BudgetBridge } from "../../../metrics/model.js";
import { bridgeAxis, drawTicks } from "./bridge-axis.js";
import {
  type BridgeBasis,
  type BridgeStep,
  bridgeSteps,
  moneyOf,
  type StepKey,
  stepTexts,
} from "./bridge-steps.js";
import type { Box } from "./chart.js";
import { type DocCtx, text, textHeight } from "./context.js";
import { COLORS, SIZES } from "./theme.js";
import { energyUnit } from "./units.js";

const STEP_KEY: Record<Exclude<StepKey, "budget">, MessageKey> = {
  weather: "bridge.weather",
  availability: "bridge.availability",
  curtailment: "pdf.bridge.curtailment",
  performance: "bridge.performance",
  actual: "pdf.bridge.actual",
  exportLoss: "pdf.bridge.exportLoss",
  metered: "pdf.bridge.metered",
};

const ROW = 13;
const TOP = 40;
const GAP = 6;

/** Where each column starts and how wide it is. */
interface Columns {
  name: [number, number];
  bar: [number, number];
  kwh: [number, number];
  money: [number, number];
}

function columns(box: Box, money: boolean): Columns {
  const name = box.w * 0.32;
  const kwh = box.w * 0.14;
  const cash = money ? box.w * 0.18 : 0;
  const bar = box.w - name - kwh - cash - 3 * GAP;
  const x1 = box.x + name + GAP;
  const x2 = x1 + bar + GAP;
  return { name: [box.x, name], bar: [x1, bar], kwh: [x2, kwh], money: [x2 + kwh + GAP, cash] };
}

function barColor(ctx: DocCtx, s: BridgeStep): string {
  if (s.key === "budget") return COLORS.budget;
  if (s.key === "actual") return ctx.accent;
  if (s.key === "metered") return COLORS.secondary;
  return (s.kwh ?? 0) >= 0 ? COLORS.green : COLORS.red;
}

/** Two slanted strokes across the bar's start: the axis is cut there. */
function breakMark(ctx: DocCtx, x: number, y: number, h: number): void {
  const { doc } = ctx;
  doc
    .rect(x + 2, y - 1, 4, h + 2)
    .fillColor("#FFFFFF")
    .fill();
  for (const dx of [2, 6]) doc.moveTo(x + dx - 1.5, y + h + 1).lineTo(x + dx + 1.5, y - 1);
  doc.lineWidth(0.7).strokeColor(COLORS.muted).stroke();
}

function drawBar(ctx: DocCtx, s: BridgeStep, scale: (v: number) => number, y: number, floor: number): void {
  const h = ROW - 4;
  const { doc } = ctx;
  if (s.kwh === null) {
    doc
      .rect(scale(s.from) - 3, y + 2, 6, h - 4)
      .dash(2, { space: 2 })
      .lineWidth(0.7)
      .strokeColor(COLORS.muted)
      .stroke()
      .undash();
    return;
  }
  const [a, b] = s.total
    ? [scale(floor), scale(s.to)]
    : [scale(Math.min(s.from, s.to)), scale(Math.max(s.from, s.to))];
  doc
    .rect(a, y, Math.max(0.8, b - a), h)
    .fillColor(barColor(ctx, s))
    .fill();
  if (s.total && floor > 0) breakMark(ctx, a, y, h);
}

function drawHeader(ctx: DocCtx, box: Box, cols: Columns, unit: string, money: boolean): void {
  const t = ctx.fmt.t;
  const small = { size: SIZES.small, color: COLORS.muted };
  text(ctx, t("pdf.bridge.title"), box.x, box.y, { size: SIZES.body + 0.5, bold: true, width: box.w });
  text(ctx, t(money ? "pdf.bridge.subtitle" : "pdf.bridge.subtitleEnergy"), box.x, box.y + 13, {
    ...small,
    width: box.w,
  });
  const y = box.y + TOP - 11;
  text(ctx, unit, cols.kwh[0], y, { ...small, width: cols.kwh[1], align: "right" });
  if (money)
    text(ctx, t("pdf.bridge.money"), cols.money[0], y, { ...small, width: cols.money[1], align: "right" });
}

/** Draws the bridge in `box`; returns the height it used. */
export function drawBridgeChart(ctx: DocCtx, box: Box, b: BudgetBridge, basis: BridgeBasis): number {
  const t = ctx.fmt.t;
  const money = moneyOf(b) !== null;
  const all = bridgeSteps(b, basis);
  const { unit, factor } = energyUnit(Math.max(...all.map((s) => Math.abs(s.to))));
  const digits = unit === "MWh" ? 1 : 0;
  const cols = columns(box, money);
  drawHeader(ctx, box, cols, t(unit === "MWh" ? "unit.mwh" : "unit.kwh"), money);
  const scale = bridgeAxis(all, cols.bar);
  const floor = scale.domain()[0]!;
  const top = box.y + TOP;
  const bottom = top + all.length * ROW;
  drawTicks(ctx, scale, factor, top - 2, bottom);
  const notes = [...new Set(all.flatMap((s) => (s.note === null ? [] : [s.note])))];
  all.forEach((s, i) => {
    const y = top + i * ROW;
    const name = s.key === "budget" ? basis.budgetName : t(STEP_KEY[s.key]);
    const mark = s.note === null ? "" : ` ${notes.indexOf(s.note) + 1})`;
    const style = { size: SIZES.small + 0.5, bold: s.total, color: s.total ? COLORS.text : COLORS.muted };
    text(ctx, `${name}${mark}`, cols.name[0], y + 1, { ...style, width: cols.name[1] });
    drawBar(ctx, s, scale, y, floor);
    if (i < all.length - 1 && s.kwh !== null) {
      // Connector: from this bar's end down to the next row, at the running total.
      const x = scale(s.to);
      ctx.doc
        .moveTo(x, y + ROW - 4)
        .lineTo(x, y + ROW)
        .lineWidth(0.6)
        .strokeColor(COLORS.faint)
        .stroke();
    }
    const figures = stepTexts(ctx.fmt, s, factor, digits);
    const num = { ...style, color: COLORS.text, align: "right" as const };
    text(ctx, figures.kwh, cols.kwh[0], y + 1, { ...num, width: cols.kwh[1] });
    if (money) text(ctx, figures.money, cols.money[0], y + 1, { ...num, width: cols.money[1] });
  });
  let y = bottom + 12;
  const style = { size: SIZES.small - 0.5, color: COLORS.muted, width: box.w, wrap: true, lineGap: 0.5 };
  notes.forEach((n, k) => {
    const note = `${k + 1}) ${t(n)}`;
    text(ctx, note, box.x, y, style);
    y += textHeight(ctx, note, style) + 1.5;
  });
  return y - box.y;
}
