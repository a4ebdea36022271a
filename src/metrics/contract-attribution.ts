/**
 * A day's availability loss split among the causes of the events overlapping it (DESIGN.md
 * "Contracts and guarantees"): in proportion to Σ hours of the event within the plant-local
 * day × its share of capacity, per category. A day with a loss and no event is the
 * contractor's. Events are half-open [start, end), in plant-local wall time.
 */
import type { LossCause } from "./contract-model.js";

export interface OutageEvent {
  /** plant-local YYYY-MM-DDTHH:MM */
  start: string;
  end: string;
  category: string;
  /** share of capacity affected, (0, 1] */
  share: number;
  /** the events file's free text (a ticket number) */
  reference?: string | null;
}

export const CONTRACTOR = "contractor";

const minutes = (t: string) => Date.parse(`${t.length === 10 ? `${t}T00:00` : t}:00Z`) / 60_000;

/** Σ hours × share per category of the events overlapping day `date` (empty: no event). */
export function eventWeights(date: string, events: readonly OutageEvent[]): Map<string, number> {
  const from = minutes(date);
  const to = from + 24 * 60;
  const weights = new Map<string, number>();
  for (const e of events) {
    const overlap = Math.min(to, minutes(e.end)) - Math.max(from, minutes(e.start));
    if (overlap <= 0) continue;
    weights.set(e.category, (weights.get(e.category) ?? 0) + (overlap / 60) * e.share);
  }
  return weights;
}

/** The day's loss by cause: all of it to the events' categories when any overlaps, else to the contractor. */
export function attributeLoss(
  date: string,
  lossKwh: number,
  events: readonly OutageEvent[],
): Map<LossCause, number> {
  const weights = eventWeights(date, events);
  const total = [...weights.values()].reduce((a, b) => a + b, 0);
  if (total <= 0) return new Map([[CONTRACTOR, lossKwh]]);
  return new Map([...weights].map(([category, w]) => [category, (lossKwh * w) / total]));
}

/** Whether any event of `categories` overlaps day `date`. */
export function hasEventOf(
  date: string,
  events: readonly OutageEvent[],
  categories: readonly string[],
): boolean {
  const weights = eventWeights(date, events);
  return categories.some((c) => (weights.get(c) ?? 0) > 0);
}
