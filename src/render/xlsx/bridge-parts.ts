/**
 * How the bridge is drawn as a native waterfall: stacked columns over an invisible base (the
 * usual way with a chart Excel and LibreOffice both draw). The budget, the actual and the
 * metered yield stand on 0; every other step floats between the level before it and after
 * it. Only the base is not a figure of the model: it is where a bar starts (the level before
 * a step, the model's steps added up as the sheet's formula adds them), never shown. The bars
 * are the model's steps: a rise as it is, a fall as its size (drawn down from the level).
 */
import type { BudgetBridge } from "../../metrics/model.js";
import type { BridgeParts } from "./bridge-axis.js";
import { BRIDGE_STEPS, BRIDGE_TOTALS, type BridgeStep, bridgeKwh } from "./bridge-columns.js";
import { blankUnless } from "./cells.js";

export type Part = keyof BridgeParts;
/** Base, Budget/actual, Above, Below: the four stacked series, in the order they are drawn. */
export const PARTS = ["base", "total", "up", "down"] as const satisfies readonly Part[];

/** The steps a bridge lists: all, but the export loss and metered yield only with a meter total. */
export function shownSteps(b: BudgetBridge): BridgeStep[] {
  return BRIDGE_STEPS.filter((s) => b.meteredKwh !== null || (s !== "exportLoss" && s !== "metered"));
}

/** Each step's parts, as the sheet's formulas (partFormula) compute them from the step column. */
export function bridgeParts(b: BudgetBridge): BridgeParts {
  const out: BridgeParts = { base: [], total: [], up: [], down: [] };
  let total = 0;
  let since = 0;
  for (const step of shownSteps(b)) {
    const x = bridgeKwh(b, step);
    const isTotal = BRIDGE_TOTALS.has(step);
    if (isTotal) {
      total = x ?? 0;
      since = 0;
    }
    const before = total + since;
    out.base.push(isTotal || x === null ? null : Math.min(before, before + x));
    out.total.push(isTotal ? x : null);
    out.up.push(!isTotal && x !== null && x > 0 ? x : null);
    out.down.push(!isTotal && x !== null && x < 0 ? -x : null);
    if (!isTotal) since += x ?? 0;
  }
  return out;
}

/**
 * The formula of one part of the step in row `row` of a block whose steps start in `first`
 * (column B holds the kWh): a total's bar is its value; a step floats from the last total
 * plus the steps since, `before`.
 */
export function partFormula(part: Part, steps: BridgeStep[], k: number, first: number): string | null {
  const kwh = `B${first + k}`;
  const isTotal = BRIDGE_TOTALS.has(steps[k]!);
  if (part === "total") return isTotal ? blankUnless(`ISNUMBER(${kwh})`, kwh) : null;
  if (isTotal) return null;
  if (part === "up") return `IF(N(${kwh})>0,${kwh},"")`;
  if (part === "down") return `IF(N(${kwh})<0,-${kwh},"")`;
  let t = k;
  while (!BRIDGE_TOTALS.has(steps[t]!)) t--;
  const since = k - 1 > t ? `+SUM(B${first + t + 1}:B${first + k - 1})` : "";
  const before = `(N(B${first + t})${since})`;
  // A step the model cannot know (no normal, no availability) has no bar, so no base either.
  return blankUnless(`ISNUMBER(${kwh})`, `MIN(${before},${before}+${kwh})`);
}
