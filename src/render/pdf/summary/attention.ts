/**
 * The plants that need attention — no data, a figure the model judged below target or on
 * watch, or a failed plausibility check — each with the model's figures and verdicts in a
 * sentence, those without data first.
 */
import type { PlantReport } from "../../../metrics/model.js";
import { type DocCtx, ensureSpace, heading, text, textHeight } from "../context.js";
import { PR_KEY } from "../labels.js";
import { sanityMessage } from "../sanity.js";
import { verdictLabel } from "../status.js";
import { COLORS, CONTENT_WIDTH, PAGE, SIZES } from "../theme.js";
import { failureReason, readableReason } from "./ranking-rows.js";
import type { SummaryScope } from "./scope.js";

const NAME_W = 150;

const noData = (p: PlantReport) => p.metrics.daysWithData === 0 && p.metrics.daysEstimated === 0;

/** 0: no data; 1: a figure below target or implausible; 2: on watch; null: nothing to say. */
function severity(p: PlantReport): number | null {
  if (p.status !== "ok" || noData(p)) return 0;
  const v = [p.verdicts.energy, p.verdicts.pr, p.verdicts.availability].map((r) => r.verdict);
  if (v.includes("below") || p.quality.sanity.length > 0) return 1;
  return v.includes("watch") ? 2 : null;
}

function reasons(ctx: DocCtx, p: PlantReport): string[] {
  const { fmt } = ctx;
  if (p.status !== "ok")
    return [failureReason(p, fmt) ?? fmt.t("pack.attention.failed", { reason: readableReason(p.error) })];
  if (noData(p)) return [fmt.t("pdf.brief.noData")];
  const out: string[] = [];
  const { energy, pr, availability } = p.verdicts;
  const judged = (v: typeof energy) => v.verdict === "below" || v.verdict === "watch";
  if (judged(energy) && energy.value !== null) {
    const verdict = verdictLabel(fmt, energy.verdict) ?? "";
    out.push(fmt.t("pdf.brief.energy", { deviation: fmt.signed(energy.value, "%"), verdict }));
  }
  if (judged(pr) && pr.value !== null && pr.target !== null) {
    const name = fmt.t(PR_KEY[pr.metric as keyof typeof PR_KEY]);
    const verdict = verdictLabel(fmt, pr.verdict) ?? "";
    out.push(
      fmt.t("pdf.brief.pr", { name, value: fmt.percent(pr.value), target: fmt.percent(pr.target), verdict }),
    );
  }
  if (judged(availability) && availability.value !== null && availability.target !== null) {
    const verdict = verdictLabel(fmt, availability.verdict) ?? "";
    const params = {
      value: fmt.percent(availability.value),
      target: fmt.percent(availability.target),
      verdict,
    };
    out.push(fmt.t("pdf.brief.availability", params));
  }
  for (const w of p.quality.sanity) out.push(sanityMessage(p, fmt, w.code));
  return out;
}

/** The clauses joined, the first letter raised ("availability 96.4% …" opens a sentence here). */
function sentenceOf(ctx: DocCtx, clauses: string[]): string {
  const s = clauses.join("; ");
  return s.charAt(0).toLocaleUpperCase(ctx.fmt.locale) + s.slice(1);
}

function entry(ctx: DocCtx, p: PlantReport, color: string): void {
  const sentence = sentenceOf(ctx, reasons(ctx, p));
  const style = { size: SIZES.body, width: CONTENT_WIDTH - NAME_W - 14, wrap: true, lineGap: 0.5 };
  const h = Math.max(textHeight(ctx, sentence, style), 11) + 5;
  ensureSpace(ctx, h);
  ctx.doc
    .rect(PAGE.margin, ctx.y, 3, h - 4)
    .fillColor(color)
    .fill();
  text(ctx, p.name, PAGE.margin + 8, ctx.y, {
    size: SIZES.body,
    bold: true,
    width: NAME_W - 4,
    truncate: true,
  });
  text(ctx, sentence, PAGE.margin + NAME_W + 14, ctx.y, style);
  ctx.y += h;
}

/** `mark` names the section where it starts (a bookmark, a line of the contents). */
export function drawAttention(ctx: DocCtx, scope: SummaryScope, mark: (title: string) => void): void {
  const flagged = scope.plants
    .map((p) => ({ p, s: severity(p) }))
    .filter((x): x is { p: PlantReport; s: number } => x.s !== null)
    .sort((a, b) => a.s - b.s);
  ensureSpace(ctx, 18 + 30);
  const title = ctx.fmt.t("pack.attention.title");
  mark(title);
  heading(ctx, title, ctx.fmt.t("pack.attention.note"));
  if (flagged.length === 0) {
    text(ctx, ctx.fmt.t("pack.attention.none"), PAGE.margin, ctx.y, {
      size: SIZES.body,
      color: COLORS.muted,
    });
    ctx.y += 16;
  }
  const color = [COLORS.red, COLORS.red, COLORS.amber];
  for (const { p, s } of flagged) entry(ctx, p, color[s]!);
  ctx.y += 10;
}
