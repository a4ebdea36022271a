/**
 * The files of index.html: the portfolio PDF, each client's pack and the data CSVs as far as
 * the run wrote them; the workbooks; and every file that could not be rendered (manifest
 * `failedFiles`: a plant's PDF, the portfolio PDF, a pack, a workbook) with its reason, which
 * is the renderer's own text (data, never translated).
 */

import type { Manifest } from "../../output/manifest.js";
import { escapeHtml as esc, fileLink } from "./html.js";
import type { IndexFormat } from "./index-format.js";

const WORKBOOKS = ["yield", "pr", "availability"] as const;

export function workbooksSection(m: Manifest, f: IndexFormat): string {
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
export function reportsSection(m: Manifest, f: IndexFormat): string {
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

/** Every file that could not be rendered, what it is, where it would have been, and why. */
export function failedFilesSection(m: Manifest, f: IndexFormat): string {
  const files = m.failedFiles ?? [];
  if (files.length === 0) return "";
  const L = f.labels;
  const plants = new Map(m.plants.map((p) => [p.id, p.name]));
  const items = files.map((x) => {
    const name = x.kind === "plantPdf" ? (plants.get(x.plant ?? "") ?? x.plant ?? "") : (x.client ?? "");
    return [
      `<li data-failed="${esc(x.kind)}">`,
      `<strong>${esc(L.failedFile(x.kind, name))}</strong> <span class="path">${esc(x.file)}</span>`,
      `<br><span class="reason">${esc(L.failedFileReason(x.reason))}</span></li>`,
    ].join("");
  });
  return [
    '<section class="failed-files" aria-labelledby="failed-files">',
    `<h2 id="failed-files">${esc(L.failedFilesTitle)}</h2>`,
    `<p>${esc(L.failedFilesIntro)}</p>`,
    `<ul class="files">\n${items.join("\n")}\n</ul>`,
    "</section>",
  ].join("\n");
}
