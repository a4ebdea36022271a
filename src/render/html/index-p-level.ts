/**
 * A plant's P-level in index.html (DESIGN.md "P-levels"): the rolling 12 months' energy as an
 * exceedance level of its yield study, "P62" (manifest `plants[].pLevel.rolling12.exceedance`),
 * the energy under it (and the days without data it counts as none) and the whole statement as
 * the cell's title; the normal distribution it assumes in a footnote under the table. Without a level, why — except for a plant without a
 * yield study, where there is nothing to say.
 */
import type { PLevels } from "../../metrics/model.js";
import type { ManifestPlant } from "../../output/manifest.js";
import { escapeHtml as esc } from "./html.js";
import { stack } from "./index-cells.js";
import { type IndexFormat, NONE } from "./index-format.js";

/**
 * Whether the column is worth showing: some plant has a yield study (a failed plant has neither
 * a level nor a reason; an older manifest has no `pLevel`).
 */
export function hasPLevels(plants: readonly ManifestPlant[]): boolean {
  return plants.some((p) => {
    const level = p.pLevel;
    if (level == null) return false;
    return level.rolling12 !== null || (level.missing != null && level.missing.reason !== "noYieldStudy");
  });
}

export function pLevelCell(level: PLevels | undefined, f: IndexFormat): { html: string; title?: string } {
  const L = f.labels;
  const r = level?.rolling12;
  if (r) {
    const energy = f.energy(r.energyKwh);
    const title = L.pLevelDetail({
      from: f.monthShort(r.from),
      to: f.monthShort(r.to),
      energy,
      level: f.exceedance(r.exceedance),
      p50: f.energy(r.p50Kwh),
      p90: f.energy(r.p90Kwh),
    });
    // Days of the 12 months without any yield count as no energy (p-level.ts): said, never hidden.
    const gaps = (r.daysWithoutData ?? 0) > 0 ? L.pLevelDaysWithoutData(r.daysWithoutData) : undefined;
    return { html: stack(L.pLevel(f.exceedance(r.exceedance)), [energy, gaps]), title };
  }
  const missing = level?.missing;
  if (!missing || missing.reason === "noYieldStudy") return { html: stack(NONE) };
  const months = missing.months.map((m) => f.monthShort(m)).join(", ");
  return { html: stack(NONE, [L.pLevelMissing(missing.reason, months)]) };
}

export function pLevelNote(f: IndexFormat): string {
  return `<p class="note footnote">${esc(f.labels.pLevelNote)}</p>`;
}
