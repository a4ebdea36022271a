/**
 * index.html: what a person opening the output folder (often a CI artifact, offline) reads
 * first — the run's status, the portfolio's figures with verdicts, bridge and year to date,
 * links to the portfolio PDF, the client packs and the data CSVs, one row per plant with a
 * link to its PDF, the verdict bands, links to the workbooks. Pure (`indexHtml`) from the manifest alone, so the run
 * and `merge` write the same page for the same manifest, byte for byte. Self-contained:
 * inline CSS, no script, no external resource; a Content-Security-Policy forbids both in
 * case an escaping bug ever let markup through.
 */
import { join } from "node:path";
import { writeFileAtomic } from "./atomic.js";
import { escapeHtml as esc, fileLink } from "./html.js";
import { type IndexFormat, indexFormat } from "./index-format.js";
import { plantsSection } from "./index-plants.js";
import { portfolioSection } from "./index-portfolio.js";
import { INDEX_CSS } from "./index-style.js";
import { legend } from "./index-verdicts.js";
import type { Manifest } from "./manifest.js";

export const INDEX_NAME = "index.html";

const CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

function statusLine(m: Manifest, f: IndexFormat): string {
  const L = f.labels;
  const failed = m.plants.filter((p) => p.status === "failed").length;
  const total = m.plants.length;
  const detail =
    m.status === "ok"
      ? L.allReported(f.integer(total), total)
      : m.status === "partial"
        ? L.someFailed(f.integer(failed), failed, f.integer(total))
        : total === 0
          ? L.noPlants
          : L.noneReported(f.integer(total), total);
  const label = (L.runStatus as Record<string, string | undefined>)[m.status] ?? m.status;
  const line = L.statusLineHtml(`<strong>${esc(label)}</strong>`, detail);
  return `<p class="status status-${esc(m.status)}">${line}</p>`;
}

function header(m: Manifest, f: IndexFormat): string {
  const L = f.labels;
  const through =
    m.reportedThrough === null
      ? ""
      : `<p class="meta">${esc(L.inProgress(f.day(`${m.month}-01`), f.day(m.reportedThrough)))}</p>`;
  const time = `<time datetime="${esc(m.generatedAt)}">${esc(f.instant(m.generatedAt))}</time>`;
  return [
    "<header>",
    `<h1>${esc(m.title)}</h1>`,
    `<p class="month">${esc(f.month(m.month))} <span class="meta">(${esc(m.month)})</span></p>`,
    statusLine(m, f),
    `<p class="meta">${L.generatedHtml(time)}</p>`,
    through,
    "</header>",
  ].join("\n");
}

const WORKBOOKS = ["yield", "pr", "availability"] as const;

function workbooks(m: Manifest, f: IndexFormat): string {
  const L = f.labels;
  const items = WORKBOOKS.filter((kind) => m.workbooks[kind] !== undefined).map((kind) => {
    const path = m.workbooks[kind]!;
    return `<li data-workbook="${kind}">${fileLink(path, L.workbook[kind])} <span class="path">${esc(path)}</span></li>`;
  });
  const body =
    items.length > 0 ? `<ul class="files">\n${items.join("\n")}\n</ul>` : `<p>${esc(L.noWorkbooks)}</p>`;
  return `<section aria-labelledby="workbooks">\n<h2 id="workbooks">${esc(L.workbooks)}</h2>\n${body}\n</section>`;
}

/** The portfolio PDF, each client's pack and the data CSVs, as far as the run wrote them. */
function reports(m: Manifest, f: IndexFormat): string {
  const L = f.labels;
  const item = (attr: string, path: string | undefined, label: string) =>
    path === undefined
      ? []
      : [`<li ${attr}>${fileLink(path, label)} <span class="path">${esc(path)}</span></li>`];
  const items = [
    ...item('data-report="portfolio"', m.portfolioPdf, L.portfolioPdf),
    ...(m.clients ?? []).flatMap((c) => item('data-report="client"', c.pdf, L.clientPack(c.name))),
    ...item('data-data="daily"', m.data?.daily, L.dataDaily),
    ...item('data-data="monthly"', m.data?.monthly, L.dataMonthly),
  ];
  if (items.length === 0) return "";
  return `<section aria-labelledby="reports">\n<h2 id="reports">${esc(L.reports)}</h2>\n<ul class="files">\n${items.join("\n")}\n</ul>\n</section>`;
}

function warnings(m: Manifest, f: IndexFormat): string {
  if (m.warnings.length === 0) return "";
  // A manifest without `warningDetails` (an older one) has only the English lines.
  const details = m.warningDetails?.length === m.warnings.length ? m.warningDetails : null;
  const lines = details ? details.map((w) => f.warning(w)) : m.warnings;
  const items = lines.map((w) => `<li>${esc(w)}</li>`).join("\n");
  return `<section class="warnings" aria-labelledby="warnings">\n<h2 id="warnings">${esc(f.labels.warnings(f.integer(m.warnings.length)))}</h2>\n<ul>\n${items}\n</ul>\n</section>`;
}

function footer(m: Manifest, f: IndexFormat): string {
  const r = m.requests;
  const link = '<a href="manifest.json">manifest.json</a>';
  const text = f.labels.footerHtml(
    f.integer(r.total),
    r.total,
    f.integer(r.retried),
    f.integer(r.failed),
    link,
  );
  return `<footer><p>${text}</p></footer>`;
}

/** The page for a manifest. Deterministic: the same manifest gives the same bytes. */
export function indexHtml(manifest: Manifest): string {
  const f = indexFormat(manifest.locale, manifest.currency);
  const body = [
    header(manifest, f),
    "<main>",
    portfolioSection(manifest, f),
    reports(manifest, f),
    plantsSection(manifest, f),
    manifest.verdictRules ? legend(manifest.verdictRules, f) : "",
    workbooks(manifest, f),
    warnings(manifest, f),
    "</main>",
    footer(manifest, f),
  ].filter((s) => s !== "");
  return [
    "<!DOCTYPE html>",
    `<html lang="${esc(f.lang)}">`,
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
