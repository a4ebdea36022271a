/**
 * Data quality: completeness, missing, estimated and late days, values refused as
 * impossible, and the metrics' warnings.
 */
import type { DailyField } from "../../metrics/model.js";
import { type Ctx, ensureSpace, heading, text, textHeight } from "./context.js";
import { dayList } from "./dayList.js";
import { KPI_NAME, QUALITY } from "./labels.js";
import { CONTENT_WIDTH, PAGE, SIZES } from "./theme.js";

const FIELD_LABEL: Record<DailyField, string> = {
  yieldKwh: "Yield",
  meterYieldKwh: "Meter yield",
  irradiationKwhM2: "Irradiation",
  pr: "PR",
  availability: "Availability",
  cellTemperatureC: "Cell temperature",
  overspillKwh: "Overspill",
};

/**
 * Notes come from the metrics as lower-case phrases naming the service's KPIs; on paper each
 * starts a sentence and names the series as the rest of the page does.
 */
function sentence(s: string): string {
  const plain = s.replace(/historical_plant_[a-z_]+/g, (k) => KPI_NAME[k] ?? k);
  return plain.charAt(0).toUpperCase() + plain.slice(1);
}

/** "5 Oct (yield from the meter), 8 Oct (yield and meter yield from the irradiation)". */
function estimatedDays(ctx: Ctx): string {
  const days = ctx.plant.daily.filter(
    (r) => r.yieldEstimateSource !== null || r.meterYieldEstimateSource !== null,
  );
  if (days.length === 0) return QUALITY.none;
  return days
    .map((r) =>
      QUALITY.estimatedDay(ctx.fmt.dayShort(r.date), r.yieldEstimateSource, r.meterYieldEstimateSource),
    )
    .join(", ");
}

function lines(ctx: Ctx): [string, string][] {
  const { plant, fmt } = ctx;
  const q = plant.quality;
  const expected = plant.daily.filter((r) => r.status !== "future").length;
  const complete = Object.entries(plant.completeness)
    .map(([k, n]) => `${FIELD_LABEL[k as DailyField]} ${n}/${expected}`)
    .join(" · ");
  const out: [string, string][] = [
    ["Completeness", `${complete} days with a value`],
    ["Days without yield", dayList(fmt, q.missingDays)],
    ["Estimated days", estimatedDays(ctx)],
    ["Late-data days", dayList(fmt, q.lateDays)],
  ];
  if (q.freshnessUnknownDays.length > 0) {
    // The service keeps its freshness report for about 30 days (spec, "Limits"): older days
    // are not late, they cannot be checked. Say so rather than leave "unknown" unexplained.
    out.push([
      "Lateness unknown",
      `${dayList(fmt, q.freshnessUnknownDays)}: the service reports late data for about the last 30 days only`,
    ]);
  }
  if (q.impossibleValues > 0) out.push(["Impossible values", QUALITY.impossible(q.impossibleValues)]);
  if (q.nonNumericValues > 0) out.push(["Unreadable values", `${q.nonNumericValues}, treated as missing`]);
  for (const w of q.warnings) out.push(["Note", sentence(w)]);
  return out;
}

/** Wide enough for the longest label in bold ("Days without data", "Lateness unknown"). */
const LABEL_W = 110;

function labelled(ctx: Ctx, label: string, value: string): void {
  const style = { size: SIZES.body, width: CONTENT_WIDTH - LABEL_W, wrap: true, lineGap: 1 };
  const h = textHeight(ctx, value, style);
  ensureSpace(ctx, h + 4);
  text(ctx, label, PAGE.margin, ctx.y, { size: SIZES.body, bold: true });
  text(ctx, value, PAGE.margin + LABEL_W, ctx.y, style);
  ctx.y += h + 4;
}

export function drawQuality(ctx: Ctx): void {
  ensureSpace(ctx, 120);
  heading(ctx, "Data quality");
  for (const [label, value] of lines(ctx)) labelled(ctx, label, value);
  ctx.y += 12;
}
