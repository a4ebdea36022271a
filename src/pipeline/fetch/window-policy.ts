/**
 * How many days a historical call asks for (definition `maxDaysPerRequest`). A number splits
 * every range into calls of at most that many days. "auto" finds out once per run how long a
 * range the service answers, since the spec does not say ("the maximum of days: not shown"):
 *
 * - ONE probe asks for a plant's whole range in one call; every other plant's long range waits
 *   for its outcome, so nothing is asked twice needlessly.
 * - A refusal naming the range (window-answer.ts), or an answer that stops short of the range
 *   while the days it left out do have data in 31-day windows, switches the run to 31-day
 *   windows (shorter when the refusal names a smaller limit or the short answer spans fewer
 *   days): said once (`warning`), the probe's own range re-asked so no day is lost.
 * - A probe that fails for reasons of its own plant (403, 5xx after retries) decides nothing:
 *   the next waiting plant probes.
 * - Every long answer, probe or not, is checked: the days before and after its span are asked
 *   for again in 31-day windows and merged (disjoint ranges: no day counted twice). A plant
 *   offline at the window's edge costs one more call; a day is never lost to a silent cap.
 */
import { mergeSeries, planHistoricalRequests, settleAll } from "../../api/index.js";
import type { ParsedSeries } from "../../api/types.js";
import { type ReportWarning, reportWarning } from "../../vocabulary/report-warning.js";
import type { DateWindow } from "./plan.js";
import {
  answeredSpan,
  hasPoints,
  isRangeRefusal,
  namedLimit,
  refusalText,
  unansweredEdges,
  windowDays,
} from "./window-answer.js";

export type MaxDaysSetting = "auto" | number;

/** Today's windows: the longest calendar month, so a settled month is one call. */
export const FALLBACK_DAYS = 31;

/** Fetches [start, end] of one plant in calls of at most `maxDays` days. */
export type RangeFetch = (window: DateWindow, maxDays: number) => Promise<ParsedSeries>;

/**
 * Why the run fell back to windows, as data: the catalogs word it in the reader's language and
 * only the service's own words (`detail`: its status and message) are passed on as sent.
 */
export type FallbackWhy =
  | { cause: "refused"; asked: number; detail: string }
  | { cause: "shortAnswer"; asked: number; answered: number };

function whyInEnglish(why: FallbackWhy): string {
  return why.cause === "refused"
    ? `the service refused ${why.asked} days in one call (${why.detail}; counted as a failed request)`
    : `the service answered ${why.answered} of the ${why.asked} days asked for in one call, and the days left out had data`;
}

/** The run's one warning about the fallback. */
export function windowFallbackWarning(why: FallbackWhy, days: number): ReportWarning {
  const reason = whyInEnglish(why);
  return reportWarning(
    "requestWindowFallback",
    {
      cause: why.cause,
      asked: why.asked,
      answered: "answered" in why ? why.answered : 0,
      detail: "detail" in why ? why.detail : "",
      days,
    },
    `maxDaysPerRequest auto: ${reason}; the run asked in ${days}-day windows instead (the figures are unaffected)`,
  );
}

/** What the run settled on: long windows, or the fallback and why. */
export type WindowOutcome = { mode: "long" } | { mode: "fallback"; reason: string };

/** Days per call the plan counts for a range: "auto" plans the whole range in one call. */
export function plannedMaxDays(setting: MaxDaysSetting, window: DateWindow): number {
  return setting === "auto" ? Math.max(FALLBACK_DAYS, windowDays(window)) : setting;
}

export class WindowPolicy {
  private mode: "probe" | "long" | "fallback" = "probe";
  private probing: Promise<void> | null = null;
  private reason: FallbackWhy | null = null;
  /** Days per call after the fallback: 31, or fewer when a silent cap answered fewer. */
  private size = FALLBACK_DAYS;
  /** Requests the plan (plannedMaxDays) did not count: edges asked again, the fallback's windows. */
  private extra = 0;

