/**
 * What a run reports while it works. The pipeline only emits these; the CLI decides how
 * they look (a live bar on a terminal, JSON lines in CI). Never carries credentials.
 */
import type { ReportModel } from "../../metrics/model.js";
import type { WorkbookKind } from "../../render/xlsx/index.js";
export type RunEvent =
  | { type: "plan"; month: string; plants: number; requests: number; concurrency: number }
  /** The requests planned, again: "auto" windows asked more than the plan (edges, a fallback). */
  | { type: "replan"; requests: number }
  | { type: "request"; method: string; url: string; status: number | null; attempt: number }
  | {
      type: "retry";
      method: string;
      url: string;
      status: number | null;
      attempt: number;
      delayMs: number;
      reason: string;
    }
  /**
   * A 429 or 503 answered a pooled request: the pool's limit after it, how long every start
   * waits, and whether the request goes again without spending a retry (adaptive-limit.ts).
   */
  | { type: "throttle"; status: number; limit: number; waitMs: number; free: boolean }
  /** The pool's limit grew again after a run of answers without a 429 or 503. */
  | { type: "limit"; limit: number }
  | { type: "token"; action: "login" | "refresh" }
  | { type: "plant"; id: string; name: string; status: "ok" | "failed"; error?: string }
  | { type: "render"; what: "workbook" | "pdf" | "data"; file: string }
  /**
   * The documents of the first plants were rendered and dropped before the last plant arrived
   * (rehearsal.ts): the workbooks done. For the bench and the tests; the CLI shows nothing.
   */
  | { type: "rehearsal"; workbooks: WorkbookKind[] }
  | { type: "warning"; message: string }
  /** A file an earlier run of the folder wrote and this report does not list, removed just before the manifest. */
  | { type: "removed"; file: string }
  | {
      type: "done";
      status: "ok" | "partial" | "failed";
      plantsOk: number;
      plantsFailed: number;
      /** As the manifest has them. */
      requests: ReportModel["requests"];
      outDir: string;
      /** Where to look first: index.html and manifest.json, relative to outDir. */
      index?: string;
      manifest: string;
      /** The failed plants (all of them; the CLI shows the first few). */
      failed: { id: string; name: string }[];
      /** Files that could not be rendered (manifest `failedFiles`); absent: none. */
      failedFiles?: { file: string; reason: string }[];
      ms: number;
    };

export type EventSink = (event: RunEvent) => void;

export const ignoreEvents: EventSink = () => {};
