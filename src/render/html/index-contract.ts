/**
 * The contract column of index.html (DESIGN.md "Contracts and guarantees"): per plant the
 * damages to date (availability + PR, manifest `plants[].contract.damages`), the contractual
 * availability against the guaranteed one, the PR shortfall, and "provisional" with the day
 * each running period settles. Shown only when some plant has a contract; a plant without one
 * says "no contract terms".
 */

import type { ManifestPlant } from "../../output/manifest.js";
import { stack } from "./index-cells.js";
import { type IndexFormat, NONE } from "./index-format.js";

/** A manifest of an earlier version has no `contract`: no column. */
export function hasContracts(plants: readonly ManifestPlant[]): boolean {
  return plants.some((p) => p.contract != null);
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
  return stack(f.money(c.damages), [c.name, availability, pr, ...new Set(settles)]);
}
