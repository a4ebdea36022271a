/**
 * The portfolio at a glance after the figures: its 13-month trend against budget (the model's
 * `trend`), the plants by verdict for each judged figure (`verdictCounts`), and every plant's
 * specific yield and PR in ranking order (their metrics; numbers as in the ranking table).
 * Renderers only format: counts, ranks and values are the model's.
 */
import type { JudgedFigure, PlantReport, Verdict } from "../../../../metrics/model.js";
import { fillDot, strokeRing } from "../../engine/dots.js";
import { bandX, drawAxes, drawBars, drawXLabels, niceAxis } from "../chart.js";
import { type DocCtx, ensureSpace, text, textWidth } from "../context.js";
import { panel } from "../legend.js";
import { verdictColor, verdictLabel } from "../status.js";
import { COLORS, CONTENT_WIDTH, PAGE, SIZES } from "../theme.js";
import { drawTrendChart } from "../trend-chart.js";
import { numberTicks, percentTicks } from "../units.js";
import type { SummaryScope } from "./scope.js";

const TREND_H = 170;
const PLANTS_H = 170;
const ROW_H = 16;
const LABEL_W = 150;

const FIGURE_KEY = {
  energy: "figure.energyYield",
  pr: "pdf.pr.iec",
  availability: "figure.availability",
} as const;
const ORDER: (Verdict | "none")[] = ["target", "watch", "below", "none"];

function colorOf(v: Verdict | "none"): string {
  return v === "none" ? COLORS.budget : verdictColor(v);
}

/** One stacked bar per judged figure: how many plants are on target, on watch, below, without a verdict. */
function drawByVerdict(ctx: DocCtx, scope: SummaryScope): void {
  const counts = scope.summary.verdictCounts;
  const { fmt } = ctx;
  ensureSpace(ctx, 22 + 3 * ROW_H + 20);
  text(ctx, fmt.t("pack.byVerdict.title"), PAGE.margin, ctx.y, { size: SIZES.body + 0.5, bold: true });
  ctx.y += 16;
  const barX = PAGE.margin + LABEL_W;
  const barW = CONTENT_WIDTH - LABEL_W;
  for (const f of Object.keys(FIGURE_KEY) as JudgedFigure[]) {
    const c = counts[f];
    const total = ORDER.reduce((s, v) => s + c[v], 0);
    text(ctx, fmt.t(FIGURE_KEY[f]), PAGE.margin, ctx.y + 2, {
      size: SIZES.body,
      width: LABEL_W - 8,
      truncate: true,
    });
    let x = barX;
    for (const v of ORDER) {
      if (c[v] === 0 || total === 0) continue;
      const w = (barW * c[v]) / total;
      ctx.doc
        .rect(x, ctx.y, w - 1, ROW_H - 4)
        .fillColor(colorOf(v))
        .fill();
      const n = fmt.number(c[v], 0);
      if (textWidth(ctx, n, { size: SIZES.small, bold: true }) + 4 < w)
        text(ctx, n, x, ctx.y + 2.5, {
          size: SIZES.small,
          bold: true,
          color: "#FFFFFF",
          width: w - 1,
          align: "center",
        });
      x += w;
    }
    ctx.y += ROW_H;
  }
  legend(ctx);
}

/** The verdict words with their colours, so the bars read without colour too. */
function legend(ctx: DocCtx): void {
  const { fmt } = ctx;
  let x = PAGE.margin + LABEL_W;
  for (const v of ORDER) {
    const word = v === "none" ? fmt.t("pack.byVerdict.none") : verdictLabel(fmt, v)!;
    fillDot(ctx.doc, x + 3, ctx.y + 4, 3, colorOf(v));
    text(ctx, word, x + 9, ctx.y, { size: SIZES.small, color: COLORS.muted });
    x += textWidth(ctx, word, { size: SIZES.small }) + 22;
  }
  ctx.y += 18;
}

/** The ok plants in the model's ranking order, each with its rank (null: unranked). */
function ranked(scope: SummaryScope): { plant: PlantReport; rank: number | null }[] {
  const byId = new Map(scope.plants.map((p) => [p.id, p]));
  return scope.summary.ranking.flatMap((r) => {
    const plant = byId.get(r.plantId);
    return plant && plant.status === "ok" ? [{ plant, rank: r.rank }] : [];
  });
}

/** Specific yield as bars (left axis), PR as dots (right axis, 0–100 %), one slot per plant. */
function drawPlantChart(ctx: DocCtx, scope: SummaryScope): void {
  const rows = ranked(scope);
  if (rows.length === 0) return;
  const { fmt } = ctx;
  ensureSpace(ctx, PLANTS_H + 10);
  const unit = fmt.t("unit.kwhPerKwp");
  const box = { x: PAGE.margin, y: ctx.y, w: CONTENT_WIDTH, h: PLANTS_H };
  const plot = panel(
    ctx,
    box,
    fmt.t("pack.plantChart.title"),
    [
      { label: fmt.t("pack.plantChart.specificYield", { unit }), kind: "bar", color: ctx.accent },
      { label: fmt.t("pack.plantChart.pr"), kind: "ring", color: COLORS.text },
    ],
    true,
  );
  const sy = rows.map((r) => r.plant.metrics.specificYieldKwhKwp);
  const pr = rows.map((r) => r.plant.metrics.pr);
  const left = niceAxis(sy, plot, { title: unit, format: numberTicks(fmt), zero: true });
  // PR from 0: a plant at 40 % must look half as good as one at 80 %, not off the chart.
  const right = niceAxis(pr, plot, { title: "%", format: percentTicks(fmt), domain: [0, 1] });
  drawAxes(ctx, plot, left, right);
  drawBars(ctx, plot, sy, left, { color: ctx.accent, share: 0.6 });
  pr.forEach((v, i) => {
    if (v === null) return;
    strokeRing(ctx.doc, bandX(plot, rows.length, i), right.scale(v), 2.4, COLORS.text, 1);
  });
  const every = Math.max(1, Math.ceil(rows.length / 40));
  drawXLabels(
    ctx,
    plot,
    rows.map((r) => (r.rank === null ? "–" : fmt.number(r.rank, 0))),
    every,
  );
  ctx.y += PLANTS_H + 10;
}

export function drawOverview(ctx: DocCtx, scope: SummaryScope): void {
  ensureSpace(ctx, TREND_H + 10);
  drawTrendChart(ctx, { x: PAGE.margin, y: ctx.y, w: CONTENT_WIDTH, h: TREND_H }, scope.summary.trend);
  ctx.y += TREND_H + 12;
  drawByVerdict(ctx, scope);
  drawPlantChart(ctx, scope);
}
