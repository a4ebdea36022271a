/**
 * Data quality (completeness, late and missing days, warnings) and the method note with
 * the formulas of DESIGN.md "Monthly figures", so a reader can recompute every figure.
 */
import type { DailyField } from "../../metrics/model.js";
import { type Ctx, ensureSpace, heading, text, textHeight } from "./context.js";
import { dayList } from "./dayList.js";
import { COLORS, CONTENT_WIDTH, PAGE, SIZES } from "./theme.js";

const FIELD_LABEL: Record<DailyField, string> = {
  yieldKwh: "Yield",
  meterYieldKwh: "Meter yield",
  irradiationKwhM2: "Irradiation",
  pr: "PR",
  availability: "Availability",
  cellTemperatureC: "Cell temperature",
  overspillKwh: "Overspill",
};

export const METHOD: string[] = [
  "Days are the plant's local calendar days. Sums skip missing values; a figure without any valid day is shown as “–”, never as 0.",
  "Energy yield = Σ daily yield (historical_plant_daily_yield); meter yield = Σ daily meter yield; irradiation H = Σ daily irradiation.",
  "PR = Σ(PR_d · H_d) / Σ H_d over days with both values (irradiation-weighted, IEC 61724-1; not the plain mean of daily PRs). Availability and cell temperature are weighted the same way.",
  "Specific yield = energy yield / capacity (kWp). Budget variance = energy yield / P50 budget − 1. Revenue = meter yield × tariff.",
  "Late days: the service's freshness report marked the day “No Update” (no data within 24 h of the day).",
];

/** Notes come from the metrics as lower-case phrases; on paper each starts a sentence. */
const sentence = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function lines(ctx: Ctx): [string, string][] {
  const { plant, fmt } = ctx;
  const q = plant.quality;
  const expected = plant.daily.filter((r) => r.status !== "future").length;
  const complete = Object.entries(plant.completeness)
    .map(([k, n]) => `${FIELD_LABEL[k as DailyField]} ${n}/${expected}`)
    .join(" · ");
  const out: [string, string][] = [
    ["Completeness", `${complete} days with a value`],
    ["Days without data", dayList(fmt, q.missingDays)],
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
  ensureSpace(ctx, 80);
  heading(ctx, "How the figures are computed");
  for (const m of METHOD) {
    const style = {
      size: SIZES.small + 0.5,
      width: CONTENT_WIDTH - 10,
      wrap: true,
      lineGap: 1,
      color: COLORS.muted,
    };
    const h = textHeight(ctx, m, style);
    ensureSpace(ctx, h + 4);
    ctx.doc
      .circle(PAGE.margin + 2, ctx.y + 4, 1.2)
      .fillColor(COLORS.muted)
      .fill();
    text(ctx, m, PAGE.margin + 10, ctx.y, style);
    ctx.y += h + 4;
  }
}
