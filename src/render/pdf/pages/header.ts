/**
 * Page-1 header: branding (company, logo, accent rule), the plant's identity and the
 * period, then notices for a month in progress or missing data.
 */
import { readFileSync } from "node:fs";
import { countryLabel } from "../../../i18n/country.js";
import type { ReportHeader } from "../../../metrics/model.js";
import { plantTypeName } from "../../plant-type.js";
import { cachedImage, prepareImage } from "../engine/image-cache.js";
import { type Ctx, type DocCtx, text, textHeight } from "./context.js";
import { dayList } from "./day-list.js";
import { sanityNotice } from "./sanity.js";
import { drawWrappedRuns, runsWidth, wrappedRunsHeight } from "./text-runs.js";
import { COLORS, CONTENT_WIDTH, PAGE, SIZES } from "./theme.js";

/** The logo's bytes, or null when it cannot be read (the page then shows the company name only). */
function readLogo(path: string): Buffer | null {
  try {
    return readFileSync(path);
  } catch {
    return null;
  }
}

/** Makes the logo's image objects once per thread (image-cache.ts); call before drawing headers. */
export async function prepareLogo(model: ReportHeader): Promise<void> {
  const path = model.branding.logoPath;
  if (path) await prepareImage(path, readLogo);
}

/** The prepared logo fitted in 140 × 34 pt, right-aligned (nothing without one). */
export function drawLogo(ctx: DocCtx, x: number, y: number): void {
  const path = ctx.model.branding.logoPath;
  // Only a prepared logo (prepareLogo): one that cannot be read or drawn is left out, and the
  // company name above still brands the page. pdfkit is never handed the file itself, whose
  // damaged pixels it would fail to inflate outside any try (image-cache.ts).
  const image = path ? cachedImage(ctx.doc, path) : null;
  if (!image) return;
  try {
    ctx.doc.image(image as unknown as Buffer, x, y, { fit: [140, 34], align: "right", valign: "center" });
  } catch {
    // Checked when prepared; should pdfkit still refuse it, the company name brands the page.
  }
}

/** The country in the reader's language (CLDR), its ISO code beside it for the unambiguous record; unknown: as sent. */
function countryName(ctx: Ctx): string {
  const { plant } = ctx;
  const name = countryLabel(plant, ctx.fmt.locale);
  return plant.countryCode === null ? name : `${name} (${plant.countryCode})`;
}

function period(ctx: Ctx): string {
  const { model, fmt, plant } = ctx;
  const month = fmt.monthYear(model.month);
  // No day of the month has ended there yet: the notice says so; "through 30 Sept" would not.
  if (!plant.reportedThrough || plant.metrics.daysReported === 0) return month;
  return fmt.t("period.monthToDate", { month, day: fmt.dayShort(plant.reportedThrough) });
}

/**
 * Largest size ≤ title size (≥ 12 pt) at which the name fits on one line; wraps below that.
 * Drawn as text runs: a name in any script gets a font that has its glyphs, in bidi order.
 */
function plantName(ctx: Ctx, y: number): number {
  const name = ctx.plant.name;
  let size: number = SIZES.title;
  while (size > 12 && runsWidth(ctx, name, { size, bold: true }) > CONTENT_WIDTH) size -= 1;
  return drawWrappedRuns(ctx, name, PAGE.margin, y, { size, bold: true, width: CONTENT_WIDTH, wrap: true });
}

export function drawHeader(ctx: Ctx): void {
  const { model } = ctx;
  const x = PAGE.margin;
  let y = PAGE.margin - 8;
  text(ctx, model.branding.company, x, y, { size: SIZES.company, bold: true });
  text(ctx, model.title, x, y + 13, { size: SIZES.small, color: COLORS.muted });
  drawLogo(ctx, PAGE.width - PAGE.margin - 140, y - 4);
  y += 34;
  ctx.doc.rect(x, y, CONTENT_WIDTH, 2).fillColor(ctx.accent).fill();
  y += 10;
  y += plantName(ctx, y) + 4;
  ctx.y = drawFacts(ctx, y) + 20;
  drawNotices(ctx);
}

/** Small plants keep a decimal ("4.2 kWp", not "4 kWp"); large ones print whole kWp. */
function capacity(ctx: Ctx, kwp: number | null): string {
  if (kwp === null) return ctx.fmt.t("pdf.noCapacity");
  return `${ctx.fmt.number(kwp, kwp < 100 ? 1 : 0)} ${ctx.fmt.t("unit.kwp")}`;
}

