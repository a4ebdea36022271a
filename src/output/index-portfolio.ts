/**
 * The portfolio block of index.html: the month's figures with their verdict chips, the
 * budget bridge as a small table (budget → weather → availability → performance → actual,
 * DESIGN.md "bridge") and the year to date. Figures are the manifest's, formatted only.
 */
import type { BudgetBridge, VerdictFigure } from "../metrics/model.js";
import { escapeHtml as esc } from "./html.js";
import type { IndexFormat } from "./index-format.js";
import { chip } from "./index-verdicts.js";
import type { Manifest } from "./manifest.js";

/** One figure; `key` is the manifest's name (`data-figure` on the value), `sub` a second line. */
function figure(key: string, label: string, value: string, extra: { sub?: string; verdict?: string } = {}) {
  const sub = extra.sub ? `<dd class="sub">${esc(extra.sub)}</dd>` : "";
  const verdict = extra.verdict ? `<dd class="verdict">${extra.verdict}</dd>` : "";
  return `<div><dt>${esc(label)}</dt><dd data-figure="${key}">${esc(value)}</dd>${sub}${verdict}</div>`;
}

function figures(m: Manifest, f: IndexFormat): string[] {
  const p = m.portfolio.metrics;
  const L = f.labels;
  const v = (fig: VerdictFigure) => chip(fig, m.portfolio.verdicts?.[fig], L);
  const prMetric = m.verdictRules?.pr.metric ?? "pr";
  const estimated =
    (p.yieldEstimatedKwh ?? 0) > 0 ? L.inclEstimated(f.energy(p.yieldEstimatedKwh)) : undefined;
  const items = [
    figure("plants", L.plantsReported, `${f.integer(p.plantsOk)} / ${f.integer(p.plants)}`),
    figure("yieldTotalKwh", L.yieldTotal, f.energy(p.yieldTotalKwh), { sub: estimated }),
    figure("budgetCoveredKwh", L.budgetCovered, f.energy(p.budgetCoveredKwh)),
    figure("budgetVariance", L.budgetVariance, f.variance(p.budgetVariance), { verdict: v("energy") }),
    figure(prMetric, L.prLabel[prMetric], f.ratio(p[prMetric]), { verdict: v("pr") }),
  ];
  if (prMetric !== "prTemperatureCorrected")
    items.push(
      figure("prTemperatureCorrected", L.prLabel.prTemperatureCorrected, f.ratio(p.prTemperatureCorrected)),
    );
  items.push(
    figure("availability", L.availability, f.ratio(p.availability), {
      sub: p.availabilityLossKwh
        ? L.labelled(L.availabilityLoss, f.energy(p.availabilityLossKwh))
        : undefined,
      verdict: v("availability"),
    }),
    figure("irradiationVariance", L.irradiationVariance, f.variance(p.irradiationVariance), {
      sub: L.labelled(L.irradiation, f.irradiation(p.irradiationKwhM2)),
      verdict: v("irradiation"),
    }),
    figure("specificYieldKwhKwp", L.specificYield, f.specificYield(p.specificYieldKwhKwp)),
  );
  if (p.revenue !== null) items.push(figure("revenue", L.revenue, f.money(p.revenue)));
  return items;
}

function yearFigures(m: Manifest, f: IndexFormat): string[] {
  const { ytd, lastYear } = m.portfolio;
  const L = f.labels;
  const items: string[] = [];
  if (ytd) {
    const label = L.ytdVariance(f.monthShort(ytd.from), f.monthShort(ytd.to));
    const sub = `${f.energy(ytd.yieldTotalKwh)} / ${f.energy(ytd.budgetKwh)}`;
    items.push(figure("ytd.budgetVariance", label, f.variance(ytd.budgetVariance), { sub }));
    if (ytd.revenue !== null) items.push(figure("ytd.revenue", L.ytdRevenue, f.money(ytd.revenue)));
  }
  if (lastYear)
    items.push(
      figure("lastYear.change", L.lastYear(f.month(lastYear.month)), f.variance(lastYear.change), {
        sub: f.energy(lastYear.yieldTotalKwh),
      }),
    );
  return items;
}

/** The bridge as rows of a table: each step in kWh and, with a tariff, in money. */
export function bridgeTable(b: BudgetBridge, f: IndexFormat): string {
  const L = f.labels;
  const steps: [keyof typeof L.bridgeSteps, number | null, number | null | undefined, boolean][] = [
    ["budget", b.budgetKwh, b.value?.budget, false],
    ["weather", b.weatherKwh, b.value?.weather, true],
    ["availability", b.availabilityKwh, b.value?.availability, true],
    ["performance", b.performanceKwh, b.value?.performance, true],
    ["actual", b.actualKwh, b.value?.actual, false],
  ];
  const money = b.value !== null;
  const head = `<tr><th scope="col"></th><th scope="col" class="num">${esc(L.bridgeEnergy)}</th>${money ? `<th scope="col" class="num">${esc(L.bridgeValue)}</th>` : ""}</tr>`;
  const body = steps.map(([key, kwh, value, signed]) => {
    const energy = signed ? f.signedEnergy(kwh) : f.energy(kwh);
    const cash = signed ? f.signedMoney(value ?? null) : f.money(value ?? null);
    const cls = key === "budget" || key === "actual" ? ` class="total"` : "";
    return `<tr${cls} data-step="${key}"><th scope="row">${esc(L.bridgeSteps[key])}</th><td class="num">${esc(energy)}</td>${money ? `<td class="num">${esc(cash)}</td>` : ""}</tr>`;
  });
  return [
    '<table class="bridge">',
    `<caption>${esc(L.bridgeCaption)}</caption>`,
    `<thead>${head}</thead>`,
    `<tbody>\n${body.join("\n")}\n</tbody>`,
    "</table>",
  ].join("\n");
}

export function portfolioSection(m: Manifest, f: IndexFormat): string {
  const year = yearFigures(m, f);
  const bridge = m.portfolio.bridge;
  const L = f.labels;
  // The rule in the reader's language; an unknown weighting (a newer manifest) shows its own text.
  const rule = L.weighting[m.portfolio.weighting] ?? m.portfolio.weightingRule;
  return [
    '<section class="portfolio" aria-labelledby="portfolio">',
    `<h2 id="portfolio">${esc(L.portfolio)}</h2>`,
    `<dl class="figures">\n${figures(m, f).join("\n")}\n</dl>`,
    year.length > 0 ? `<dl class="figures year">\n${year.join("\n")}\n</dl>` : "",
    bridge ? `<h3>${esc(L.bridge)}</h3>\n${bridgeTable(bridge, f)}` : "",
    `<p class="note">${esc(rule)}</p>`,
    "</section>",
  ]
    .filter((s) => s !== "")
    .join("\n");
}
