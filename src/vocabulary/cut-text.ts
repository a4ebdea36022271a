/**
 * Cuts text from the service (plant names, details) to a length a log line or a layout can
 * afford, by grapheme clusters (Unicode UAX #29, `Intl.Segmenter`), so a cut never splits
 * an emoji, a flag or a letter from its combining marks; an ellipsis says text was cut.
 * Work is bounded by `max`, not by the length of the input.
 */

const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** Grapheme clusters are short; this many UTF-16 units surely hold `max` clusters of ordinary text. */
const UNITS_PER_CLUSTER = 8;

/** `text` when it has at most `max` grapheme clusters, else its first `max − 1` and "…". */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  // Segment only a prefix: a 100 kB name costs no more than a short one. A prefix cut
  // mid-cluster only shortens its last cluster, which the cut below drops anyway.
  const prefix = text.slice(0, (max + 1) * UNITS_PER_CLUSTER);
  const kept: string[] = [];
  for (const { segment } of segmenter.segment(prefix)) {
    if (kept.length === max) return `${kept.slice(0, max - 1).join("")}…`;
    kept.push(segment);
  }
  // Fewer than `max` clusters in the prefix (very long ones): the last may be cut, drop it.
  return prefix.length < text.length ? `${kept.slice(0, Math.min(max, kept.length) - 1).join("")}…` : text;
}