/**
 * Country, capacity, type and label on the left, the period right-aligned on the same line;
 * when both do not fit (long labels, a month in progress) the period moves to its own line.
 * Returns the y of the last line drawn.
 */
function drawFacts(ctx: Ctx, y: number): number {
  const { plant } = ctx;
  const facts = [
    countryName(ctx),
    capacity(ctx, plant.capacityKwp),
    plantTypeName(plant.plantType, ctx.fmt.locale),
    plant.label,
  ]
    .filter((s): s is string => Boolean(s))
    .join("  ·  ");
  const factStyle = { size: SIZES.body, color: COLORS.muted, width: CONTENT_WIDTH, wrap: true };
  const periodStyle = { size: SIZES.body + 1, bold: true, width: CONTENT_WIDTH, align: "right" as const };
  const fits =
    runsWidth(ctx, facts, factStyle) + runsWidth(ctx, period(ctx), periodStyle) + 16 <= CONTENT_WIDTH;
  drawWrappedRuns(ctx, facts, PAGE.margin, y, factStyle);
  const periodY = fits ? y : y + wrappedRunsHeight(ctx, facts, factStyle) + 4;
  text(ctx, period(ctx), PAGE.margin, periodY - 1, periodStyle);
  return periodY;
}

function partialNotice(ctx: Ctx, reported: number): string {
  const { plant, fmt } = ctx;
  const q = plant.quality;
  const list = (days: string[]) => dayList(fmt, days);
  const missing = q.missingDays.length;
  const sentences = [fmt.t("pdf.notice.partial", { missing, reported, days: list(q.missingDays) })];
  const excluded = q.missingDays.filter((d) => !q.estimatedDays.includes(d));
  if (q.estimatedDays.length === 0) sentences.push(fmt.t("pdf.notice.allExcluded"));
  else {
    sentences.push(fmt.t("pdf.notice.estimated", { days: list(q.estimatedDays) }));
    if (excluded.length > 0) sentences.push(fmt.t("pdf.notice.excluded", { days: list(excluded) }));
  }
  // A list ending in an abbreviation ("12. Okt.", "12 oct.") already closes the sentence.
  return sentences.join(" ").replace(/\.\.(?=\s|$)/g, ".");
}

interface Notice {
  color: string;
  text: string;
  /** Framed: a figure the reader must check before the report is sent. */
  boxed?: boolean;
}

function notices(ctx: Ctx): Notice[] {
  const { model, plant, fmt } = ctx;
  const out: Notice[] = [];
  // Implausible figures first: the reader must check them before anything else is read.
  for (const w of plant.quality.sanity)
    out.push({ color: COLORS.red, text: sanityNotice(plant, fmt, w.code), boxed: true });
  const m = plant.metrics;
  const reported = m.daysReported;
  if (plant.reportedThrough && reported === 0) {
    // No day of the month has ended in the plant's time zone: nothing to report yet, and no
    // "no data" either (the plant was not asked for a day that has not ended).
    out.push({
      color: COLORS.amber,
      text: fmt.t("pdf.notice.notStarted", { month: fmt.monthYear(model.month) }),
    });
    return out;
  }
  if (plant.reportedThrough) {
    const from = fmt.dayShort(model.dates[0] ?? plant.reportedThrough);
    const through = fmt.dayShort(plant.reportedThrough);
    out.push({ color: COLORS.amber, text: fmt.t("note.monthInProgress", { from, through }) });
  }
  if (m.daysCovered === 0) out.push({ color: COLORS.red, text: fmt.t("note.noData", { reported }) });
  else if (plant.quality.missingDays.length > 0)
    out.push({ color: COLORS.amber, text: partialNotice(ctx, reported) });
  return out;
}

function drawNotices(ctx: Ctx): void {
  for (const n of notices(ctx)) {
    const style = { size: SIZES.body, width: CONTENT_WIDTH - 20, wrap: true };
    const h = textHeight(ctx, n.text, style) + 10;
    ctx.doc.rect(PAGE.margin, ctx.y, CONTENT_WIDTH, h).fillColor(COLORS.tile).fill();
    ctx.doc.rect(PAGE.margin, ctx.y, 3, h).fillColor(n.color).fill();
    if (n.boxed) {
      ctx.doc.rect(PAGE.margin, ctx.y, CONTENT_WIDTH, h).lineWidth(1).strokeColor(n.color).stroke();
    }
    text(ctx, n.text, PAGE.margin + 12, ctx.y + 5, { ...style, bold: n.boxed });
    ctx.y += h + 6;
  }
  ctx.y += 4;
}
