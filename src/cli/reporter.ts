/**
 * How a run's events look on stderr. `auto` (the default): pretty on a terminal, JSON lines
 * elsewhere. Pretty: plain lines and, on a terminal, a live progress bar (plants done /
 * failed, requests, retries, throttled requests and the pool's limit, ETA); asked for off a
 * terminal, the same lines without the bar.
 * JSON: one line per event, no escape codes, so CI logs stay greppable. --quiet: only errors
 * and the final summary. Both end with where to look first. Events carry no credentials
 * (URLs are redacted by the client); text from the service is cleaned and cut to a length.
 */
import { SingleBar } from "cli-progress";
import type { EventSink, RunEvent } from "../pipeline/run/events.js";
import { cutText } from "../vocabulary/cut-text.js";
import { eta, requestsPlanned } from "./progress-counts.js";

export { eta, requestsPlanned };

export type LogFormat = "auto" | "pretty" | "json";

export interface ReporterOptions {
  format: LogFormat;
  quiet: boolean;
  stream?: NodeJS.WriteStream;
  now?: () => Date;
}

/**
 * Strips control characters (C0/C1: ANSI escapes, newlines, CSI) from text that came from
 * the service, and the Unicode line separators and bidirectional overrides (Unicode TR #9)
 * that could forge a log line or reorder what a terminal shows.
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

export function clean(text: string): string {
  return text.replace(CONTROL, " ");
}

/** Grapheme clusters a log field keeps (a plant name of 100 kB would flood the log). */
export const LOG_FIELD_MAX = 300;
/** Failed plants named in the closing line; the rest are counted. */
const NAMED_FAILURES = 3;

/** Text from the service as a log field: no control characters, at most LOG_FIELD_MAX clusters. */
export function field(text: string, max = LOG_FIELD_MAX): string {
  return clean(cutText(text, max));
}

type DoneEvent = Extract<RunEvent, { type: "done" }>;

/** The last line: what to open first, and which plants failed. */
function named(items: string[]): string {
  const shown = items.slice(0, NAMED_FAILURES).map((s) => field(s, 60));
  const more = items.length > NAMED_FAILURES ? ` and ${items.length - NAMED_FAILURES} more` : "";
  return `${shown.join(", ")}${more}`;
}

export function whereToLook(e: DoneEvent): string {
  const at = (rel: string) => `${e.outDir}/${rel}`;
  const open = e.index ? `open ${at(e.index)} first (scripts: ${at(e.manifest)})` : `see ${at(e.manifest)}`;
  const files = e.failedFiles ?? [];
  if (e.failed.length === 0 && files.length === 0) return open;
  const plants = e.failed.length === 1 ? "1 plant" : `${e.failed.length} plants`;
  const what = [
    ...(e.failed.length > 0 ? [`${plants} failed (${named(e.failed.map((p) => p.name))})`] : []),
    ...(files.length > 0
      ? [
          `${files.length === 1 ? "1 file" : `${files.length} files`} could not be rendered (${named(files.map((f) => f.file))})`,
        ]
      : []),
  ];
  return `${open}; ${what.join("; ")}: the reasons are in both`;
}

export function summaryLine(e: DoneEvent): string {
  const secs = (e.ms / 1000).toFixed(1);
  const { throttled, concurrency } = e.requests;
  // Said only when the service throttled the run: the limit it settled at is the one to keep.
  const pool =
    throttled && concurrency
      ? `; ${throttled} answered 429 or 503, the limit settled at ${concurrency.settled} of ${concurrency.start}`
      : "";
  return (
    `report ${e.status}: ${e.plantsOk} plants ok, ${e.plantsFailed} failed` +
    `${e.failedFiles?.length ? `, ${e.failedFiles.length} ${e.failedFiles.length === 1 ? "file" : "files"} not rendered` : ""}; ` +
    `${e.requests.total} requests (${e.requests.retried} retried, ${e.requests.failed} failed${pool}) in ${secs} s; ` +
    `output in ${e.outDir}`
  );
}

