/**
 * The plants that need attention, as the model lists them (`attention`, most urgent first:
 * DESIGN.md "The one picture" — the classification is the model's, never decided here), each
 * with the model's judged figures in a sentence at their verdict's decimals and its failed
 * plausibility checks. Which levels the page lists is decided in one place: LISTED.
 */
import type { AttentionItem, PlantReport } from "../../../../metrics/model.js";
import { type DocCtx, ensureSpace, heading, text, textHeight } from "../context.js";
import { type BlockPart, keepBlock, linesOf } from "../keep-block.js";
import { sanityMessage } from "../sanity.js";
import { COLORS, CONTENT_WIDTH, PAGE, SIZES } from "../theme.js";
import { availabilityClause, energyClause, prClause } from "../verdict.js";
import { failureReason, readableReason } from "./ranking-rows.js";
import type { SummaryScope } from "./scope.js";

const NAME_W = 150;

type Level = AttentionItem["level"];

/** The levels this page lists, in the model's order (most urgent first), and their colours. */
export const LISTED: Readonly<Partial<Record<Level, string>>> = {
  failed: COLORS.red,
  noData: COLORS.red,
  below: COLORS.red,
  watch: COLORS.amber,
};

/** The model's items this page lists, in the model's order, each with its plant. */
export function listedAttention(scope: SummaryScope): { item: AttentionItem; plant: PlantReport }[] {
  const byId = new Map(scope.plants.map((p) => [p.id, p]));
  return scope.summary.attention.flatMap((item) => {
    const plant = byId.get(item.plantId);
    return plant !== undefined && LISTED[item.level] !== undefined ? [{ item, plant }] : [];
  });
}

/** The model's plants on watch when it counted them without listing them (the default), else 0. */
export function unlistedWatch(scope: SummaryScope): number {
  return scope.summary.attention.some((x) => x.level === "watch") ? 0 : scope.summary.watchCount;
}

/** The item's reasons: why it failed, no data, or each judged figure off target and each failed check. */
export function reasons(ctx: DocCtx, item: AttentionItem, p: PlantReport): string[] {
  const { fmt } = ctx;
  if (item.level === "failed")
    return [failureReason(p, fmt) ?? fmt.t("pack.attention.failed", { reason: readableReason(p.error) })];
  if (item.level === "noData") return [fmt.t("pdf.brief.noData")];
  const out: string[] = [];
  for (const figure of item.figures) {
    if (figure === "energy") out.push(energyClause(p, fmt));
    else if (figure === "pr") out.push(prClause(fmt, p.verdicts.pr));
    else if (figure === "availability") out.push(availabilityClause(fmt, p.verdicts.availability));
  }
  for (const code of item.sanity) out.push(sanityMessage(p, fmt, code));
  return out;
}

/** The clauses joined, the first letter raised ("availability 96.4% …" opens a sentence here). */
function sentenceOf(ctx: DocCtx, clauses: string[]): string {
  const s = clauses.join("; ");
  return s.charAt(0).toLocaleUpperCase(ctx.fmt.locale) + s.slice(1);
}

const SENTENCE = { size: SIZES.body, width: CONTENT_WIDTH - NAME_W - 14, wrap: true, lineGap: 0.5 };
const WATCH = { size: SIZES.body, color: COLORS.muted, width: CONTENT_WIDTH, wrap: true };

const entryHeight = (ctx: DocCtx, sentence: string) => Math.max(textHeight(ctx, sentence, SENTENCE), 11) + 5;

function entry(ctx: DocCtx, p: PlantReport, sentence: string, color: string): void {
  const h = entryHeight(ctx, sentence);
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
  text(ctx, sentence, PAGE.margin + NAME_W + 14, ctx.y, SENTENCE);
  ctx.y += h;
}

/** `mark` names the section where it starts (a bookmark, a line of the contents). */
export function drawAttention(ctx: DocCtx, scope: SummaryScope, mark: (title: string) => void): void {
  const listed = listedAttention(scope).map(({ item, plant }) => ({
    item,
    plant,
    sentence: sentenceOf(ctx, reasons(ctx, item, plant)),
  }));
  const watching = unlistedWatch(scope);
  const watchLine = ctx.fmt.t("pack.attention.watchCount", { count: watching });
  // The heading and its entries kept together (keep-block.ts): no entry left alone on a page.
  const parts: BlockPart[] = listed.map(({ sentence }) => ({
    height: entryHeight(ctx, sentence),
    lines: linesOf(ctx, sentence, SENTENCE),
  }));
  if (watching > 0)
    parts.push({ height: textHeight(ctx, watchLine, WATCH) + 4, lines: linesOf(ctx, watchLine, WATCH) });
  keepBlock(ctx, 18, listed.length === 0 ? [{ height: 16, lines: 1 }] : parts);
  ensureSpace(ctx, 18 + 30);
  const title = ctx.fmt.t("pack.attention.title");
  mark(title);
  heading(ctx, title, ctx.fmt.t("pack.attention.note"));
  if (listed.length === 0) {
    text(ctx, ctx.fmt.t("pack.attention.none"), PAGE.margin, ctx.y, {
      size: SIZES.body,
      color: COLORS.muted,
    });
    ctx.y += 16;
  }
  for (const { item, plant, sentence } of listed) entry(ctx, plant, sentence, LISTED[item.level]!);
  if (watching > 0) {
    ensureSpace(ctx, textHeight(ctx, watchLine, WATCH) + 4);
    text(ctx, watchLine, PAGE.margin, ctx.y, WATCH);
    ctx.y += textHeight(ctx, watchLine, WATCH) + 4;
  }
  ctx.y += 10;
}
