/**
 * The contract money of index.html (DESIGN.md "Contracts and guarantees"). Per plant: the
 * damages to date (availability + PR, manifest `plants[].contract.damages`), the contractual
 * availability against the guaranteed one and the PR shortfall, each with the model's verdict
 * (`met`) as a chip, and "provisional" with the day each running period settles; a plant
 * without a contract says "no contract terms". Per client and for the portfolio: the sums
 * (`clients[].contract`, `portfolio.contract`): damages by guarantee and lost revenue by cause.
 * Shown only when some plant has a contract.
 *
 * Markup others may read: a guarantee's chip is
 * `<span class="chip verdict-{target|below|none}" data-figure="contract.{availability|pr}" …>`.
 */
import type { ContractSums } from "../../metrics/contract-model.js";
import type { ManifestPlant } from "../../output/manifest.js";
import { escapeHtml as esc } from "./html.js";
import { stack } from "./index-cells.js";
import { type IndexFormat, NONE } from "./index-format.js";

/** A manifest of an earlier version has no `contract`: no column. */
export function hasContracts(plants: readonly ManifestPlant[]): boolean {
  return plants.some((p) => p.contract != null);
}

const MET_CLASS = { true: "verdict-target", false: "verdict-below", null: "verdict-none" } as const;

/** The chip of a guarantee's verdict, in the chip styles of the figures' verdicts. */
export function metChip(
  guarantee: "availability" | "pr",
  met: boolean | null | undefined,
  f: IndexFormat,
): string {
  const key = `${met ?? null}` as "true" | "false" | "null";
  const word = f.labels.contract.met[key];
  const title = f.labels.contract.chipTitle(guarantee, word);
  return `<span class="chip ${MET_CLASS[key]}" data-figure="contract.${guarantee}" title="${esc(title)}">${esc(word)}</span>`;
}

export function contractCell(p: ManifestPlant, f: IndexFormat): string {
  const L = f.labels;
  // A plant whose data could not be fetched has no money to show, contract or not.
  if (p.status === "failed") return stack(NONE);
  const c = p.contract;
  if (c == null) return stack(NONE, [L.noContractTerms]);
  const a = c.availability;
  const availability = a ? L.contractAvailability(f.ratio(a.contractual), f.ratio(a.guaranteed)) : undefined;
  const pr = c.pr?.shortfall != null ? L.prShortfall(f.points(c.pr.shortfall)) : undefined;
  const settles = [a, c.pr].flatMap((g) => (g?.provisional ? [L.provisional(f.day(g.settlesOn))] : []));
  const chips = [a ? metChip("availability", a.met, f) : "", c.pr ? metChip("pr", c.pr.met, f) : ""].join("");
  return stack(f.money(c.damages), [c.name, availability, pr, ...new Set(settles)], chips);
}

/** Lost revenue by cause, one line each, in the model's order. */
function lostRevenueLines(sums: ContractSums, f: IndexFormat): string[] {
  return Object.entries(sums.lostRevenueByCause).map(
    ([cause, v]) => `${f.labels.contract.cause(cause)} ${f.money(v)}`,
  );
}

/** A client's contract cell: damages to date, by guarantee, and the month's lost revenue by cause. */
export function contractSumsCell(
  sums: ContractSums | null | undefined,
  month: string,
  f: IndexFormat,
): string {
  if (sums == null) return stack(NONE, [f.labels.noContractTerms]);
  const C = f.labels.contract;
  return stack(f.money(sums.damages), [
    C.part("availability", f.money(sums.availability.damages)),
    C.part("pr", f.money(sums.pr.damages)),
    C.lostRevenue(f.month(month)),
    ...lostRevenueLines(sums, f),
  ]);
}

/** The portfolio's contract money: damages by guarantee, lost revenue by cause (`portfolio.contract`). */
export function portfolioContract(
  sums: ContractSums | null | undefined,
  month: string,
  f: IndexFormat,
): string {
  if (sums == null) return "";
  const C = f.labels.contract;
  const item = (key: string, label: string, value: string, subs: string[] = []) =>
    `<div><dt>${esc(label)}</dt><dd data-figure="${key}">${esc(value)}</dd>${subs.map((s) => `<dd class="sub">${esc(s)}</dd>`).join("")}</div>`;
  const items = [
    item("contract.damages", C.damages, f.money(sums.damages), [
      C.part("availability", f.money(sums.availability.damages)),
      C.part("pr", f.money(sums.pr.damages)),
    ]),
    ...Object.entries(sums.lostRevenueByCause).map(([cause, v]) =>
      item(
        `contract.lostRevenueByCause.${cause}`,
        `${C.lostRevenue(f.month(month))}: ${C.cause(cause)}`,
        f.money(v),
      ),
    ),
  ];
  return [
    `<h3>${esc(C.title)}</h3>`,
    `<dl class="figures contract">\n${items.join("\n")}\n</dl>`,
    `<p class="note">${esc(C.plants(sums.plants))}</p>`,
  ].join("\n");
}
