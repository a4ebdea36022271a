/**
 * The budget bridge in the yield Summary (DESIGN.md "bridge"): budget for the days covered →
 * weather → availability → curtailment → performance → actual yield → export loss → metered
 * yield, in kWh and valued at the tariff, so the money bridge ends at the revenue (its metered
 * step is the revenue cell itself). Each step is a formula over its row's figures, so the
 * steps close as the model's do; the portfolio's is the Σ of the plants'.
 */
import type { BridgeValue, BudgetBridge, ReportModel } from "../../metrics/model.js";
import { blankUnless, formula } from "./cells.js";
import { xlsxLabels } from "./labels.js";
import { currencyFormat, FMT } from "./styles.js";
import type { SummaryColumn, TotalContext } from "./summary-sheet.js";
import { columnSum } from "./yield-columns.js";

export const BRIDGE_STEPS = [
  "budget",
  "weather",
  "availability",
  "curtailment",
  "performance",
  "actual",
  "exportLoss",
  "metered",
] as const satisfies readonly (keyof BridgeValue)[];
export type BridgeStep = (typeof BRIDGE_STEPS)[number];
/** The steps that stand on 0 in a waterfall: the budget, the actual and the metered yield. */
export const BRIDGE_TOTALS: ReadonlySet<BridgeStep> = new Set(["budget", "actual", "metered"]);
/** The steps after the actual yield: known only with a meter total (null in the model without one). */
const METER_STEPS: ReadonlySet<BridgeStep> = new Set(["exportLoss", "metered"]);

export const bridgeKwh = (b: BudgetBridge, step: BridgeStep): number | null => b[`${step}Kwh`];
export const bridgeKey = (step: BridgeStep, value = false) => `${value ? "bv" : "bk"}_${step}`;

/** Each step's formula over this row: the bridge exists when the covered budget and the total yield do. */
function stepFormula(step: BridgeStep, at: (key: string) => string): string {
  const exists = `AND(ISNUMBER(${at("covered")}),ISNUMBER(${at("yieldTotal")}))`;
  const metered = `AND(${exists},ISNUMBER(${at("meterTotal")}))`;
  const n = (s: BridgeStep) => `N(${at(bridgeKey(s))})`;
  const expr: Record<BridgeStep, [string, string]> = {
    budget: [exists, at("covered")],
    weather: [
      `AND(${exists},ISNUMBER(${at("irradiationVariance")}))`,
      `${at("covered")}*${at("irradiationVariance")}`,
    ],
    availability: [`AND(${exists},ISNUMBER(${at("availabilityLoss")}))`, `-${at("availabilityLoss")}`],
    // 0 without overspill (none, or not measured): a step of its own, never a gap.
    curtailment: [exists, `-N(${at("overspill")})`],
    performance: [
      exists,
      `${at("yieldTotal")}-${at("covered")}-${n("weather")}-${n("availability")}-${n("curtailment")}`,
    ],
    actual: [exists, at("yieldTotal")],
    exportLoss: [metered, `${at("meterTotal")}-${at("yieldTotal")}`],
    metered: [metered, at("meterTotal")],
  };
  return blankUnless(...expr[step]);
}

/** A step's value: kWh × tariff; the metered step is the revenue cell (meter total × tariff) itself. */
function valueFormula(step: BridgeStep, at: (key: string) => string): string {
  const kwh = at(bridgeKey(step));
  if (step === "metered")
    return blankUnless(`AND(ISNUMBER(${kwh}),ISNUMBER(${at("revenue")}))`, at("revenue"));
  return blankUnless(`AND(ISNUMBER(${kwh}),ISNUMBER(${at("tariff")}))`, `${kwh}*${at("tariff")}`);
}

/**
 * The portfolio's bridge is the Σ of the plants' (metrics/bridge.ts sumBridges); its export
 * loss and metered steps only when every plant's bridge has them, its values only when every
 * plant's bridge has a value.
 */
function bridgeTotal(t: TotalContext, step: BridgeStep, value: boolean): string {
  const sum = columnSum(t, bridgeKey(step, value));
  const bridges = `COUNT(${t.column(bridgeKey("budget"))})`;
  const every = (key: string) => `COUNT(${t.column(key)})=${bridges}`;
  const conditions = [
    ...(value ? [every(bridgeKey("budget", true))] : []),
    ...(METER_STEPS.has(step) ? [every(bridgeKey(step, value))] : []),
  ];
  if (conditions.length === 0) return sum;
  return blankUnless(conditions.length === 1 ? conditions[0]! : `AND(${conditions.join(",")})`, sum);
}

export function bridgeColumns(model: ReportModel): SummaryColumn[] {
  const L = xlsxLabels(model.locale);
  const pb = model.portfolio.bridge;
  const kwh = BRIDGE_STEPS.map(
    (step): SummaryColumn => ({
      key: bridgeKey(step),
      header: L.bridgeHeader(L.bridgeSteps[step], L.units.kwh),
      group: L.groups.bridge,
      numFmt: FMT.kwh,
      width: 12,
      plant: ({ plant, at }) =>
        formula(stepFormula(step, at), plant.bridge ? bridgeKwh(plant.bridge, step) : null),
      total: (t) => formula(bridgeTotal(t, step, false), pb ? bridgeKwh(pb, step) : null),
    }),
  );
  const value = BRIDGE_STEPS.map(
    (step): SummaryColumn => ({
      key: bridgeKey(step, true),
      header: L.bridgeHeader(L.bridgeSteps[step], model.currency),
      group: L.groups.bridgeValue(model.currency),
      numFmt: currencyFormat(model.currency),
      width: 15,
      plant: ({ plant, at }) => formula(valueFormula(step, at), plant.bridge?.value?.[step] ?? null),
      total: (t) => formula(bridgeTotal(t, step, true), pb?.value?.[step] ?? null),
    }),
  );
  return [...kwh, ...value];
}
