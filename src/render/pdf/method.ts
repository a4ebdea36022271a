/**
 * The method note: every formula of DESIGN.md "Monthly figures" in plain words, with this
 * plant's own ratios, coefficient, budget and tariff, and the verdict bands the model used.
 */
import { type Ctx, ensureSpace, heading, text, textHeight } from "./context.js";
import { METHOD, verdictBands } from "./labels.js";
import { COLORS, CONTENT_WIDTH, PAGE, SIZES } from "./theme.js";

function estimates(ctx: Ctx): string {
  const { estimation: e } = ctx.plant;
  const { fmt } = ctx;
  if (e.meterPerYield === null && e.yieldPerIrradiation === null) return METHOD.noEstimates;
  return METHOD.estimates(
    fmt.number(e.meterPerYield, 3),
    fmt.number(e.yieldPerIrradiation, 1),
    fmt.number(e.meterPerIrradiation, 1),
  );
}

function budget(ctx: Ctx): string | null {
  const m = ctx.plant.metrics;
  const covered = m.daysWithData + m.daysEstimated;
  if (m.budgetKwh === null || m.budgetCoveredKwh === null || covered === 0) return null;
  const all = ctx.plant.daily.filter((r) => r.status !== "future").length;
  const f = (v: number) => ctx.fmt.number(v, 0);
  return METHOD.budget(f(m.budgetKwh), f(m.budgetCoveredKwh), covered, all);
}

export function methodLines(ctx: Ctx): string[] {
  const { plant, fmt, model } = ctx;
  const gamma = plant.temperatureCoefficient;
  const pp = (v: number) => `${fmt.number(v * 100, 1)} pp`;
  const tariff = plant.tariff === null ? null : fmt.currency(plant.tariff);
  return [
    METHOD.days,
    estimates(ctx),
    METHOD.totals,
    METHOD.pr,
    gamma === null || plant.capacityKwp === null
      ? METHOD.prTemperatureNone
      : METHOD.prTemperature(fmt.percent(gamma, 2)),
    METHOD.prEffective,
    METHOD.availability,
    budget(ctx),
    METHOD.bridge,
    tariff === null ? null : METHOD.revenue(tariff),
    METHOD.year,
    METHOD.late,
    METHOD.bandsTitle,
    ...verdictBands(model.verdictRules, (v) => fmt.percent(v), pp),
  ].filter((l): l is string => l !== null);
}

export function drawMethod(ctx: Ctx): void {
  ensureSpace(ctx, 80);
  heading(ctx, METHOD.title);
  const style = {
    size: SIZES.small + 0.5,
    width: CONTENT_WIDTH - 10,
    wrap: true,
    lineGap: 1,
    color: COLORS.muted,
  };
  for (const m of methodLines(ctx)) {
    const h = textHeight(ctx, m, style);
    ensureSpace(ctx, h + 3);
    ctx.doc
      .circle(PAGE.margin + 2, ctx.y + 4, 1.2)
      .fillColor(COLORS.muted)
      .fill();
    text(ctx, m, PAGE.margin + 10, ctx.y, style);
    ctx.y += h + 3;
  }
}
