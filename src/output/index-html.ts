/**
 * index.html: what a person opening the output folder (often a CI artifact, offline) reads
 * first — the run's status, the portfolio's figures, links to the workbooks and one row
 * per plant with a link to its PDF. Pure (`indexHtml`) from the manifest alone, so the run
 * and `merge` write the same page for the same manifest, byte for byte. Self-contained:
 * inline CSS, no script, no external resource; a Content-Security-Policy forbids both in
 * case an escaping bug ever let markup through.
 */
import { join } from "node:path";
import { writeFileAtomic } from "./atomic.js";
import { escapeHtml as esc, fileLink } from "./html.js";
import { type IndexFormat, indexFormat } from "./index-format.js";
import { INDEX_CSS } from "./index-style.js";
import type { Manifest, ManifestPlant } from "./manifest.js";

export const INDEX_NAME = "index.html";

const CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

const STATUS_LABEL: Record<Manifest["status"], string> = { ok: "OK", partial: "Partial", failed: "Failed" };

const WORKBOOKS: [keyof Manifest["workbooks"], string][] = [
  ["yield", "Yield workbook"],
  ["pr", "Performance ratio workbook"],
  ["availability", "Availability workbook"],
];

function statusLine(m: Manifest, f: IndexFormat): string {
  const failed = m.plants.filter((p) => p.status === "failed").length;
  const total = m.plants.length;
  const detail =
    m.status === "ok"
      ? `all ${f.integer(total)} plants reported`
      : m.status === "partial"
        ? `${f.integer(failed)} of ${f.integer(total)} plants failed`
        : total === 0
          ? "no plants to report"
          : `none of ${f.integer(total)} plants reported`;
  return `<p class="status status-${esc(m.status)}"><strong>${STATUS_LABEL[m.status] ?? esc(m.status)}</strong>: ${detail}</p>`;
}

function header(m: Manifest, f: IndexFormat): string {
  const through =
    m.reportedThrough === null
      ? ""
      : `<p class="meta">Month in progress: reported through ${esc(f.day(m.reportedThrough))}.</p>`;
  return [
    "<header>",
    `<h1>${esc(m.title)}</h1>`,
    `<p class="month">${esc(f.month(m.month))} <span class="meta">(${esc(m.month)})</span></p>`,
    statusLine(m, f),
    `<p class="meta">Generated <time datetime="${esc(m.generatedAt)}">${esc(f.instant(m.generatedAt))}</time></p>`,
    through,
    "</header>",
  ].join("\n");
}

function figure(key: string, label: string, value: string): string {
  return `<div><dt>${label}</dt><dd data-figure="${key}">${esc(value)}</dd></div>`;
}

function portfolio(m: Manifest, f: IndexFormat): string {
  const p = m.portfolio.metrics;
  const items = [
    figure("plants", "Plants reported", `${f.integer(p.plantsOk)} / ${f.integer(p.plants)}`),
    figure("yieldKwh", "Yield", f.energy(p.yieldKwh)),
    figure("budgetKwh", "Budget (P50)", f.energy(p.budgetKwh)),
    figure("budgetVariance", "Variance to budget", f.variance(p.budgetVariance)),
    figure("pr", "Performance ratio", f.ratio(p.pr)),
    figure("availability", "Availability", f.ratio(p.availability)),
    figure("irradiationKwhM2", "Irradiation", f.irradiation(p.irradiationKwhM2)),
    figure("specificYieldKwhKwp", "Specific yield", f.specificYield(p.specificYieldKwhKwp)),
  ];
  if (p.revenue !== null) items.push(figure("revenue", "Revenue", f.money(p.revenue)));
  return [
    '<section aria-labelledby="portfolio">',
    '<h2 id="portfolio">Portfolio</h2>',
    `<dl class="figures">\n${items.join("\n")}\n</dl>`,
    `<p class="note">${esc(m.portfolio.weightingRule)}</p>`,
    "</section>",
  ].join("\n");
}

