/**
 * What a reader must know before trusting a plant's figures: gaps, late days, days whose
 * lateness is unknown, unparseable values, and KPIs the service did not return or had no
 * data for (DESIGN.md "Reading the service's data safely": a missing key is a definition
 * error, an empty list is a gap).
 */
import type { ParsedSeries } from "../api/types.js";
import { type ReportWarning, reportWarning } from "../vocabulary/report-warning.js";
import type { KpiMap } from "./daily-rows.js";
import type { DailyRow, PlantQuality } from "./model.js";
import { type ImpossibleValue, impossibleWarning } from "./plausibility.js";

/** At most this many impossible values are named one by one; the rest are counted. */
const NAMED_IMPOSSIBLE = 10;

/** One line per impossible value of the report month (the first ten), then counts. */
export function impossibleWarnings(month: ImpossibleValue[], earlierMonths: number): ReportWarning[] {
  const lines = month.slice(0, NAMED_IMPOSSIBLE).map(impossibleWarning);
  if (month.length > NAMED_IMPOSSIBLE) {
    const count = month.length - NAMED_IMPOSSIBLE;
    lines.push(
      reportWarning(
        "impossibleMore",
        { count },
        `${count} more physically impossible values this month were not used`,
      ),
    );
  }
  if (earlierMonths > 0) {
    lines.push(
      reportWarning(
        "impossibleEarlier",
        { count: earlierMonths },
        `${earlierMonths} physically impossible values in earlier months of the trend were not used`,
      ),
    );
  }
  return lines;
}

export function missingKpiWarning(kpi: string): ReportWarning {
  return reportWarning(
    "kpiMissing",
    { kpi },
    `${kpi}: not returned by the service: check the KPI name in the definition`,
  );
}

export function noDataWarning(kpi: string): ReportWarning {
  return reportWarning("kpiNoData", { kpi }, `${kpi}: no data for the month`);
}

/** Lines for KPIs the service dropped, then for returned KPIs with no value on any reported day. */
function kpiWarnings(series: ParsedSeries, kpis: KpiMap, reported: string[]): ReportWarning[] {
  const missing = new Set(series.missingKpis);
  const returned = [...new Set(kpis.map((k) => k.kpi))].filter((kpi) => !missing.has(kpi));
  const empty = returned.filter((kpi) => !reported.some((d) => (series.values[kpi]?.[d] ?? null) !== null));
  return [...series.missingKpis.map(missingKpiWarning), ...empty.map(noDataWarning)];
}

/** `extraWarnings` (e.g. budget proration) follow the KPI lines; the caller adds counts and sanity. */
export function plantQuality(
  rows: DailyRow[],
  series: ParsedSeries,
  kpis: KpiMap,
  extraWarnings: ReportWarning[],
): Omit<PlantQuality, "impossibleValues" | "sanity"> {
  const reported = rows.filter((r) => r.status !== "future");
  const kpiLines = kpiWarnings(
    series,
    kpis,
    reported.map((r) => r.date),
  );
  return {
    missingDays: reported.filter((r) => r.yieldKwh === null).map((r) => r.date),
    lateDays: rows.filter((r) => r.late === true).map((r) => r.date),
    freshnessUnknownDays: reported.filter((r) => r.late === null).map((r) => r.date),
    nonNumericValues: series.warnings.nonNumeric,
    estimatedDays: rows.filter((r) => r.yieldEstimatedKwh !== null).map((r) => r.date),
    meterEstimatedDays: rows.filter((r) => r.meterYieldEstimatedKwh !== null).map((r) => r.date),
    outageDays: reported.filter((r) => r.outage).map((r) => r.date),
    warnings: [...kpiLines, ...extraWarnings],
  };
}
