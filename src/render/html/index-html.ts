/**
 * index.html: what a person opening the output folder (often a CI artifact, offline) reads
 * first — the run's status (and, while some plant's month has not ended in its time zone, which
 * plants through which day), any file that could not be rendered, the portfolio's figures with
 * verdicts, bridge to revenue and year to date, the plants needing attention, links to the
 * portfolio PDF, the client packs and the data CSVs, the clients, one row per plant with a link
 * to its PDF, the verdict bands, links to the workbooks. Pure (`indexHtml`) from the manifest alone (output/index-file.ts writes it), so the run
 * and `merge` write the same page for the same manifest, byte for byte. Self-contained:
 * inline CSS, no script, no external resource; a Content-Security-Policy forbids both in
 * case an escaping bug ever let markup through.
 */

import type { Manifest } from "../../output/manifest.js";
import { escapeHtml as esc } from "./html.js";
import { attentionSection } from "./index-attention.js";
import { clientsSection } from "./index-clients.js";
import { failedFilesSection, reportsSection, workbooksSection } from "./index-files.js";
import { type IndexFormat, indexFormat } from "./index-format.js";
import { plantsSection } from "./index-plants.js";
import { portfolioSection } from "./index-portfolio.js";
import { INDEX_CSS } from "./index-style.js";
import { legend } from "./index-verdicts.js";

const CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

/** The run's status in words: the plants as the portfolio counts them, and whether some file is missing. */
function statusLine(m: Manifest, f: IndexFormat): string {
  const L = f.labels;
  const { plants: total, plantsFailed: failed } = m.portfolio.metrics;
  const plants =
    total === 0
      ? L.noPlants
      : failed === 0
        ? L.allReported(f.integer(total), total)
        : failed === total
          ? L.noneReported(f.integer(total), total)
          : L.someFailed(f.integer(failed), failed, f.integer(total));
  const detail = (m.failedFiles ?? []).length > 0 ? L.withFiles(plants) : plants;
  const label = (L.runStatus as Record<string, string | undefined>)[m.status] ?? m.status;
  const line = L.statusLineHtml(`<strong>${esc(label)}</strong>`, detail);
  return `<p class="status status-${esc(m.status)}">${line}</p>`;
}

/**
 * While some plant's month has not ended in its time zone (manifest `final` false): when every
 * plant is reported through the same day, the month-in-progress line with the manifest's
 * `reportedThrough`; otherwise the plants still open, each through its day and when its month ends.
 */
function period(m: Manifest, f: IndexFormat): string {
  const L = f.labels;
  if (m.reportedThrough == null) return "";
  const open = m.plants.filter((p) => p.reportedThrough != null);
  if (open.length === m.plants.length && open.every((p) => p.reportedThrough === m.reportedThrough))
    return `<p class="meta in-progress">${esc(L.inProgress(f.day(`${m.month}-01`), f.day(m.reportedThrough)))}</p>`;
  const items = open.map((p) => {
    const endsAt = p.monthEndsAt ? f.instant(p.monthEndsAt) : null;
    return `<li data-plant="${esc(p.id)}">${esc(L.notFinalPlant(p.name, f.day(p.reportedThrough!), endsAt))}</li>`;
  });
  return `<div class="not-final">\n<p>${esc(L.notFinal)}</p>\n<ul>\n${items.join("\n")}\n</ul>\n</div>`;
}

function header(m: Manifest, f: IndexFormat): string {
  const L = f.labels;
  const time = `<time datetime="${esc(m.generatedAt)}">${esc(f.instant(m.generatedAt))}</time>`;
  return [
    "<header>",
    `<h1>${esc(m.title)}</h1>`,
    `<p class="month">${esc(f.month(m.month))} <span class="meta">(${esc(m.month)})</span></p>`,
    statusLine(m, f),
    `<p class="meta">${L.generatedHtml(time)}</p>`,
    period(m, f),
    "</header>",
  ]
    .filter((s) => s !== "")
    .join("\n");
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
    failedFilesSection(manifest, f),
    portfolioSection(manifest, f),
    attentionSection(manifest, f),
    reportsSection(manifest, f),
    clientsSection(manifest, f),
    plantsSection(manifest, f),
    manifest.verdictRules ? legend(manifest.verdictRules, f) : "",
    workbooksSection(manifest, f),
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
