/**
 * The budget bridge (waterfall) of DESIGN.md "Monthly figures": budget of the days covered →
 * weather → availability → performance → actual, as floating bars joined by connectors. Every
 * label is the model's step (kWh, and money when the model values it); the chart only places
 * them. A step the model cannot know (null) is drawn as "n/a" with a footnote saying why.
 */

import type { MessageKey } from "../../i18n/index.js";
import type { BudgetBridge } from "../../metrics/model.js";
import type { BridgeBasis } from "./bridge-basis.js";
import { type Box, drawAxes, niceAxis } from "./chart.js";
import { type DocCtx, text } from "./context.js";
import { COLORS, SIZES } from "./theme.js";
import { energyUnit, numberTicks } from "./units.js";

const STEP_KEY = {
  budget: "bridge.budget",
  weather: "bridge.weather",
  availability: "bridge.availability",
  performance: "bridge.performance",
  actual: "bridge.actual",
} as const satisfies Record<string, MessageKey>;

type Key = keyof typeof STEP_KEY;
interface Step {
  key: Key;
  total: boolean;
  kwh: number | null;
  money: number | null;
  /** Bar from `from` to `to` on the running total (totals start at the axis floor). */
  from: number;
  to: number;
  /** Why the model could not value the step (a whole footnote sentence). */
  note: MessageKey | null;
}

function steps(b: BudgetBridge, basis: BridgeBasis): Step[] {
  const v = b.value;
  const weatherWhy: MessageKey =
    basis.weatherNote ??
    (basis.irradiationMeasured ? "pdf.bridge.weatherNoNormal" : "pdf.bridge.weatherNoIrradiation");
  const raw: [Key, number | null, number | null, MessageKey | null][] = [
    ["weather", b.weatherKwh, v?.weather ?? null, weatherWhy],
    ["availability", b.availabilityKwh, v?.availability ?? null, "pdf.bridge.availabilityNoData"],
    ["performance", b.performanceKwh, v?.performance ?? null, null],
  ];
  const out: Step[] = [
    {
      key: "budget",
      total: true,
      kwh: b.budgetKwh,
      money: v?.budget ?? null,
      from: 0,
      to: b.budgetKwh,
      note: null,
    },
  ];
  let level = b.budgetKwh;
  for (const [key, kwh, money, why] of raw) {
    // Bar geometry only: the model's steps close on the actual (a null step counts 0 there).
    const to = level + (kwh ?? 0);
    out.push({ key, total: false, kwh, money, from: level, to, note: kwh === null ? why : null });
    level = to;
  }
  out.push({
    key: "actual",
    total: true,
    kwh: b.actualKwh,
    money: v?.actual ?? null,
    from: 0,
    to: b.actualKwh,
    note: null,
  });
  return out;
}

/**
 * A floor under the lowest running total, as far below it as the bridge is tall (at least a
 * quarter of the top), so steps stay visible and a total's bar keeps a readable length; the
 * cut is marked on the total bars.
 */
function domain(all: Step[]): [number, number] {
  const levels = all.flatMap((s) => (s.total ? [s.to] : [s.from, s.to]));
  const [lo, hi] = [Math.min(...levels), Math.max(...levels)];
  const floor = Math.max(0, lo - Math.max(hi - lo, 0.25 * hi));
  return [floor, hi + (hi - floor) * 0.18];
}

function stepColor(ctx: DocCtx, s: Step): string {
  if (s.key === "budget") return COLORS.budget;
  if (s.key === "actual") return ctx.accent;
  return (s.kwh ?? 0) >= 0 ? COLORS.green : COLORS.red;
}

function signed(ctx: DocCtx, v: number, digits: number, money: boolean): string {
  const abs = money ? ctx.fmt.currency(Math.abs(v)) : ctx.fmt.number(Math.abs(v), digits);
  return `${v < 0 ? "−" : "+"}${abs}`;
}

/** The step's labels: kWh (or MWh) and, when valued, money; signed for the steps. */
function labels(ctx: DocCtx, s: Step, factor: number, digits: number): string[] {
  if (s.kwh === null) return [ctx.fmt.t("pdf.na")];
  const kwh = s.total ? ctx.fmt.number(s.kwh * factor, digits) : signed(ctx, s.kwh * factor, digits, false);
  if (s.money === null) return [kwh];
  return [kwh, s.total ? ctx.fmt.currency(s.money) : signed(ctx, s.money, 0, true)];
}

