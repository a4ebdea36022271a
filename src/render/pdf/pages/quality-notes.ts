/**
 * The metrics' quality notes (`quality.warnings`) in the reader's language: each note's code
 * names its catalog message (src/i18n/warning-text.ts); days print as the page's lists do.
 */

import { warningSentence } from "../../../i18n/warning-text.js";
import type { ReportWarning } from "../../../vocabulary/report-warning.js";
import type { Formatters } from "./format.js";

export function qualityNotes(fmt: Formatters, warnings: readonly ReportWarning[]): string[] {
  const messages = { locale: fmt.locale, language: fmt.lang, t: fmt.t };
  return warnings.map((w) => warningSentence(messages, w, { day: fmt.dayShort }));
}
