/**
 * The rows of the budget bridge (DESIGN.md "Monthly figures", bridge), pure: budget of the
 * days covered → weather → availability → curtailment → performance → actual yield → export
 * loss → metered yield, each with the model's kWh and money. The money column ends at the
 * metered value, which is the revenue: the actual yield carries no money of its own, so the
 * page never shows one figure as the month's "actual" money and another as its revenue
 * (revenue is paid on the meter). Without a metered end the bridge shows no money at all.
 */
import type { MessageKey } from "../../../i18n/index.js";
import type { BridgeValue, BudgetBridge } from "../../../metrics/model.js";
import type { Formatters } from "./format.js";

export type StepKey =
  | "budget"
  | "weather"
  | "availability"
  | "curtailment"
  | "performance"
  | "actual"
  | "exportLoss"
  | "metered";

/** What the bridge's rows need besides the bridge itself (a plant's, a portfolio's, a client's). */
export interface BridgeBasis {
  /** Why the weather step is unknown. */
  weatherNote: MessageKey;
  /** Why the export loss and metered steps are unknown. */
  meteredNote: MessageKey;
  /** The budget row's name, e.g. "Budget (30/31 days)". */
  budgetName: string;
}

export interface BridgeStep {
  key: StepKey;
  /** A total (budget, actual, metered) is a bar from the axis; a step floats on the running total. */
  total: boolean;
  kwh: number | null;
  /** The step at the tariff; null for the actual yield and wherever the bridge shows no money. */
  money: number | null;
  /** Bar from `from` to `to` on the running total (totals start at the axis). */
  from: number;
  to: number;
  /** Why the model could not know the step (a whole footnote sentence). */
  note: MessageKey | null;
}

/** The values when the money can end at the revenue (a tariff and a metered total), else null. */
export function moneyOf(b: BudgetBridge): BridgeValue | null {
  return b.value !== null && b.value.metered !== null ? b.value : null;
}

export function bridgeSteps(
  b: BudgetBridge,
  basis: Pick<BridgeBasis, "weatherNote" | "meteredNote">,
): BridgeStep[] {
  const v = moneyOf(b);
  const out: BridgeStep[] = [];
  let level = 0;
  const total = (key: StepKey, kwh: number, money: number | null) => {
    out.push({ key, total: true, kwh, money, from: 0, to: kwh, note: null });
    level = kwh;
  };
  // Bar geometry only: the model's steps close on the actual (a null step counts 0 there).
  const step = (key: StepKey, kwh: number | null, money: number | null, note: MessageKey | null) => {
    const to = level + (kwh ?? 0);
    out.push({ key, total: false, kwh, money, from: level, to, note: kwh === null ? note : null });
    level = to;
  };
  total("budget", b.budgetKwh, v?.budget ?? null);
  step("weather", b.weatherKwh, v?.weather ?? null, basis.weatherNote);
  step("availability", b.availabilityKwh, v?.availability ?? null, "pdf.bridge.availabilityNoData");
  step("curtailment", b.curtailmentKwh, v?.curtailment ?? null, null);
  step("performance", b.performanceKwh, v?.performance ?? null, null);
  total("actual", b.actualKwh, null);
  step("exportLoss", b.exportLossKwh, v?.exportLoss ?? null, basis.meteredNote);
  if (b.meteredKwh === null) {
    // Unknown: n/a at the actual's level, under the export loss's footnote (the same reason).
    const note = basis.meteredNote;
    out.push({ key: "metered", total: false, kwh: null, money: null, from: level, to: level, note });
  } else total("metered", b.meteredKwh, v?.metered ?? null);
  return out;
}

/** A kWh or money figure with its sign ("+6,789", "−€509.52"); a zero step has none. */
function signed(v: number, abs: (x: number) => string): string {
  const text = abs(Math.abs(v));
  if (text === abs(0)) return text;
  return `${v < 0 ? "−" : "+"}${text}`;
}

/**
 * The row's figures as printed: kWh (or MWh: `factor`, `digits`) and money. Totals unsigned,
 * steps signed; "n/a" for a step the model cannot know; money "" where the row has none.
 */
export function stepTexts(
  fmt: Formatters,
  s: BridgeStep,
  factor: number,
  digits: number,
): { kwh: string; money: string } {
  if (s.kwh === null) return { kwh: fmt.t("pdf.na"), money: "" };
  const energy = (x: number) => fmt.number(x * factor, digits);
  const cash = (x: number) => fmt.currency(x);
  return {
    kwh: s.total ? energy(s.kwh) : signed(s.kwh, energy),
    money: s.money === null ? "" : s.total ? cash(s.money) : signed(s.money, cash),
  };
}
