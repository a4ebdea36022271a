/**
 * Lists of calendar days for the reader: runs of three or more consecutive days print as
 * one range ("1 Oct – 22 Oct"), so a month of late or unknown days is one phrase, not 22.
 */
import type { Formatters } from "./format.js";

const DAY_MS = 86_400_000;

/** Days (YYYY-MM-DD) grouped into runs of consecutive calendar days, sorted and de-duplicated. */
export function dayRuns(days: string[]): string[][] {
  const sorted = [...new Set(days)].sort();
  const runs: string[][] = [];
  let prev = Number.NaN;
  for (const d of sorted) {
    const t = Date.parse(`${d}T00:00:00Z`);
    const run = runs.at(-1);
    if (run && t - prev === DAY_MS) run.push(d);
    else runs.push([d]);
    prev = t;
  }
  return runs;
}

/** "2 Oct, 8 Oct, 12 Oct – 20 Oct", or `none` (the catalog's word) for an empty list. */
export function dayList(fmt: Formatters, days: string[], none = fmt.t("pdf.quality.none")): string {
  if (days.length === 0) return none;
  return dayRuns(days)
    .flatMap((run) =>
      run.length >= 3 ? [`${fmt.dayShort(run[0]!)} – ${fmt.dayShort(run.at(-1)!)}`] : run.map(fmt.dayShort),
    )
    .join(", ");
}
