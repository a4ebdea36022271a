/**
 * The scope's data quality: plants with data, days estimated and days missing (a missing
 * day is never counted as zero: DESIGN.md "Monthly figures"), each naming its plants with
 * their day counts, and the plants whose data could not be fetched.
 */
import type { PlantReport } from "../../../../metrics/model.js";
import { type DocCtx, ensureSpace, heading, text, textHeight } from "../context.js";
import { COLORS, CONTENT_WIDTH, PAGE, SIZES } from "../theme.js";
import type { SummaryScope } from "./scope.js";

const LABEL_W = 150;

/** "Plant A (3), Plant B (1)" for the plants with a count above 0, or "none". */
function perPlant(ctx: DocCtx, plants: PlantReport[], count: (p: PlantReport) => number): string {
  const listed = plants.filter((p) => count(p) > 0).map((p) => `${p.name} (${ctx.fmt.number(count(p), 0)})`);
  return listed.length === 0 ? ctx.fmt.t("pdf.quality.none") : listed.join(", ");
}

function row(ctx: DocCtx, label: string, value: string): void {
  const style = { size: SIZES.body, width: CONTENT_WIDTH - LABEL_W, wrap: true, lineGap: 0.5 };
  const h = textHeight(ctx, value, style) + 5;
  ensureSpace(ctx, h);
  text(ctx, label, PAGE.margin, ctx.y, { size: SIZES.body, color: COLORS.muted, width: LABEL_W - 8 });
  text(ctx, value, PAGE.margin + LABEL_W, ctx.y, style);
  ctx.y += h;
}

/** "none" when nothing is counted, else the count's sentence and the plants. */
function counted(ctx: DocCtx, n: number, intro: string, plants: string): string {
  return n === 0 ? ctx.fmt.t("pdf.quality.none") : `${intro} ${plants}`;
}

/** `mark` names the section where it starts (a bookmark, a line of the contents). */
export function drawDataQuality(ctx: DocCtx, scope: SummaryScope, mark: (title: string) => void): void {
  const { fmt } = ctx;
  const ok = scope.plants.filter((p) => p.status === "ok");
  const failed = scope.plants.filter((p) => p.status !== "ok");
  const m = scope.summary.metrics;
  ensureSpace(ctx, 18 + 40);
  mark(fmt.t("pdf.quality.title"));
  heading(ctx, fmt.t("pdf.quality.title"));
  row(
    ctx,
    fmt.t("pack.quality.reported"),
    fmt.t("pack.quality.reportedValue", { ok: m.plantsOk, total: m.plants }),
  );
  const estimatedDays = m.plantDaysEstimated;
  const estimatedKwh = fmt.number(m.yieldEstimatedKwh ?? 0, 0);
  const estimated = (p: PlantReport) => p.metrics.daysEstimated;
  const intro = fmt.t("pack.quality.estimatedValue", { days: estimatedDays, kwh: estimatedKwh });
  row(
    ctx,
    fmt.t("pdf.quality.estimatedDays"),
    counted(ctx, estimatedDays, intro, perPlant(ctx, ok, estimated)),
  );
  const missing = m.plantDaysWithoutData;
  const notEstimated = (p: PlantReport) => p.metrics.daysWithoutData;
  const missingIntro = fmt.t("pack.quality.missingValue", { days: missing });
  row(
    ctx,
    fmt.t("pack.quality.missing"),
    counted(ctx, missing, missingIntro, perPlant(ctx, ok, notEstimated)),
  );
  const names = failed.map((p) => p.name).join(", ");
  row(ctx, fmt.t("pack.quality.failed"), failed.length === 0 ? fmt.t("pdf.quality.none") : names);
  ctx.y += 8;
}
