/**
 * How a run's events look on stderr. On a terminal: a live progress bar (plants done /
 * failed, requests, retries, ETA). On a non-terminal or with --log-format json: one JSON
 * line per event, no escape codes, so CI logs stay greppable. --quiet: only errors and
 * the final summary. Events carry no credentials (URLs are redacted by the client).
 */
import { SingleBar } from "cli-progress";
import type { EventSink, RunEvent } from "../pipeline/events.js";

export type LogFormat = "pretty" | "json";

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

export function summaryLine(e: Extract<RunEvent, { type: "done" }>): string {
  const secs = (e.ms / 1000).toFixed(1);
  return (
    `report ${e.status}: ${e.plantsOk} plants ok, ${e.plantsFailed} failed; ` +
    `${e.requests.total} requests (${e.requests.retried} retried, ${e.requests.failed} failed) in ${secs} s; ` +
    `output in ${e.outDir}`
  );
}

function jsonSink(o: ReporterOptions, stream: NodeJS.WriteStream): EventSink {
  const now = o.now ?? (() => new Date());
  return (e) => {
    if (e.type === "request") return; // counted in the final line; one line per HTTP call would drown the log
    const failed = (e.type === "plant" && e.status === "failed") || e.type === "warning";
    if (o.quiet && !failed && e.type !== "done") return;
    const level =
      e.type === "plant" && e.status === "failed" ? "error" : failed || e.type === "retry" ? "warn" : "info";
    const { type, ...rest } = e;
    const fields = Object.fromEntries(
      Object.entries(rest).map(([k, v]) => [k, typeof v === "string" ? clean(v) : v]),
    );
    stream.write(`${JSON.stringify({ ts: now().toISOString(), level, event: type, ...fields })}\n`);
  };
}

/**
 * Time left from the requests done against the plan (requests, not plants, pace a run: plants
 * finish in bursts). "–" until there is a rate to go by.
 */
export function eta(done: number, planned: number, elapsedMs: number): string {
  if (done <= 0 || elapsedMs <= 0) return "–";
  const secs = Math.max(0, Math.round(((planned - done) * elapsedMs) / done / 1000));
  return secs >= 60 ? `${Math.floor(secs / 60)}m${String(secs % 60).padStart(2, "0")}s` : `${secs}s`;
}

function prettySink(o: ReporterOptions, stream: NodeJS.WriteStream): EventSink {
  let bar: SingleBar | null = null;
  const state = { plants: 0, failed: 0, requests: 0, retries: 0, planned: 0, started: 0 };
  const payload = () => ({
    failed: state.failed,
    requests: state.requests,
    planned: state.planned,
    retries: state.retries,
    timeLeft: eta(state.requests, state.planned, Date.now() - state.started),
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
            "plants {value}/{total} | failed {failed} | requests {requests}/{planned} | retries {retries} | ETA {timeLeft}",
          hideCursor: true,
          clearOnComplete: true,
        });
        state.planned = e.requests;
        state.started = Date.now();
        bar.start(e.plants, state.plants, payload());
        return;
      case "request":
        state.requests++;
        return update();
      case "retry":
        state.retries++;
        return update();
      case "plant":
        state.plants++;
        if (e.status === "failed") {
          state.failed++;
          line(`plant ${clean(e.name)} failed: ${clean(e.error ?? "")}`);
        }
        return update();
      case "warning":
        return line(`warning: ${clean(e.message)}`);
      case "done":
        bar?.stop();
        bar = null;
        stream.write(`${summaryLine(e)}\n`);
        return;
      default:
        return;
    }
  };
}

export function createReporter(o: ReporterOptions): EventSink {
  const stream = o.stream ?? process.stderr;
  const format: LogFormat = o.format === "pretty" && !stream.isTTY ? "json" : o.format;
  return format === "json" ? jsonSink(o, stream) : prettySink(o, stream);
}
