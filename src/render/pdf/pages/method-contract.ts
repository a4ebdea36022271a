/**
 * The contract's rules in plain words on the method page (DESIGN.md "Contracts and
 * guarantees"), from the model's `contract.rules` (defaults filled in) and this period's
 * guaranteed PR: periods, exclusions, the damages scheme with its slope, floor, price and cap,
 * the PR guarantee's degradation, tolerance and rounding, and how a period settles. A plant
 * without a contract in a report with contracts says its availability is technical.
 */
import type { ContractRules, PlantContract } from "../../../metrics/contract-model.js";
import type { Ctx } from "./context.js";

type Availability = NonNullable<ContractRules["availability"]>;
type Pr = NonNullable<ContractRules["pr"]>;

/** A price at the precision it was given, or the plant's tariff when the contract names none. */
function price(ctx: Ctx, value: number | null): string {
  const { fmt, plant } = ctx;
  // As given, at least the cents (DESIGN.md "Numbers beside a verdict": prices never rounded).
  if (value !== null) return fmt.currency(value, Math.max(2, (String(value).split(".")[1] ?? "").length));
  return plant.tariff === null
    ? fmt.t("pdf.method.contractTariff")
    : fmt.currency(plant.tariff, plant.tariffDecimals ?? undefined);
}

function excludedText(ctx: Ctx, excluded: readonly string[]): string {
  const t = ctx.fmt.t;
  if (excluded.length === 0) return t("pdf.method.contractNoExclusions");
  return excluded.map((cause) => t("pdf.contract.cause", { cause })).join(", ");
}

function capLine(ctx: Ctx, cap: number | null): string | null {
  return cap === null ? null : ctx.fmt.t("pdf.method.contractCap", { cap: ctx.fmt.currency(cap) });
}

function availabilityLines(ctx: Ctx, a: Availability, guaranteed: number): (string | null)[] {
  const { fmt } = ctx;
  const t = fmt.t;
  return [
    t("pdf.method.contractAvailability", {
      guaranteed: fmt.percent(guaranteed),
      period: a.period,
      excluded: excludedText(ctx, a.excluded),
    }),
    a.scheme === "priceAdjustment"
      ? t("pdf.method.contractPriceAdjustment", {
          slope: fmt.number(a.slope ?? 0, String(a.slope ?? 0).split(".")[1]?.length ?? 0),
          floor: fmt.percent(a.floor),
        })
      : t("pdf.method.contractEnergy", { price: price(ctx, a.price) }),
    capLine(ctx, a.cap),
  ];
}

function prLines(ctx: Ctx, pr: Pr, guaranteed: number): (string | null)[] {
  const { fmt } = ctx;
  const t = fmt.t;
  return [
    t("pdf.method.contractPr", {
      first: fmt.percent(pr.guaranteedFirstYear),
      degradation: fmt.percent(pr.degradation, 2),
      mode: pr.degradationMode,
      guaranteed: fmt.percent(guaranteed, 2),
      tolerance: fmt.points(pr.tolerance),
      period: pr.period,
      tref: fmt.number(pr.referenceTemperatureC, 0),
      excluded: excludedText(ctx, pr.excluded),
    }),
    pr.pricePerPoint === null
      ? t("pdf.method.contractPrEnergy", { price: price(ctx, pr.price) })
      : t("pdf.method.contractPrPoint", { price: fmt.currency(pr.pricePerPoint) }),
    capLine(ctx, pr.cap),
  ];
}

function rulesLines(ctx: Ctx, c: PlantContract, rules: ContractRules): (string | null)[] {
  const { fmt } = ctx;
  return [
    fmt.t("pdf.method.contractTitle", { name: c.name, start: fmt.day(rules.start) }),
    ...(rules.availability && c.availability
      ? availabilityLines(ctx, rules.availability, c.availability.guaranteed)
      : []),
    ...(rules.pr && c.pr ? prLines(ctx, rules.pr, c.pr.guaranteed) : []),
    fmt.t("pdf.method.contractSettlement"),
  ];
}

/** The method page's contract lines: the rules, "no contract terms", or nothing in a report without contracts. */
export function contractMethodLines(ctx: Ctx): (string | null)[] {
  const c = ctx.plant.contract;
  if (c?.rules) return rulesLines(ctx, c, c.rules);
  if (c == null && ctx.model.hasContracts === true) return [ctx.fmt.t("pdf.method.contractNone")];
  return [];
}
