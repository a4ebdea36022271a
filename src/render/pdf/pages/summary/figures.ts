/**
 * The summary's figures: how many plants reported, the six tiles, the portfolio rule (PR a
 * ratio of sums, never a mean of plant ratios: DESIGN.md "Portfolio figures"), then the
 * budget bridge beside the year to date, all as the model holds them.
 */
import { drawBridgeChart } from "../bridge-chart.js";
import type { BridgeBasis } from "../bridge-steps.js";
import { type DocCtx, heading, text, textHeight } from "../context.js";
import { COLORS, CONTENT_WIDTH, PAGE, SIZES } from "../theme.js";
import { drawTileGrid } from "../tiles.js";
import { drawYearBlock } from "../year-block.js";
import type { SummaryScope } from "./scope.js";
import { summaryTiles } from "./summary-tiles.js";

const BRIDGE_H = 178;
const YEAR_W = 180;

function plantsLine(ctx: DocCtx, scope: SummaryScope): string {
  const m = scope.summary.metrics;
  return m.plantsFailed === 0
    ? ctx.fmt.t("pack.plantsAll", { count: m.plants })
    : ctx.fmt.t("pack.plantsSome", { count: m.plants, ok: m.plantsOk, failed: m.plantsFailed });
}

function rule(ctx: DocCtx, scope: SummaryScope): void {
  const key =
    scope.summary.weighting === "irradiation×capacity"
      ? "html.weighting.irradiationCapacity"
      : "html.weighting.irradiation";
  const style = { size: SIZES.small, color: COLORS.muted, width: CONTENT_WIDTH, wrap: true, lineGap: 0.5 };
  // A client's pack says whose figures they are before the portfolio's rule.
  const rule = ctx.fmt.t(key);
  const sentence = scope.client === null ? rule : `${ctx.fmt.t("pack.weighting.client")} ${rule}`;
  text(ctx, sentence, PAGE.margin, ctx.y, style);
  ctx.y += textHeight(ctx, sentence, style) + 12;
}

/** The bridge sums the plants with a budget: say so when that is not every plant with data. */
function bridgeScope(ctx: DocCtx, scope: SummaryScope, y: number): void {
  const withBudget = scope.summary.metrics.plantsWithBudget;
  const ok = scope.summary.metrics.plantsOk;
  if (withBudget === ok) return;
  text(ctx, ctx.fmt.t("pack.bridge.scope", { count: withBudget, total: ok }), PAGE.margin, y, {
    size: SIZES.small,
    color: COLORS.muted,
    width: CONTENT_WIDTH - YEAR_W - 20,
  });
}

function bridgeAndYear(ctx: DocCtx, scope: SummaryScope): void {
  const s = scope.summary;
  const top = ctx.y;
  const w = CONTENT_WIDTH - YEAR_W - 20;
  let h = 14;
  if (s.bridge === null) {
    text(ctx, ctx.fmt.t("pack.bridge.none"), PAGE.margin, top, {
      size: SIZES.body,
      color: COLORS.muted,
      width: w,
    });
  } else {
    // Plants cover different days: no one "days covered" count; the notes speak of plants.
    const t = ctx.fmt.t;
    const basis: BridgeBasis = {
      weatherNote: "pack.bridge.weatherNone",
      meteredNote: "pack.bridge.meteredNone",
      budgetName: t(
        s.metrics.budgetCoveredKwh === s.metrics.budgetKwh ? "bridge.budget" : "pack.bridge.budgetCovered",
      ),
    };
    h = drawBridgeChart(ctx, { x: PAGE.margin, y: top, w, h: BRIDGE_H }, s.bridge, basis);
    bridgeScope(ctx, scope, top + h + 2);
    h += 12;
  }
  const yearH = drawYearBlock(ctx, PAGE.margin + CONTENT_WIDTH - YEAR_W, top, YEAR_W, s);
  ctx.y = top + Math.max(h, yearH) + 16;
}

export function drawFigures(ctx: DocCtx, scope: SummaryScope): void {
  heading(ctx, ctx.fmt.t("pack.figures.title"), plantsLine(ctx, scope));
  drawTileGrid(ctx, summaryTiles(scope.summary, ctx.fmt, scope.summary.reportedThrough !== null));
  ctx.y += 4;
  rule(ctx, scope);
  bridgeAndYear(ctx, scope);
}
