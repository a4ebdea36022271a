/**
 * The clients of index.html (manifest `clients`): one row per client with its pack, its plants
 * reported, and its figures as the plant table has them — both budget variances, revenue, PR
 * and availability against the client's own weighted `targets` at the verdict's decimals,
 * irradiation against normal — each with the client's verdict; its contract money (damages and
 * lost revenue by cause) when plants have contracts. Absent without clients.
 */

import type { Manifest, ManifestClient } from "../../output/manifest.js";
import { escapeHtml as esc, fileLink } from "./html.js";
import { figureCells, stack, tableSection } from "./index-cells.js";
import { contractSumsCell, hasContracts } from "./index-contract.js";
import type { IndexFormat } from "./index-format.js";

function clientRow(
  c: ManifestClient,
  packFailed: boolean,
  names: string[],
  contracts: boolean,
  m: Manifest,
  f: IndexFormat,
): string {
  const chosen = m.verdictRules?.pr.metric ?? "pr";
  const td = (html: string, col: number) => `<td class="num" data-label="${esc(names[col]!)}">${html}</td>`;
  const note = packFailed ? `<span class="sub pdf-failed">${esc(f.labels.pdfFailed)}</span>` : "";
  const plants = stack(`${f.integer(c.metrics.plantsOk)} / ${f.integer(c.metrics.plants)}`);
  return [
    `<tr class="client" data-client="${esc(c.name)}">`,
    `<th scope="row">${fileLink(c.pdf, c.name)}${note}</th>`,
    td(plants, 1),
    ...figureCells(c, chosen, true, f).map((html, i) => td(html, 2 + i)),
    ...(contracts ? [td(contractSumsCell(c.contract, m.month, f), names.length - 1)] : []),
    "</tr>",
  ].join("");
}

export function clientsSection(m: Manifest, f: IndexFormat): string {
  const clients = m.clients ?? [];
  if (clients.length === 0) return "";
  const L = f.labels;
  const C = L.columns;
  const names = [
    C.client,
    L.plantsReported,
    C.yield,
    C.budgetVariance,
    C.revenue,
    L.prColumn[m.verdictRules?.pr.metric ?? "pr"],
    C.availability,
    C.irradiation,
  ];
  const contracts = hasContracts(m.plants);
  if (contracts) names.push(C.contract);
  const failed = new Set((m.failedFiles ?? []).flatMap((x) => (x.kind === "clientPack" ? [x.client] : [])));
  const rows = clients.map((c) => clientRow(c, failed.has(c.name), names, contracts, m, f));
  return tableSection("clients", L.clients, { cls: "plants clients", names, rows });
}
