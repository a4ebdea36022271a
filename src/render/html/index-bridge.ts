/**
 * The budget bridge as rows of a table (DESIGN.md "bridge"): budget for the days covered →
 * weather → availability → curtailment → performance (the rest) → actual yield, then the
 * export/meter loss → metered energy, each in kWh and, with a tariff, in money. The money
 * column ends at `value.metered`, which is the revenue, so the page never shows one figure as
 * "actual" money and another as revenue. Every step is listed, a curtailment of 0 too. Without
 * a meter total for every plant summed, the last two steps are empty and a note says why.
 */
import type { BridgeValue, BudgetBridge } from "../../metrics/model.js";
import { escapeHtml as esc } from "./html.js";
import type { IndexFormat } from "./index-format.js";

type Step = keyof BridgeValue;

/** Step, kWh, money, and whether it is a change (signed) or a level (budget, actual, metered). */
function steps(b: BudgetBridge): [Step, number | null, number | null | undefined, boolean][] {
  const v = b.value;
  return [
    ["budget", b.budgetKwh, v?.budget, false],
    ["weather", b.weatherKwh, v?.weather, true],
    ["availability", b.availabilityKwh, v?.availability, true],
    ["curtailment", b.curtailmentKwh ?? null, v?.curtailment, true],
    ["performance", b.performanceKwh, v?.performance, true],
    ["actual", b.actualKwh, v?.actual, false],
    ["exportLoss", b.exportLossKwh ?? null, v?.exportLoss, true],
    ["metered", b.meteredKwh ?? null, v?.metered, false],
  ];
}

const LEVELS: readonly Step[] = ["budget", "actual", "metered"];

export function bridgeTable(b: BudgetBridge, f: IndexFormat): string {
  const L = f.labels;
  const money = b.value !== null;
  const head = `<tr><th scope="col"></th><th scope="col" class="num">${esc(L.bridgeEnergy)}</th>${money ? `<th scope="col" class="num">${esc(L.bridgeValue)}</th>` : ""}</tr>`;
  const body = steps(b).map(([key, kwh, value, signed]) => {
    const energy = signed ? f.signedEnergy(kwh) : f.energy(kwh);
    const cash = signed ? f.signedMoney(value ?? null) : f.money(value ?? null);
    const cls = LEVELS.includes(key) ? ` class="total"` : "";
    return `<tr${cls} data-step="${key}"><th scope="row">${esc(L.bridgeSteps[key])}</th><td class="num">${esc(energy)}</td>${money ? `<td class="num">${esc(cash)}</td>` : ""}</tr>`;
  });
  return [
    '<table class="bridge">',
    `<caption>${esc(L.bridgeCaption)}</caption>`,
    `<thead>${head}</thead>`,
    `<tbody>\n${body.join("\n")}\n</tbody>`,
    "</table>",
    b.meteredKwh == null ? `<p class="note">${esc(L.bridgeNoMeter)}</p>` : "",
  ]
    .filter((s) => s !== "")
    .join("\n");
}
