/**
 * A plant's contract money (DESIGN.md "Contracts and guarantees"), as the model holds it
 * (`plant.contract`): guaranteed against contractual availability, guaranteed against measured
 * PR with the shortfall, each guarantee's damages and their total to date, the period each
 * settles over ("provisional" while it runs, with the day it settles); beside it the report
 * month's lost revenue by cause. Nothing for a plant without a contract.
 */
import type { ContractPeriod, PlantContract } from "../../../metrics/contract-model.js";
import type { DocCtx as Ctx } from "./context.js";
import { NONE } from "./format.js";
import { note, ROW, row, title } from "./year-rows.js";

type Rows = [string, string, boolean][];

function contractRows(ctx: Ctx, c: PlantContract): Rows {
  const { fmt } = ctx;
  const t = fmt.t;
  const pct = (v: number | null) => (v === null ? NONE : fmt.percent(v));
  const money = (v: number | null) => (v === null ? NONE : fmt.currency(v));
  const a = c.availability;
  const pr = c.pr;
  return [
    ...(a
      ? ([
          [t("pdf.contract.availabilityGuaranteed"), pct(a.guaranteed), false],
          [t("pdf.contract.availabilityContractual"), pct(a.contractual), true],
          // The price adjustment's base: what the owner multiplies by 1 − AA.
          ...(a.revenue != null ? [[t("pdf.contract.availabilityRevenue"), money(a.revenue), false]] : []),
          [t("pdf.contract.availabilityDamages"), money(a.damages), false],
        ] as Rows)
      : []),
    ...(pr
      ? ([
          [t("pdf.contract.prGuaranteed"), pct(pr.guaranteed), false],
          [t("pdf.contract.prMeasured"), pct(pr.measured), true],
          [t("pdf.contract.prShortfall"), pr.shortfall === null ? NONE : fmt.points(pr.shortfall), false],
          [t("pdf.contract.prDamages"), money(pr.damages), false],
        ] as Rows)
      : []),
    [t("pdf.contract.damages"), money(c.damages), true],
  ];
}

function periodLine(ctx: Ctx, guarantee: "availability" | "pr", p: ContractPeriod): string {
  const { fmt } = ctx;
  return fmt.t("pdf.contract.period", {
    guarantee,
    from: fmt.day(p.periodFrom),
    to: fmt.day(p.periodTo),
    state: p.provisional ? "provisional" : "settled",
    settles: fmt.day(p.settlesOn),
  });
}

/** The contract's rows from (x, y) within width w; returns the height used. */
function drawTerms(ctx: Ctx, c: PlantContract, x: number, y0: number, w: number): number {
  let y = y0;
  title(ctx, ctx.fmt.t("pdf.contract.title", { name: c.name }), x, y, w);
  y += 17;
  for (const [label, value, bold] of contractRows(ctx, c)) {
    row(ctx, label, value, x, y, w, bold);
    y += ROW;
  }
  return y - y0;
}

/** Each guarantee's period, full dates (a contract year spans two calendar years); returns the height. */
function drawPeriods(ctx: Ctx, c: PlantContract, x: number, y0: number, w: number): number {
  const lines = [
    ...(c.availability ? [periodLine(ctx, "availability", c.availability)] : []),
    ...(c.pr ? [periodLine(ctx, "pr", c.pr)] : []),
  ];
  lines.forEach((line, i) => {
    note(ctx, line, x, y0 + 2 + i * ROW, w);
  });
  return lines.length * ROW + 2;
}

/** The report month's lost revenue by cause, in the model's order; returns the height used. */
function drawLostRevenue(ctx: Ctx, c: PlantContract, x: number, y0: number, w: number): number {
  const { fmt, model } = ctx;
  let y = y0;
  title(ctx, fmt.t("pdf.contract.lostRevenue", { month: fmt.monthYear(model.month) }), x, y, w);
  y += 17;
  if (c.lostRevenueByCause === null) {
    note(ctx, fmt.t("pdf.contract.noTariff"), x, y, w);
    return y + ROW - y0;
  }
  for (const [cause, value] of Object.entries(c.lostRevenueByCause)) {
    row(ctx, fmt.t("pdf.contract.cause", { cause }), fmt.currency(value), x, y, w);
    y += ROW;
  }
  return y - y0;
}

/** What the block may need: a title, up to 9 rows on the left, causes on the right, 2 period lines. */
export function contractBlockHeight(c: PlantContract | null | undefined): number {
  if (c == null) return 0;
  const causes = Object.keys(c.lostRevenueByCause ?? { none: 0 }).length;
  return 17 + ROW * (Math.max(9, causes) + 2) + 2;
}

/** Draws the block in two columns from (x, y) across w; returns the height used (0 without a contract). */
export function drawContractBlock(
  ctx: Ctx,
  c: PlantContract | null | undefined,
  x: number,
  y: number,
  w: number,
) {
  if (c == null) return 0;
  const half = (w - 20) / 2;
  const left = drawTerms(ctx, c, x, y, half);
  const right = drawLostRevenue(ctx, c, x + half + 20, y, half);
  const h = Math.max(left, right);
  return h + drawPeriods(ctx, c, x, y + h, w);
}