function breakMark(ctx: DocCtx, x: number, y: number, w: number): void {
  const { doc } = ctx;
  doc
    .rect(x - 1, y - 3, w + 2, 5)
    .fillColor("#FFFFFF")
    .fill();
  for (const dy of [-3, 2]) doc.moveTo(x - 1, y + dy + 1.5).lineTo(x + w + 1, y + dy - 1.5);
  doc.lineWidth(0.7).strokeColor(COLORS.muted).stroke();
}

export function drawBridgeChart(ctx: DocCtx, box: Box, b: BudgetBridge, basis: BridgeBasis): number {
  const all = steps(b, basis);
  const { unit, factor } = energyUnit(Math.max(...all.map((s) => Math.abs(s.to))));
  const digits = unit === "MWh" ? 1 : 0;
  const t = ctx.fmt.t;
  const unitName = t(unit === "MWh" ? "unit.mwh" : "unit.kwh");
  text(ctx, t("pdf.bridge.title"), box.x, box.y, { size: SIZES.body + 0.5, bold: true, width: box.w });
  text(ctx, t("pdf.bridge.subtitle", { unit: unitName }), box.x, box.y + 13, {
    size: SIZES.small,
    color: COLORS.muted,
    width: box.w,
  });
  const notes = all.filter((s) => s.note !== null);
  const plot = { x: box.x + 46, y: box.y + 40, w: box.w - 52, h: box.h - 40 - 24 - notes.length * 9 };
  const [lo, hi] = domain(all);
  const axis = niceAxis([lo * factor, hi * factor], plot, {
    title: unitName,
    format: numberTicks(ctx.fmt),
    domain: [lo * factor, hi * factor],
  });
  drawAxes(ctx, plot, axis);
  const floor = axis.scale.domain()[0]!;
  const slot = plot.w / all.length;
  const w = Math.min(slot * 0.6, 40);
  const y = (v: number) => axis.scale(v * factor);
  all.forEach((s, i) => {
    const x = plot.x + i * slot + (slot - w) / 2;
    const [top, bottom] = [Math.max(s.from, s.to), Math.min(s.from, s.to)];
    const yTop = y(top);
    const yBottom = s.total ? axis.scale(floor) : y(bottom);
    if (s.kwh === null) {
      ctx.doc
        .rect(x, yTop - 6, w, 6)
        .dash(2, { space: 2 })
        .lineWidth(0.7)
        .strokeColor(COLORS.muted)
        .stroke()
        .undash();
    } else {
      ctx.doc
        .rect(x, yTop, w, Math.max(0.8, yBottom - yTop))
        .fillColor(stepColor(ctx, s))
        .fill();
    }
    if (s.total && floor > 0) breakMark(ctx, x, yBottom - 6, w);
    // Connector: from this bar's end to the next bar, at the running total.
    if (i < all.length - 1) {
      const level = y(s.to);
      ctx.doc
        .moveTo(x + w, level)
        .lineTo(x + slot, level)
        .lineWidth(0.6)
        .strokeColor(COLORS.faint)
        .stroke();
    }
    const lines = labels(ctx, s, factor, digits);
    const below = !s.total && s.kwh !== null && s.kwh < 0;
    const ly = below ? yBottom + 2 : yTop - 2 - lines.length * 8 - (s.kwh === null ? 6 : 0);
    lines.forEach((l, k) => {
      const style = {
        size: SIZES.small - (k ? 0.5 : 0),
        bold: k === 0,
        color: k ? COLORS.muted : COLORS.text,
      };
      text(ctx, l, x - (slot - w) / 2, ly + k * 8, { ...style, width: slot, align: "center" });
    });
    const step = t(STEP_KEY[s.key]);
    const name = s.note === null ? step : `${step} ${notes.indexOf(s) + 1})`;
    text(ctx, name, plot.x + i * slot, plot.y + plot.h + 4, {
      size: SIZES.small,
      color: COLORS.muted,
      width: slot,
      align: "center",
    });
    if (s.key === "budget") {
      const { covered, reported } = basis;
      if (covered !== null && covered < reported) {
        text(ctx, t("pdf.daysOf", { covered, total: reported }), plot.x, plot.y + plot.h + 12, {
          size: SIZES.small - 0.5,
          color: COLORS.muted,
          width: slot,
          align: "center",
        });
      }
    }
  });
  notes.forEach((s, k) => {
    const line = `${k + 1}) ${t(s.note!)}`;
    text(ctx, line, box.x, plot.y + plot.h + 24 + k * 9, {
      size: SIZES.small - 0.5,
      color: COLORS.muted,
      width: box.w,
    });
  });
  return box.h;
}
