/**
 * Reads the verdict chips of index.html (raw or as Chromium serialises it), per plant and
 * figure, by the selectors src/render/html/index-verdicts.ts documents: a chip is
 * `<span class="chip verdict-…" data-figure="…">`, a plant's chips are inside its
 * `<tr … data-id="…">`, the portfolio's inside `<section class="portfolio" …>`.
 * "none" (a chip without a verdict) reads as null; a figure without a chip is absent.
 */
import type { Verdict, VerdictFigure } from "../../src/metrics/model.js";
import { decodeEntities } from "./chromium.js";

export type ChipVerdicts = Partial<Record<VerdictFigure, Verdict | null>>;

const CHIP = /<span class="chip verdict-(target|watch|below|none)" data-figure="([a-z]+)"/g;

function chipsIn(markup: string): ChipVerdicts {
  const out: ChipVerdicts = {};
  for (const m of markup.matchAll(CHIP)) {
    const figure = m[2] as VerdictFigure;
    if (figure in out) throw new Error(`two chips for ${figure}`);
    out[figure] = m[1] === "none" ? null : (m[1] as Verdict);
  }
  return out;
}

export function indexVerdicts(html: string): { portfolio: ChipVerdicts; plants: Map<string, ChipVerdicts> } {
  const section = /<section class="portfolio"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
  const plants = new Map<string, ChipVerdicts>();
  for (const m of html.matchAll(/<tr class="[^"]*" data-id="([^"]*)">([\s\S]*?)<\/tr>/g))
    plants.set(decodeEntities(m[1]!), chipsIn(m[2]!));
  return { portfolio: chipsIn(section), plants };
}
