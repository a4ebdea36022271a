/**
 * The scope's data quality: plants with data, days estimated and days missing (a missing
 * day is never counted as zero: DESIGN.md "Monthly figures"), each naming its plants with
 * their day counts, and the plants whose data could not be fetched.
 */
import type { PlantReport } from "../../../../metrics/model.js";
import { type DocCtx, ensureSpace, heading, text, textHeight } from "../context.js";
import { keepBlock, linesOf } from "../keep-block.js";
import { COLORS, CONTENT_WIDTH, PAGE, SIZES } from "../theme.js";
import type { SummaryScope } from "./scope.js";

const LABEL_W = 150;

/** "Plant A (3), Plant B (1)" for the plants with a count above 0, or "none". */
function perPlant(ctx: DocCtx, plants: PlantReport[], count: (p: PlantReport) => number): string {
  const listed = plants.filter((p) => count(p) > 0).map((p) => `${p.name} (${ctx.fmt.number(count(p), 0)})`);
  return listed.length === 0 ? ctx.fmt.t("pdf.quality.none") : listed.join(", ");
}

const VALUE = { size: SIZES.body, width: CONTENT_WIDTH - LABEL_W, wrap: true, lineGap: 0.5 };

const rowHeight = (ctx: DocCtx, value: string) => textHeight(ctx, value, VALUE) + 5;

function row(ctx: DocCtx, label: string, value: string): void {
  const h = rowHeight(ctx, value);
  ensureSpace(ctx, h);
  text(ctx, label, PAGE.margin, ctx.y, { size: SIZES.body, color: COLORS.muted, width: LABEL_W - 8 });
  text(ctx, value, PAGE.margin + LABEL_W, ctx.y, VALUE);
  ctx.y += h;
}

/** "none" when nothing is counted, else the count's sentence and the plants. */
function counted(ctx: DocCtx, n: number, intro: string, plants: string): string {
  return n === 0 ? ctx.fmt.t("pdf.quality.none") : `${intro} ${plants}`;
}

/** The rows: label and value. */
function rows(ctx: DocCtx, scope: SummaryScope): [string, string][] {
  const { fmt } = ctx;
  const ok = scope.plants.filter((p) => p.status === "ok");
  const failed = scope.plants.filter((p) => p.status !== "ok");
  const m = scope.summary.metrics;
  const estimatedDays = m.plantDaysEstimated;
  const estimatedKwh = fmt.number(m.yieldEstimatedKwh ?? 0, 0);
  const estimated = (p: PlantReport) => p.metrics.daysEstimated;
  const intro = fmt.t("pack.quality.estimatedValue", { days: estimatedDays, kwh: estimatedKwh });
  const missing = m.plantDaysWithoutData;
  const notEstimated = (p: PlantReport) => p.metrics.daysWithoutData;
  const missingIntro = fmt.t("pack.quality.missingValue", { days: missing });
  const names = failed.map((p) => p.name).join(", ");
  return [
    [
      fmt.t("pack.quality.reported"),
      fmt.t("pack.quality.reportedValue", { ok: m.plantsOk, total: m.plants }),
    ],
    [fmt.t("pdf.quality.estimatedDays"), counted(ctx, estimatedDays, intro, perPlant(ctx, ok, estimated))],
    [fmt.t("pack.quality.missing"), counted(ctx, missing, missingIntro, perPlant(ctx, ok, notEstimated))],
    [fmt.t("pack.quality.failed"), failed.length === 0 ? fmt.t("pdf.quality.none") : names],
  ];
}

/** `mark` names the section where it starts (a bookmark, a line of the contents). */
export function drawDataQuality(ctx: DocCtx, scope: SummaryScope, mark: (title: string) => void): void {
  const all = rows(ctx, scope);
  // The heading and its rows kept together (keep-block.ts): no row left alone on a page.
  keepBlock(
    ctx,
    18,
    all.map(([, value]) => ({ height: rowHeight(ctx, value), lines: linesOf(ctx, value, VALUE) })),
  );
  ensureSpace(ctx, 18 + 40);
  mark(ctx.fmt.t("pdf.quality.title"));
  heading(ctx, ctx.fmt.t("pdf.quality.title"));
  for (const [label, value] of all) row(ctx, label, value);
  ctx.y += 8;
}
