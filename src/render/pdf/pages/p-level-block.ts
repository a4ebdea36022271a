/**
 * The rolling 12 months against the yield study (DESIGN.md "P-levels"), under a plant's year
 * block: the energy, the exceedance level it equals ("P62") and the study's P50 and P90 it is
 * read against, with the assumption stated (a normal distribution) and the days without data it
 * counted as no energy. Never a monthly P-level:
 * a one-year σ does not scale to a month. Without a level, why — only where that helps: a
 * plant with no yield study gets no section.
 */
import type { PLevel, PLevels } from "../../../metrics/model.js";
import { type DocCtx as Ctx, text, textHeight } from "./context.js";
import { COLORS, SIZES } from "./theme.js";
import { energyUnit } from "./units.js";
import { ROW, row, title } from "./year-rows.js";

/** "P62"; a level within a point of either end keeps a decimal, so it never prints as P0 or P100. */
function levelText(ctx: Ctx, x: number): string {
  return ctx.fmt.t("pdf.plevel.value", { level: ctx.fmt.number(x, x < 1 || x > 99 ? 1 : 0) });
}

function note(ctx: Ctx, s: string, x: number, y: number, w: number): number {
  const style = { size: SIZES.small, color: COLORS.muted, width: w, wrap: true, lineGap: 0.5 };
  text(ctx, s, x, y, style);
  return textHeight(ctx, s, style);
}

/** Why there is no level, or null when saying so would not help (no yield study given). */
function missingText(ctx: Ctx, missing: PLevels["missing"]): string | null {
  const { fmt } = ctx;
  if (missing === null || missing.reason === "noYieldStudy") return null;
  if (missing.reason === "shortHistory") return fmt.t("pdf.plevel.shortHistory");
  const months = missing.months.map((m) => fmt.monthShort(m)).join(", ");
  return fmt.t("pdf.plevel.incomplete", { months });
}

function rows(ctx: Ctx, r: PLevel, x: number, y: number, w: number): number {
  const { fmt } = ctx;
  const { unit, factor } = energyUnit(Math.max(r.energyKwh, r.p50Kwh));
  const digits = unit === "MWh" ? 1 : 0;
  const name = fmt.t(unit === "MWh" ? "unit.mwh" : "unit.kwh");
  const energy = (v: number) => fmt.number(v * factor, digits);
  row(ctx, fmt.t("figure.energyYield"), `${energy(r.energyKwh)} ${name}`, x, y, w);
  row(ctx, fmt.t("pdf.plevel.level"), levelText(ctx, r.exceedance), x, y + ROW, w, true);
  const study = fmt.t("pdf.plevel.studyValue", { p50: energy(r.p50Kwh), p90: energy(r.p90Kwh), unit: name });
  row(ctx, fmt.t("pdf.plevel.study"), study, x, y + 2 * ROW, w);
  return 3 * ROW;
}

/** Draws the section from (x, y) within width w; returns the height used (0: nothing to say). */
export function drawPLevel(ctx: Ctx, x: number, y0: number, w: number, p: PLevels): number {
  const { fmt } = ctx;
  const r = p.rolling12;
  if (r === null) {
    const why = missingText(ctx, p.missing);
    if (why === null) return 0;
    title(ctx, fmt.t("pdf.plevel.titleNone"), x, y0, w);
    return 17 + note(ctx, why, x, y0 + 17, w);
  }
  title(ctx, fmt.t("pdf.plevel.title", { from: fmt.monthShort(r.from), to: fmt.monthShort(r.to) }), x, y0, w);
  let y = y0 + 17;
  y += rows(ctx, r, x, y, w);
  if (r.daysWithoutData > 0)
    y += note(ctx, fmt.t("pdf.plevel.daysWithoutData", { count: r.daysWithoutData }), x, y + 1, w) + 1;
  y += note(ctx, fmt.t("pdf.plevel.assumption"), x, y + 1, w) + 1;
  return y - y0;
}
