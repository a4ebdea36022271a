/**
 * A warning (src/vocabulary/report-warning.ts) in the reader's language, for every renderer:
 * its catalog message filled with its parameters, each kind formatted for the locale — days
 * as the locale writes a date, figures with its separators, the service's KPI names as its
 * readers call them, a failed request (`failure`) in the catalog's words around the service's
 * own. A `reason` (the service's or the runtime's text) passes through as data.
 */

import type { ReportWarning, WarningCode } from "../vocabulary/report-warning.js";
import type { MessageKey, MessageParams, Messages, PlainMessageKey } from "./index.js";

/** One message per code: a code without one is a compile error here. */
export const WARNING_KEY: Record<WarningCode, MessageKey> = {
  impossibleValue: "warning.impossibleValue",
  impossibleMore: "warning.impossibleMore",
  impossibleEarlier: "warning.impossibleEarlier",
  kpiMissing: "warning.kpiMissing",
  kpiNoData: "warning.kpiNoData",
  prorated: "warning.prorated",
  monthNotEnded: "warning.monthNotEnded",
  freshnessUnreadable: "warning.freshnessUnreadable",
  freshnessUnavailable: "warning.freshnessUnavailable",
  monthInProgress: "warning.monthInProgress",
  plantMonthNotEnded: "warning.plantMonthNotEnded",
  verdictFallback: "warning.verdictFallback",
  noPlantSelected: "warning.noPlantSelected",
  plantListNoId: "warning.plantListNoId",
  plantListRepeated: "warning.plantListRepeated",
  secondPass: "warning.secondPass",
  requestWindowFallback: "warning.requestWindowFallback",
  clientPlantOutside: "warning.clientPlantOutside",
  clientWithoutPlant: "warning.clientWithoutPlant",
  commentaryUnknownPlant: "warning.commentaryUnknownPlant",
  portfolioPdfFailed: "warning.portfolioPdfFailed",
  clientPackFailed: "warning.clientPackFailed",
  plantFetchFailed: "warning.plantFetchFailed",
  plantNotFetched: "warning.plantNotFetched",
  plantNoTzOffset: "warning.plantNoTzOffset",
  plantBadTzOffset: "warning.plantBadTzOffset",
  plantNotInList: "warning.plantNotInList",
  plantPdfFailed: "warning.plantPdfFailed",
};

/** The service's KPI names as readers know them; a KPI the catalogs do not know is data. */
export const KPI_KEY: Record<string, PlainMessageKey> = {
  historical_plant_daily_yield: "pdf.field.yield",
  historical_plant_meter_yield: "pdf.field.meterYield",
  historical_plant_irradiation: "pdf.field.irradiation",
  historical_plant_daily_effective_pr: "figure.prEffective",
  historical_plant_effective_availability: "pdf.field.availability",
  historical_plant_cell_temperature: "pdf.field.cellTemperature",
  historical_plant_overspill_energy: "pdf.field.overspill",
};

const DAYS = new Set(["date", "through"]);
/** Instants (ISO 8601 UTC), written as the locale writes a date and time, in UTC and saying so. */
const INSTANTS = new Set(["endsAt"]);
const FIGURES = new Set(["value", "limit", "low", "high"]);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function day(locale: string, iso: string): string {
  if (!DAY.test(iso)) return iso;
  const f = new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  return f.format(new Date(`${iso}T00:00:00Z`));
}

function instant(locale: string, iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const f = new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "UTC",
    timeZoneName: "short",
  });
  return f.format(new Date(ms));
}

function figure(locale: string, value: string | number): string {
  if (typeof value !== "number") return value;
  // Up to six significant digits: the value as the service sent it, not rounded to a unit.
  return new Intl.NumberFormat(locale, { maximumSignificantDigits: 6, signDisplay: "auto" }).format(value);
}

/** How a renderer writes a day, when it has its own way (the PDF's lists: "5 Oct"). */
export interface WarningFormat {
  day?: (iso: string) => string;
}

/** A failed request's parameters (pipeline/fetch/fetch-failure.ts) for its own message. */
function failureParams(params: ReportWarning["params"]) {
  const { failure, status, detail, said } = params;
  return { failure: failure ?? "", status: status ?? 0, detail: detail ?? "", said: said ?? "none" };
}

function localParams(m: Messages, params: ReportWarning["params"], opts: WarningFormat): MessageParams {
  const out: MessageParams = {};
  for (const [name, value] of Object.entries(params)) {
    if (DAYS.has(name))
      out[name] =
        DAY.test(String(value)) && opts.day ? opts.day(String(value)) : day(m.locale, String(value));
    else if (INSTANTS.has(name)) out[name] = instant(m.locale, String(value));
    else if (FIGURES.has(name)) out[name] = figure(m.locale, value);
    else if (name === "failure") out[name] = m.t("warning.fetchFailure", failureParams(params));
    else if (name === "kpi")
      out[name] = KPI_KEY[String(value)] ? m.t(KPI_KEY[String(value)]!) : String(value);
    else out[name] = value;
  }
  // A warning written before failures were coded (an older model file) gives its reason as sent.
  if (out.failure === undefined && params.reason !== undefined) out.failure = params.reason;
  return out;
}

/** The warning in `m`'s language; one of a code this version does not know, or missing a parameter, as recorded. */
export function warningText(m: Messages, w: ReportWarning, opts: WarningFormat = {}): string {
  const key = WARNING_KEY[w.code];
  if (key === undefined) return w.message;
  try {
    // The parameters are the model file's, known only at run time.
    return m.format(key, localParams(m, w.params, opts));
  } catch {
    // A parameter its message needs is missing (a hand-edited model file): the English line.
    return w.message;
  }
}

/** The same, with a sentence's first letter in upper case (a failure reason stands alone). */
export function warningSentence(m: Messages, w: ReportWarning, opts: WarningFormat = {}): string {
  const text = warningText(m, w, opts);
  return text.charAt(0).toLocaleUpperCase(m.locale) + text.slice(1);
}
