/**
 * The metrics' quality notes (`quality.warnings`) in the reader's language: each note's code
 * names its catalog message (src/render/warning-text.ts); days print as the page's lists do.
 */
import type { ReportWarning } from "../../metrics/report-warning.js";
import { warningSentence } from "../warning-text.js";
import type { Formatters } from "./format.js";

export function qualityNotes(fmt: Formatters, warnings: readonly ReportWarning[]): string[] {
  const messages = { locale: fmt.locale, language: fmt.lang, t: fmt.t };
  return warnings.map((w) => warningSentence(messages, w, { day: fmt.dayShort }));
}
