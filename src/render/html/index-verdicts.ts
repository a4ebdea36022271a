/**
 * Verdict chips and the legend of index.html. The verdicts are the model's (manifest
 * `plants[].verdicts`, `portfolio.verdicts`), never decided here (DESIGN.md "Verdicts"), so
 * the page agrees with the PDF and the workbooks. A chip says its verdict in words; the
 * colour only repeats it (WCAG 2.2, 1.4.1 Use of Color).
 *
 * Markup other programs and tests may read (stable selectors):
 * - a chip: `<span class="chip verdict-{target|watch|below|none}" data-figure="{energy|pr|availability|irradiation}" …>`;
 * - a plant's chips are inside its row `<tr … data-id="{plant id}">`; a failed plant has none;
 * - the portfolio's chips are inside `<section class="portfolio" …>`.
 */
import type { Verdict, VerdictFigure, VerdictRules } from "../../metrics/model.js";
import { VERDICT_FIGURES } from "../../metrics/model.js";
import { escapeHtml as esc } from "./html.js";
import type { IndexFormat } from "./index-format.js";
import type { IndexLabels } from "./index-labels.js";

export type VerdictClass = `verdict-${Verdict | "none"}`;

const KNOWN: readonly Verdict[] = ["target", "watch", "below"];

/** A manifest from disk may hold anything: only the three verdicts get a colour. */
function known(v: unknown): v is Verdict {
  return typeof v === "string" && (KNOWN as readonly string[]).includes(v);
}

export function verdictClass(v: unknown): VerdictClass {
  return known(v) ? `verdict-${v}` : "verdict-none";
}

export function chip(figure: VerdictFigure, v: unknown, L: IndexLabels): string {
  const text = known(v) ? L.verdictOf(figure, v) : L.noVerdict;
  const title = L.chipTitle(L.figure[figure], text);
  return `<span class="chip ${verdictClass(v)}" data-figure="${figure}" title="${esc(title)}">${esc(text)}</span>`;
}

/** The bands of the run, from the manifest's `verdictRules`, one sentence per figure. */
export function legend(rules: VerdictRules, f: IndexFormat): string {
  const L = f.labels;
  const lines: Record<VerdictFigure, string> = {
    energy: L.legend.energy(L.figure.energy, f.variance(-rules.energy.watch)),
    pr: L.legend.ratio(L.prLabel[rules.pr.metric] ?? L.prLabel.pr, L.points(f.points(rules.pr.watch))),
    availability: L.legend.ratio(L.figure.availability, L.points(f.points(rules.availability.watch))),
    irradiation: L.legend.irradiation(L.figure.irradiation, f.variance(-rules.irradiation.watch)),
  };
  const samples = KNOWN.map((v) => `<span class="chip verdict-${v}">${esc(L.verdict[v])}</span>`).join(" ");
  const items = VERDICT_FIGURES.map((fig) => `<li>${esc(lines[fig])}</li>`).join("\n");
  return [
    '<section class="legend" aria-labelledby="legend">',
    `<h2 id="legend">${esc(L.legendTitle)}</h2>`,
    `<p>${samples} <span class="note">${esc(L.legendIntro)}</span></p>`,
    `<ul>\n${items}\n</ul>`,
    "</section>",
  ].join("\n");
}
