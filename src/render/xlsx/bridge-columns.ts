/**
 * The budget bridge in the yield Summary (DESIGN.md "bridge"): budget for the days covered →
 * weather → availability → performance → actual, in kWh and valued at the tariff. Each step
 * is a formula over its row's figures, so the steps close as the model's do; the portfolio's
 * is the Σ of the plants'.
 */
import type { BudgetBridge, ReportModel } from "../../metrics/model.js";
import { blankUnless, formula } from "./cells.js";
import { xlsxLabels } from "./labels.js";
import { currencyFormat, FMT } from "./styles.js";
import type { SummaryColumn, TotalContext } from "./summary-sheet.js";
import { columnSum } from "./yield-columns.js";

export const BRIDGE_STEPS = ["budget", "weather", "availability", "performance", "actual"] as const;
export type BridgeStep = (typeof BRIDGE_STEPS)[number];
const KWH: Record<BridgeStep, keyof BudgetBridge> = {
  budget: "budgetKwh",
  weather: "weatherKwh",
  availability: "availabilityKwh",
  performance: "performanceKwh",
  actual: "actualKwh",
};
export const bridgeKey = (step: BridgeStep, value = false) => `${value ? "bv" : "bk"}_${step}`;

/** Each step's formula over this row: the bridge exists when the covered budget and the total yield do. */
function stepFormula(step: BridgeStep, at: (key: string) => string): string {
  const exists = `AND(ISNUMBER(${at("covered")}),ISNUMBER(${at("yieldTotal")}))`;
  const expr: Record<BridgeStep, [string, string]> = {
    budget: [exists, at("covered")],
    weather: [
      `AND(${exists},ISNUMBER(${at("irradiationVariance")}))`,
      `${at("covered")}*${at("irradiationVariance")}`,
    ],
    availability: [`AND(${exists},ISNUMBER(${at("availabilityLoss")}))`, `-${at("availabilityLoss")}`],
    performance: [
      exists,
      `${at("yieldTotal")}-${at("covered")}-N(${at(bridgeKey("weather"))})-N(${at(bridgeKey("availability"))})`,
    ],
    actual: [exists, at("yieldTotal")],
  };
  return blankUnless(...expr[step]);
}

/** The portfolio's bridge is the Σ of the plants'; its value only when every plant's bridge has one. */
function bridgeTotal(t: TotalContext, step: BridgeStep, value: boolean): string {
  const sum = columnSum(t, bridgeKey(step, value));
  if (!value) return sum;
  const all = `COUNT(${t.column(bridgeKey("budget", true))})=COUNT(${t.column(bridgeKey("budget"))})`;
  return blankUnless(all, sum);
}

export function bridgeColumns(model: ReportModel): SummaryColumn[] {
  const L = xlsxLabels(model.locale);
  const kwh = BRIDGE_STEPS.map(
    (step): SummaryColumn => ({
      key: bridgeKey(step),
      header: L.bridgeHeader(L.bridgeSteps[step], L.units.kwh),
      group: L.groups.bridge,
      numFmt: FMT.kwh,
      width: 12,
      plant: ({ plant, at }) =>
        formula(stepFormula(step, at), (plant.bridge?.[KWH[step]] as number | null) ?? null),
      total: (t) =>
        formula(bridgeTotal(t, step, false), (model.portfolio.bridge?.[KWH[step]] as number | null) ?? null),
    }),
  );
  const value = BRIDGE_STEPS.map(
    (step): SummaryColumn => ({
      key: bridgeKey(step, true),
      header: L.bridgeHeader(L.bridgeSteps[step], model.currency),
      group: L.groups.bridgeValue(model.currency),
      numFmt: currencyFormat(model.currency),
      width: 15,
      plant: ({ plant, at }) =>
        formula(
          blankUnless(
            `AND(ISNUMBER(${at(bridgeKey(step))}),ISNUMBER(${at("tariff")}))`,
            `${at(bridgeKey(step))}*${at("tariff")}`,
          ),
          plant.bridge?.value?.[step] ?? null,
        ),
      total: (t) => formula(bridgeTotal(t, step, true), model.portfolio.bridge?.value?.[step] ?? null),
    }),
  );
  return [...kwh, ...value];
}
