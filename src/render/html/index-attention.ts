/**
 * "Needs attention" in index.html: the plants the model classified (manifest
 * `portfolio.attention`, most urgent first), each with its level and what put it there — the
 * judged figures off target, printed with their targets at the verdict's decimals, and the
 * plausibility checks that failed. Neither classified nor sorted here (DESIGN.md "The one
 * picture"). The level's badge is not a verdict chip of a figure (no `data-figure`).
 */
import type { AttentionItem, VerdictFigure } from "../../metrics/model.js";
import type { Manifest, ManifestPlant } from "../../output/manifest.js";
import { escapeHtml as esc } from "./html.js";
import { type IndexFormat, NONE } from "./index-format.js";
import { judgedPrMetric, judgedRatio, judgedVariance } from "./index-judged.js";

function figureText(
  p: ManifestPlant,
  fig: VerdictFigure,
  chosen: "pr" | "prTemperatureCorrected" | "prEffective",
  f: IndexFormat,
) {
  const L = f.labels;
  if (fig === "energy" || fig === "irradiation")
    return L.attentionFigure("variance", L.figure[fig], judgedVariance(p, fig, f), "");
  const d = p.verdictDetails?.[fig]?.decimals ?? 1;
  const label = fig === "pr" ? L.prLabel[judgedPrMetric(p, chosen)] : L.figure.availability;
  const target = p.targets?.[fig] ?? null;
  const value = judgedRatio(p, fig, chosen, f, false).value;
  return L.attentionFigure("ratio", label, value, target === null ? NONE : f.ratioAt(target, d));
}

function levelWord(level: AttentionItem["level"], f: IndexFormat): string {
  const L = f.labels;
  if (level === "below") return L.verdict.below;
  if (level === "watch") return L.verdict.watch;
  return L.attentionLevel(level);
}

export function attentionSection(m: Manifest, f: IndexFormat): string {
  const items = m.portfolio.attention;
  if (!items) return ""; // an older manifest: the model did not classify
  const L = f.labels;
  const chosen = m.verdictRules?.pr.metric ?? "pr";
  const plants = new Map(m.plants.map((p) => [p.id, p]));
  const lines = items.map((item) => {
    const p = plants.get(item.plantId);
    const reasons = [
      ...(p ? item.figures.map((fig) => figureText(p, fig, chosen, f)) : []),
      ...item.sanity.map((code) => L.sanity(code)),
    ];
    const cls = item.level === "watch" ? "verdict-watch" : "verdict-below";
    const badge = `<span class="chip ${cls}">${esc(levelWord(item.level, f))}</span>`;
    const why = reasons.length > 0 ? `: ${esc(reasons.join("; "))}` : "";
    return `<li data-plant="${esc(item.plantId)}" data-level="${esc(item.level)}">${badge} <strong>${esc(p?.name ?? item.plantId)}</strong>${why}</li>`;
  });
  const listed = lines.length > 0 ? `<ul>\n${lines.join("\n")}\n</ul>` : `<p>${esc(L.attentionNone)}</p>`;
  // Plants on watch are counted, not listed, unless the definition's verdicts.listWatch listed them.
  const watching = items.some((x) => x.level === "watch") ? 0 : (m.portfolio.watchCount ?? 0);
  const body =
    watching > 0 ? `${listed}\n<p class="watch-count">${esc(L.attentionWatchCount(watching))}</p>` : listed;
  return `<section class="attention" aria-labelledby="attention">\n<h2 id="attention">${esc(L.attentionTitle)}</h2>\n${body}\n</section>`;
}
