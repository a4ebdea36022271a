/**
 * The metrics' quality notes (`quality.warnings`) are English sentences kept for logs. Those
 * whose shape the metrics define (src/metrics/quality.ts: a KPI not returned, a KPI without
 * data; src/metrics/plant-report.ts: budget and normal prorated for a month in progress) are
 * rewritten from their parts in the reader's language. Any other note (the impossible values
 * named one by one, their counts) is free text: it stays as recorded, in English, with the
 * service's KPI names replaced by the English names a reader knows, under its own heading.
 */
import { messagesFor } from "../../i18n/index.js";
import type { Formatters } from "./format.js";
import { KPI_KEY } from "./labels.js";

const KPI_MISSING = /^(\S+): not returned by the service: check the KPI name in the definition$/;
const KPI_NO_DATA = /^(\S+): no data for the month$/;
const PRORATED =
  /^month in progress through (\d{4}-\d{2}-\d{2}): (P50 budget and irradiation normal|P50 budget|irradiation normal) prorated to (\d+) of (\d+) days$/;

const english = messagesFor("en");

/** A KPI as the reader calls it; a KPI name from the definition the PDF does not know is data. */
function series(fmt: Formatters, kpi: string): string {
  const key = KPI_KEY[kpi];
  return key ? fmt.t(key) : kpi;
}

/** The note in the reader's language, or null when it is free text. */
function translated(fmt: Formatters, note: string): string | null {
  let m = KPI_MISSING.exec(note);
  if (m) return fmt.t("pdf.quality.kpiMissing", { series: series(fmt, m[1]!) });
  m = KPI_NO_DATA.exec(note);
  if (m) return fmt.t("pdf.quality.kpiNoData", { series: series(fmt, m[1]!) });
  m = PRORATED.exec(note);
  if (m) {
    const what = m[2] === "P50 budget" ? "budget" : m[2] === "irradiation normal" ? "normal" : "both";
    return fmt.t("pdf.quality.prorated", {
      day: fmt.dayShort(m[1]!),
      what,
      reported: fmt.number(Number(m[3]), 0),
      total: Number(m[4]),
    });
  }
  return null;
}

/** English free text with the service's KPI names as English readers call them. */
function asRecorded(note: string): string {
  const plain = note.replace(/historical_plant_[a-z_]+/g, (k) => {
    const key = KPI_KEY[k];
    const name = key ? english.t(key) : k;
    return name.charAt(0).toLowerCase() + name.slice(1);
  });
  return plain.charAt(0).toUpperCase() + plain.slice(1);
}

export interface QualityNotes {
  /** In the reader's language. */
  translated: string[];
  /** Free text, English as the metrics recorded it. */
  recorded: string[];
}

export function qualityNotes(fmt: Formatters, warnings: string[]): QualityNotes {
  const out: QualityNotes = { translated: [], recorded: [] };
  for (const w of warnings) {
    const t = translated(fmt, w);
    if (t === null) out.recorded.push(asRecorded(w));
    else out.translated.push(t);
  }
  return out;
}
