/**
 * Why a request for a plant failed, as data the catalogs word in the reader's language
 * (`warning.fetchFailure`): what kind of failure, the HTTP status, and the service's own words
 * (its `detail`, spec "Errors") — the one text passed on as sent. The English `message` of the
 * error stays the log's and the manifest's.
 */
import { ApiError } from "../../api/index.js";
import type { WarningParams } from "../../vocabulary/report-warning.js";
import { refusalWords } from "./window-answer.js";

export type FetchFailureKind =
  | "notInAccount"
  | "rangeRefused"
  | "rateLimited"
  | "serviceFailed"
  | "redirected"
  | "refused"
  | "unreachable"
  | "timeout"
  | "badResponse"
  | "tooLarge"
  | "unexpected";

function httpKind(err: ApiError): FetchFailureKind {
  const status = err.status ?? 0;
  if (status === 403) return "notInAccount";
  if (status === 422 && /"days"/.test(JSON.stringify(err.detail) ?? "")) return "rangeRefused";
  if (status === 429) return "rateLimited";
  if (status >= 500) return "serviceFailed";
  if (status >= 300 && status < 400) return "redirected";
  return "refused";
}

function kindOf(err: unknown): FetchFailureKind {
  if (!(err instanceof ApiError)) return "unexpected";
  if (err.kind === "http") return httpKind(err);
  if (err.kind === "network") return "unreachable";
  if (err.kind === "timeout") return "timeout";
  if (err.kind === "bad-response") return "badResponse";
  if (err.kind === "response-too-large") return "tooLarge";
  return "unexpected";
}

/**
 * The failure's parameters: `failure` (its kind), `status` (0 without one), `detail` and
 * `said` — "service" when `detail` is the service's own words, "error" when it is an
 * unexpected error's text (a bug to report, quoted as it is), "none" when there is none.
 */
export function fetchFailureParams(err: unknown): WarningParams {
  const failure = kindOf(err);
  const status = err instanceof ApiError ? (err.status ?? 0) : 0;
  if (err instanceof ApiError) {
    const words = refusalWords(err);
    return { failure, status, detail: words ?? "", said: words ? "service" : "none" };
  }
  const text = err instanceof Error ? err.message : String(err);
  return { failure, status, detail: text.slice(0, 300), said: text ? "error" : "none" };
}
