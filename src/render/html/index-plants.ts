/**
 * The plant table of index.html: one row per plant with its PDF link (or why there is none),
 * whether its data could be fetched (kept apart from how it performed), the month's total
 * yield with the estimated share, budget variance for the days covered and against the full
 * budget, revenue, PR, availability and irradiation each with its verdict chip and the numbers
 * beside it at the verdict's decimals, the year to date (both variances), the P-level of the
 * rolling 12 months when any plant has a yield study, and the days behind the figures: with
 * data, estimated, arrived late, through which day for a plant whose month has not ended in
 * its time zone, and the outage days; the contract money when any plant has a contract (index-contract.ts).
 */

import type { Manifest, ManifestPlant } from "../../output/manifest.js";
import { escapeHtml as esc, fileLink } from "./html.js";
import { figureCells, stack, tableSection } from "./index-cells.js";
import { contractCell, hasContracts } from "./index-contract.js";
import { type IndexFormat, NONE } from "./index-format.js";
import type { IndexLabels } from "./index-labels.js";
import { hasPLevels, pLevelCell, pLevelNote } from "./index-p-level.js";

type PrMetric = "pr" | "prTemperatureCorrected" | "prEffective";

const columns = (L: IndexLabels, pr: PrMetric, pLevels: boolean, contracts: boolean, C = L.columns) => [
  C.plant,
  C.fetch,
  C.yield,
  C.budgetVariance,
  C.revenue,
  L.prColumn[pr],
  C.availability,
  C.irradiation,
  C.ytd,
  ...(pLevels ? [C.pLevel] : []),
  ...(contracts ? [C.contract] : []),
  C.days,
];

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

/** The name, linked to its PDF; a PDF that could not be rendered is said, never a broken link. */
function nameCell(p: ManifestPlant, pdfFailed: boolean, f: IndexFormat): string {
  const note = pdfFailed ? `<span class="sub pdf-failed">${esc(f.labels.pdfFailed)}</span>` : "";
  return `<th scope="row">${fileLink(p.pdf, p.name)}${note}${notesList(p, f)}</th>`;
}

/** Outage days named one by one in the table; the count says how many there are in all. */
const NAMED_OUTAGE_DAYS = 5;

/**
 * The plant's outage days (the manifest's `outageDays`: data arrived, 0 kWh, the plant was
 * down), in red, each day in the page's language; `data-days` holds them as YYYY-MM-DD for
 * scripts. A manifest without the field (older) shows none.
 */
function outageLine(p: ManifestPlant, f: IndexFormat): string {
  const days = p.outageDays ?? [];
  if (days.length === 0) return "";
  const named = new Intl.ListFormat(f.locale, { type: "unit", style: "short" }).format(
    days.slice(0, NAMED_OUTAGE_DAYS).map(f.day),
  );
  const list = days.length > NAMED_OUTAGE_DAYS ? `${named} …` : named;
  const text = f.labels.outageDays(days.length, list);
  return `<span class="sub outage" data-days="${esc(days.join(" "))}">${esc(text)}</span>`;
}

function daysCell(p: ManifestPlant, f: IndexFormat): string {
  const m = p.metrics;
  const L = f.labels;
  // A plant whose data could not be fetched has no period of its own to count days in.
  if (p.status === "failed") return stack(NONE);
  return stack(
    `${f.integer(m.daysWithData)} / ${f.integer(m.daysReported ?? m.daysInMonth)}`,
    [
      m.daysEstimated > 0 ? L.daysEstimated(m.daysEstimated) : undefined,
      m.lateDays !== null && m.lateDays > 0 ? L.lateDays(m.lateDays) : undefined,
      p.reportedThrough ? L.throughDay(f.day(p.reportedThrough)) : undefined,
    ],
    outageLine(p, f),
  );
}

interface TableContext {
  prMetric: PrMetric;
  pLevels: boolean;
  contracts: boolean;
  failedPdfs: ReadonlySet<string>;
  names: string[];
}

function plantRow(p: ManifestPlant, c: TableContext, f: IndexFormat) {
  const L = f.labels;
  /** A data cell; `data-label` names it where narrow screens show each row as a card. */
  const td = (cls: string, html: string, col: number, title?: string) =>
    `<td class="${cls}" data-label="${esc(c.names[col]!)}"${title ? ` title="${esc(title)}"` : ""}>${html}</td>`;
  const ok = p.status === "ok";
  const ytd = p.ytd;
  const ytdFull =
    ytd?.budgetVarianceFull != null ? L.fullBudget(f.variance(ytd.budgetVarianceFull)) : undefined;
  const figures = figureCells(p, c.prMetric, ok, f);
  const level = c.pLevels ? pLevelCell(p.pLevel, f) : null;
  const cells = [
    nameCell(p, c.failedPdfs.has(p.id), f),
    td("fetch", fetchCell(p, f), 1),
    ...figures.map((html, i) => td("num", html, 2 + i)),
    td("num", stack(f.variance(ytd?.budgetVariance ?? null), [ytdFull]), 8),
    ...(level ? [td("num", level.html, 9, level.title)] : []),
    ...(c.contracts ? [td("num contract", contractCell(p, f), c.names.length - 2)] : []),
    td("num", daysCell(p, f), c.names.length - 1),
  ];
  return `<tr class="${ok ? "ok" : "failed"}" data-id="${esc(p.id)}">${cells.join("")}</tr>`;
}

export function plantsSection(m: Manifest, f: IndexFormat): string {
  const prMetric = m.verdictRules?.pr.metric ?? "pr";
  const L = f.labels;
  const pLevels = hasPLevels(m.plants);
  const contracts = hasContracts(m.plants);
  const names = columns(L, prMetric, pLevels, contracts);
  const failedPdfs = new Set(
    (m.failedFiles ?? []).flatMap((x) => (x.kind === "plantPdf" && x.plant !== undefined ? [x.plant] : [])),
  );
  const rows = m.plants.map((p) => plantRow(p, { prMetric, pLevels, contracts, failedPdfs, names }, f));
  return tableSection("plants", L.plants, { cls: "plants", names, rows }, pLevels ? pLevelNote(f) : "");
}
