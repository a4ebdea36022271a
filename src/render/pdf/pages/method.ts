/**
 * The method note: every formula of DESIGN.md "Monthly figures" in plain words, with this
 * plant's own ratios, coefficient, budget and tariff, the contract's rules when it has one, and
 * the verdict bands the model used.
 */
import type { VerdictRules } from "../../../metrics/model.js";
import { fillDot } from "../engine/dots.js";
import { type Ctx, ensureSpace, heading, text, textHeight } from "./context.js";
import type { Formatters } from "./format.js";
import { PR_KEY } from "./labels.js";
import { contractMethodLines } from "./method-contract.js";
import { COLORS, CONTENT_WIDTH, PAGE, SIZES } from "./theme.js";
import { prChosen, prName } from "./verdict-figures.js";

function estimates(ctx: Ctx): string {
  const { estimation: e } = ctx.plant;
  const { fmt } = ctx;
  if (e.meterPerYield === null && e.yieldPerIrradiation === null) return fmt.t("pdf.method.noEstimates");
  return fmt.t("pdf.method.estimates", {
    meterPerYield: fmt.number(e.meterPerYield, 3),
    yieldPerIrradiation: fmt.number(e.yieldPerIrradiation, 1),
    meterPerIrradiation: fmt.number(e.meterPerIrradiation, 1),
  });
}

function budget(ctx: Ctx): string | null {
  const m = ctx.plant.metrics;
  if (m.budgetKwh === null || m.budgetCoveredKwh === null || m.daysCovered === 0) return null;
  const f = (v: number) => ctx.fmt.number(v, 0);
  return ctx.fmt.t("pdf.method.budget", {
    full: f(m.budgetKwh),
    budget: f(m.budgetCoveredKwh),
    covered: m.daysCovered,
    total: m.daysReported,
  });
}

/** The tariff at the precision it was given (DESIGN.md: never rounded to cents), e.g. "€0.0479". */
function tariffText(ctx: Ctx): string | null {
  const { plant, fmt } = ctx;
  return plant.tariff === null ? null : fmt.currency(plant.tariff, plant.tariffDecimals ?? undefined);
}

/** The PR verdict fell back to the IEC PR (DESIGN.md "Numbers beside a verdict"): say so. */
function prFallback(ctx: Ctx): string | null {
  const v = ctx.plant.verdicts.pr;
  const chosen = prChosen(ctx.fmt, v);
  return chosen === null ? null : ctx.fmt.t("pdf.method.prFallback", { name: prName(ctx.fmt, v), chosen });
}

/** Verdict bands as the method note prints them, with the verdict words the tiles use. */
export function verdictBands(rules: VerdictRules, fmt: Formatters): string[] {
  const t = fmt.t;
  const words = { target: t("verdict.onTarget"), watch: t("verdict.watch"), below: t("verdict.belowTarget") };
  const weather = {
    target: t("verdict.irradiation.target"),
    watch: t("verdict.irradiation.watch"),
    below: t("verdict.irradiation.below"),
  };
  return [
    t("pdf.method.bandEnergy", { ...words, band: fmt.percent(rules.energy.watch) }),
    t("pdf.method.bandRatios", {
      ...words,
      pr: t(PR_KEY[rules.pr.metric]),
      prBand: fmt.points(rules.pr.watch),
      availabilityBand: fmt.points(rules.availability.watch),
    }),
    t("pdf.method.bandIrradiation", { ...weather, band: fmt.percent(rules.irradiation.watch) }),
  ];
}

export function methodLines(ctx: Ctx): string[] {
  const { plant, fmt, model } = ctx;
  const t = fmt.t;
  const gamma = plant.temperatureCoefficient;
  const tariff = tariffText(ctx);
  return [
    t("pdf.method.days"),
    estimates(ctx),
    t("pdf.method.totals"),
    t("pdf.method.pr"),
    gamma === null || plant.capacityKwp === null
      ? t("pdf.method.prTemperatureNone")
      : t("pdf.method.prTemperature", { gamma: fmt.percent(gamma, 2) }),
    t("pdf.method.prEffective"),
    prFallback(ctx),
    t("pdf.method.availability"),
    ...contractMethodLines(ctx),
    budget(ctx),
    t("pdf.method.bridge"),
    tariff === null ? null : t("pdf.method.revenue", { tariff }),
    t("pdf.method.year"),
    t("pdf.method.late"),
    t("pdf.method.bandsTitle"),
    ...verdictBands(model.verdictRules, fmt),
  ].filter((l): l is string => l !== null);
}

/** Paragraph style of the method note: the tables' size in body colour, read as text rather than a footnote. */
const PARAGRAPH = { size: SIZES.table, wrap: true, lineGap: 0.5, color: COLORS.text } as const;
const INDENT = 10;

/** One paragraph (a rule marked by a dot), or a bold sub-heading the paragraphs after it belong to. */
function drawParagraph(ctx: Ctx, line: string, subheading: boolean): void {
  const style = subheading
    ? { ...PARAGRAPH, bold: true, width: CONTENT_WIDTH }
    : { ...PARAGRAPH, width: CONTENT_WIDTH - INDENT };
  const h = textHeight(ctx, line, style);
  const before = subheading ? 6 : 0;
  ensureSpace(ctx, before + h + 3);
  ctx.y += before;
  if (subheading) text(ctx, line, PAGE.margin, ctx.y, style);
  else {
    fillDot(ctx.doc, PAGE.margin + 3, ctx.y + 5.5, 1.3, COLORS.muted);
    text(ctx, line, PAGE.margin + INDENT, ctx.y, style);
  }
  ctx.y += h + 3;
}

export function drawMethod(ctx: Ctx): void {
  ensureSpace(ctx, 80);
  heading(ctx, ctx.fmt.t("pdf.method.title"));
  const bandsTitle = ctx.fmt.t("pdf.method.bandsTitle");
  for (const m of methodLines(ctx)) drawParagraph(ctx, m, m === bandsTitle);
}