function jsonSink(o: ReporterOptions, stream: NodeJS.WriteStream): EventSink {
  const now = o.now ?? (() => new Date());
  return (e) => {
    // Counted in the final line; one line per HTTP call (or per re-planned count, or per step
    // of the limit's growth) would drown the log. Throttles are logged: they lower the limit.
    // A rehearsal (pipeline/run/rehearsal.ts) changes nothing the reader gets.
    if (e.type === "request" || e.type === "replan" || e.type === "limit" || e.type === "rehearsal") return;
    const failed = (e.type === "plant" && e.status === "failed") || e.type === "warning";
    if (o.quiet && !failed && e.type !== "done") return;
    const warns = failed || e.type === "retry" || e.type === "throttle";
    const level = e.type === "plant" && e.status === "failed" ? "error" : warns ? "warn" : "info";
    const { type, ...rest } = e;
    const fields = Object.fromEntries(
      Object.entries(rest).map(([k, v]) => [k, typeof v === "string" ? field(v) : v]),
    );
    if (e.type === "done") {
      // The full list is in the manifest; the log line names the first few, like the pretty one.
      fields.failed = e.failed
        .slice(0, NAMED_FAILURES)
        .map((p) => ({ id: field(p.id), name: field(p.name) }));
      fields.hint = whereToLook(e);
    }
    stream.write(`${JSON.stringify({ ts: now().toISOString(), level, event: type, ...fields })}\n`);
  };
}

function prettySink(o: ReporterOptions, stream: NodeJS.WriteStream): EventSink {
  let bar: SingleBar | null = null;
  const state = {
    plants: 0,
    failed: 0,
    requests: 0,
    retries: 0,
    /** 429 and 503 answers; those the pool sent again without spending a retry; its limit. */
    throttled: 0,
    resends: 0,
    limit: 0,
    planned: 0,
    tokens: 0,
    plannedLogins: 0,
    started: 0,
  };
  const planned = () => requestsPlanned(state);
  const payload = () => ({
    failed: state.failed,
    requests: state.requests,
    planned: planned(),
    retries: state.retries,
    throttled: state.throttled,
    limit: state.limit,
    timeLeft: eta(state.requests, planned(), Date.now() - state.started),
  });
  const update = () => bar?.update(state.plants, payload());
  const line = (text: string) => {
    if (bar) bar.stop();
    stream.write(`${text}\n`);
    if (bar) bar.start(bar.getTotal(), state.plants, payload());
  };
  return (e) => {
    switch (e.type) {
      case "plan":
        if (o.quiet) return;
        stream.write(
          `${e.month}: ${e.plants} plants, ${e.requests} requests planned, concurrency ${e.concurrency}\n`,
        );
        bar = new SingleBar({
          stream,
          format:
            "plants {value}/{total} | failed {failed} | requests {requests}/{planned} | retries {retries} | " +
            "throttled {throttled} | limit {limit} | ETA {timeLeft}",
          hideCursor: true,
          clearOnComplete: true,
        });
        state.planned = e.requests;
        state.limit = e.concurrency;
        state.plannedLogins = state.tokens;
        state.started = Date.now();
        bar.start(e.plants, state.plants, payload());
        return;
      case "replan":
        state.planned = e.requests;
        return update();
      case "request":
        state.requests++;
        return update();
      case "retry":
        state.retries++;
        return update();
      case "throttle":
        state.throttled++;
        if (e.free) state.resends++;
        state.limit = e.limit;
        return update();
      case "limit":
        state.limit = e.limit;
        return update();
      case "token":
        state.tokens++;
        return update();
      case "plant":
        state.plants++;
        if (e.status === "failed") {
          state.failed++;
          line(`plant ${field(e.name)} failed: ${field(e.error ?? "")}`);
        }
        return update();
      case "warning":
        return line(`warning: ${field(e.message)}`);
      case "removed":
        if (o.quiet) return;
        return line(
          `removed ${field(e.file)}: written by an earlier run of this folder, not part of this report`,
        );
      case "done":
        bar?.stop();
        bar = null;
        stream.write(`${summaryLine(e)}\n${whereToLook(e)}\n`);
        return;
      default:
        return;
    }
  };
}

export function createReporter(o: ReporterOptions): EventSink {
  const stream = o.stream ?? process.stderr;
  // An explicit choice wins; only `auto` depends on where stderr goes.
  const format = o.format === "auto" ? (stream.isTTY ? "pretty" : "json") : o.format;
  return format === "json" ? jsonSink(o, stream) : prettySink(o, stream);
}
