/**
 * The cells a plant's row and a client's row of index.html share: total yield with its
 * estimated share, both budget variances (like for like with its verdict, and against the full
 * budget, each labelled), revenue, PR and availability with target and gap, and irradiation
 * against normal. Figures are the manifest's, printed as index-judged.ts says.
 */
import type { VerdictFigure, VerdictRules } from "../../metrics/model.js";
import { escapeHtml as esc } from "./html.js";
import type { IndexFormat } from "./index-format.js";
import { type Judgeable, judgedRatio, judgedVariance } from "./index-judged.js";
import { chip } from "./index-verdicts.js";

type PrMetric = VerdictRules["pr"]["metric"];

/** A value with lines under it (estimated share, target, the other variance) and markup after them (a verdict chip, a marked line). */
export function stack(main: string, subs: (string | undefined)[] = [], verdict = ""): string {
  const lines = subs
    .filter((s): s is string => s !== undefined && s !== "")
    .map((s) => `<span class="sub">${esc(s)}</span>`)
    .join("");
  return `<span class="stack"><span class="value">${esc(main)}</span>${lines}${verdict}</span>`;
}

/** Cell contents, in column order: yield, vs budget, revenue, PR, availability, irradiation. */
export function figureCells(e: Judgeable, chosen: PrMetric, judged: boolean, f: IndexFormat): string[] {
  const m = e.metrics;
  const L = f.labels;
  // An entry whose data could not be fetched is not judged: no chip rather than a grey one.
  const v = (fig: VerdictFigure) => (judged ? chip(fig, e.verdicts?.[fig], L) : "");
  const estimated =
    (m.yieldEstimatedKwh ?? 0) > 0 ? L.inclEstimated(f.energy(m.yieldEstimatedKwh)) : undefined;
  const full = m.budgetVarianceFull != null ? L.fullBudget(f.variance(m.budgetVarianceFull)) : undefined;
  const pr = judgedRatio(e, "pr", chosen, f, judged);
  const availability = judgedRatio(e, "availability", chosen, f, judged);
  return [
    stack(f.energy(m.yieldTotalKwh), [estimated]),
    stack(judgedVariance(e, "energy", f), [full], v("energy")),
    stack(f.money(m.revenue)),
    stack(pr.value, pr.notes, v("pr")),
    stack(availability.value, availability.notes, v("availability")),
    stack(judgedVariance(e, "irradiation", f), [], v("irradiation")),
  ];
}

/**
 * A section holding one table of rows (the plants, the clients) that scrolls sideways in its own
 * box, with `after` (a footnote) under it. Narrow screens show each row as a card (index-style.ts).
 */
export function tableSection(
  id: string,
  title: string,
  table: { cls: string; names: string[]; rows: string[] },
  after = "",
): string {
  const head = table.names.map((h) => `<th scope="col">${esc(h)}</th>`).join("");
  return [
    `<section aria-labelledby="${id}">`,
    `<h2 id="${id}">${esc(title)}</h2>`,
    '<div class="table-wrap">',
    `<table class="${table.cls}">\n<thead><tr>${head}</tr></thead>\n<tbody>`,
    ...table.rows,
    "</tbody>\n</table>\n</div>",
    after,
    "</section>",
  ]
    .filter((s) => s !== "")
    .join("\n");
}