function workbooks(m: Manifest): string {
  const items = WORKBOOKS.filter(([kind]) => m.workbooks[kind] !== undefined).map(([kind, label]) => {
    const path = m.workbooks[kind]!;
    return `<li data-workbook="${kind}">${fileLink(path, label)} <span class="path">${esc(path)}</span></li>`;
  });
  const body = items.length > 0 ? `<ul class="files">\n${items.join("\n")}\n</ul>` : "<p>No workbooks.</p>";
  return `<section aria-labelledby="workbooks">\n<h2 id="workbooks">Workbooks</h2>\n${body}\n</section>`;
}

const COLUMNS = [
  "Plant (PDF)",
  "Status",
  "Yield",
  "PR",
  "Availability",
  "Days with data",
  "Late days",
  "Error",
];

/** A data cell; `data-label` names it where narrow screens show each row as a card. */
const td = (col: number, cls: string, html: string) =>
  `<td class="${cls}" data-label="${COLUMNS[col]}">${html}</td>`;

function plantRow(p: ManifestPlant, f: IndexFormat): string {
  const m = p.metrics;
  const ok = p.status === "ok";
  const cells = [
    `<th scope="row">${fileLink(p.pdf, p.name)}</th>`,
    td(1, "plant-status", `<span class="badge badge-${ok ? "ok" : "failed"}">${ok ? "ok" : "failed"}</span>`),
    td(2, "num", esc(f.energy(m.yieldKwh))),
    td(3, "num", esc(f.ratio(m.pr))),
    td(4, "num", esc(f.ratio(m.availability))),
    td(5, "num", esc(`${f.integer(m.daysWithData)} / ${f.integer(m.daysInMonth)}`)),
    td(6, "num", esc(f.integer(m.lateDays))),
    td(7, "error", ok ? "" : esc(p.error ?? "")),
  ];
  return `<tr class="${ok ? "ok" : "failed"}" data-id="${esc(p.id)}">${cells.join("")}</tr>`;
}

function plants(m: Manifest, f: IndexFormat): string {
  const head = COLUMNS.map((h) => `<th scope="col">${h}</th>`).join("");
  return [
    '<section aria-labelledby="plants">',
    '<h2 id="plants">Plants</h2>',
    '<div class="table-wrap">',
    `<table>\n<thead><tr>${head}</tr></thead>\n<tbody>`,
    ...m.plants.map((p) => plantRow(p, f)),
    "</tbody>\n</table>\n</div>\n</section>",
  ].join("\n");
}

function warnings(m: Manifest): string {
  if (m.warnings.length === 0) return "";
  const items = m.warnings.map((w) => `<li>${esc(w)}</li>`).join("\n");
  return `<section class="warnings" aria-labelledby="warnings">\n<h2 id="warnings">Warnings (${m.warnings.length})</h2>\n<ul>\n${items}\n</ul>\n</section>`;
}

function footer(m: Manifest, f: IndexFormat): string {
  const r = m.requests;
  return (
    `<footer><p>${f.integer(r.total)} requests to the Solar Plant Data Service, ${f.integer(r.retried)} retried, ` +
    `${f.integer(r.failed)} failed. Figures and file list: <a href="manifest.json">manifest.json</a>.</p></footer>`
  );
}

/** The page for a manifest. Deterministic: the same manifest gives the same bytes. */
export function indexHtml(manifest: Manifest): string {
  const f = indexFormat(manifest.locale, manifest.currency);
  const body = [
    header(manifest, f),
    "<main>",
    portfolio(manifest, f),
    workbooks(manifest),
    plants(manifest, f),
    warnings(manifest),
    "</main>",
    footer(manifest, f),
  ].filter((s) => s !== "");
  return [
    "<!DOCTYPE html>",
    `<html lang="${esc(f.locale)}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta http-equiv="Content-Security-Policy" content="${CSP}">`,
    '<meta name="referrer" content="no-referrer">',
    `<title>${esc(`${manifest.title} — ${manifest.month}`)}</title>`,
    `<style>${INDEX_CSS}</style>`,
    "</head>",
    "<body>",
    ...body,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

/**
 * Writes index.html atomically into `outDir` and returns its manifest path. Called just
 * before the manifest is written, so the manifest stays the last file of a run.
 */
export async function writeIndexHtml(outDir: string, manifest: Manifest): Promise<string> {
  await writeFileAtomic(join(outDir, INDEX_NAME), indexHtml(manifest));
  return INDEX_NAME;
}
