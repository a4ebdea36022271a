/**
 * The plant table of index.html: one row per plant with its PDF link, whether its data could
 * be fetched (kept apart from how it performed), the month's total yield with the estimated
 * share, like-for-like budget variance, revenue, PR, availability and irradiation each with
 * its verdict chip, the year to date, and the days behind the figures.
 */
import type { VerdictFigure } from "../metrics/model.js";
import { escapeHtml as esc, fileLink } from "./html.js";
import type { IndexFormat } from "./index-format.js";
import type { IndexLabels } from "./index-labels.js";
import { chip } from "./index-verdicts.js";
import type { Manifest, ManifestPlant } from "./manifest.js";

type PrMetric = "pr" | "prTemperatureCorrected" | "prEffective";
const columns = (L: IndexLabels, pr: PrMetric, C = L.columns) => [
  C.plant,
  C.fetch,
  C.yield,
  C.budgetVariance,
  C.revenue,
  L.prColumn[pr],
  C.availability,
  C.irradiation,
  C.ytd,
  C.days,
  C.late,
];

/** A value with an optional second line (e.g. the estimated share) and verdict chip. */
function value(main: string, sub?: string, verdict?: string): string {
  const second = sub ? `<span class="sub">${esc(sub)}</span>` : "";
  return `<span class="stack"><span class="value">${esc(main)}</span>${second}${verdict ?? ""}</span>`;
}

/** Why it failed in the page's language; a manifest without `failure` (older) gives its English `error`. */
function fetchCell(p: ManifestPlant, f: IndexFormat): string {
  const L = f.labels;
  if (p.status === "ok") return `<span class="badge badge-ok">${esc(L.fetched)}</span>`;
  const reason = p.failure ? f.warning(p.failure) : p.error;
  return `<span class="fetch-failed">${esc(reason ? L.failedWith(reason) : L.failed)}</span>`;
}

/**
 * The plant's data-quality notes (a KPI the service left out, days without data, impossible
 * values, lateness unknown), in the page's language, under its name: the one place index.html
 * lists them (the manifest's `plants[].notes`). A manifest without notes (older) shows none.
 */
function notesList(p: ManifestPlant, f: IndexFormat): string {
  const notes = p.notes ?? [];
  if (notes.length === 0) return "";
  return `<ul class="notes">${notes.map((w) => `<li>${esc(f.warning(w))}</li>`).join("")}</ul>`;
}

function plantRow(p: ManifestPlant, prMetric: PrMetric, f: IndexFormat) {
  const m = p.metrics;
  const L = f.labels;
  const names = columns(L, prMetric);
  /** A data cell; `data-label` names it where narrow screens show each row as a card. */
  const td = (col: number, cls: string, html: string) =>
    `<td class="${cls}" data-label="${esc(names[col]!)}">${html}</td>`;
  const ok = p.status === "ok";
  // A failed plant has no performance: no chip rather than a grey one that reads as a judgement.
  const v = (fig: VerdictFigure) => (ok ? chip(fig, p.verdicts?.[fig], L) : "");
  const estimated =
    (m.yieldEstimatedKwh ?? 0) > 0 ? L.inclEstimated(f.energy(m.yieldEstimatedKwh)) : undefined;
  const daysSub = m.daysEstimated > 0 ? L.daysEstimated(m.daysEstimated) : undefined;
  // The target each verdict compared with, so 97.1 % "On target" beside 97.2 % "Watch" reads right.
  const target = (x: number | null | undefined) => (ok && x != null ? L.target(f.ratio(x)) : undefined);
  const cells = [
    `<th scope="row">${fileLink(p.pdf, p.name)}${notesList(p, f)}</th>`,
    td(1, "fetch", fetchCell(p, f)),
    td(2, "num", value(f.energy(m.yieldTotalKwh), estimated)),
    td(3, "num", value(f.variance(m.budgetVariance), undefined, v("energy"))),
    td(4, "num", value(f.money(m.revenue))),
    td(5, "num", value(f.ratio(m[prMetric]), target(p.targets?.pr), v("pr"))),
    td(6, "num", value(f.ratio(m.availability), target(p.targets?.availability), v("availability"))),
    td(7, "num", value(f.variance(m.irradiationVariance), undefined, v("irradiation"))),
    td(8, "num", value(f.variance(p.ytd?.budgetVariance ?? null))),
    td(9, "num", value(`${f.integer(m.daysWithData)} / ${f.integer(m.daysInMonth)}`, daysSub)),
    td(10, "num", value(m.lateDays === null ? "" : f.integer(m.lateDays))),
  ];
  return `<tr class="${ok ? "ok" : "failed"}" data-id="${esc(p.id)}">${cells.join("")}</tr>`;
}

export function plantsSection(m: Manifest, f: IndexFormat): string {
  const prMetric = m.verdictRules?.pr.metric ?? "pr";
  const L = f.labels;
  const head = columns(L, prMetric)
    .map((h) => `<th scope="col">${esc(h)}</th>`)
    .join("");
  return [
    '<section aria-labelledby="plants">',
    `<h2 id="plants">${esc(L.plants)}</h2>`,
    '<div class="table-wrap">',
    `<table class="plants">\n<thead><tr>${head}</tr></thead>\n<tbody>`,
    ...m.plants.map((p) => plantRow(p, prMetric, f)),
    "</tbody>\n</table>\n</div>\n</section>",
  ].join("\n");
}