  /** `onExtra` hears the new total of requests beyond the plan each time it changes (the progress bar's planned count). */
  constructor(
    readonly setting: MaxDaysSetting,
    private readonly kpis: readonly string[],
    private readonly onExtra: (extra: number) => void = () => {},
  ) {}

  get extraRequests(): number {
    return this.extra;
  }

  private addExtra(n: number): void {
    if (n === 0) return;
    this.extra += n;
    this.onExtra(this.extra);
  }

  /** Null when no long range was asked for (a number, or every range ≤ 31 days). */
  get outcome(): WindowOutcome | null {
    if (this.reason !== null) return { mode: "fallback", reason: whyInEnglish(this.reason) };
    return this.mode === "long" ? { mode: "long" } : null;
  }

  /** The run's one line about the fallback, or null. */
  warning(): ReportWarning | null {
    return this.reason === null ? null : windowFallbackWarning(this.reason, this.size);
  }

  async fetch(window: DateWindow, fetchRange: RangeFetch): Promise<ParsedSeries> {
    const planned = plannedMaxDays(this.setting, window);
    if (this.setting !== "auto" || planned === FALLBACK_DAYS) return fetchRange(window, planned);
    for (;;) {
      if (this.mode === "fallback") return this.windowed(window, fetchRange, planned);
      if (this.mode === "long") return this.long(window, fetchRange);
      if (this.probing === null) return this.probe(window, fetchRange);
      await this.probing;
    }
  }

  private async probe(window: DateWindow, fetchRange: RangeFetch): Promise<ParsedSeries> {
    let decided = () => {};
    this.probing = new Promise((resolve) => {
      decided = resolve;
    });
    try {
      const series = await this.long(window, fetchRange);
      if (this.mode === "probe") this.mode = "long";
      return series;
    } finally {
      this.probing = null;
      decided();
    }
  }

  /** The range in the fallback's windows, in place of the calls the plan counted (`planned` days each). */
  private windowed(window: DateWindow, fetchRange: RangeFetch, planned: number): Promise<ParsedSeries> {
    this.addExtra(this.count(window, this.size) - this.count(window, planned));
    return fetchRange(window, this.size);
  }

  private async long(window: DateWindow, fetchRange: RangeFetch): Promise<ParsedSeries> {
    const days = windowDays(window);
    let series: ParsedSeries;
    try {
      series = await fetchRange(window, days);
    } catch (err) {
      if (!isRangeRefusal(err)) throw err;
      this.fallBack(
        { cause: "refused", asked: days, detail: refusalText(err) },
        namedLimit(err) ?? undefined,
      );
      // The refused call was sent and counted by the plan: the windows come on top.
      return this.windowed(window, fetchRange, Number.POSITIVE_INFINITY);
    }
    const edges = unansweredEdges(series, window);
    if (edges.length === 0) return series;
    // A cap, if that is why the answer is short, is at most the days it spans.
    const span = answeredSpan(series);
    const size = Math.min(this.size, span === null ? FALLBACK_DAYS : windowDays(span));
    for (const edge of edges) this.addExtra(this.count(edge, size));
    const parts = await settleAll(edges.map((edge) => fetchRange(edge, size)));
    if (parts.some(hasPoints))
      this.fallBack(
        { cause: "shortAnswer", asked: days, answered: span === null ? 0 : windowDays(span) },
        size,
      );
    return mergeSeries(series.plantId, [...new Set(this.kpis)], [series, ...parts]);
  }

  private fallBack(reason: FallbackWhy, size = FALLBACK_DAYS): void {
    this.mode = "fallback";
    this.reason ??= reason;
    this.size = Math.min(this.size, size);
  }

  /** Calls of at most `maxDays` days for a window (Infinity: none, the refused call's count). */
  private count(window: DateWindow, maxDays: number): number {
    if (!Number.isFinite(maxDays)) return 0;
    return planHistoricalRequests(this.kpis, window.start, window.end, maxDays).length;
  }
}
