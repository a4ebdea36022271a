/**
 * Data quality: completeness, missing, estimated and late days, values refused as
 * impossible, and the metrics' notes, each in the reader's language (quality-notes.ts).
 */
import type { DailyField, DailyRow } from "../../../metrics/model.js";
import { type Ctx, ensureSpace, heading, text, textHeight, textWidth } from "./context.js";
import { dayList } from "./day-list.js";
import { FIELD_KEY } from "./labels.js";
import { qualityNotes } from "./quality-notes.js";
import { CONTENT_WIDTH, PAGE, SIZES } from "./theme.js";

type Source = NonNullable<DailyRow["yieldEstimateSource"]>;

/** "5 Oct (yield from the meter)", "8 Oct (yield and meter yield from the irradiation)". */
function estimatedDay(ctx: Ctx, r: DailyRow): string {
  const t = ctx.fmt.t;
  const [y, m] = [r.yieldEstimateSource as Source | null, r.meterYieldEstimateSource as Source | null];
  const sources =
    y && m && y === m
      ? t("pdf.quality.fromBoth", { source: y })
      : [
          y ? t("pdf.quality.yieldFrom", { source: y }) : null,
          m ? t("pdf.quality.meterFrom", { source: m }) : null,
        ]
          .filter(Boolean)
          .join(", ");
  return t("pdf.quality.estimatedDay", { day: ctx.fmt.dayShort(r.date), sources });
}

function estimatedDays(ctx: Ctx): string {
  const days = ctx.plant.daily.filter(
    (r) => r.yieldEstimateSource !== null || r.meterYieldEstimateSource !== null,
  );
  if (days.length === 0) return ctx.fmt.t("pdf.quality.none");
  return days.map((r) => estimatedDay(ctx, r)).join(", ");
}

function lines(ctx: Ctx): [string, string][] {
  const { plant, fmt } = ctx;
  const t = fmt.t;
  const q = plant.quality;
  const list = (days: string[]) => dayList(fmt, days);
  const expected = plant.metrics.daysReported;
  const complete = Object.entries(plant.completeness)
    .map(([k, n]) => `${t(FIELD_KEY[k as DailyField])} ${n}/${expected}`)
    .join(" · ");
  const out: [string, string][] = [
    [t("pdf.quality.completeness"), t("pdf.quality.completenessValue", { list: complete })],
    [t("pdf.quality.daysWithoutYield"), list(q.missingDays)],
    [t("pdf.quality.estimatedDays"), estimatedDays(ctx)],
    [t("pdf.quality.lateDays"), list(q.lateDays)],
  ];
  if (q.freshnessUnknownDays.length > 0) {
    // The service keeps its freshness report for about 30 days (spec, "Limits"): older days
    // are not late, they cannot be checked. Say so rather than leave "unknown" unexplained.
    const days = list(q.freshnessUnknownDays);
    out.push([t("pdf.quality.latenessUnknown"), t("pdf.quality.latenessUnknownValue", { days })]);
  }
  if (q.impossibleValues > 0) {
    const count = fmt.number(q.impossibleValues, 0);
    out.push([t("pdf.quality.impossible"), t("pdf.quality.impossibleValue", { count })]);
  }
  if (q.nonNumericValues > 0) {
    const count = fmt.number(q.nonNumericValues, 0);
    out.push([t("pdf.quality.unreadable"), t("pdf.quality.unreadableValue", { count })]);
  }
  // One label for the notes, as a heading of their list, not repeated on every line.
  const notes = qualityNotes(fmt, q.warnings);
  for (const [i, n] of notes.entries()) out.push([i === 0 ? t("pdf.quality.note") : "", n]);
  return out;
}

/** At least as wide as "Lateness unknown" in bold; wider for longer labels, up to a limit. */
function labelWidth(ctx: Ctx, labels: string[]): number {
  const widest = Math.max(0, ...labels.map((l) => textWidth(ctx, l, { size: SIZES.body, bold: true })));
  return Math.min(Math.max(110, widest + 10), 170);
}

/** `carried`: the label of the list a row continues, printed again when the row starts a page. */
function labelled(ctx: Ctx, label: string, value: string, labelW: number, carried = ""): void {
  const style = { size: SIZES.body, width: CONTENT_WIDTH - labelW, wrap: true, lineGap: 1 };
  const h = textHeight(ctx, value, style);
  const before = ctx.y;
  ensureSpace(ctx, h + 4);
  const shown = label === "" && ctx.y < before ? carried : label;
  text(ctx, shown, PAGE.margin, ctx.y, { size: SIZES.body, bold: true, width: labelW - 6 });
  text(ctx, value, PAGE.margin + labelW, ctx.y, style);
  ctx.y += h + 4;
}

export function drawQuality(ctx: Ctx): void {
  ensureSpace(ctx, 120);
  heading(ctx, ctx.fmt.t("pdf.quality.title"));
  const rows = lines(ctx);
  const labelW = labelWidth(
    ctx,
    rows.map(([l]) => l),
  );
  let carried = "";
  for (const [label, value] of rows) {
    if (label !== "") carried = label;
    labelled(ctx, label, value, labelW, carried);
  }
  ctx.y += 12;
}
