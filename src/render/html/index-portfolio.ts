/**
 * The portfolio block of index.html: the month's figures with their verdict chips and, beside
 * each, the numbers at the verdict's decimals and the portfolio's own (weighted) targets; the
 * variance for the days covered beside the one against the full budget; the year to date (both
 * variances); the budget bridge to revenue (index-bridge.ts); the contract money when plants
 * have contracts (index-contract.ts). Figures are the manifest's,
 * formatted only.
 */
import type { VerdictFigure } from "../../metrics/model.js";
import type { Manifest } from "../../output/manifest.js";
import { escapeHtml as esc } from "./html.js";
import { bridgeTable } from "./index-bridge.js";
import { portfolioContract } from "./index-contract.js";
import type { IndexFormat } from "./index-format.js";
import { type Judgeable, judgedPrMetric, judgedRatio, judgedVariance } from "./index-judged.js";
import { chip } from "./index-verdicts.js";

/** One figure; `key` is the manifest's name (`data-figure` on the value), `subs` lines under it. */
function figure(
  key: string,
  label: string,
  value: string,
  extra: { subs?: (string | undefined)[]; verdict?: string } = {},
) {
  const subs = (extra.subs ?? [])
    .filter((s): s is string => s !== undefined && s !== "")
    .map((s) => `<dd class="sub">${esc(s)}</dd>`)
    .join("");
  const verdict = extra.verdict ? `<dd class="verdict">${extra.verdict}</dd>` : "";
  return `<div><dt>${esc(label)}</dt><dd data-figure="${key}">${esc(value)}</dd>${subs}${verdict}</div>`;
}

function figures(m: Manifest, f: IndexFormat): string[] {
  const p = m.portfolio.metrics;
  const L = f.labels;
  const e: Judgeable = { ...m.portfolio, metrics: p };
  const v = (fig: VerdictFigure) => chip(fig, m.portfolio.verdicts?.[fig], L);
  const chosen = m.verdictRules?.pr.metric ?? "pr";
  const prMetric = judgedPrMetric(e, chosen);
  const pr = judgedRatio(e, "pr", chosen, f);
  const availability = judgedRatio(e, "availability", chosen, f);
  const estimated =
    (p.yieldEstimatedKwh ?? 0) > 0 ? L.inclEstimated(f.energy(p.yieldEstimatedKwh)) : undefined;
  const items = [
    figure("plants", L.plantsReported, `${f.integer(p.plantsOk)} / ${f.integer(p.plants)}`),
    figure("yieldTotalKwh", L.yieldTotal, f.energy(p.yieldTotalKwh), { subs: [estimated] }),
    figure("budgetCoveredKwh", L.budgetCovered, f.energy(p.budgetCoveredKwh), {
      subs: [L.labelled(L.budgetFull, f.energy(p.budgetKwh))],
    }),
    figure("budgetVariance", L.budgetVariance, judgedVariance(e, "energy", f), { verdict: v("energy") }),
    figure("budgetVarianceFull", L.budgetVarianceFull, f.variance(p.budgetVarianceFull ?? null)),
    figure(prMetric, L.prLabel[prMetric], pr.value, { subs: pr.notes, verdict: v("pr") }),
  ];
  if (prMetric !== "prTemperatureCorrected")
    items.push(
      figure("prTemperatureCorrected", L.prLabel.prTemperatureCorrected, f.ratio(p.prTemperatureCorrected)),
    );
  const loss = p.availabilityLossKwh
    ? L.labelled(L.availabilityLoss, f.energy(p.availabilityLossKwh))
    : undefined;
  items.push(
    figure("availability", L.availability, availability.value, {
      subs: [...availability.notes, loss],
      verdict: v("availability"),
    }),
    figure("irradiationVariance", L.irradiationVariance, judgedVariance(e, "irradiation", f), {
      subs: [L.labelled(L.irradiation, f.irradiation(p.irradiationKwhM2))],
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
    const [from, to] = [f.monthShort(ytd.from), f.monthShort(ytd.to)];
    const covered = `${f.energy(ytd.yieldTotalKwh)} / ${f.energy(ytd.budgetKwh)}`;
    items.push(
      figure("ytd.budgetVariance", L.ytdVariance(from, to), f.variance(ytd.budgetVariance), {
        subs: [covered],
      }),
    );
    if (ytd.budgetFullKwh !== undefined) {
      const full = `${f.energy(ytd.yieldTotalKwh)} / ${f.energy(ytd.budgetFullKwh)}`;
      items.push(
        figure("ytd.budgetVarianceFull", L.ytdVarianceFull(from, to), f.variance(ytd.budgetVarianceFull), {
          subs: [full],
        }),
      );
    }
    if (ytd.revenue !== null) items.push(figure("ytd.revenue", L.ytdRevenue, f.money(ytd.revenue)));
  }
  if (lastYear)
    items.push(
      figure("lastYear.change", L.lastYear(f.month(lastYear.month)), f.variance(lastYear.change), {
        subs: [f.energy(lastYear.yieldTotalKwh)],
      }),
    );
  return items;
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
    portfolioContract(m.portfolio.contract, m.month, f),
    `<p class="note">${esc(rule)}</p>`,
    `<p class="note">${esc(L.varianceRule)}</p>`,
    `<p class="note">${esc(L.targetsRule)}</p>`,
    "</section>",
  ]
    .filter((s) => s !== "")
    .join("\n");
}
